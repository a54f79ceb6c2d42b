/**
 * Screenshots of the three rules-enforced tables at 1400x900, in English and in Japanese, for a
 * person to look at after changes to the tables (the test checks only that each table drew).
 */
import { check, type E2ETest } from './harness.ts';

const TABLES = [
  ['battleline', 'bl-hand'],
  ['hill218', 'h218-phase'],
  ['type10', 't10-phase'],
] as const;

export const tests: E2ETest[] = [
  {
    name: 'finish screens: the three tables at 1400x900 in English and Japanese',
    async run({ page, baseUrl, shot, settle }) {
      await page.setViewportSize({ width: 1400, height: 900 });
      for (const lang of ['en', 'ja'] as const) {
        await page.goto(baseUrl);
        await page.waitForSelector('[data-testid=lang]');
        await page.selectOption('[data-testid=lang]', lang);
        for (const [game, ready] of TABLES) {
          await page.goto(`${baseUrl}#/${game}?seed=21&mode=bot&seat=1&level=easy`);
          await page.waitForSelector(`[data-testid=${ready}]`);
          await settle();
          await page.waitForTimeout(300);
          check((await page.locator('canvas').count()) > 0, `${game}: no table drawn`);
          await shot(`${game}-${lang}`);
        }
      }
    },
  },
];
