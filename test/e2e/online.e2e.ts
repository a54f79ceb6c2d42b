/**
 * Online play in real browsers against the real game server (a child process serving dist/ and
 * the game server on one origin): two browser contexts play Battle Line by clicks while every
 * WebSocket frame seat 2 receives is checked for seat 1's hand, the decks and the seed.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cardInfo } from '../../src/games/battleline/types.ts';
import { historyEntries } from '../../src/net/history.ts';
import type { History } from '../../src/net/protocol.ts';
import { check, SHOTS, type E2ETest } from './harness.ts';
import {
  battleLineStep,
  otherBrowser,
  recordFrames,
  waitVersion,
  where,
  type Frame,
} from './online-helpers.ts';
import { startGameServer } from './online-server.ts';
import { clickObject } from './table-helpers.ts';

interface BlView {
  readonly hand: readonly string[];
}

/** Every string inside a decoded message. */
function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) for (const v of x) strings(v, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) strings(v, out);
  return out;
}

/**
 * Plays by clicks of whichever seat is to move, to the end or `limit` moves; returns the moves
 * made. `first` makes the first page's first card play (by clicks on the 3D table).
 */
async function play(
  pages: readonly Page[],
  limit: number,
  first?: (p: Page) => Promise<void>,
): Promise<number> {
  let moves = 0;
  let firstDone = !first;
  for (let i = 0; i < limit; i++) {
    const ws = await Promise.all(pages.map((p) => where(p)));
    const w0 = ws[0];
    if (!w0 || ws.some((w) => w.over)) return moves;
    const idx = ws.findIndex((w) => w.toMove !== '' && w.seat === w.toMove);
    check(idx >= 0, `nobody may move: ${JSON.stringify(ws)}`);
    const page = pages[idx] as Page;
    const playing = await page.locator('[data-testid=bl-hand] button:not([disabled])').count();
    if (!firstDone && first && idx === 0 && playing > 0) {
      await first(page);
      firstDone = true;
    } else await battleLineStep(page);
    moves++;
    const t0 = Date.now();
    await Promise.all(pages.map((p) => waitVersion(p, w0.version + 1)));
    if (process.env.ONLINE_TIMING) console.log(`move ${moves}: ${Date.now() - t0} ms`);
  }
  return moves;
}

/** The lines of the page's move log panel. */
function logLines(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=log] li', (els) => els.map((e) => e.textContent ?? ''));
}

/** Waits until the page's move log shows exactly `want` (after a reload it comes from `history`). */
async function waitLog(page: Page, want: readonly string[], who: string): Promise<void> {
  try {
    await page.waitForFunction(
      (w) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid=log] li')).map(
            (e) => e.textContent ?? '',
          ),
        ) === w,
      JSON.stringify(want),
      { timeout: 30_000 },
    );
  } catch {
    check(
      false,
      `${who}'s log is ${JSON.stringify(await logLines(page))}, not ${JSON.stringify(want)}`,
    );
  }
}

async function waitConn(page: Page, state: string): Promise<void> {
  await page.waitForFunction(
    (s) =>
      (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset.conn ===
      s,
    state,
    { timeout: 60_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'online: two browsers play Battle Line by clicks through a reload and a server kill; seat 2 never receives seat 1’s hand, a deck or the seed',
    async run({ page: watcher, context }) {
      const server = await startGameServer();
      // The players are two browsers of their own (a server kill makes their pages log refused
      // connections, which they expect); this test's page watches as a spectator.
      const a = await otherBrowser(context.browser()!, { width: 1400, height: 900 });
      const b = await otherBrowser(context.browser()!, { width: 390, height: 844 });
      const page = a.page;
      const shot = (name: string) => page.screenshot({ path: join(SHOTS, `online-${name}.png`) });
      try {
        // Seat 1 creates the game on Home: Battle Line without tactics, online, first seat.
        await page.goto(`${server.url}#/`);
        const framesA = await recordFrames(page);
        const card = page.locator('[data-game=battleline]');
        // The options appear once the rules have loaded (Home is drawn again then).
        await card.locator('input[name="o.tactics"]').waitFor({ state: 'attached' });
        await card.locator('select[name=mode]').selectOption('online');
        await card.locator('input[name="o.tactics"]').evaluate((el) => {
          (el as HTMLInputElement).checked = false;
        });
        await page.click('[data-testid=play-battleline]');
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 30_000 });
        check(!page.url().includes('t='), `a token is in the address: ${page.url()}`);
        await shot('waiting');
        const link = await invite.inputValue();
        check(/#\/online\/[\w-]+\?invite=[\w-]{43}$/.test(link), `odd invite link ${link}`);
        const spectate = await page.locator('[data-testid=spectate-link]').inputValue();
        const framesB = await recordFrames(b.page);
        await b.page.goto(link);
        await b.page.waitForSelector('[data-testid=bl-hand]', { timeout: 30_000 });
        await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
        check(
          !b.page.url().includes('invite='),
          `the invite stayed in the address: ${b.page.url()}`,
        );
        // Chat is plain text: markup arrives as characters, never as elements.
        const line = '<img src=x onerror="document.title=1"> hello';
        await page.fill('[data-testid=chat-input]', line);
        await page.click('[data-testid=chat-send]');
        await b.page.waitForFunction(
          (t) =>
            Array.from(document.querySelectorAll('[data-testid=chat-lines] li')).some((li) =>
              li.textContent?.includes(t),
            ),
          line,
        );
        check(
          (await b.page.locator('[data-testid=chat-lines] img').count()) === 0,
          'a chat line was rendered as HTML',
        );
        // A spectator sees the table and no hand.
        const framesW = await recordFrames(watcher);
        await watcher.goto(spectate);
        await waitVersion(watcher, 0);
        check((await where(watcher)).seat === 'spectator', 'the spectator link seated someone');
        // Its panel says whose move it is, by name: no hand, no "waiting for your opponent".
        await watcher.waitForFunction(() =>
          /^You are watching: Player [12] to move\.$/.test(
            document.querySelector('[data-testid=bl-phase]')?.textContent ?? '',
          ),
        );
        check(
          (await watcher.locator('[data-testid=bl-hand]').count()) === 0,
          'a spectator is shown a hand',
        );
        // The first move by a click on the 3D table, the rest on the panels.
        let moves = await play([page, b.page], 8, async (p) => {
          const c = await p
            .locator('[data-testid=bl-hand] button:not([disabled])')
            .first()
            .getAttribute('data-card');
          await clickObject(p, `hand-${c}`);
          await p.waitForSelector('.bl-to-flag', { state: 'attached' });
          await clickObject(p, 'slot-4');
        });
        await waitVersion(watcher, moves);
        // Seat 2's log tells seat 1's moves: the card and flag of the first one (clicked onto flag 5).
        const logB = (await b.page.locator('[data-testid=log]').textContent()) ?? '';
        check(!logB.includes('made a move'), `seat 2's log hides a move: ${logB}`);
        check(/plays .+ at flag 5/.test(logB), `seat 2's log lacks seat 1's first card: ${logB}`);
        for (const f of framesW)
          if (f.type === 'view') {
            const hand = (f.payload as { view: BlView }).view.hand;
            check(hand.length === 0, `the spectator received a hand: ${hand.join(' ')}`);
          }
        await watcher.goto('about:blank');
        await shot('playing');
        await b.page.screenshot({ path: join(SHOTS, 'online-phone-playing.png') });
        // A reload of both pages: back in the same seats, at the same move, with the same logs.
        const logA = await logLines(page);
        const logB2 = await logLines(b.page);
        check(logA.length === moves, `seat 1's log has ${logA.length} lines for ${moves} moves`);
        await Promise.all([page.reload(), b.page.reload()]);
        await waitVersion(page, moves);
        await waitVersion(b.page, moves);
        check((await where(page)).seat === '0', 'the reloaded page is not in seat 1');
        await waitLog(page, logA, 'the reloaded seat 1');
        await waitLog(b.page, logB2, 'the reloaded seat 2');
        await shot('reloaded');
        await b.page.locator('[data-testid=log]').scrollIntoViewIfNeeded();
        await b.page.screenshot({ path: join(SHOTS, 'online-phone-reloaded.png') });
        // A spectator arriving now sees the whole log too (public information only, below).
        await watcher.goto(spectate);
        await waitVersion(watcher, moves);
        await waitLog(watcher, logB2, 'a late spectator');
        await watcher.goto('about:blank');
        let watched = 0;
        for (const f of framesW)
          if (f.type === 'history')
            for (const e of historyEntries(f.payload as History)) {
              check((e.before as BlView).hand.length === 0, 'the spectator’s history holds a hand');
              watched++;
            }
        check(watched === moves, `the spectator got ${watched} history entries`);
        // The server dies (SIGKILL) and comes back: both pages reconnect and go on.
        await server.kill();
        await waitConn(page, 'reconnecting');
        await waitConn(b.page, 'reconnecting');
        await server.restart();
        await waitConn(page, 'online');
        await waitConn(b.page, 'online');
        await waitVersion(page, moves);
        await waitVersion(b.page, moves);
        moves += await play([page, b.page], 400);
        check(moves > 20, `a whole game in only ${moves} moves?`);
        await page.waitForSelector('[data-testid=rematch]');
        await b.page.waitForSelector('[data-testid=rematch]');
        await shot('over');
        await b.page.screenshot({ path: join(SHOTS, 'online-phone-over.png') });
        const seen = await where(page);
        check(seen.over, 'the game did not end');
        // Each player's points of this game, from their own side; an online series is never "two
        // players at this screen".
        const points = async (p: Page): Promise<[number, number]> => {
          const t = (await p.locator('[data-testid=bl-end-points]').textContent()) ?? '';
          const m = /you (\d+), opponent (\d+)/.exec(t);
          check(m, `no points of this game: ${t}`);
          return [Number(m[1]), Number(m[2])];
        };
        const [meA, themA] = await points(page);
        const [meB, themB] = await points(b.page);
        check(
          meA === themB && themA === meB,
          `the points differ: ${meA}-${themA}, ${meB}-${themB}`,
        );
        for (const p of [page, b.page]) {
          const series = (await p.locator('[data-testid=bl-series]').textContent()) ?? '';
          check(!series.includes('this screen'), `an online series says: ${series}`);
        }
        // A spectator arriving at the end is told who won by name: no "you", no hand.
        await watcher.goto(spectate);
        await watcher.waitForSelector('[data-testid=bl-end-verdict]', { timeout: 30_000 });
        const end = (await watcher.locator('[data-testid=table-panel]').textContent()) ?? '';
        check(
          !/\byou\b|your|opponent/i.test(end.replace('You are watching', '')),
          `the spectator's end screen says: ${end}`,
        );
        check(/Player [12] wins|A draw/.test(end), `the spectator's verdict: ${end}`);
        await watcher.screenshot({ path: join(SHOTS, 'online-spectator-over.png') });
        await watcher.goto('about:blank');
        // The checks below read the first match's frames only: the rematch starts at version 0
        // again, and would be mixed with them.
        const firstA = framesA.slice();
        const firstB = framesB.slice();
        // Rematch: both ask, both land in a new match with the seats swapped.
        const oldUrl = page.url();
        await page.click('[data-testid=rematch]');
        await b.page.click('[data-testid=rematch]');
        await page.waitForURL((u) => u.toString() !== oldUrl, { timeout: 30_000 });
        await waitVersion(page, 0);
        await waitVersion(b.page, 0);
        check((await where(page)).seat === '1', 'the rematch did not swap seat 1 to seat 2');
        check((await where(b.page)).seat === '0', 'the rematch did not swap seat 2 to seat 1');
        // The series goes on from each player's own side, though the seats swapped.
        for (const [p, me, them] of [
          [page, meA, themA],
          [b.page, meB, themB],
        ] as const) {
          await p.waitForSelector('[data-testid=bl-series]');
          const series = (await p.locator('[data-testid=bl-series]').textContent()) ?? '';
          check(
            series.includes(`you ${me} points, opponent ${them} points after 1 game`),
            `after the rematch the series reads: ${series} (the game was ${me}-${them})`,
          );
        }
        await shot('rematch-series');
        // Home lists this browser's online games (both matches).
        await page.goto(`${server.url}#/`);
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=online-games] li[data-match]').length === 2,
        );
        // The running games come first, above the tables to choose from.
        check(
          await page.evaluate(
            () =>
              !!(
                document
                  .querySelector('[data-testid=online-games]')!
                  .compareDocumentPosition(document.querySelector('ul.games')!) &
                Node.DOCUMENT_POSITION_FOLLOWING
              ),
          ),
          'Home lists the running online games below the tables',
        );
        check(seen.version === moves, `the server counts ${seen.version} moves, we made ${moves}`);
        // The stored move log is the one played: each move as its mover's page was told.
        const played = new Map<number, string>();
        for (const f of [...firstA, ...firstB])
          if (f.type === 'view') {
            const v = f.payload as { version: number; lastMove?: unknown };
            if (v.lastMove !== undefined) played.set(v.version - 1, JSON.stringify(v.lastMove));
          }

        // Seat 1's hand at each version, from seat 1's own frames.
        const hand0 = new Map<number, Set<string>>();
        for (const f of firstA)
          if (f.type === 'view') {
            const v = f.payload as { version: number; view: BlView };
            hand0.set(v.version, new Set(v.view.hand));
          }
        const db = new Database(join(server.dataDir, 'tabletop.sqlite'), { readonly: true });
        const seed = (db.prepare('SELECT seed FROM matches').get() as { seed: number }).seed;
        const log = db.prepare('SELECT version, move FROM moves ORDER BY version').all() as {
          version: number;
          move: string;
        }[];
        db.close();
        check(log.length === moves, `the store holds ${log.length} moves, we made ${moves}`);
        for (const r of log) {
          const m = JSON.parse(r.move) as { move?: unknown };
          const stored = JSON.stringify(m.move !== undefined ? m.move : m);
          check(
            played.get(r.version) === stored,
            `stored move ${r.version} is ${stored}, played ${played.get(r.version)}`,
          );
        }
        let views = 0;
        for (const f of firstB) {
          check(!f.text.includes(String(seed)), `a frame to seat 2 holds the seed: ${f.text}`);
          check(
            !/"(seed|troopDeck|tacticsDeck|rng)":/.test(f.text),
            `a deck or seed key: ${f.text}`,
          );
          if (f.type !== 'view') continue;
          views++;
          const v = f.payload as { version: number; view: BlView; outcome: unknown };
          // Once the game is over both hands are turned up on purpose (the end screen).
          if (v.outcome !== null) continue;
          const mine = new Set(v.view.hand);
          const theirs = hand0.get(v.version);
          check(theirs, `seat 1 never saw version ${v.version}`);
          for (const s of strings(v.view)) {
            if (!cardInfo(s) || mine.has(s)) continue;
            check(
              !theirs.has(s),
              `seat 2 received ${s} while it was in seat 1’s hand (v${v.version})`,
            );
          }
        }
        check(views > moves / 2, `seat 2 got only ${views} views for ${moves} moves`);
        // Seat 2's history after its reload: its own views before each move, never seat 1's hand.
        let told = 0;
        for (const f of firstB) {
          if (f.type !== 'history') continue;
          const h = f.payload as History;
          for (const [i, e] of historyEntries(h).entries()) {
            const mine = new Set((e.before as BlView).hand);
            const theirs = hand0.get(h.from + i);
            check(theirs, `seat 1 never saw version ${h.from + i}`);
            for (const s of strings(e.before))
              if (cardInfo(s) && !mine.has(s))
                check(!theirs.has(s), `seat 2's history holds ${s} of seat 1’s hand`);
            told++;
          }
        }
        check(told > 0, 'seat 2 got no history after its reload');
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

export type { Frame };
