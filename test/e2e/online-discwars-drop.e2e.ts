/**
 * Disc Wars online, a missile drop: on a small table where the patrols' archers are in range at
 * once, both seats pass their activations and an archer fires by clicks. The server resolves the
 * drop with its physics; both pages show it (held at two instants: the counters up on the carrier
 * over the target, then down on the felt under it) and re-run that very simulation to the hash
 * the server sent. The shot often kills the only enemy archer, so the same move runs on to the
 * fights and counter removal: the hash is still of the table the drop left.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { createDiscPhysics } from '../../src/physics/index.ts';
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsView,
} from '../../src/games/discwars/index.ts';
import { RISE_S } from '../../src/render/discwars/motion.ts';
import { CLOSE_QUARTERS } from '../server/close-quarters.ts';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { otherBrowser, recordFrames, waitVersion, where } from './online-helpers.ts';
import { startGameServer } from './online-server.ts';
import { anchorOrNull, clickObject, dwShowHeld, dwShowPace, type Point } from './table-helpers.ts';

/** Each patrol's archer: Soot Crossbows (seat 1), Glade Longbows (seat 2). */
const ARCHER = ['a2', 'b2'] as const;

/** Notices a page shows, kept from the start (they expire after a while). */
function keepNotices(): void {
  const seen: string[] = [];
  (window as unknown as { notices: string[] }).notices = seen;
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(() => {
      const n = document.querySelector<HTMLElement>('[data-testid=notice]');
      if (n && !n.hidden && n.textContent) seen.push(n.textContent);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    }),
  );
}

async function hashAt(page: Page, version: number) {
  const h = await page.waitForFunction(
    (ver) => {
      const d = (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset;
      return d.hashVersion === String(ver)
        ? { mine: d.physicsHash ?? '', server: d.serverHash ?? '' }
        : null;
    },
    version,
    { timeout: 60_000 },
  );
  return h.jsonValue();
}

/**
 * How far up each counter is drawn, as a share of the carrier's height over the target's top,
 * both seen on screen at the same instant (1: level with the carrier, 0: down at the target).
 */
async function counterHeights(page: Page, target: string, counters: readonly string[]) {
  // One read: the camera may still be swinging to the side view.
  const at = await page.evaluate(
    (names) =>
      names.map((n) =>
        (window as unknown as { tabletop: { anchor(n: string): Point | null } }).tabletop.anchor(n),
      ),
    [`disc-${target}`, 'carrier', ...counters.map((id) => `counter-${id}`)],
  );
  const [t, c, ...ks] = at;
  check(t && c, `no target or no carrier drawn: ${JSON.stringify(at)}`);
  check(t.y - c.y > 20, `the carrier is not drawn over the target (${c.y} vs ${t.y})`);
  const out = ks.flatMap((k) => (k ? [(t.y - k.y) / (t.y - c.y)] : []));
  check(out.length === counters.length, `not every counter is drawn: ${JSON.stringify(at)}`);
  return out;
}

export const tests: E2ETest[] = [
  {
    name: 'online: a Disc Wars missile drop fired by clicks falls on both pages, each re-run to the server’s physics hash',
    async run({ page, context }) {
      const server = await startGameServer();
      const b = await otherBrowser(context.browser()!);
      try {
        const pages = [page, b.page] as const;
        for (const p of pages) await p.addInitScript(keepNotices);
        const frames = await recordFrames(page);
        const q = new URLSearchParams({ seat: '1' });
        for (const [k, v] of Object.entries(CLOSE_QUARTERS))
          q.set(`o.${k}`, typeof v === 'string' ? v : JSON.stringify(v));
        await page.goto(`${server.url}#/online/new/discwars?${q.toString()}`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 90_000 });
        await b.page.goto(await invite.inputValue());
        for (const p of pages)
          await p.waitForSelector('[data-testid=dw-round]', { timeout: 90_000 });
        let fired = -1;
        for (let i = 0; i < 8 && fired < 0; i++) {
          await Promise.all(pages.map((p) => waitVersion(p, i, 90_000)));
          const ws = await Promise.all(pages.map((p) => where(p)));
          const idx = ws.findIndex((w) => w.toMove !== '' && w.seat === w.toMove);
          check(idx >= 0, `nobody may move: ${JSON.stringify(ws)}`);
          const mover = pages[idx]!;
          await mover.waitForSelector('[data-testid=pass]');
          const archer = ARCHER[Number(ws[idx]!.seat)]!;
          const missile = await mover
            .locator('[data-testid=dw-phase] .current')
            .textContent()
            .then((t) => !!t?.includes('Missile'));
          if (missile && (await anchorOrNull(mover, `disc-${archer}`))) {
            // Select the archer on the table; its targets are listed as buttons.
            await clickObject(mover, `disc-${archer}`);
            const fire = mover.locator('[data-testid^=fire-]').first();
            await fire.waitFor({ timeout: 10_000 });
            // Both pages hold the show once the carrier has risen, the counters on it.
            for (const p of pages) await dwShowPace(p, 1, RISE_S);
            await fire.click();
            fired = i + 1;
            break;
          }
          await mover.click('[data-testid=pass]');
        }
        check(fired > 0, 'no archer fired');
        await Promise.all(pages.map((p) => dwShowHeld(p, RISE_S)));
        // The drop's counters and target, and when its carrier leaves: from the views page 1 got.
        const view = (v: number) =>
          frames.find((f) => f.type === 'view' && (f.payload as { version: number }).version === v)
            ?.payload as { view: DiscWarsView; lastMove: DiscWarsMove } | undefined;
        const [v0, v1] = [view(fired - 1), view(fired)];
        check(v0 && v1, 'page 1 got no view of the shot');
        const req = replayRequestOf(v0.view, v1.lastMove, v1.view);
        check(req && 'drop' in req, `no drop in ${JSON.stringify(v1.lastMove)}`);
        const physics = await createDiscPhysics();
        const sim = physics.drop(v0.view.table, req.drop);
        check(sim.ok, 'the drop does not re-run in Node');
        const { targetId, counterIds } = req.drop;
        for (const [n, p] of pages.entries()) {
          const up = await counterHeights(p, targetId, counterIds);
          check(
            up.every((h) => h > 0.5),
            `page ${n + 1}: counters not up on the carrier: ${up.join(' ')}`,
          );
        }
        await page.screenshot({ path: join(SHOTS, 'online-discwars-drop-up.png') });
        // Just before the carrier leaves the simulation (0.75 s) or everything is at rest.
        const down = RISE_S + Math.min(0.72, sim.value.settledAfter - 0.03);
        for (const p of pages) await dwShowPace(p, 1, down);
        await Promise.all(pages.map((p) => dwShowHeld(p, down)));
        for (const [n, p] of pages.entries()) {
          const h = await counterHeights(p, targetId, counterIds);
          check(
            h.every((x) => x < 0.4),
            `page ${n + 1}: counters did not fall: ${h.join(' ')}`,
          );
        }
        await b.page.screenshot({ path: join(SHOTS, 'online-discwars-drop-down.png') });
        for (const p of pages) await dwShowPace(p, 1, null);
        const [h0, h1] = await Promise.all(pages.map((p) => hashAt(p, fired)));
        check(h0 && h1, 'no hash');
        check(/^[0-9a-f]{16}$/.test(h0.server), `odd server hash ${h0.server}`);
        check(h0.server === h1.server, `the pages got different hashes ${h0.server} ${h1.server}`);
        check(h0.server === physics.hash(sim.value.table), 'the server’s hash is not its drop’s');
        check(h0.mine === h0.server, `page 1 computed ${h0.mine}, the server ${h0.server}`);
        check(h1.mine === h1.server, `page 2 computed ${h1.mine}, the server ${h1.server}`);
        for (const [n, p] of pages.entries()) {
          const seen = await p.evaluate(() => (window as unknown as { notices: string[] }).notices);
          const odd = seen.filter((t) => /physics/i.test(t));
          check(odd.length === 0, `page ${n + 1} reported: ${odd.join(' | ')}`);
        }
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
