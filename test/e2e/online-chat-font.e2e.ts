/**
 * Browser test of issue 24 item 10's chat half: on a machine without a Japanese system font (this
 * one), the opponent's Japanese chat line on a page shown in English was drawn as empty boxes (the
 * shipped font is fetched only for a Japanese page). The chat names that font and fetches it when a
 * Japanese line arrives: a kana is then a full em wide (a box about two thirds of that).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';

/** The width, in ems, of the first kana or kanji in the chat's lines (0 when there is none). */
function chatGlyphEms(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid=chat-lines]');
    if (!list) return 0;
    const walk = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const s = n.textContent ?? '';
      const i = s.search(/[\u3040-\u30ff]/);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + 1);
      const px = parseFloat(getComputedStyle(n.parentElement ?? list).fontSize);
      return r.getBoundingClientRect().width / px;
    }
    return 0;
  });
}

export const tests: E2ETest[] = [
  {
    name: 'online chat: a Japanese line on an English page is drawn with the shipped font',
    async run({ page, context }) {
      const server = await startGameServer();
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 });
      try {
        await b.page.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
        await page.goto(`${server.url}#/online/new/battleline`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 30_000 });
        const link = await invite.inputValue();
        await b.page.goto(link);
        await b.page.waitForSelector('[data-testid=bl-hand]', { timeout: 30_000 });
        await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
        const fetched: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('noto-sans-jp')) fetched.push(r.url());
        });
        const line = 'よろしくおねがいします';
        await b.page.fill('[data-testid=chat-input]', line);
        await b.page.click('[data-testid=chat-send]');
        await page.waitForFunction(
          (t) => document.querySelector('[data-testid=chat-lines]')?.textContent?.includes(t),
          line,
        );
        await page.waitForFunction(
          () =>
            [...document.fonts].some(
              (f) => f.family.replace(/["']/g, '') === 'Noto Sans JP' && f.status === 'loaded',
            ),
          undefined,
          { timeout: 20_000 },
        );
        await page.waitForTimeout(200);
        const ems = await chatGlyphEms(page);
        check(ems > 0.9, `the English page draws the Japanese chat ${ems.toFixed(2)} em wide`);
        check(fetched.length > 0, 'the English page never fetched the Japanese font');
        check(
          (await page.evaluate(() => document.documentElement.lang)) === 'en',
          'the page left English',
        );
        await page.screenshot({ path: join(SHOTS, 'online-chat-font-en.png') });
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        // This page would reconnect to the stopping server (a 503 logged as a console error).
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
