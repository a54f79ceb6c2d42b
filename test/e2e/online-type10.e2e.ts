/**
 * Type 10 online with a short time control: the server's clocks show on both pages (English on
 * one, Japanese on the other), the running seat's time counts on both, and when nobody moves the
 * server ends the step itself: both pages show the game over on time.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser, waitVersion } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';

const CLOCKS = '[data-testid=t10-clocks]';

async function clockText(page: Page): Promise<string> {
  return (await page.locator(CLOCKS).textContent()) ?? '';
}

/** Waits until the clock text differs from `before` (the clock counts). */
async function counts(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    ({ sel, before }) => {
      const t = document.querySelector(sel)?.textContent ?? '';
      return t !== '' && t !== before;
    },
    { sel: CLOCKS, before },
    { timeout: 10_000 },
  );
  return clockText(page);
}

export const tests: E2ETest[] = [
  {
    name: 'online: Type 10 clocks run on the server, shown counting on both pages (English, Japanese), and a step runs out',
    async run({ page, context }) {
      const server = await startGameServer();
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 });
      try {
        const options = 'o.timeControl=true&o.stepLimitMs=9000&o.gameLimitMs=600000';
        await page.goto(`${server.url}#/online/new/type10?seat=1&${options}`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 60_000 });
        // A spectator, watching from the start: it has no side, so no Resign button.
        const w = await otherBrowser(context.browser()!);
        await w.page.goto(await page.locator('[data-testid=spectate-link]').inputValue());
        await b.page.goto(await invite.inputValue());
        await b.page.locator('[data-testid=lang]').selectOption('ja');
        for (const p of [page, b.page]) {
          await waitVersion(p, 0, 60_000);
          await p.waitForSelector(CLOCKS);
        }
        const en = await clockText(page);
        check(/used/.test(en) && /This step: .* left/.test(en), `English clocks: ${en}`);
        const ja = await clockText(b.page);
        check(/使用/.test(ja) && /このステップ：残り/.test(ja), `Japanese clocks: ${ja}`);
        // Both pages count the running seat's step down, though only one of them decides.
        const en2 = await counts(page, en);
        await counts(b.page, ja);
        await page.screenshot({ path: join(SHOTS, 'online-type10-clocks.png') });
        await b.page.screenshot({ path: join(SHOTS, 'online-type10-clocks-phone-ja.png') });
        check(!/-\d/.test(en2), `a clock went below zero: ${en2}`);
        await waitVersion(w.page, 0, 60_000);
        await w.page.waitForSelector('[data-testid=t10-phase]');
        const watching = await w.page.evaluate(() => ({
          over: (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset.over,
          resign: document.querySelectorAll('[data-testid=t10-resign]').length,
        }));
        check(
          watching.over === 'true' || watching.resign === 0,
          'a spectator is offered to resign',
        );
        check(w.errors.length === 0, w.errors.join('\n'));
        await w.context.close();
        // Nobody moves: the server's clock ends the step, and with it the game, on both pages.
        for (const p of [page, b.page])
          await p.waitForFunction(
            () =>
              (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset.over ===
              'true',
            undefined,
            { timeout: 30_000 },
          );
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
