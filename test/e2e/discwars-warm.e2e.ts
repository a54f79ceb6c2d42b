/**
 * Browser test of readying the Disc Wars table's later marks (issue 25 item 6): once a table has
 * opened and the page was idle, the aim of a flip and the activation's label are ready, so the
 * first aim and the first flip need no new shader (a shader built on first use held that frame for
 * 100–300 ms in software), and the sample drawn to ready them never shows. And the bot's worker,
 * which heats Rapier (`heat-physics.ts`), starts as soon as the physics is downloaded, before the
 * table is drawn, so the browser's optimising of Rapier's code is mostly over by the first aim.
 */
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  anchorOrNull,
  dwStill,
  firstActivatableDisc,
  logLength,
  openDiscWars,
} from './table-helpers.ts';

type Stats = { programs: number; warmUps: number } | null;
const stats = (page: import('playwright-core').Page): Promise<Stats> =>
  page.evaluate(() =>
    (window as unknown as { tabletop: { sceneStats(): Stats } }).tabletop.sceneStats(),
  );

export const tests: E2ETest[] = [
  {
    name: 'disc wars warm-up: the first aim and flip build no new shader, the sample never shows',
    async run({ page, baseUrl, shot }) {
      await openDiscWars(page, baseUrl);
      await page.waitForFunction(
        () =>
          ((window as unknown as { tabletop: { sceneStats(): Stats } }).tabletop.sceneStats()
            ?.warmUps ?? 0) > 0,
        undefined,
        { timeout: 15_000 },
      );
      const ready = await stats(page);
      check(ready, 'no scene stats');
      // The sample aim was cleared: nothing of it is left to point at.
      check((await anchorOrNull(page, 'aim-pivot')) === null, 'the sample aim was left drawn');
      await shot('warmed');
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      await page.waitForSelector('[data-testid=dw-aim]');
      check((await anchorOrNull(page, 'aim-pivot')) !== null, 'the aim is not drawn');
      const aiming = await stats(page);
      check(
        aiming?.programs === ready.programs,
        `aiming built shaders: ${ready.programs} before, ${aiming?.programs} after`,
      );
      await shot('aiming');
      const flip = page.locator('[data-testid=dw-aim-flip]');
      for (let k = 0; k < 36 && (await flip.isDisabled()); k++)
        await page.keyboard.press('ArrowRight');
      const before = await logLength(page);
      const width = (): Promise<number> =>
        page.evaluate(() => document.querySelector('canvas')?.width ?? 0);
      const aimWidth = await width();
      await flip.click();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid=table-panel]')?.getAttribute('data-animating') ===
          'true',
      );
      const showWidth = await width();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await dwStill(page);
      // In software the show was drawn with fewer pixels; the still table is drawn sharp again
      // in an idle moment after it (show-budget.ts), well within a second.
      await page.waitForFunction(
        (w) => (document.querySelector('canvas')?.width ?? 0) === w,
        aimWidth,
        { timeout: 2000 },
      );
      check(
        showWidth > 0 && showWidth < aimWidth,
        `the show's buffer was ${showWidth} px wide, the aim's ${aimWidth}`,
      );
      const flipped = await stats(page);
      check(
        flipped?.programs === ready.programs,
        `the flip built shaders: ${ready.programs} before, ${flipped?.programs} after`,
      );
    },
  },
  {
    name: 'disc wars warm-up: the worker starts once the physics is downloaded, before the table is drawn',
    async run({ page, baseUrl }) {
      // The scene (three.js) arrives 3 s late: the table cannot be drawn before then.
      let sceneServed = Infinity;
      await page.route(/\/assets\/scene-host-[\w-]+\.js$/, async (r) => {
        await new Promise((done) => setTimeout(done, 3000));
        sceneServed = Date.now();
        await r.continue();
      });
      let workerAsked = Infinity;
      page.on('request', (r) => {
        if (/\/bot-worker-[\w-]+\.js$/.test(r.url()))
          workerAsked = Math.min(workerAsked, Date.now());
      });
      await openDiscWars(page, baseUrl);
      check(sceneServed < Infinity, 'the scene was not held back');
      check(workerAsked < Infinity, 'the worker was never started');
      check(
        workerAsked < sceneServed,
        `the worker started ${workerAsked - sceneServed} ms after the scene arrived, not before`,
      );
    },
  },
];
