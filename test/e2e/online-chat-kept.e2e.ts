/**
 * Browser test of issue 24 item 4: chat is kept. A reload showed an empty chat; a pasted line over
 * 300 characters was cut to 300 without a word (the input's maxlength); a line typed while the
 * server was down vanished. Now the reloaded page shows what was said, the over-long line stays
 * whole with a notice and Send disabled, and the offline line stays "not sent" with a retry that
 * sends it once the server is back.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';

const chatText = (p: Page) =>
  p.evaluate(() => document.querySelector('[data-testid=chat-lines]')?.textContent ?? '');

async function waitChat(p: Page, text: string, timeout = 20_000): Promise<void> {
  await p.waitForFunction(
    (t) => document.querySelector('[data-testid=chat-lines]')?.textContent?.includes(t),
    text,
    { timeout },
  );
}

async function waitConn(p: Page, conn: string): Promise<void> {
  await p.waitForFunction(
    (c) =>
      (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset.conn ===
      c,
    conn,
    { timeout: 30_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'online chat kept: reload keeps it, an over-long paste is told, an offline line waits',
    async run({ context }) {
      const server = await startGameServer();
      // Both players in pages of their own: the server is killed below, and the errors that
      // makes (a refused connection) are the only ones allowed.
      const a = await otherBrowser(context.browser()!, { width: 1400, height: 900 });
      // The other player on a phone, in Japanese.
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 });
      await b.page.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
      const page = a.page;
      try {
        await page.goto(`${server.url}#/online/new/battleline`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 30_000 });
        await b.page.goto(await invite.inputValue());
        await b.page.waitForSelector('[data-testid=bl-hand]', { timeout: 30_000 });
        await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });

        await page.fill('[data-testid=chat-input]', 'hello from the creator');
        await page.click('[data-testid=chat-send]');
        await waitChat(b.page, 'hello from the creator');
        await b.page.fill('[data-testid=chat-input]', 'hi back');
        await b.page.click('[data-testid=chat-send]');
        await waitChat(page, 'hi back');

        // A reload keeps the chat.
        await b.page.reload();
        await b.page.waitForSelector('[data-testid=bl-hand]', { timeout: 30_000 });
        await waitChat(b.page, 'hi back', 10_000).catch(() => undefined);
        const after = await chatText(b.page);
        check(
          after.includes('hello from the creator') && after.includes('hi back'),
          `after a reload the chat reads ${JSON.stringify(after)}`,
        );

        // A pasted line over 300 characters: kept whole, told, not sent.
        const long = 'x'.repeat(340);
        await page.fill('[data-testid=chat-input]', long);
        const kept = await page.inputValue('[data-testid=chat-input]');
        check(kept.length === 340, `the over-long line was cut to ${kept.length} characters`);
        const notice = page.locator('[data-testid=chat-too-long]');
        check(await notice.isVisible(), 'no notice for a line over 300 characters');
        check(
          (await notice.textContent())?.includes('40') === true,
          `the notice does not say how much to remove: ${await notice.textContent()}`,
        );
        check(
          await page.locator('[data-testid=chat-send]').isDisabled(),
          'Send is enabled for a line over 300 characters',
        );
        await page.screenshot({ path: join(SHOTS, 'online-chat-too-long.png') });
        await page.fill('[data-testid=chat-input]', '');
        await b.page.fill('[data-testid=chat-input]', 'あ'.repeat(305));
        const jaNotice = b.page.locator('[data-testid=chat-too-long]');
        check(
          (await jaNotice.textContent())?.includes('あと5文字') === true,
          `the Japanese notice reads ${await jaNotice.textContent()}`,
        );
        await jaNotice.scrollIntoViewIfNeeded();
        await b.page.screenshot({ path: join(SHOTS, 'online-chat-too-long-ja-phone.png') });
        await b.page.fill('[data-testid=chat-input]', '');

        // A line typed while the server is down stays, "not sent", and goes with a retry.
        await server.kill();
        await waitConn(page, 'reconnecting').catch(() => waitConn(page, 'offline'));
        await page.fill('[data-testid=chat-input]', 'typed while offline');
        await page.click('[data-testid=chat-send]');
        const failed = page.locator('[data-testid=chat-pending-failed]');
        await failed.waitFor({ timeout: 5_000 });
        check(
          (await failed.textContent())?.includes('typed while offline') === true,
          'the offline line is not shown as not sent',
        );
        await page.screenshot({ path: join(SHOTS, 'online-chat-not-sent.png') });
        await server.restart();
        await waitConn(page, 'online');
        await page.click('[data-testid=chat-retry]');
        await waitChat(b.page, 'typed while offline', 30_000);
        await page.locator('[data-testid=chat-pending-failed]').waitFor({ state: 'detached' });
        const mine = await chatText(page);
        check(
          mine.split('typed while offline').length === 2,
          `the retried line shows once: ${JSON.stringify(mine)}`,
        );
        for (const e of [...a.errors, ...b.errors])
          check(/ERR_CONNECTION_REFUSED|WebSocket/.test(e), e);
      } finally {
        await a.context.close();
        await b.context.close();
        await server.stop();
      }
    },
  },
];
