/**
 * Browser test of the drop seen from the side: while a missile drop is shown the camera is low and
 * aimed at the middle of the 12 in fall, and it comes back when the show ends (to where it was, or
 * to the next seat's home view when the turn passed in hot-seat).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { clickObject } from './table-helpers.ts';

const PANEL = '[data-testid=table-panel]';

type Probe = { distance: number; target: [number, number, number] };

async function probe(page: Page): Promise<Probe> {
  return page.evaluate(() =>
    (window as unknown as { tabletop: { sceneProbe(): Probe } }).tabletop.sceneProbe(),
  );
}

async function animating(page: Page, on: boolean): Promise<void> {
  await page.waitForFunction(
    ([sel, want]) => document.querySelector(sel as string)?.getAttribute('data-animating') === want,
    [PANEL, String(on)],
    { timeout: 30_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars drop: seen from the side while it falls, the camera back on the felt after',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-missile]');
      await page.waitForSelector('[data-testid=example-banner]');
      await animating(page, false);
      await settle();
      const home = await probe(page);
      await page.locator(PANEL).evaluate((el) => (el.dataset.showSpeed = '0'));
      await clickObject(page, 'disc-a1');
      await page.click('[data-testid=fire-b2]');
      await animating(page, true);
      // The side view looks at the middle of the fall, about 6 in over the felt.
      await page.waitForFunction(
        () =>
          (window as unknown as { tabletop: { sceneProbe(): Probe } }).tabletop.sceneProbe()
            .target[1] > 4,
      );
      await settle();
      await shot('side');
      await page.locator(PANEL).evaluate((el) => (el.dataset.showSpeed = '1'));
      await animating(page, false);
      // Back on the felt: where it was, or the next seat's home view in hot-seat (the turn passed).
      await page.waitForFunction(
        () =>
          Math.abs(
            (window as unknown as { tabletop: { sceneProbe(): Probe } }).tabletop.sceneProbe()
              .target[1],
          ) < 0.01,
      );
      const back = await probe(page);
      check(
        Math.abs(back.distance - home.distance) < 0.01,
        `the camera came back to ${back.distance}, not ${home.distance}`,
      );
      await settle();
      await shot('after');
    },
  },
];
