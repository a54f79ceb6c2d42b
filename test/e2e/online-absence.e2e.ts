/**
 * Online absence: when the opponent has been away longer than the server's limit (a short one
 * here), the player may claim the win (the match ends, won for the opponent's leaving) or hand
 * the seat to the server's bot (which then plays that seat's turns).
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { battleLineStep, otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer, type GameServer } from './online-server.ts';

/** Creates a Battle Line match on `page` (first seat), seats a second browser, then closes it. */
async function opponentLeaves(page: Page, server: GameServer): Promise<void> {
  await page.goto(`${server.url}#/online/new/battleline?seat=1`);
  const invite = page.locator('[data-testid=invite-link]');
  await invite.waitFor({ timeout: 60_000 });
  const b = await otherBrowser(page.context().browser()!);
  await b.page.goto(await invite.inputValue());
  await waitVersion(b.page, 0, 60_000);
  await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
  check(b.errors.length === 0, b.errors.join('\n'));
  await b.context.close();
  await page.waitForSelector('[data-testid=seat-1].away');
}

export const tests: E2ETest[] = [
  {
    name: 'online absence: after the opponent is away past the limit, claim the win; hand a seat to the bot, which plays it',
    async run({ page }) {
      const server = await startGameServer({ TABLETOP_ABSENCE_MS: '1500' });
      try {
        // Claim the win.
        await opponentLeaves(page, server);
        await page.click('[data-testid=claim-win]');
        await page.waitForFunction(
          () =>
            (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset.over ===
            'true',
        );
        const status = (await page.locator('[data-testid=status]').textContent()) ?? '';
        check(status.includes('the opponent left'), `the status says "${status}"`);
        check((await page.locator('[data-testid=claim-win]').count()) === 0, 'claim still offered');
        const phase = (await page.locator('[data-testid=bl-phase]').textContent()) ?? '';
        check(!phase.includes('Waiting'), `the table still waits after the win: ${phase}`);
        await page.screenshot({ path: join(SHOTS, 'online-absence-claimed.png') });

        // Hand the seat to the bot: it plays seat 2's turns from then on.
        await opponentLeaves(page, server);
        await page.click('[data-testid=hand-to-bot]');
        await page.waitForFunction(() =>
          document
            .querySelector('[data-testid=seat-1]')
            ?.textContent?.includes('played by the bot'),
        );
        check((await page.locator('[data-testid=claim-win]').count()) === 0, 'claim still offered');
        // Seat 2's turns pass without anyone on its page: the bot's moves.
        let botTurns = 0;
        const seen: string[] = [];
        for (let i = 0; i < 16 && botTurns < 2; i++) {
          const w = await where(page);
          seen.push(`v${w.version}:${w.toMove}`);
          check(!w.over, 'the game ended early');
          if (w.toMove === '0') seen.push(await battleLineStep(page));
          else botTurns++;
          await waitVersion(page, w.version + 1);
        }
        check(botTurns >= 2, `the bot played ${botTurns} turn(s): ${seen.join(' ')}`);
        await page.screenshot({ path: join(SHOTS, 'online-absence-bot.png') });
      } finally {
        await page.goto('about:blank');
        await server.stop();
      }
    },
  },
];
