/**
 * Browser tests of the rules pages' pictures (issue 16): each page shows pictures drawn by the
 * table's own scene code (real pixels, not blank), in English and Japanese, at 390x844 without
 * sideways scrolling, and leaving the page frees every picture.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';

const GAMES = ['battleline', 'hill218', 'type10', 'discwars'] as const;

/** For each picture: its size and how many distinct colours a 32x20 sample of it holds. */
function pictureStats(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid=rules-picture]')].map((img) => {
      const c = document.createElement('canvas');
      c.width = 32;
      c.height = 20;
      const g = c.getContext('2d');
      if (!g || !img.complete || img.naturalWidth === 0) return { w: 0, colours: 0 };
      g.drawImage(img, 0, 0, 32, 20);
      const d = g.getImageData(0, 0, 32, 20).data;
      const set = new Set<number>();
      for (let i = 0; i < d.length; i += 4)
        set.add(((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4));
      return { w: img.naturalWidth, colours: set.size };
    }),
  );
}

async function openPictures(page: Page, baseUrl: string, game: string): Promise<void> {
  await page.goto(`${baseUrl}#/rules/${game}`);
  await page.waitForSelector(`[data-testid=rules-page][data-game=${game}][data-pictures=drawn]`, {
    timeout: 60000,
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid=rules-picture]')].every(
      (i) => i.complete && i.naturalWidth > 0,
    ),
  );
}

/**
 * How much of the Type 10 picture the hex map fills: the box around its sand-coloured hexes, as
 * shares of the picture's width and height (sampled at 160x100).
 */
function mapFill(page: Page): Promise<{ w: number; h: number }> {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid=rules-picture]');
    const c = document.createElement('canvas');
    c.width = 160;
    c.height = 100;
    const g = c.getContext('2d');
    if (!img || !g) return { w: 0, h: 0 };
    g.drawImage(img, 0, 0, 160, 100);
    const d = g.getImageData(0, 0, 160, 100).data;
    let [x0, x1, y0, y1] = [160, -1, 100, -1];
    for (let y = 0; y < 100; y++)
      for (let x = 0; x < 160; x++) {
        const i = (y * 160 + x) * 4;
        const [r, gr, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
        // Sand: light, red over green over blue (the felt and the forests are green).
        if (r > 170 && gr > 150 && b > 100 && r > b + 30 && r >= gr) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
      }
    return x1 < 0 ? { w: 0, h: 0 } : { w: (x1 - x0 + 1) / 160, h: (y1 - y0 + 1) / 100 };
  });
}

const live = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.documentElement.dataset.rulesPictures);

export const tests: E2ETest[] = [
  {
    name: 'rules pictures: each rules page shows pictures drawn by its table, freed on leaving',
    async run({ page, baseUrl, shot }) {
      await page.setViewportSize({ width: 1400, height: 900 });
      for (const game of GAMES) {
        await openPictures(page, baseUrl, game);
        const stats = await pictureStats(page);
        check(stats.length > 0, `${game}: no pictures`);
        for (const [i, s] of stats.entries())
          check(
            s.w > 0 && s.colours >= 12,
            `${game} picture ${i + 1} is blank: ${JSON.stringify(s)}`,
          );
        check(Number(await live(page)) > 0, `${game}: pictures drawn but none counted`);
        if (game === 'type10') {
          // The map fills the picture: most of its width and of its height (54 % x 80 % before).
          const fill = await mapFill(page);
          check(
            fill.w >= 0.75 && fill.h >= 0.8,
            `the Type 10 map fills ${Math.round(fill.w * 100)} % x ${Math.round(fill.h * 100)} %`,
          );
        }
        await shot(game);
      }
      await page.click('[data-testid=rules-page] [data-testid=home]');
      await page.waitForSelector('[data-testid=rules-page]', { state: 'detached' });
      await page.waitForFunction(() => document.documentElement.dataset.rulesPictures === '0');
    },
  },
  {
    name: 'rules pictures: Japanese captions on a phone, no sideways scroll',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run({ page, baseUrl, shot }) {
      await openPictures(page, baseUrl, 'hill218');
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('.rules-pictures figcaption')?.textContent?.includes('補給線'),
      );
      await page.waitForSelector('[data-testid=rules-page][data-pictures=drawn]');
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid=rules-picture]')].every(
          (i) => i.complete && i.naturalWidth > 0,
        ),
      );
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      check(wide <= 390, `the rules page scrolls sideways (${wide} px)`);
      await page.locator('.rules-pictures').scrollIntoViewIfNeeded();
      await shot('hill218-ja-phone');
      // The page drawn again in Japanese freed the English pictures: only the new ones are held.
      check(Number(await live(page)) === 2, `pictures held: ${await live(page)}`);
    },
  },
];
