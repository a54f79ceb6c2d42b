/**
 * No request stalls the event loop (issue 23, item 1), through real sockets: while one room
 * restores a long Disc Wars log from the store (every flip's physics replayed), answers a late
 * spectator's `history`, or while the server bot searches, a client of another room keeps getting
 * its `sync` answered at once. What is bounded is the longest the server's event loop was busy
 * without a break meanwhile (test/server/loop-monitor.ts), generously (500 ms; before the
 * replays and the bot moved to threads the loop was held for seconds): on a loaded machine a
 * round trip also waits for a core, which no code of ours causes. The other room's longest wait
 * is printed; the precise figure is the bench's (`npm run bench online`, "longest stall seen by
 * another room").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/game.ts';
import { historyEntries } from '../../src/net/history.ts';
import type { HistoryEntry, ServerMessages } from '../../src/net/protocol.ts';
import { loadServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import {
  chooser,
  FAST,
  freePort,
  seatTwo,
  startChild,
  storedMatch,
  tempDataDir,
  TestClient,
  type Child,
} from './helpers.ts';

/** The longest a `sync` may wait here while another room works (generous: a loaded machine). */
const BOUND_MS = 500;

const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
});

/**
 * A client of its own Battle Line match asking `sync` again and again (each as soon as the last
 * was answered); `stop` gives its longest wait, and the longest the server's event loop was busy
 * without a break since the client started.
 */
async function pinger(server: Child) {
  const c = await TestClient.connect(server.port, 'create', {
    create: { game: 'battleline', options: {}, seat: 0 },
  });
  await c.waitFor('view');
  const since = Date.now();
  let stopped = false;
  const waits: number[] = [];
  const loop = (async () => {
    while (!stopped) {
      const from = c.received.length;
      const t0 = performance.now();
      c.room.send('sync', {});
      await c.waitFor('view', () => true, from, 120_000);
      waits.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await c.leave();
      const busy = Math.max(0, ...server.busy(since).map((b) => b.busy));
      return { max: Math.max(...waits), busy, count: waits.length };
    },
  };
}

/**
 * Joins `match` as a spectator while `other` keeps asking; a join that fails (a client gives up
 * an HTTP request the server has not answered for 5 s: Node's agent) fails on the wait first.
 */
async function spectate(port: number, match: string, other: Awaited<ReturnType<typeof pinger>>) {
  try {
    return await TestClient.connect(port, 'joinOrCreate', { match });
  } catch (e) {
    const waited = await other.stop();
    expect(waited.busy, `the join failed: ${String(e)}`).toBeLessThan(BOUND_MS);
    throw e;
  }
}

const MOVES = 40;
/** The automatic set-up: the moves are flips and activations from the first. */
const OPTIONS = { deploy: false };

/**
 * A Disc Wars match of MOVES moves, flips whenever there is one (each reruns the physics), played
 * here; with what a spectator watching live would have recorded for each move.
 */
async function discWarsMatch() {
  const game = await loadServerGame('discwars');
  const m = new MatchState(game, storedMatch('discwars', OPTIONS, 3));
  const pick = chooser(3);
  const live: HistoryEntry[] = [];
  // At least MOVES moves, the last of them a flip or a fire (its view carries a physics hash).
  while ((m.version < MOVES || m.viewFor(null).hash === undefined) && !m.outcome()) {
    const seat = m.toMove()!;
    const legal = m.legalFor(seat) as { type: string }[];
    const flips = legal.filter((x) => x.type === 'flip' || x.type === 'fire');
    const move = flips.length ? flips[pick(flips.length)] : legal[pick(legal.length)];
    const before = m.viewFor(null).view;
    const next = m.check(seat, move, m.version);
    if (!next.ok) throw new Error(next.error.message);
    m.commit(seat, move, next.value);
    const v = m.viewFor(null);
    live.push({ before, move: v.lastMove, mover: v.lastSeat! });
  }
  expect(m.version).toBeGreaterThanOrEqual(MOVES);
  expect(m.viewFor(null).hash).toBeDefined();
  return { m, live };
}

/** A data directory whose store holds `m`'s record and log (as after a restart). */
async function storedIn(m: MatchState): Promise<string> {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  const { moves: _moves, bots: _bots, ending: _ending, ...match } = m.record;
  await store.createMatch(match);
  for (const [i, move] of m.moves.entries()) await store.appendMove(m.record.id, i, move);
  await store.close();
  return dir;
}

function sameView(got: ServerMessages['view'], want: ReturnType<MatchState['viewFor']>) {
  const { legal: _l, ...rest } = want;
  const { legal: _g, ...mine } = got;
  expect(JSON.stringify(mine)).toBe(JSON.stringify(rest));
}

describe('no request stalls the event loop', () => {
  let match: Awaited<ReturnType<typeof discWarsMatch>>;
  beforeAll(async () => {
    match = await discWarsMatch();
  }, 300_000);

  it('restoring a long Disc Wars log, and its history for a late spectator, cost another room no wait', async () => {
    const { m, live } = match;
    const server = await startChild(await storedIn(m), await freePort(), FAST, { loopLog: true });
    children.push(server);
    const other = await pinger(server);
    // A spectator after a restart: the room is rebuilt from the stored log.
    const t0 = performance.now();
    const s = await spectate(server.port, m.record.id, other);
    const v = await s.waitFor('view', () => true, 0, 120_000);
    const restoreMs = performance.now() - t0;
    // The state rebuilt on the server is the one played here: same view, same physics hash.
    expect(v.version).toBe(m.version);
    expect(v.hash).toBeDefined();
    sameView(v, m.viewFor(null));
    // The log before it, chunk after chunk as a page asks it.
    const entries: HistoryEntry[] = [];
    while (entries.length < m.version) {
      const from = s.received.length;
      s.room.send('history', { from: entries.length, to: m.version });
      const h = await s.waitFor('history', () => true, from, 120_000);
      expect(h.from).toBe(entries.length);
      entries.push(...historyEntries(h));
    }
    expect(JSON.stringify(entries)).toBe(JSON.stringify(live));
    const waited = await other.stop();
    console.log(
      `Disc Wars restore of ${m.version} moves took ${restoreMs.toFixed(0)} ms; another room's ` +
        `longest sync wait ${waited.max.toFixed(0)} ms, the event loop busy at most ${waited.busy.toFixed(0)} ms at a time`,
    );
    expect(waited.busy).toBeLessThan(BOUND_MS);
    await s.leave();
  }, 300_000);

  it('a room reopened after everyone left comes back the same, without another room waiting', async () => {
    const { m } = match;
    const server = await startChild(await storedIn(m), await freePort(), FAST, { loopLog: true });
    children.push(server);
    const other = await pinger(server);
    for (let round = 0; round < 3; round++) {
      const s = await spectate(server.port, m.record.id, other);
      sameView(await s.waitFor('view', () => true, 0, 120_000), m.viewFor(null));
      await s.leave();
      // The room closes with its last client; the next spectator opens it again.
      await new Promise((r) => setTimeout(r, 300));
    }
    const waited = await other.stop();
    expect(waited.busy).toBeLessThan(BOUND_MS);
  }, 300_000);

  it("the server bot's search (the hard level: 1 s) costs another room no wait", async () => {
    const server = await startChild(
      tempDataDir(),
      await freePort(),
      {
        ...FAST,
        TABLETOP_ABSENCE_MS: '0',
        TABLETOP_RECONNECT_S: '0',
        TABLETOP_BOT_LEVEL: 'hard',
      },
      { loopLog: true },
    );
    children.push(server);
    const { a, b } = await seatTwo(server.port, server.port, 'battleline', { tactics: false });
    await b.leave();
    await a.waitFor('presence', (p) => p.seat === 1 && !p.connected);
    const other = await pinger(server);
    a.room.send('hand-to-bot', {});
    await a.waitFor('presence', (p) => p.seat === 1 && p.bot);
    const pick = chooser(9);
    let botMoves = 0;
    let version = -1;
    while (botMoves < 3) {
      const v = await a.waitFor('view', (x) => x.version > version, 0, 60_000);
      version = v.version;
      if (v.outcome) break;
      if (v.lastSeat === (1 as Seat) && v.version > 0) botMoves++;
      if (v.toMove === 0 && v.legal.length > 0)
        a.room.send('move', { move: v.legal[pick(v.legal.length)], version: v.version });
    }
    const waited = await other.stop();
    console.log(
      `server bot (hard): another room's longest sync wait ${waited.max.toFixed(0)} ms, ` +
        `the event loop busy at most ${waited.busy.toFixed(0)} ms at a time`,
    );
    expect(botMoves).toBeGreaterThan(0);
    expect(waited.busy).toBeLessThan(BOUND_MS);
    await a.leave();
  }, 300_000);
});
