/**
 * Disc Wars online: the server resolves a flip with its physics; both pages animate that very
 * simulation (re-run from the views and the move) and their physics hashes equal the server's.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';
import { anchorOrNull } from './table-helpers.ts';

const PANEL = '[data-testid=table-panel]';

async function setSpeed(page: Page, speed: number): Promise<void> {
  await page.evaluate(
    ({ sel, speed }) => {
      const panel = document.querySelector<HTMLElement>(sel);
      if (panel) panel.dataset.showSpeed = String(speed);
    },
    { sel: PANEL, speed },
  );
}

async function waitAnimating(page: Page, on: boolean): Promise<void> {
  await page.waitForFunction(
    ({ sel, on }) =>
      document.querySelector(sel)?.getAttribute('data-animating') === (on ? 'true' : 'false'),
    { sel: PANEL, on },
    { timeout: 60_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'online: a Disc Wars flip animates on both pages and both physics hashes equal the server’s',
    async run({ page, context }) {
      const server = await startGameServer();
      const b = await otherBrowser(context.browser()!);
      try {
        await page.goto(`${server.url}#/online/new/discwars?seat=1&o.deploy=false`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 90_000 });
        const spectate = await page.locator('[data-testid=spectate-link]').inputValue();
        await b.page.goto(await invite.inputValue());
        const pages = [page, b.page];
        // Rapier is a large WebAssembly module: the tables appear once it has loaded.
        for (const p of pages)
          await p.waitForSelector('[data-testid=dw-round]', { timeout: 90_000 });
        await Promise.all(pages.map((p) => waitVersion(p, 0, 90_000)));
        const ws = await Promise.all(pages.map((p) => where(p)));
        const idx = ws.findIndex((w) => w.seat === w.toMove);
        check(idx >= 0, `nobody may move: ${JSON.stringify(ws)}`);
        const mover = pages[idx] as Page;
        await mover.locator('[data-testid^=activate-]').first().click();
        await mover.waitForSelector('[data-testid=stop]');
        const v = (await where(mover)).version;
        await Promise.all(pages.map((p) => waitVersion(p, v)));
        check(await anchorOrNull(mover, 'aim-ideal'), 'no aim for the moving disc');
        // Straight ahead (the aim's start), once its landing is worked out.
        await mover.waitForFunction(
          () => !!document.querySelector('[data-testid=dw-aim-preview]')?.getAttribute('data-kind'),
          undefined,
          { timeout: 60_000 },
        );
        // Slow shows on both pages, so both can be seen animating the server's flip.
        for (const p of pages) await setSpeed(p, 0.05);
        await mover.click('[data-testid=dw-aim-flip]');
        await Promise.all(pages.map((p) => waitVersion(p, v + 1, 60_000)));
        await Promise.all(pages.map((p) => waitAnimating(p, true)));
        await page.screenshot({ path: join(SHOTS, 'online-discwars-flip.png') });
        for (const p of pages) await setSpeed(p, 1);
        await Promise.all(pages.map((p) => waitAnimating(p, false)));
        const hashes = await Promise.all(
          pages.map((p) =>
            p
              .waitForFunction(
                (ver) => {
                  const d = (document.querySelector('[data-testid=online-box]') as HTMLElement)
                    .dataset;
                  return d.hashVersion === String(ver)
                    ? { mine: d.physicsHash ?? '', server: d.serverHash ?? '' }
                    : null;
                },
                v + 1,
                { timeout: 60_000 },
              )
              .then((h) => h.jsonValue()),
          ),
        );
        const [h0, h1] = hashes;
        check(h0 && h1, 'no hash');
        check(/^[0-9a-f]{16}$/.test(h0.server), `odd server hash ${h0.server}`);
        check(h0.server === h1.server, `the pages got different hashes ${h0.server} ${h1.server}`);
        check(h0.mine === h0.server, `page 1 computed ${h0.mine}, the server ${h0.server}`);
        check(h1.mine === h1.server, `page 2 computed ${h1.mine}, the server ${h1.server}`);
        check(b.errors.length === 0, b.errors.join('\n'));
        // A spectator is told it is watching, not to wait for "the other player".
        const w = await otherBrowser(context.browser()!);
        try {
          await w.page.goto(spectate);
          await w.page.waitForFunction(
            () =>
              document.querySelector('[data-testid=dw-hint]')?.textContent ===
              'You are watching the battle.',
            undefined,
            { timeout: 90_000 },
          );
          check(w.errors.length === 0, w.errors.join('\n'));
        } finally {
          await w.context.close();
        }
      } finally {
        // Leave the table before the server shuts down: a page still on it would try to rejoin
        // and log the shutting-down server's 503 as a console error.
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
