/** Browser tests of the app shell: home, language, routes, bad input, autosave. */
import { check, type E2ETest } from './harness.ts';

export const tests: E2ETest[] = [
  {
    name: 'home screen lists the four tables',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.waitForSelector('.game-card');
      const names = await page.locator('.game-card h2').allTextContents();
      check(names.length === 4, `expected 4 tables, saw ${names.length}`);
      check(
        names.includes('Battle Line') && names.includes('Disc Wars'),
        `names: ${names.join(', ')}`,
      );
      // Every link on Home reads against the card behind it (WCAG AA: contrast 4.5 or more).
      const worst = (await page.evaluate(
        // A string, so the bundler adds no helper the page lacks.
        `(() => {
          const rgb = (c) => (c.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
          const lum = (c) => {
            const [r, g, b] = c.map((v) => {
              const x = v / 255;
              return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const backOf = (el) => {
            for (; el; el = el.parentElement) {
              const bg = getComputedStyle(el).backgroundColor;
              if (bg && bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
            }
            return 'rgb(255, 255, 255)';
          };
          let low = { ratio: Infinity, text: '' };
          for (const a of document.querySelectorAll('a')) {
            const l1 = lum(rgb(getComputedStyle(a).color));
            const l2 = lum(rgb(backOf(a)));
            const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
            if (ratio < low.ratio) low = { ratio, text: a.textContent || '' };
          }
          return low;
        })()`,
      )) as { ratio: number; text: string };
      check(worst.ratio >= 4.5, `link "${worst.text}" has contrast ${worst.ratio.toFixed(2)}`);
      await shot('home');
    },
  },
  {
    name: 'language switch to Japanese is remembered',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForSelector('text=卓を選んでください');
      await shot('japanese');
      await page.reload();
      await page.waitForSelector('.game-card');
      const h = await page.locator('.choose').textContent();
      check(h === '卓を選んでください', `after reload the heading is "${h}"`);
      check((await page.getAttribute('html', 'lang')) === 'ja', 'html lang is not ja');
    },
  },
  {
    name: 'a bad route gives a message and the home screen',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/chess?seed=1`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('chess'), `notice was "${text}"`);
      check((await page.locator('.game-card').count()) === 4, 'home screen not shown');
      await shot('bad-route');
    },
  },
  {
    name: 'a bad seed parameter gives a message',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}#/battleline?seed=banana`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('banana'), `notice was "${text}"`);
    },
  },
];

type Stats = { geometries: number; textures: number; programs: number; frames: number } | null;
const stats = (page: import('playwright-core').Page): Promise<Stats> =>
  page.evaluate(() =>
    (window as unknown as { tabletop: { sceneStats(): Stats } }).tabletop.sceneStats(),
  );

tests.push({
  name: 'leaving a table frees its GPU objects (no leak over repeated visits)',
  async run({ page, baseUrl, settle }) {
    await page.goto(`${baseUrl}#/battleline?seed=2&mode=bot&seat=1&level=easy`);
    await page.waitForSelector('[data-testid=bl-hand] button');
    await settle();
    await page.click('[data-testid=home]');
    await page.waitForSelector('.game-card');
    const first = await stats(page);
    check(first, 'no scene stats');
    for (let i = 0; i < 5; i++) {
      await page.goto(`${baseUrl}#/battleline?seed=${10 + i}&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      await page.click('[data-testid=home]');
      await page.waitForSelector('.game-card');
    }
    const after = await stats(page);
    check(after, 'no scene stats');
    check(
      after.geometries <= first.geometries && after.textures <= first.textures,
      `GPU objects grew: ${JSON.stringify(first)} → ${JSON.stringify(after)}`,
    );
  },
});

tests.push({
  name: 'an idle table draws no frames (render on demand)',
  async run({ page, baseUrl, settle }) {
    await page.goto(`${baseUrl}#/battleline?seed=2&mode=bot&seat=1&level=easy`);
    // My turn (a card playable): the bot is not thinking or moving a card.
    await page.waitForSelector('[data-testid=bl-hand] button:not([disabled])');
    await settle();
    await page.waitForTimeout(300);
    const a = await stats(page);
    await page.waitForTimeout(1000);
    const b = await stats(page);
    check(a && b && b.frames === a.frames, `frames drawn while idle: ${a?.frames} → ${b?.frames}`);
  },
});
