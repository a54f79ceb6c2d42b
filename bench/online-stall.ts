/**
 * `npm run bench online`, the stall part (`BENCH_ONLINE_PART=stall` runs it alone): the longest
 * a client of another room waits for the server while a room does the heavy work of issue 23
 * item 1. A probe client in its own Battle Line room asks `sync` again as soon as each answer
 * came (5 ms apart) and records every round trip, during:
 *
 * - idle: nothing else (the host's own noise, the control);
 * - restores: BENCH_STALL_RESTORES (default 3) spectators each open a different stored Disc Wars
 *   match of BENCH_STALL_MOVES (default 150) random moves, flips first (as after a restart), and
 *   fetch its whole `history` as a page does; then one of them is opened again after it closed;
 * - server-bot play: a Battle Line match handed to the server bot (TABLETOP_BOT_LEVEL, default
 *   normal: a 250 ms search per move), its human seat playing random moves, BENCH_STALL_S
 *   (default 10) seconds.
 *
 * The figure is the round trip's p99 and max per phase (target: p99 ≤ 20 ms). A busy host makes
 * round trips long without any work of ours on the event loop, so the detail also gives how long
 * the server's event loop was busy without a break (test/server/loop-monitor.ts, from Node's
 * event-loop utilisation: the loop held by work, not waiting for a core while idle): the longest
 * stretch and how many passed 20 ms. The server runs in its own process with its own SQLite file. Uses only what the server has had since before
 * the threads, so the same file measures an older commit in the same sitting.
 */
import type { Seat } from '../src/core/game.ts';
import { loadServerGame } from '../src/server/games.ts';
import { MatchState } from '../src/server/match-state.ts';
import { SqliteStore } from '../src/server/sqlite-store.ts';
import {
  chooser,
  freePort,
  type Child,
  seatTwo,
  startChild,
  storedMatch,
  tempDataDir,
  TestClient,
} from '../test/server/helpers.ts';
import { fmt, type Figure } from './harness.ts';
import { BENCH_ENV, pct } from './online-lanes.ts';

interface Probe {
  /** Starts a new phase: the round trips from now on are counted for it. */
  phase(): void;
  /** The round trips since `phase()` (ms, sorted), and the loop's busy stretches over 5 ms. */
  take(): { trips: number[]; busy: { busy: number; cpu: number }[] };
  stop(): Promise<void>;
}

async function startProbe(server: Child): Promise<Probe> {
  const c = await TestClient.connect(server.port, 'create', {
    create: { game: 'battleline', options: {}, seat: 0 },
  });
  await c.waitFor('view');
  let stopped = false;
  let trips: number[] = [];
  let since = Date.now();
  const loop = (async () => {
    while (!stopped) {
      const from = c.received.length;
      const t0 = performance.now();
      c.room.send('sync', {});
      await c.waitFor('view', () => true, from, 600_000);
      trips.push(performance.now() - t0);
      // Only views and patches are kept from here on: the probe's memory stays flat.
      c.received.length = 0;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    phase() {
      trips = [];
      since = Date.now();
    },
    take: () => ({
      trips: [...trips].sort((a, b) => a - b),
      busy: server.busy(since),
    }),
    async stop() {
      stopped = true;
      await loop;
      await c.leave();
    },
  };
}

function stallFigure(label: string, seen: ReturnType<Probe['take']>, detail: string): Figure {
  const { trips, busy } = seen;
  const longest = busy.reduce((a, b) => (b.busy > a.busy ? b : a), { busy: 0, cpu: 0 });
  const cpu = Math.max(0, ...busy.map((b) => b.cpu));
  return {
    figure: `longest stall seen by another room: ${label}`,
    value: `p99 ${fmt(pct(trips, 99), 1)} ms, max ${fmt(trips[trips.length - 1] ?? NaN, 1)} ms`,
    detail:
      `${trips.length} sync round trips, median ${fmt(pct(trips, 50), 1)} ms; the server's ` +
      `event loop busy without a break at most ${fmt(longest.busy, 1)} ms (on a core ` +
      `${fmt(longest.cpu, 1)} ms of it), ${busy.filter((b) => b.busy > 20).length} times over ` +
      `20 ms, at most ${fmt(cpu, 1)} ms on a core in one stretch; ${detail}`,
  };
}

/** A Disc Wars log of `n` random moves, flips first (each reruns the physics). */
async function discWarsLog(n: number): Promise<MatchState> {
  const game = await loadServerGame('discwars');
  const m = new MatchState(game, storedMatch('discwars', { deploy: false }, 3));
  const pick = chooser(3);
  while (m.version < n && !m.outcome()) {
    const seat = m.toMove()!;
    const legal = m.legalFor(seat) as { type: string }[];
    const flips = legal.filter((x) => x.type === 'flip' || x.type === 'fire');
    const move = flips.length ? flips[pick(flips.length)] : legal[pick(legal.length)];
    const next = m.check(seat, move, m.version);
    if (!next.ok) throw new Error(next.error.message);
    m.commit(seat, move, next.value);
  }
  return m;
}

/**
 * Opens a stored match as a spectator and fetches its whole log; the milliseconds of each. A
 * join that fails is tried again as the browser's connection does (300 ms, doubling, ≤ 3 s).
 */
async function spectate(port: number, id: string, moves: number) {
  const t0 = performance.now();
  let s: TestClient | null = null;
  let failed = 0;
  while (!s) {
    try {
      s = await TestClient.connect(port, 'joinOrCreate', { match: id });
    } catch (e) {
      if (++failed > 20) throw e;
      await new Promise((r) => setTimeout(r, Math.min(3000, 300 * 2 ** Math.min(failed - 1, 4))));
    }
  }
  await s.waitFor('view', () => true, 0, 600_000);
  const open = performance.now() - t0;
  let have = 0;
  let answers = 0;
  while (have < moves) {
    const from = s.received.length;
    s.room.send('history', { from: have, to: moves });
    const h = await s.waitFor('history', () => true, from, 600_000);
    have += h.entries.length;
    answers++;
    // The rate limit a page keeps to (10 messages a second); the bench's server has none.
    await new Promise((r) => setTimeout(r, 100));
  }
  await s.leave();
  return { open, history: performance.now() - t0 - open, answers, failed };
}

export async function measureStalls(): Promise<Figure[]> {
  const moves = Number(process.env.BENCH_STALL_MOVES ?? 150);
  const restores = Number(process.env.BENCH_STALL_RESTORES ?? 3);
  const seconds = Number(process.env.BENCH_STALL_S ?? 10);
  const t = performance.now();
  const m = await discWarsLog(moves);
  const made = performance.now() - t;
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  const ids = Array.from({ length: restores }, (_, i) => `stall${i}`.padEnd(16, 'x'));
  const { moves: _moves, bots: _bots, ending: _ending, ...record } = m.record;
  for (const id of ids) {
    await store.createMatch({ ...record, id });
    // Matches under way are joined: an unjoined one is pruned when the server starts.
    await store.markJoined(id, Date.now());
    for (const [i, move] of m.moves.entries()) await store.appendMove(id, i, move);
  }
  // (An older store's close waited on an unref'd thread: keep the process up meanwhile.)
  const alive = setInterval(() => undefined, 1000);
  await store.close();
  clearInterval(alive);
  const server = await startChild(
    dir,
    await freePort(),
    { ...BENCH_ENV, TABLETOP_ABSENCE_MS: '0', TABLETOP_RECONNECT_S: '0' },
    { loopLog: true },
  );
  const out: Figure[] = [];
  try {
    const probe = await startProbe(server);
    await new Promise((r) => setTimeout(r, 1000));
    probe.phase();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    out.push(stallFigure('idle (control)', probe.take(), `${seconds} s`));

    probe.phase();
    const runs = [];
    for (const id of ids) runs.push(await spectate(server.port, id, m.version));
    await new Promise((r) => setTimeout(r, 500));
    const again = await spectate(server.port, ids[0]!, m.version);
    out.push(
      stallFigure(
        `restores (Disc Wars, ${m.version} moves)`,
        probe.take(),
        `${restores} restores: joined in ${runs.map((r) => fmt(r.open / 1000, 1)).join(' / ')} s ` +
          `(${runs.reduce((n, r) => n + r.failed, 0)} failed joins tried again), ` +
          `whole history in ${runs.map((r) => fmt(r.history / 1000, 1)).join(' / ')} s ` +
          `(${runs[0]!.answers} answers); reopened after it closed: ${fmt(again.open, 0)} ms; ` +
          `the log took ${fmt(made / 1000, 1)} s to play in the bench process`,
      ),
    );

    const { a, b } = await seatTwo(server.port, server.port, 'battleline', { tactics: false });
    await b.leave();
    await a.waitFor('presence', (p) => p.seat === 1 && !p.connected);
    a.room.send('hand-to-bot', {});
    await a.waitFor('presence', (p) => p.seat === 1 && p.bot);
    probe.phase();
    const pick = chooser(9);
    const until = performance.now() + seconds * 1000;
    let botMoves = 0;
    let version = -1;
    let games = 1;
    let player = a;
    while (performance.now() < until) {
      const v = await player.waitFor('view', (x) => x.version > version, 0, 600_000);
      version = v.version;
      if (v.lastSeat === (1 as Seat) && v.version > 0) botMoves++;
      if (v.outcome) {
        // A new match handed to the bot likewise.
        await player.leave();
        const next = await seatTwo(server.port, server.port, 'battleline', { tactics: false });
        await next.b.leave();
        await next.a.waitFor('presence', (p) => p.seat === 1 && !p.connected);
        next.a.room.send('hand-to-bot', {});
        player = next.a;
        version = -1;
        games++;
        continue;
      }
      if (v.toMove === 0 && v.legal.length > 0)
        player.room.send('move', { move: v.legal[pick(v.legal.length)], version: v.version });
    }
    out.push(
      stallFigure(
        `server-bot play (Battle Line, ${process.env.TABLETOP_BOT_LEVEL ?? 'normal'})`,
        probe.take(),
        `${botMoves} bot moves in ${seconds} s, ${games} game(s)`,
      ),
    );
    await player.leave();
    await probe.stop();
  } finally {
    await server.stop();
  }
  return out;
}
