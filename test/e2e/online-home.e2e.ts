/**
 * Home's online mode: the mode chosen on a table stays chosen when Home is drawn again (a change
 * of language), with the form showing what that mode asks for.
 */
import { check, type E2ETest } from './harness.ts';

export const tests: E2ETest[] = [
  {
    name: 'online home: the chosen mode survives a language change',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}#/`);
      const card = page.locator('[data-game=hill218]');
      await card.locator('select[name=mode] option[value=online]').waitFor({ state: 'attached' });
      await card.locator('select[name=mode]').selectOption('online');
      await page.locator('[data-testid=lang]').selectOption('ja');
      // Home is drawn again in Japanese: its Play button no longer says the English words.
      await page.waitForFunction(() => {
        const b = document.querySelector('[data-testid=play-hill218]');
        return document.documentElement.lang === 'ja' && !!b && b.textContent !== 'Play online';
      });
      const after = page.locator('[data-game=hill218]');
      const mode = await after.locator('select[name=mode]').inputValue();
      check(mode === 'online', `the mode went back to ${mode} after the language change`);
      const play = (await after.locator('[data-testid=play-hill218]').textContent()) ?? '';
      check(play.trim() === 'オンラインで対戦', `the Play button says ${play}`);
      check(
        await after.locator('input[name=seed]').evaluate((el) => !!el.closest('label')?.hidden),
        'the seed field shows in online mode',
      );
    },
  },
];
