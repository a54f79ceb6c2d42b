/**
 * `npm run bench online-cluster`: the load of `npm run bench online` (bench/online-lanes.ts: N
 * concurrent two-player Battle Line matches without tactics, random legal moves) against
 * 1 and then 2 server processes sharing Redis and PostgreSQL (started here, throw-away), both
 * players of a match asking different processes when there are two (the room lives on the
 * first; the second is routed to it). Per setup: accepted moves/s, move round trip p50/p99, CPU
 * of the server processes, Redis and PostgreSQL; then the ratio 2 processes / 1 process.
 * BENCH_CLUSTER_N (default 50) and BENCH_ONLINE_S (measured seconds, default 10) tune the run.
 */
import { execFileSync } from 'node:child_process';
import { freePort, startChild, tempDataDir, type Child } from '../../test/server/helpers.ts';
import { startPostgres } from '../../test/server/services/postgres.ts';
import { startRedis } from '../../test/server/services/redis.ts';
import { fmt, type Figure } from '../harness.ts';
import { BENCH_ENV, cpuTicks, pct, runLanes } from '../online-lanes.ts';

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

async function measure(
  label: string,
  servers: Child[],
  servicePids: () => number[],
  n: number,
  seconds: number,
): Promise<{ rows: Figure[]; rate: number }> {
  const serverPids = servers.map((s) => s.proc.pid!);
  const d0 = process.cpuUsage();
  const run = await runLanes(
    n,
    servers.map((s) => s.port),
    seconds,
    () => ({
      servers: cpuTicks(serverPids),
      services: cpuTicks(servicePids()),
      driver: process.cpuUsage(d0),
    }),
  );
  const { elapsed, rtts, before, after } = run;
  const [s0, v0, s1, v1] = [before.servers, before.services, after.servers, after.services];
  const used = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
  const driver = (used(after.driver) - used(before.driver)) / elapsed;
  const rate = run.stats.moves / elapsed;
  return {
    rate,
    rows: [
      {
        figure: `${label} N=${n} accepted moves/s`,
        value: fmt(rate, 0),
        detail: `${run.stats.moves} moves in ${fmt(elapsed, 1)} s`,
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
            ...BENCH_ENV,
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
