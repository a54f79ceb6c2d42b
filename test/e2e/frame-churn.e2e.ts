/**
 * Browser test that drawing a still table asks the renderer for no shader program again: one frame
 * of each table as a player sees it (Disc Wars' set-up area, its range and pin marks, the aim, the
 * ruler; Hill 218's board and piles; Battle Line; Type 10) leaves every material's version as it
 * was. three.js draws a transparent double-sided material in two passes and marks it changed
 * before each, so it rebuilt its program parameters twice per mesh per frame: the Disc Wars table's
 * CPU per frame went from 0.3 ms (29 November) to about 5 ms (`npm run bench web`).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, dwStill } from './table-helpers.ts';

const churn = (page: Page): Promise<number | null> =>
  page.evaluate(() =>
    (window as unknown as { tabletop: { frameChurn(): number | null } }).tabletop.frameChurn(),
  );

/** Each table's count, all told at the end: `what: n` where n is not 0. */
async function noChurn(page: Page, what: string, bad: string[]): Promise<void> {
  const n = await churn(page);
  if (n !== 0) bad.push(`${what}: ${n}`);
}

export const tests: E2ETest[] = [
  {
    name: 'frame churn: a still frame of each table gives no material its program again',
    async run({ page, baseUrl, shot, settle }) {
      const bad: string[] = [];
      // Disc Wars deployment: the set-up area is lit on the felt.
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.waitForSelector('[data-testid=dw-round]', { timeout: 60_000 });
      await settle();
      await noChurn(page, 'Disc Wars deployment', bad);

      // The rules' pinned example: range rings and pin marks, then the ruler drawn disc to disc.
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-pinned]');
      await page.waitForSelector('[data-testid=example-banner]');
      await dwStill(page);
      await settle();
      await noChurn(page, 'Disc Wars pinned example', bad);
      await page.keyboard.press('r');
      await page.waitForSelector('[data-testid=dw-ruler][aria-pressed=true]');
      const b2 = await anchor(page, 'disc-b2');
      const a1 = await anchor(page, 'disc-a1');
      await page.mouse.move(b2.x, b2.y);
      await page.mouse.down();
      await page.mouse.move(a1.x, a1.y, { steps: 5 });
      await page.mouse.up();
      await page.waitForSelector('[data-testid=dw-ruler-reading]');
      await settle();
      await noChurn(page, 'Disc Wars ruler', bad);
      await page.keyboard.press('Escape');

      // The aim of a flip: the ghost, the path and the landing.
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector('[data-testid^=activate-]', { timeout: 60_000 });
      await page.locator('[data-testid^=activate-]').first().click();
      await page.waitForSelector('[data-testid=dw-aim]');
      await settle();
      await noChurn(page, 'Disc Wars aim', bad);
      await shot('discwars-aim');

      await page.goto(`${baseUrl}#/hill218?seed=2024&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=h218-phase]', { timeout: 30_000 });
      await settle();
      await noChurn(page, 'Hill 218', bad);

      await page.goto(`${baseUrl}#/battleline?seed=8&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button', { timeout: 30_000 });
      await settle();
      await noChurn(page, 'Battle Line', bad);

      await page.goto(`${baseUrl}#/type10?seed=5&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=t10-resign]', { timeout: 30_000 });
      await settle();
      await noChurn(page, 'Type 10', bad);
      check(
        bad.length === 0,
        `materials given a program again while one still frame was drawn: ${bad.join(', ')}`,
      );
    },
  },
];
