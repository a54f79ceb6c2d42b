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
