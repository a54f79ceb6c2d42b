/**
 * `npm run bench online-floor`: what this machine gives any Colyseus server under the online
 * bench's load, whatever the server does. N lanes of two colyseus.js clients (as in
 * bench/online-lanes.ts) take turns sending a move to a room that does no work but answer each
 * with one fixed frame of our mean update's size to both clients (bench/online-floor-server.ts).
 * Per N: moves/s, round trip p50/p95/p99, the relay's CPU, and this driver's own CPU: a ceiling
 * for `npm run bench online` on the same machine. BENCH_ONLINE_N (default "200"),
 * BENCH_ONLINE_S (default 10), FLOOR_BYTES (default 290).
 */
import { spawn } from 'node:child_process';
import { Client } from 'colyseus.js';
import { freePort } from '../../test/server/helpers.ts';
import { fmt, type Figure } from '../harness.ts';
import { cpuTicks, pct } from '../online-lanes.ts';

async function startRelay(port: number) {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/online-floor-server.ts', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => d.toString().includes('relay on') && resolve());
    proc.once('exit', (code) => reject(new Error(`relay exited ${code}`)));
  });
  return proc;
}

async function measure(n: number, seconds: number): Promise<Figure[]> {
  const port = await freePort();
  const relay = await startRelay(port);
  const client = new Client(`ws://127.0.0.1:${port}`);
  let measuring = false;
  let moves = 0;
  const rtts: number[] = [];
  const rooms = [];
  for (let i = 0; i < n; i++) {
    const a = await client.create('relay');
    const b = await client.joinById(a.roomId);
    rooms.push(a, b);
    let turn = 0;
    let got = 0;
    let sentAt = 0;
    const next = () => {
      sentAt = performance.now();
      (turn++ % 2 ? b : a).send('move', {
        move: { type: 'play', card: 'o2', flag: 3 },
        version: turn,
      });
    };
    const answer = () => {
      if (++got % 2) return;
      if (measuring) {
        moves++;
        rtts.push(performance.now() - sentAt);
      }
      next();
    };
    a.onMessage('patch', answer);
    b.onMessage('patch', answer);
    next();
  }
  await new Promise((r) => setTimeout(r, 3000));
  measuring = true;
  const ticks = cpuTicks([relay.pid!]);
  const own = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const relayCpu = (cpuTicks([relay.pid!]) - ticks) / 100 / elapsed;
  const used = process.cpuUsage(own);
  const driverCpu = (used.user + used.system) / 1e6 / elapsed;
  measuring = false;
  for (const r of rooms) r.removeAllListeners();
  await Promise.all(rooms.map((r) => r.leave(true).catch(() => 0)));
  relay.kill('SIGKILL');
  rtts.sort((x, y) => x - y);
  const label = `N=${n} relay`;
  return [
    {
      figure: `${label} moves/s`,
      value: fmt(moves / elapsed, 0),
      detail: `${moves} in ${fmt(elapsed, 1)} s`,
    },
    {
      figure: `${label} round trip p50 / p95 / p99`,
      value: `${fmt(pct(rtts, 50), 1)} / ${fmt(pct(rtts, 95), 1)} / ${fmt(pct(rtts, 99), 1)} ms`,
    },
    {
      figure: `${label} relay CPU / driver CPU`,
      value: `${fmt(relayCpu * 100, 0)} % / ${fmt(driverCpu * 100, 0)} %`,
      detail: `${fmt((relayCpu * 1000 * elapsed) / Math.max(1, moves), 3)} ms relay CPU per move`,
    },
  ];
}

export async function run(): Promise<Figure[]> {
  const ns = (process.env.BENCH_ONLINE_N ?? '200').split(',').map(Number);
  const seconds = Number(process.env.BENCH_ONLINE_S ?? 10);
  const out: Figure[] = [];
  for (const n of ns) out.push(...(await measure(n, seconds)));
  return out;
}
