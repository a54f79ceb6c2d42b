/**
 * The load of the online benches (`npm run bench online` and `online-cluster`): N lanes, each
 * playing two-player Battle Line matches without tactics over real WebSockets, both clients
 * playing a random legal move as soon as their view says they may; a finished match is replaced
 * by a new one. Views arrive whole or as patches (followViews rebuilds them, as the browser
 * does); the raw frames of each kind are counted. Also the /proc readings the suites report.
 */
import { readFileSync } from 'node:fs';
import type { Room } from 'colyseus.js';
import type { ViewMessage, Welcome } from '../src/net/protocol.ts';
import { followViews, onRawFrame, openRoom } from '../test/server/helpers.ts';

/** Server settings for the bench: no rate or room limit gets in the way of the load. */
export const BENCH_ENV = {
  TABLETOP_RATE_BURST: '100000',
  TABLETOP_RATE_PER_S: '100000',
  TABLETOP_ROOMS_PER_ADDRESS: '100000',
  TABLETOP_CREATES_PER_MIN: '100000',
};

export interface LaneStats {
  moves: number;
  rtts: number[];
  /** Raw frames of whole views and of patches: count and bytes. */
  viewFrames: number;
  viewBytes: number;
  patchFrames: number;
  patchBytes: number;
  games: number;
  measuring: boolean;
}

/** CPU ticks (1/100 s) used so far by the processes with these pids (gone ones count 0). */
export function cpuTicks(pids: readonly number[]): number {
  let t = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      t += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // gone
    }
  }
  return t;
}

export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export function pct(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Whether frame `d` starts with `head` (Colyseus' ROOM_DATA byte, then the type as a fixstr). */
function startsWith(d: Buffer, head: Buffer): boolean {
  if (d.length < head.length) return false;
  for (let i = 0; i < head.length; i++) if (d[i] !== head[i]) return false;
  return true;
}

const VIEW = Buffer.from([13, 0xa4, ...Buffer.from('view')]);
const PATCH = Buffer.from([13, 0xa5, ...Buffer.from('patch')]);

function countFrames(room: Room, stats: LaneStats): void {
  onRawFrame(room, (d) => {
    if (!stats.measuring) return;
    if (startsWith(d, VIEW)) {
      stats.viewFrames++;
      stats.viewBytes += d.length;
    } else if (startsWith(d, PATCH)) {
      stats.patchFrames++;
      stats.patchBytes += d.length;
    }
  });
}

/** One match played to its end (or until stopped): seat 0 joins through ports[0], seat 1 through ports[1]. */
async function playMatch(
  ports: readonly [number, number],
  stats: LaneStats,
  stop: () => boolean,
  pick: () => number,
): Promise<void> {
  let finish: () => void = () => undefined;
  const over = new Promise<void>((resolve) => (finish = resolve));
  const drive = (room: Room) => {
    let sentAt = 0;
    let sentVersion = -1;
    followViews(room, (v: ViewMessage) => {
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
      sentVersion = v.version;
      sentAt = performance.now();
      room.send('move', { move: v.legal[pick() % v.legal.length], version: v.version });
    });
    room.onMessage('*', () => undefined);
    countFrames(room, stats);
  };
  let welcomed: (w: Welcome) => void = () => undefined;
  const welcome = new Promise<Welcome>((resolve) => (welcomed = resolve));
  const create = { create: { game: 'battleline', options: { tactics: false }, seat: 0 } };
  const a = await openRoom(ports[0], create, (room) => {
    room.onMessage('welcome', welcomed);
    drive(room);
  });
  const w = await welcome;
  const b = await openRoom(ports[1], { match: w.matchId, invite: w.invite }, drive);
  const check = setInterval(() => {
    if (stop()) finish();
  }, 200);
  await over;
  clearInterval(check);
  await Promise.all([a.leave(true).catch(() => 0), b.leave(true).catch(() => 0)]);
}

export interface LaneRun<T> {
  readonly stats: LaneStats;
  /** Measured seconds. */
  readonly elapsed: number;
  /** `probe()` at the start and at the end of the measured time. */
  readonly before: T;
  readonly after: T;
  /** Round trips, sorted. */
  readonly rtts: readonly number[];
}

/**
 * Runs `n` lanes against the servers on `ports` (lane i creates through ports[i % k] and joins
 * through the next one), 3 s of warm-up, then `seconds` measured between two `probe()` calls.
 */
export async function runLanes<T>(
  n: number,
  ports: readonly number[],
  seconds: number,
  probe: () => T,
): Promise<LaneRun<T>> {
  const stats: LaneStats = {
    moves: 0,
    rtts: [],
    viewFrames: 0,
    viewBytes: 0,
    patchFrames: 0,
    patchBytes: 0,
    games: 0,
    measuring: false,
  };
  let seed = 12345;
  const pick = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  let stopped = false;
  const lanes = Array.from({ length: n }, async (_, i) => {
    const pair = [ports[i % ports.length]!, ports[(i + 1) % ports.length]!] as const;
    while (!stopped) await playMatch(pair, stats, () => stopped, pick).catch(() => 0);
  });
  await new Promise((r) => setTimeout(r, 3000));
  stats.measuring = true;
  const before = probe();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const after = probe();
  stats.measuring = false;
  stopped = true;
  await Promise.all(lanes);
  return { stats, elapsed, before, after, rtts: stats.rtts.sort((x, y) => x - y) };
}
