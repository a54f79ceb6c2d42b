/** Browser tests of the app shell: home, language, routes, bad input, autosave. */
import { check, type E2ETest } from './harness.ts';

export const tests: E2ETest[] = [
  {
    name: 'home screen lists the four tables',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.waitForSelector('.game-card');
      const names = await page.locator('.game-card h2').allTextContents();
      check(names.length === 4, `expected 4 tables, saw ${names.length}`);
      check(
        names.includes('Battle Line') && names.includes('Disc Wars'),
        `names: ${names.join(', ')}`,
      );
      await shot('home');
    },
  },
  {
    name: 'language switch to Japanese is remembered',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForSelector('text=卓を選んでください');
      await shot('japanese');
      await page.reload();
      await page.waitForSelector('.game-card');
      const h = await page.locator('.choose').textContent();
      check(h === '卓を選んでください', `after reload the heading is "${h}"`);
      check((await page.getAttribute('html', 'lang')) === 'ja', 'html lang is not ja');
    },
  },
  {
    name: 'a bad route gives a message and the home screen',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/chess?seed=1`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('chess'), `notice was "${text}"`);
      check((await page.locator('.game-card').count()) === 4, 'home screen not shown');
      await shot('bad-route');
    },
  },
  {
    name: 'a bad seed parameter gives a message',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}#/battleline?seed=banana`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('banana'), `notice was "${text}"`);
    },
  },
];
