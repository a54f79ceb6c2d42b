/**
 * `npm run bench online`: the online server under load, as bench/peers/bgio-server.md records
 * boardgame.io's. The real server runs in a child process (its own SQLite file); this
 * process drives N concurrent two-player Battle Line matches (bench/online-lanes.ts). Per N:
 * accepted moves/s, move round trip (send → the mover's next view) p50/p95/p99, server CPU (% of
 * one core, from /proc) and CPU per move, the driver's CPU, server RSS, and the bytes of a whole
 * view frame and of a patch frame; then N doubled from the last until p99 passes 100 ms, and the ratios to
 * boardgame.io's figures at the same N. BENCH_ONLINE_N (default "10,50,200"), BENCH_ONLINE_S
 * (measured seconds, default 10, after 3 s warm-up), BENCH_ONLINE_FIND=0 (no search for the
 * 100 ms N) and BENCH_BGIO (a results-*.json of the peer's bench run in the same sitting; by
 * default the figures of bench/peers/bgio-server.md) tune the run. Then the longest stall another
 * room sees while rooms are restored and while the server bot plays (bench/online-stall.ts).
 * BENCH_ONLINE_PART=load or =stall runs one part alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, startChild, tempDataDir } from '../../test/server/helpers.ts';
import { fmt, type Figure } from '../harness.ts';
import { BENCH_ENV, cpuTicks, pct, rssMb, runLanes } from '../online-lanes.ts';
import { measureStalls } from '../online-stall.ts';

/** boardgame.io's figures kept in the repository (where they were measured: that file). */
const PEERS = fileURLToPath(new URL('../peers/bgio-server.md', import.meta.url));

interface Row {
  n: number;
  rate: number;
  p99: number;
  cpuMs: number;
}

/** boardgame.io's moves/s and p99 by N: from a results JSON of its bench, or the peers file. */
interface Peer {
  rate: number;
  p99: number;
  /** Server CPU ms per move, when known. */
  cpuMs?: number;
}

function bgioFigures(): { source: string; byN: Map<number, Peer> } {
  const byN = new Map<number, Peer>();
  const file = process.env.BENCH_BGIO;
  if (file) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    // bench.mjs writes { context, rows: [{ N, movesPerS, latMs: { p99 } }] }.
    const list = (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])) as {
      N?: number;
      movesPerS?: number;
      latMs?: { p99?: number };
      serverCpuPct?: number;
    }[];
    for (const r of list)
      if (r.N && r.movesPerS)
        byN.set(r.N, {
          rate: r.movesPerS,
          p99: r.latMs?.p99 ?? NaN,
          cpuMs: ((r.serverCpuPct ?? NaN) * 10) / r.movesPerS,
        });
    return { source: file, byN };
  }
  if (!existsSync(PEERS)) return { source: 'none', byN };
  // | 10 | 1,734 | 3.7 / 9.2 / 14.2 | 91 % | ...
  for (const m of readFileSync(PEERS, 'utf8').matchAll(
    /^\|\s*(\d+)\s*\|\s*([\d,]+)\s*\|\s*[\d.]+\s*\/\s*[\d.]+\s*\/\s*([\d.]+)\s*\|\s*(\d+)\s*%/gm,
  )) {
    const rate = Number(m[2]!.replace(/,/g, ''));
    byN.set(Number(m[1]), { rate, p99: Number(m[3]), cpuMs: (Number(m[4]) * 10) / rate });
  }
  return { source: 'bench/peers/bgio-server.md', byN };
}

async function measure(n: number, seconds: number): Promise<{ rows: Figure[]; row: Row }> {
  // A fresh server per N, so memory figures are per N.
  const server = await startChild(tempDataDir(), await freePort(), BENCH_ENV);
  try {
    const pid = server.proc.pid!;
    const rssStart = rssMb(pid);
    const probe = () => ({ ticks: cpuTicks([pid]), own: process.cpuUsage() });
    const run = await runLanes(n, [server.port], seconds, probe);
    const rssEnd = rssMb(pid);
    const { stats, elapsed, rtts } = run;
    const cpu = (run.after.ticks - run.before.ticks) / 100 / elapsed;
    const own = process.cpuUsage(run.before.own);
    const driver = (own.user + own.system) / 1e6 / elapsed;
    const rate = stats.moves / elapsed;
    const label = `N=${n}`;
    const updates = stats.viewFrames + stats.patchFrames;
    const p99 = pct(rtts, 99);
    const rows: Figure[] = [
      {
        figure: `${label} accepted moves/s`,
        value: fmt(rate, 0),
        detail: `${stats.moves} moves in ${fmt(elapsed, 1)} s, ${stats.games} games finished`,
      },
      {
        figure: `${label} round trip p50 / p95 / p99`,
        value: `${fmt(pct(rtts, 50), 1)} / ${fmt(pct(rtts, 95), 1)} / ${fmt(p99, 1)} ms`,
      },
      {
        figure: `${label} server CPU`,
        value: `${fmt(cpu * 100, 0)} %`,
        detail:
          `${fmt((cpu * 1000 * elapsed) / Math.max(1, stats.moves), 3)} ms CPU per move; ` +
          `the load driver (this process) ${fmt(driver * 100, 0)} %`,
      },
      {
        figure: `${label} server RSS`,
        value: `${fmt(rssStart, 0)} → ${fmt(rssEnd, 0)} MB`,
        detail: `${fmt((rssEnd - rssStart) / n, 2)} MB per room`,
      },
      {
        figure: `${label} bytes per update (whole view / patch / mean)`,
        value: `${fmt(stats.viewBytes / Math.max(1, stats.viewFrames), 0)} / ${fmt(stats.patchBytes / Math.max(1, stats.patchFrames), 0)} / ${fmt((stats.viewBytes + stats.patchBytes) / Math.max(1, updates), 0)}`,
        detail: `${stats.viewFrames} whole, ${stats.patchFrames} patches`,
      },
    ];
    return {
      rows,
      row: { n, rate, p99, cpuMs: (cpu * 1000 * elapsed) / Math.max(1, stats.moves) },
    };
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<Figure[]> {
  const part = process.env.BENCH_ONLINE_PART;
  if (part && part !== 'load' && part !== 'stall')
    throw new Error(`BENCH_ONLINE_PART is load or stall, not ${part}`);
  return [
    ...(part === 'stall' ? [] : await measureLoad()),
    ...(part === 'load' ? [] : await measureStalls()),
  ];
}

async function measureLoad(): Promise<Figure[]> {
  const ns = (process.env.BENCH_ONLINE_N ?? '10,50,200').split(',').map(Number);
  const seconds = Number(process.env.BENCH_ONLINE_S ?? 10);
  const out: Figure[] = [];
  const rows: Row[] = [];
  for (const n of ns) {
    const m = await measure(n, seconds);
    out.push(...m.rows);
    rows.push(m.row);
  }
  if (process.env.BENCH_ONLINE_FIND !== '0') {
    // Double N until p99 passes 100 ms (the issue asks for that N), up to 3,200 rooms.
    let n = Math.max(...ns);
    while (rows[rows.length - 1]!.p99 <= 100 && n < 3200) {
      n *= 2;
      const m = await measure(n, seconds);
      out.push(...m.rows);
      rows.push(m.row);
    }
    const sorted = [...rows].sort((x, y) => x.n - y.n);
    const i = sorted.findIndex((r) => r.p99 > 100);
    const below = i > 0 ? sorted[i - 1]!.n : 0;
    out.push({
      figure: 'N where p99 passes 100 ms',
      value: i < 0 ? `> ${fmt(n, 0)}` : `${fmt(below, 0)} < N ≤ ${fmt(sorted[i]!.n, 0)}`,
      detail: rows.map((r) => `N=${r.n}: p99 ${fmt(r.p99, 1)} ms`).join(', '),
    });
  }
  const peer = bgioFigures();
  for (const r of rows) {
    const b = peer.byN.get(r.n);
    if (!b) continue;
    out.push({
      figure: `N=${r.n} ours / boardgame.io`,
      value:
        `${fmt(r.rate / b.rate, 2)}× moves/s, ${fmt(r.p99 / b.p99, 2)}× p99` +
        (b.cpuMs ? `, ${fmt(r.cpuMs / b.cpuMs, 2)}× CPU/move` : ''),
      detail:
        `boardgame.io ${fmt(b.rate, 0)} moves/s, p99 ${fmt(b.p99, 1)} ms` +
        (b.cpuMs ? `, ${fmt(b.cpuMs, 3)} ms CPU/move` : '') +
        ` (${peer.source})`,
    });
  }
  return out;
}
