/**
 * Browser test of the shipped Japanese font (issue 16): Japanese mode fetches and loads it, English
 * mode never downloads it.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';

const jpFontLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      [...document.fonts].some(
        (f) => f.family.replace(/["']/g, '') === 'Noto Sans JP' && f.status === 'loaded',
      ) && document.fonts.check('700 16px "Noto Sans JP"', 'バトルライン'),
  );

export const tests: E2ETest[] = [
  {
    name: 'japanese font: loaded in Japanese, never downloaded in English',
    async run({ page, baseUrl, shot, settle }) {
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('noto-sans-jp')) fetched.push(r.url());
      });
      await page.goto(`${baseUrl}#/battleline?seed=2&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      check(fetched.length === 0, `English mode downloaded ${fetched.join(', ')}`);
      check(!(await jpFontLoaded(page)), 'the Japanese font is loaded in English mode');
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(
        () =>
          [...document.fonts].some(
            (f) => f.family.replace(/["']/g, '') === 'Noto Sans JP' && f.status === 'loaded',
          ),
        undefined,
        { timeout: 20000 },
      );
      check(await jpFontLoaded(page), 'document.fonts does not report the Japanese font loaded');
      check(fetched.length > 0, 'no font file was fetched');
      await settle();
      await shot('battleline-ja');
    },
  },
];
