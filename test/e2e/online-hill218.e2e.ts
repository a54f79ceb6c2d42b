/**
 * Hill 218 online: two browsers play the opening by clicks (set-up choices, hand card onto a legal
 * cell on the 3D table, an attack's target when one arises); each page's log tells the other
 * seat's placements by unit and cell, and seat 2 never holds seat 1's hand.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';
import { anchor, clickObject } from './table-helpers.ts';

/** Two animation frames: the table has drawn what the last view changed. */
async function drawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** One decision of the seat to move on `page`, by clicks; what it did. */
async function step(page: Page): Promise<string> {
  await page.waitForSelector('[data-testid=h218-phase]');
  await drawn(page);
  const bottoms = page.locator('[data-testid=h218-bottom] button');
  if ((await bottoms.count()) > 0) {
    await bottoms.first().click();
    return 'bottom';
  }
  // Counted, not waited for: a missing target list is the usual case, not a reason to wait.
  const targets = page.locator('[data-testid=h218-targets] button');
  const target =
    (await targets.count()) > 0 ? await targets.first().getAttribute('data-target') : null;
  if (target) {
    await clickObject(page, `target-${target}`);
    return 'attack';
  }
  const unit = await page
    .locator('[data-testid=h218-hand] button:not([disabled])')
    .first()
    .getAttribute('data-unit');
  check(unit, 'no playable card in hand');
  await clickObject(page, `hand-${unit}`);
  await page.waitForSelector('[data-testid=h218-cells] button');
  await drawn(page);
  const cell = await page
    .locator('[data-testid=h218-cells] button')
    .first()
    .getAttribute('data-cell');
  check(cell, `no legal cell for ${unit}`);
  const p = await anchor(page, `cell-${cell}`);
  await page.mouse.click(p.x, p.y);
  return 'place';
}

export const tests: E2ETest[] = [
  {
    name: 'online: two browsers play the Hill 218 opening by clicks; each log tells the other’s placements',
    async run({ page, context }) {
      const server = await startGameServer();
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 });
      try {
        await page.goto(`${server.url}#/online/new/hill218?seat=1`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 60_000 });
        const spectate = await page.locator('[data-testid=spectate-link]').inputValue();
        await b.page.goto(await invite.inputValue());
        const pages = [page, b.page] as const;
        await Promise.all(pages.map((p) => waitVersion(p, 0, 60_000)));
        const did: string[] = [];
        for (let i = 0; i < 12 && did.filter((d) => d === 'place').length < 6; i++) {
          const ws = await Promise.all(pages.map((p) => where(p)));
          const idx = ws.findIndex((w) => w.toMove !== '' && w.seat === w.toMove);
          check(idx >= 0, `nobody may move: ${JSON.stringify(ws)}`);
          const v = ws[0]!.version;
          did.push(await step(pages[idx]!));
          await Promise.all(pages.map((p) => waitVersion(p, v + 1)));
        }
        check(did.filter((d) => d === 'bottom').length === 2, `set-up steps: ${did.join(' ')}`);
        check(did.filter((d) => d === 'place').length >= 6, `placements: ${did.join(' ')}`);
        // Each page's log names the other seat's units and cells (none is "made a move").
        for (const p of pages) {
          const lines = await p.locator('[data-testid=log] li').allTextContents();
          check(lines.length >= did.length, `the log has ${lines.length} of ${did.length} moves`);
          check(!lines.some((l) => l.includes('made a move')), `a hidden move: ${lines.join('|')}`);
          check(
            lines.filter((l) => /plays .+ at \(-?\d,-?\d\)/.test(l)).length >= 6,
            lines.join('|'),
          );
        }
        await drawn(page);
        await page.screenshot({ path: join(SHOTS, 'online-hill218.png') });
        await drawn(b.page);
        // On the phone the side's first line lies wholly under the stage, not scrolled beneath it.
        const side = await b.page.evaluate(() => {
          const el = document.querySelector('.side');
          const tops = [...(el?.children ?? [])]
            .filter((c) => (c as HTMLElement).offsetHeight > 0)
            .map((c) => c.getBoundingClientRect().top);
          return el && tops.length > 0
            ? { top: el.getBoundingClientRect().top, first: Math.min(...tops) }
            : null;
        });
        check(
          side && side.first >= side.top - 0.5,
          `the phone's side panel starts ${side ? side.top - side.first : '?'} px under the stage`,
        );
        await b.page.screenshot({ path: join(SHOTS, 'online-hill218-phone.png') });
        check(b.errors.length === 0, b.errors.join('\n'));
        // A spectator's panel says whose move it is and both sides' counts by name, no hand.
        const w = await otherBrowser(context.browser()!);
        try {
          await w.page.goto(spectate);
          await w.page.waitForFunction(
            () =>
              /^You are watching: Player [12] to move\.$/.test(
                document.querySelector('[data-testid=h218-phase]')?.textContent ?? '',
              ),
            undefined,
            { timeout: 60_000 },
          );
          check(
            (await w.page.locator('[data-testid=h218-hand]').count()) === 0,
            'a spectator is shown a hand',
          );
          const info = (await w.page.locator('[data-testid=h218-info]').textContent()) ?? '';
          check(/Player 1: \d+, Player 2: \d+/.test(info), `the spectator's counts: ${info}`);
          await drawn(w.page);
          await w.page.screenshot({ path: join(SHOTS, 'online-hill218-spectator.png') });
          // Seat 1 resigns (asked first): nobody is left "waiting for your opponent".
          await page.click('[data-testid=resign]');
          await page.click('[data-testid=confirm-ok]');
          for (const p of [page, b.page, w.page])
            await p.waitForFunction(
              () =>
                (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset.over ===
                'true',
            );
          for (const p of [page, b.page]) {
            const phase = (await p.locator('[data-testid=h218-phase]').textContent()) ?? '';
            check(phase === 'The game is over.', `after the resignation a player reads: ${phase}`);
          }
          const watched = (await w.page.locator('[data-testid=table-panel]').textContent()) ?? '';
          check(
            watched.includes('You are watching: the game is over.') &&
              !/your|\byou\b(?! are watching)/i.test(watched),
            `after the resignation the spectator reads: ${watched}`,
          );
          await b.page.screenshot({ path: join(SHOTS, 'online-hill218-resigned-phone.png') });
          check(w.errors.length === 0, w.errors.join('\n'));
        } finally {
          await w.context.close();
        }
      } finally {
        // Leave the tables before the server shuts down (a page would log its 503 on rejoining).
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
