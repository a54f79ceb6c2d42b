/**
 * The display name on the first online use through a game with a friend (issue 24): a browser with
 * no name kept that creates a private game from Home is asked for one on the table page before it
 * joins, and the friend who opens the invite link is asked too, with the link's secret already gone
 * from the address, and may go on without a name. Each then sees the other as named (or as
 * "Player 2"); a reload of either page asks nothing again.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser, waitVersion } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';

const DIALOG = '[data-testid=name-dialog]';

const seatText = (page: Page, seat: number): Promise<string> =>
  page.evaluate((s) => document.querySelector(`[data-testid=seat-${s}]`)?.textContent ?? '', seat);

export const tests: E2ETest[] = [
  {
    name: 'online name: a private game and its invite link ask for a name once, or go on without',
    keptName: false,
    async run({ context }) {
      const server = await startGameServer();
      const a = await otherBrowser(context.browser()!, { width: 1400, height: 900 }, false);
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 }, false);
      await b.context.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
      try {
        // A: Home → Battle Line → Play online (not public): the table page asks for a name.
        await a.page.goto(`${server.url}#/`);
        const card = a.page.locator('[data-game=battleline]');
        await card.locator('select[name=mode] option[value=online]').waitFor({ state: 'attached' });
        await card.locator('select[name=mode]').selectOption('online');
        await a.page.click('[data-testid=play-battleline]');
        await a.page.locator(DIALOG).waitFor({ timeout: 30_000 });
        check(
          (await a.page.locator('[data-testid=name-skip]').count()) === 1,
          'a game with a friend offers to go on without a name',
        );
        await a.page.screenshot({ path: join(SHOTS, 'online-name-private-1400x900.png') });
        await a.page.fill('[data-testid=name-input]', 'Aiko');
        await a.page.click('[data-testid=name-save]');
        await a.page.locator(DIALOG).waitFor({ state: 'detached' });
        const invite = a.page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 60_000 });
        const link = await invite.inputValue();

        // B opens the invite link: the secret leaves the address at once; B goes on without a name.
        await b.page.goto(link);
        await b.page.locator(DIALOG).waitFor({ timeout: 30_000 });
        check(!/invite=/.test(b.page.url()), `the invite is still in the address: ${b.page.url()}`);
        await b.page.screenshot({ path: join(SHOTS, 'online-name-invite-390x844-ja.png') });
        await b.page.click('[data-testid=name-skip]');
        await waitVersion(b.page, 0, 60_000);
        await a.page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });

        // Each sees the other: A as named, B as the second player.
        await b.page.waitForFunction(() =>
          document.querySelector('[data-testid=seat-0]')?.textContent?.includes('Aiko'),
        );
        const second = await seatText(a.page, 1);
        check(/Player 2/.test(second) && !/Aiko/.test(second), `A sees B as ${second}`);

        // A reload asks nothing again: A keeps a name, B holds its seat.
        for (const p of [a.page, b.page]) {
          await p.reload();
          await waitVersion(p, 0, 60_000);
          check((await p.locator(DIALOG).count()) === 0, 'the name was asked again');
        }
        check((await seatText(b.page, 0)).includes('Aiko'), 'the name was lost on reload');
        for (const e of [...a.errors, ...b.errors]) check(false, e);
      } finally {
        await a.context.close();
        await b.context.close();
        await server.stop();
      }
    },
  },
];
