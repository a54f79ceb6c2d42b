/**
 * Home's options arrive with each game's rules, which load in the background after Home is drawn.
 * What the reader typed or chose before they arrived stays: a seed, a mode, the Disc Wars point
 * limit. (Home used to be drawn again when the rules had loaded, losing all of it; CI's Disc Wars
 * setup tests failed on it twice.) Type 10's rules are held back until the reader has acted.
 */
import { check, type E2ETest } from './harness.ts';

const card = (game: string) => `.game-card[data-game=${game}]`;

export const tests: E2ETest[] = [
  {
    name: 'home: options that arrive with the rules keep what the reader typed meanwhile',
    async run({ page, baseUrl }) {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/type10-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(baseUrl);
      await page.waitForSelector('[data-testid=dw-setup][data-ready=true]', { timeout: 30_000 });
      check(
        (await page.locator(`${card('type10')} details.options`).count()) === 0,
        "Type 10's options were there before its rules",
      );
      // The reader acts while Type 10's rules are still on their way.
      await page.fill(`${card('battleline')} input[name=seed]`, '1234');
      await page.selectOption(`${card('hill218')} select[name=mode]`, 'bot');
      await page.fill('[data-testid=dw-points]', '50');
      await page.dispatchEvent('[data-testid=dw-points]', 'change');
      release();
      await page
        .locator(`${card('type10')} details.options`)
        .waitFor({ state: 'attached', timeout: 30_000 });
      const seed = await page.inputValue(`${card('battleline')} input[name=seed]`);
      check(seed === '1234', `the typed seed became "${seed}"`);
      const mode = await page.inputValue(`${card('hill218')} select[name=mode]`);
      check(mode === 'bot', `Hill 218's mode went back to ${mode}`);
      const points = (await page.locator('[data-testid=dw-army-points-0]').textContent()) ?? '';
      check(points.includes('/ 50'), `the Disc Wars limit went back: ${points}`);
      // Each card has its options once, and they work: Battle Line's are still there.
      check(
        (await page.locator(`${card('battleline')} details.options`).count()) === 1,
        "Battle Line's options were added twice",
      );
    },
  },
];
