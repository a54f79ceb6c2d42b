/**
 * `npm run bench online-cluster`: the load of `npm run bench online` (N concurrent two-player
 * Battle Line matches without tactics, random legal moves as fast as the server answers) against
 * 1 and then 2 server processes sharing Redis and PostgreSQL (started here, throw-away), both
 * players of a match asking different processes when there are two (the room lives on the
 * first; the second is routed to it). Per setup: accepted moves/s, move round trip p50/p99, CPU
 * of the server processes, Redis and PostgreSQL; then the ratio 2 processes / 1 process.
 * BENCH_CLUSTER_N (default 50) and BENCH_ONLINE_S (measured seconds, default 10) tune the run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client, type Room } from 'colyseus.js';
import type { ViewMessage, Welcome } from '../../src/net/protocol.ts';
import { freePort, startChild, tempDataDir, type Child } from '../../test/server/helpers.ts';
import { startPostgres } from '../../test/server/services/postgres.ts';
import { startRedis } from '../../test/server/services/redis.ts';
import { fmt, type Figure } from '../harness.ts';

const ENV = {
  TABLETOP_RATE_BURST: '100000',
  TABLETOP_RATE_PER_S: '100000',
  TABLETOP_ROOMS_PER_ADDRESS: '100000',
};

interface Stats {
  moves: number;
  rtts: number[];
  measuring: boolean;
}

/** CPU ticks (1/100 s) used so far by the processes with these pids. */
function cpuTicks(pids: readonly number[]): number {
  let t = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      t += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return t;
}

/** Pids of running processes whose command line contains `text` (PostgreSQL's backends). */
function pidsOf(text: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', text], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One match played to its end (or until stopped) by two clients, A through ports[0], B through ports[1]. */
async function playMatch(
  ports: [number, number],
  stats: Stats,
  stop: () => boolean,
  pick: () => number,
) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  // Handlers go on right after each join resolves (before any other await): the server sends
  // welcome and the first view at once, and colyseus.js drops messages nobody listens to yet.
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
      if (v.outcome) return finish();
      if (stop() || v.legal.length === 0) return;
      sentVersion = v.version;
      sentAt = performance.now();
      room.send('move', { move: v.legal[pick() % v.legal.length], version: v.version });
    });
    room.onMessage('*', () => undefined);
  };
  const a = await new Client(`ws://127.0.0.1:${ports[0]}/colyseus`).create('match', {
    create: { game: 'battleline', options: { tactics: false }, seat: 0 },
  });
  const welcome = new Promise<Welcome>((resolve) => a.onMessage('welcome', resolve));
  drive(a);
  const w = await welcome;
  const b = await new Client(`ws://127.0.0.1:${ports[1]}/colyseus`).joinOrCreate('match', {
    match: w.matchId,
    invite: w.invite,
  });
  b.onMessage('welcome', () => undefined);
  drive(b);
  const check = setInterval(() => {
    if (stop()) finish();
  }, 200);
  await done;
  clearInterval(check);
  await Promise.all([a.leave(true).catch(() => 0), b.leave(true).catch(() => 0)]);
}

async function measure(
  label: string,
  servers: Child[],
  servicePids: () => number[],
  n: number,
  seconds: number,
): Promise<{ rows: Figure[]; rate: number }> {
  const stats: Stats = { moves: 0, rtts: [], measuring: false };
  let seed = 12345;
  const pick = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  let stopped = false;
  const ports = servers.map((s) => s.port);
  const lanes = Array.from({ length: n }, async (_, i) => {
    // With two processes, lane i creates through one and joins through the other.
    const pair: [number, number] = [ports[i % ports.length]!, ports[(i + 1) % ports.length]!];
    while (!stopped) await playMatch(pair, stats, () => stopped, pick).catch(() => 0);
  });
  await new Promise((r) => setTimeout(r, 3000));
  const serverPids = servers.map((s) => s.proc.pid!);
  const svc = servicePids();
  stats.measuring = true;
  const [s0, v0, d0] = [cpuTicks(serverPids), cpuTicks(svc), process.cpuUsage()];
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const [s1, v1] = [cpuTicks(serverPids), cpuTicks(servicePids())];
  const d = process.cpuUsage(d0);
  const driver = (d.user + d.system) / 1e6 / elapsed;
  stats.measuring = false;
  stopped = true;
  await Promise.all(lanes);
  const rtts = stats.rtts.sort((x, y) => x - y);
  const rate = stats.moves / elapsed;
  return {
    rate,
    rows: [
      {
        figure: `${label} N=${n} accepted moves/s`,
        value: fmt(rate, 0),
        detail: `${stats.moves} moves in ${fmt(elapsed, 1)} s`,
      },
      {
        figure: `${label} N=${n} round trip p50 / p99`,
        value: `${fmt(pct(rtts, 50), 1)} / ${fmt(pct(rtts, 99), 1)} ms`,
      },
      {
        figure: `${label} CPU: servers / Redis + PostgreSQL / bench driver`,
        value: `${fmt((s1 - s0) / elapsed, 0)} % / ${fmt((v1 - v0) / elapsed, 0)} % / ${fmt(driver * 100, 0)} %`,
        detail: 'percent of one core, summed over processes',
      },
    ],
  };
}

export async function run(): Promise<Figure[]> {
  const n = Number(process.env.BENCH_CLUSTER_N ?? 50);
  const seconds = Number(process.env.BENCH_ONLINE_S ?? 10);
  const rows: Figure[] = [];
  const rates: number[] = [];
  for (const count of [1, 2]) {
    // Fresh services per setup, so the second does not start on the first one's data.
    const [redis, pg] = await Promise.all([startRedis(), startPostgres()]);
    const servers: Child[] = [];
    try {
      for (let i = 0; i < count; i++)
        servers.push(
          await startChild(tempDataDir(), await freePort(), {
            ...ENV,
            REDIS_URL: redis.url,
            DATABASE_URL: pg.url,
          }),
        );
      const svc = () => {
        const postmaster = pidsOf(`postgres -D .* -p ${pg.port} `);
        const backends = postmaster.flatMap((pid) => childrenOf(pid));
        return [...pidsOf(`redis-server 127.0.0.1:${redis.port}`), ...postmaster, ...backends];
      };
      const m = await measure(`${count} process${count > 1 ? 'es' : ''}`, servers, svc, n, seconds);
      rows.push(...m.rows);
      rates.push(m.rate);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await Promise.all([redis.stop(), pg.stop()]);
    }
  }
  rows.push({
    figure: 'ratio 2 processes / 1 process (moves/s)',
    value: fmt(rates[1]! / rates[0]!, 2),
  });
  return rows;
}
