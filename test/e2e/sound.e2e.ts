/** Browser test of the sound toggle (issue 16): muting is remembered across a reload. */
import { check, type E2ETest } from './harness.ts';

export const tests: E2ETest[] = [
  {
    name: 'sound: the mute toggle in the top bar is remembered',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/battleline?seed=5&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      const btn = page.locator('[data-testid=sound]');
      check((await btn.getAttribute('aria-pressed')) === 'false', 'sound starts muted');
      await btn.click();
      check((await btn.getAttribute('aria-pressed')) === 'true', 'the toggle did not mute');
      await shot('muted');
      await page.reload();
      await page.waitForSelector('[data-testid=bl-hand] button');
      check(
        (await page.locator('[data-testid=sound]').getAttribute('aria-pressed')) === 'true',
        'muting was forgotten on reload',
      );
      check((await page.locator('[data-testid=sound]').innerText()).includes('off'), 'label');
    },
  },
];
