/**
 * Browser test of the Disc Wars bot's turn (issue 17): while the hard bot plays its first turn (it
 * opens the battle), a "thinking…" badge is over the table, the page answers (the camera zooms on
 * the wheel), and the page runs no physics of its own for the bot's moves: the worker hands it the
 * simulations of each move it chose, so applying and showing a move costs the page no simulation.
 * Counts and conditions only; nothing here is timed.
 */
import { check, type E2ETest } from './harness.ts';
import { dwStill } from './table-helpers.ts';

const BADGE = '[data-testid=bot-thinking]';

type Hook = {
  tabletop: {
    physicsRuns(): number;
    sceneProbe(): { distance: number; canvas: { left: number; top: number } } | null;
  };
};

export const tests: E2ETest[] = [
  {
    name: 'disc wars bot: a thinking badge while the hard bot plays its turn, the page answering and running no physics of its own',
    async run({ page, baseUrl, shot }) {
      // The human on the second seat: the bot's army acts first (deployment automatic).
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=bot&seat=1&level=hard&o.deploy=false`);
      await page.waitForSelector(BADGE, { timeout: 60_000 });
      const runs0 = await page.evaluate(() => (window as unknown as Hook).tabletop.physicsRuns());
      const text = await page.locator(BADGE).textContent();
      check(text?.includes('thinking'), `the badge says "${text}"`);
      await shot('thinking');
      // The page answers while the bot thinks: the wheel zooms the camera.
      const probe = () => page.evaluate(() => (window as unknown as Hook).tabletop.sceneProbe());
      const before = await probe();
      check(before, 'no table drawn');
      await page.mouse.move(before.canvas.left + 120, before.canvas.top + 120);
      await page.mouse.wheel(0, -400);
      await page.waitForFunction(
        (d) => {
          const p = (window as unknown as Hook).tabletop.sceneProbe();
          return p !== null && Math.abs(p.distance - d) > 0.5;
        },
        before.distance,
        { timeout: 30_000 },
      );
      // The bot's turn is over when the human is offered a disc to activate.
      await page.waitForSelector('[data-testid^=activate-]', { timeout: 120_000 });
      await dwStill(page);
      check((await page.locator(BADGE).count()) === 0, 'the badge stays after the bot is done');
      const moves = await page.locator('[data-testid=log] li').count();
      const flips = await page.locator('[data-testid=log] li', { hasText: 'flips' }).count();
      check(flips > 0, `the bot flipped no disc (${moves} moves)`);
      const runs = await page.evaluate(() => (window as unknown as Hook).tabletop.physicsRuns());
      // Each flip used to be simulated twice here (applied, then re-run for its show).
      check(
        runs === runs0,
        `the page ran ${runs - runs0} simulations for the bot's ${flips} flips (${moves} moves)`,
      );
    },
  },
  {
    name: 'disc wars bot: the thinking badge in Japanese, on a phone',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/`);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=bot&seat=1&level=normal&o.deploy=false`);
      await page.waitForSelector(BADGE, { timeout: 60_000 });
      const text = await page.locator(BADGE).textContent();
      check(text?.includes('考えています'), `the badge says "${text}"`);
      await shot('thinking-ja-phone');
    },
  },
];
