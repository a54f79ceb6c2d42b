/**
 * Browser test of the Disc Wars free ruler: on by the R key, dragged disc to disc (edge to edge,
 * the rules' way), disc to a point of the felt and point to point; the camera does not turn while
 * it is dragged; Escape clears it and turns it off; the panel button turns it on again.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, type Point } from './table-helpers.ts';

const PANEL = '[data-testid=table-panel]';

async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
  await page.mouse.up();
}

async function reading(page: Page, text: RegExp): Promise<string> {
  await page.waitForFunction(
    (src) =>
      new RegExp(src).test(
        document.querySelector('[data-testid=dw-ruler-reading]')?.textContent ?? '',
      ),
    text.source,
  );
  return (await page.locator('[data-testid=dw-ruler-reading]').getAttribute('data-inches')) ?? '';
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars ruler: disc to disc, disc to point, point to point; Escape clears it',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-pinned]');
      await page.waitForSelector('[data-testid=example-banner]');
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'false',
        PANEL,
      );
      await settle();
      await page.keyboard.press('r');
      await page.waitForSelector('[data-testid=dw-ruler][aria-pressed=true]');
      // The Oak Wardens b2 (2 in, at 14,14) to the Ash Wyvern a1 (2.5 in, at 10.5,12):
      // √(3.5² + 2²) − 1 − 1.25 = 1.78 in, edge to edge.
      const b2 = await anchor(page, 'disc-b2');
      const a1 = await anchor(page, 'disc-a1');
      await drag(page, b2, a1);
      const discs = await reading(page, /edge to edge: Oak Wardens \(b2\) to Ash Wyvern \(a1\)/);
      check(discs === '1.8', `disc to disc reads ${discs} in, not 1.8`);
      check(await anchorOrNull(page, 'ruler-label'), 'the reading is not drawn on the table');
      await settle();
      await shot('discs');
      // From the disc to a point of the felt below it on screen.
      const felt = { x: b2.x + 40, y: b2.y + 160 };
      await drag(page, b2, felt);
      const toPoint = Number(await reading(page, /from the edge of Oak Wardens \(b2\)/));
      check(toPoint > 1, `disc to point reads ${toPoint} in`);
      // Point to point over the same stretch reads a disc's radius (1 in) more.
      await drag(page, { x: b2.x + 40, y: b2.y + 2 }, felt);
      const points = Number(await reading(page, /point to point/));
      check(points > toPoint, `point to point ${points} in is not longer than ${toPoint} in`);
      const still = await anchor(page, 'disc-b2');
      check(
        Math.hypot(still.x - b2.x, still.y - b2.y) < 0.5,
        'the camera turned while the ruler was dragged',
      );
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid=dw-ruler][aria-pressed=false]');
      check((await anchorOrNull(page, 'ruler-a')) === null, 'Escape left the ruler on the table');
      await page.click('[data-testid=dw-ruler]');
      await page.waitForSelector('[data-testid=dw-ruler][aria-pressed=true]');
    },
  },
];
