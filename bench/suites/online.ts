/**
 * `npm run bench online`: the online server under load, as /work/shared/peers/bgio-server.md
 * measured boardgame.io's. The real server runs in a child process (its own SQLite file); this
 * process drives N concurrent two-player Battle Line matches (no tactics) over real WebSockets on
 * loopback, each client playing a random legal move as soon as its view says it may; a finished
 * match is replaced by a new one. Per N: accepted moves/s, move round trip (send → the mover's
 * next view) p50/p95/p99, server CPU (% of one core, from /proc), server RSS before → after and per
 * room, and bytes per view frame. BENCH_ONLINE_N (e.g. "10,50,200") and BENCH_ONLINE_S (measured
 * seconds, default 10, after 3 s warm-up) tune the run.
 */
import { readFileSync } from 'node:fs';
import { Client, type Room } from 'colyseus.js';
import type { ViewMessage, Welcome } from '../../src/net/protocol.ts';
import {
  freePort,
  onRawFrame,
  startChild,
  tempDataDir,
  type Child,
} from '../../test/server/helpers.ts';
import { fmt, type Figure } from '../harness.ts';

const OPTIONS = { tactics: false };
const ENV = {
  TABLETOP_RATE_BURST: '100000',
  TABLETOP_RATE_PER_S: '100000',
  TABLETOP_ROOMS_PER_ADDRESS: '100000',
};

interface Stats {
  moves: number;
  rtts: number[];
  viewBytes: number;
  viewFrames: number;
  games: number;
  measuring: boolean;
}

function cpuTicks(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Joins a match room with `attach` called on the room BEFORE it joins. Node's WebSocket hands
 * over several frames in one go, so a handler registered after `create` resolves can miss the
 * `welcome` that came with the join (colyseus.js drops it: "onMessage() not registered"), which
 * stalled whole lanes of the bench.
 */
function openRoom(port: number, options: object, attach: (room: Room) => void): Promise<Room> {
  const client = new Client(`ws://127.0.0.1:${port}/colyseus`);
  const c = client as unknown as { createRoom(name: string, schema?: unknown): Room };
  const make = c.createRoom.bind(client);
  c.createRoom = (name, schema) => {
    const room = make(name, schema);
    attach(room);
    return room;
  };
  return 'create' in options
    ? client.create('match', options)
    : client.joinOrCreate('match', options);
}

/** One match played to its end by two clients; resolves when it is over. */
async function playMatch(port: number, stats: Stats, stop: () => boolean, pick: () => number) {
  let finish: () => void = () => undefined;
  const over = new Promise<void>((resolve) => (finish = resolve));
  const drive = (room: Room) => {
    let sentAt = 0;
    let sentVersion = -1;
    room.onMessage('view', (v: ViewMessage) => {
      if (sentVersion >= 0 && v.version === sentVersion + 1) {
        if (stats.measuring) {
          stats.moves++;
          stats.rtts.push(performance.now() - sentAt);
        }
        sentVersion = -1;
      }
      if (v.outcome) {
        stats.games++;
        finish();
        return;
      }
      if (stop() || v.legal.length === 0) return;
      const move = v.legal[pick() % v.legal.length];
      sentVersion = v.version;
      sentAt = performance.now();
      room.send('move', { move, version: v.version });
    });
    room.onMessage('*', () => undefined);
  };
  const countViews = (room: Room) =>
    onRawFrame(room, (d) => {
      // Views are the only large frames; count frames over 100 bytes as views.
      if (stats.measuring && d.length > 100) {
        stats.viewBytes += d.length;
        stats.viewFrames++;
      }
    });
  let welcomed: (w: Welcome) => void = () => undefined;
  const welcome = new Promise<Welcome>((resolve) => (welcomed = resolve));
  const a = await openRoom(
    port,
    { create: { game: 'battleline', options: OPTIONS, seat: 0 } },
    (room) => {
      room.onMessage('welcome', welcomed);
      drive(room);
    },
  );
  countViews(a);
  const w = await welcome;
  const b = await openRoom(port, { match: w.matchId, invite: w.invite }, drive);
  countViews(b);
  const check = setInterval(() => {
    if (stop()) finish();
  }, 200);
  await over;
  clearInterval(check);
  await Promise.all([a.leave(true).catch(() => 0), b.leave(true).catch(() => 0)]);
}

async function measure(server: Child, n: number, seconds: number): Promise<Figure[]> {
  const pid = server.proc.pid!;
  const stats: Stats = {
    moves: 0,
    rtts: [],
    viewBytes: 0,
    viewFrames: 0,
    games: 0,
    measuring: false,
  };
  let seed = 12345;
  const pick = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  let stopped = false;
  const rssStart = rssMb(pid);
  const lanes = Array.from({ length: n }, async () => {
    while (!stopped) await playMatch(server.port, stats, () => stopped, pick).catch(() => 0);
  });
  await new Promise((r) => setTimeout(r, 3000));
  stats.measuring = true;
  const cpu0 = cpuTicks(pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = (cpuTicks(pid) - cpu0) / 100 / elapsed;
  stats.measuring = false;
  const rssEnd = rssMb(pid);
  stopped = true;
  await Promise.all(lanes);
  const rtts = stats.rtts.sort((x, y) => x - y);
  const label = `N=${n}`;
  return [
    {
      figure: `${label} accepted moves/s`,
      value: fmt(stats.moves / elapsed, 0),
      detail: `${stats.moves} moves in ${fmt(elapsed, 1)} s, ${stats.games} games finished`,
    },
    {
      figure: `${label} round trip p50 / p95 / p99`,
      value: `${fmt(pct(rtts, 50), 1)} / ${fmt(pct(rtts, 95), 1)} / ${fmt(pct(rtts, 99), 1)} ms`,
    },
    {
      figure: `${label} server CPU`,
      value: `${fmt(cpu * 100, 0)} %`,
      detail: `${fmt((cpu * 1000 * elapsed) / Math.max(1, stats.moves), 3)} ms CPU per move`,
    },
    {
      figure: `${label} server RSS`,
      value: `${fmt(rssStart, 0)} → ${fmt(rssEnd, 0)} MB`,
      detail: `${fmt((rssEnd - rssStart) / n, 2)} MB per room`,
    },
    {
      figure: `${label} bytes per view frame`,
      value: fmt(stats.viewBytes / Math.max(1, stats.viewFrames), 0),
    },
  ];
}

export async function run(): Promise<Figure[]> {
  const ns = (process.env.BENCH_ONLINE_N ?? '10,50,200').split(',').map(Number);
  const seconds = Number(process.env.BENCH_ONLINE_S ?? 10);
  const rows: Figure[] = [];
  for (const n of ns) {
    // A fresh server per N, so memory figures are per N.
    const server = await startChild(tempDataDir(), await freePort(), ENV);
    try {
      rows.push(...(await measure(server, n, seconds)));
    } finally {
      await server.stop();
    }
  }
  return rows;
}
