/**
 * Finding an opponent (issue 24): two browsers that never exchange a link meet through Home's
 * Open games. The first chooses a name and Quick-matches Battle Line (nobody waits: its game is
 * created public and listed); the second sees it on Home, takes it with one click, and both play
 * a move each, each seeing the other's name in the seat list. A third browser that clicks the
 * same game a moment late is told it was just taken, and its list is asked again. A fourth page
 * watches Home: the game leaves Open games and shows under Live games. Screenshots of Home with an open game at 1400×900
 * and 390×844, in English and Japanese.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { battleLineStep, otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';

async function chooseName(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid=name-dialog]').waitFor();
  await page.fill('[data-testid=name-input]', name);
  await page.click('[data-testid=name-save]');
  await page.locator('[data-testid=name-dialog]').waitFor({ state: 'detached' });
}

async function homeShots(page: Page, url: string, size: string): Promise<void> {
  await page.goto(`${url}#/`);
  await page.locator('[data-testid^=lobby-take-]').first().waitFor({ timeout: 15_000 });
  await page.screenshot({ path: join(SHOTS, `lobby-home-${size}-en.png`) });
  await page.locator('[data-testid=lang]').selectOption('ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.locator('[data-testid^=lobby-take-]').first().waitFor({ timeout: 15_000 });
  await page.screenshot({ path: join(SHOTS, `lobby-home-${size}-ja.png`) });
  await page.locator('[data-testid=lang]').selectOption('en');
}

export const tests: E2ETest[] = [
  {
    name: 'online lobby: two browsers meet through Open games without a link and play a move each',
    async run({ page: watcher, context }) {
      const server = await startGameServer();
      const a = await otherBrowser(context.browser()!, { width: 1400, height: 900 }, false);
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 }, false);
      const c = await otherBrowser(context.browser()!, { width: 1280, height: 800 }, false);
      try {
        // A: Quick match on Battle Line, without tactics; the name is asked first.
        await a.page.goto(`${server.url}#/`);
        const card = a.page.locator('[data-game=battleline]');
        await card.locator('input[name="o.tactics"]').waitFor({ state: 'attached' });
        await card.locator('select[name=mode]').selectOption('online');
        await card.locator('input[name="o.tactics"]').evaluate((el) => {
          (el as HTMLInputElement).checked = false;
        });
        await a.page.click('[data-testid=quick-battleline]');
        await a.page.screenshot({ path: join(SHOTS, 'lobby-name-dialog.png') });
        await chooseName(a.page, 'Alice');
        // Nobody waits: A's game is created public and A waits for an opponent.
        await a.page.locator('[data-testid=online-wait]').waitFor({ timeout: 30_000 });
        await a.page.locator('[data-testid=online-listed]').waitFor({ timeout: 15_000 });
        await a.page.screenshot({ path: join(SHOTS, 'lobby-waiting-listed.png') });
        const matchId = /#\/online\/([\w-]{16})/.exec(a.page.url())?.[1] ?? '';
        check(matchId !== '', `no match in A's address ${a.page.url()}`);

        // Home elsewhere lists it: game, options in words, name, age; no secret in the page.
        await watcher.setViewportSize({ width: 1400, height: 900 });
        await homeShots(watcher, server.url, '1400x900');
        const row = watcher.locator(`[data-testid=lobby-open] li[data-match="${matchId}"]`);
        const text = (await row.textContent()) ?? '';
        check(/Battle Line · Alice · just now/.test(text), `the listing says ${text}`);
        check(/Claim flags: at the end of your turn/.test(text), `no options in words: ${text}`);
        check(!/tactics cards/.test(text), `tactics listed though off: ${text}`);
        const html = await watcher.content();
        check(!/invite=|[?&]t=/.test(html), 'a link with a secret is on Home');

        // B, on a phone, never given a link: Home shows the game; one click takes its seat.
        await homeShots(b.page, server.url, '390x844');
        // C's Home shows the game too, and keeps showing it (its timers are stopped).
        await c.context.clock.install();
        await c.page.goto(`${server.url}#/`);
        await c.page.locator(`[data-testid=lobby-take-${matchId}]`).waitFor({ timeout: 15_000 });
        await b.page.click(`[data-testid=lobby-take-${matchId}]`);
        await chooseName(b.page, 'ボブ');
        await b.page.waitForSelector('[data-testid=bl-hand]', { timeout: 30_000 });
        await a.page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
        check((await where(b.page)).seat === '1', 'B did not get the free seat');
        // Each sees the other's name in the seat list.
        await a.page.waitForFunction(() =>
          document.querySelector('[data-testid=seat-1]')?.textContent?.includes('ボブ'),
        );
        await b.page.waitForFunction(() =>
          document.querySelector('[data-testid=seat-0]')?.textContent?.includes('Alice'),
        );

        // C clicks it too late: told so plainly, and the list is asked again (the game is gone).
        await c.page.click(`[data-testid=lobby-take-${matchId}]`);
        await chooseName(c.page, 'Cyd');
        await c.page.waitForFunction(() =>
          document
            .querySelector('[data-testid=lobby-note]')
            ?.textContent?.includes('took that game just now'),
        );
        await c.page.locator(`[data-testid=lobby-take-${matchId}]`).waitFor({ state: 'detached' });
        check(/#\/$/.test(c.page.url()), `C left Home: ${c.page.url()}`);
        await c.page.screenshot({ path: join(SHOTS, 'lobby-just-taken.png') });

        // A move each, whoever starts.
        await waitVersion(a.page, 0);
        for (let i = 0; i < 2; i++) {
          const w = await where(a.page);
          const mover = w.toMove === w.seat ? a.page : b.page;
          await battleLineStep(mover);
          await waitVersion(a.page, i + 1);
          await waitVersion(b.page, i + 1);
        }
        await b.page.screenshot({ path: join(SHOTS, 'lobby-phone-playing.png') });

        // Home: the game is no longer open, and is listed to watch.
        await watcher.goto(`${server.url}#/`);
        await watcher.locator(`[data-testid=lobby-watch-${matchId}]`).waitFor({ timeout: 15_000 });
        check(
          (await watcher.locator(`[data-testid=lobby-take-${matchId}]`).count()) === 0,
          'a taken game is still offered',
        );
        await watcher.click(`[data-testid=lobby-watch-${matchId}]`);
        await waitVersion(watcher, 2);
        check((await where(watcher)).seat === 'spectator', 'Watch seated the spectator');
        for (const e of [...a.errors, ...b.errors]) check(false, e);
        // Chromium logs the lobby's `409 just-taken` answer as a failed resource: C's one error.
        for (const e of c.errors) check(/status of 409/.test(e), e);
      } finally {
        // The watching page would rejoin the draining server (a 503 logged as a console error).
        await watcher.goto('about:blank');
        await c.context.close();
        await a.context.close();
        await b.context.close();
        await server.stop();
      }
    },
  },
];
