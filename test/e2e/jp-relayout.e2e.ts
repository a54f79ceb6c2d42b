/**
 * Browser test of Japanese laid out before its font arrives (issue 16): on this machine Chromium has
 * no Japanese font, so the page starts in Japanese with the font held back until Home is drawn;
 * once it loads, the heading, the buttons and the game log are drawn with its glyphs (a Japanese
 * glyph is a full em wide, the empty box drawn without a font about two thirds of that).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';

/** The width, in ems of its font size, of the first kana or kanji in an element's text. */
function jpGlyphEms(page: Page, selector: string): Promise<{ text: string; ems: number }> {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) return { text: '', ems: 0 };
    const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const s = n.textContent ?? '';
      const i = [...s].findIndex((c) => (c.codePointAt(0) ?? 0) >= 0x3040);
      if (i < 0) continue;
      const at = [...s].slice(0, i).join('').length;
      const r = document.createRange();
      r.setStart(n, at);
      r.setEnd(n, at + 1);
      const px = parseFloat(getComputedStyle(n.parentElement ?? e).fontSize);
      return { text: s.trim(), ems: r.getBoundingClientRect().width / px };
    }
    return { text: (e.textContent ?? '').trim(), ems: 0 };
  }, selector);
}

const jpLoaded = (page: Page): Promise<void> =>
  page
    .waitForFunction(
      () =>
        [...document.fonts].filter(
          (f) => f.family.replace(/["']/g, '') === 'Noto Sans JP' && f.status === 'loaded',
        ).length === 2,
      undefined,
      { timeout: 20000 },
    )
    .then(() => undefined);

export const tests: E2ETest[] = [
  {
    name: 'japanese font: text laid out before the font arrives is drawn with it',
    async run({ page, baseUrl, shot, settle }) {
      await page.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/*noto-sans-jp*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(baseUrl, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.home h2');
      release();
      await jpLoaded(page);
      await settle();
      for (const sel of ['.home h2', '.home button.primary']) {
        const m = await jpGlyphEms(page, sel);
        check(m.ems > 0.9, `${sel} "${m.text}": a character ${m.ems.toFixed(2)} em wide (boxes)`);
      }
      await shot('home');
      // The game log (monospace) in Japanese.
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=hotseat`);
      await page.click('[data-testid=reveal]');
      await page.click('[data-testid=bl-hand] button:not([disabled])');
      await page.click('.bl-to-flag');
      await page.waitForSelector('.log li');
      await settle();
      const log = await jpGlyphEms(page, '.log li');
      check(log.ems > 0.9, `log "${log.text}": a character ${log.ems.toFixed(2)} em wide (boxes)`);
      await shot('log');
    },
  },
];
