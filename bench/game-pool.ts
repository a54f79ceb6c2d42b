/**
 * Seeded bot-vs-bot games on two worker threads, one game per message, for every game's strength
 * and balance figures. A suite exports `botGame(seed, levels)`; each worker imports that suite
 * (through tsx) and plays the games it is handed until the queue is empty.
 *
 * With `BENCH_LOG=<file>` every finished game is appended to the file as one JSON line, and games
 * already in it (same suite, levels, budgets and seed) are read back instead of played again:
 * games are reproducible, so a long run can be stopped and resumed, and its partial figures read.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { BotLevel } from '../src/core/bots/levels.ts';
import type { Seat } from '../src/core/game.ts';

export interface GameRecord {
  readonly winner: Seat | null;
  readonly moves: number;
  readonly reason?: string;
  readonly rounds?: number;
}

export interface PoolJob {
  readonly seed: number;
  readonly levels: readonly [BotLevel, BotLevel];
}

export interface PoolOptions {
  /** The suite's `import.meta.url`; the suite must export `botGame`. */
  readonly suite: string;
  /** Names the bots' budgets, so a logged game is reused only while they are unchanged. */
  readonly budgets: string;
  readonly workers?: number;
}

interface WorkerInit {
  readonly gamePool: true;
  readonly suite: string;
}

type BotGame = (seed: number, levels: readonly [BotLevel, BotLevel]) => GameRecord;

function logKey(o: PoolOptions, j: PoolJob): string {
  const suite = o.suite.slice(o.suite.lastIndexOf('/') + 1);
  return `${suite}|${j.levels.join('-')}|${o.budgets}|${j.seed}`;
}

function readLog(file: string | undefined): Map<string, GameRecord> {
  const done = new Map<string, GameRecord>();
  if (!file || !existsSync(file)) return done;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const e = JSON.parse(line) as { key: string; record: GameRecord };
    done.set(e.key, e.record);
  }
  return done;
}

/** Plays every job (or reads it back from `BENCH_LOG`) and returns the records in job order. */
export async function playGames(jobs: readonly PoolJob[], o: PoolOptions): Promise<GameRecord[]> {
  const log = process.env['BENCH_LOG'];
  const known = readLog(log);
  const out: (GameRecord | undefined)[] = jobs.map((j) => known.get(logKey(o, j)));
  const todo = jobs.map((_, i) => i).filter((i) => out[i] === undefined);
  let next = 0;
  let finished = jobs.length - todo.length;
  const workers = Math.min(o.workers ?? 2, todo.length);
  await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<void>((resolve, reject) => {
          // tsx's loader must be registered inside the worker before the .ts modules load.
          const init: WorkerInit = { gamePool: true, suite: o.suite };
          const w = new Worker(
            `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`,
            { eval: true, workerData: init },
          );
          let current = -1;
          const feed = (): void => {
            if (next >= todo.length) {
              w.postMessage(null);
              return;
            }
            current = todo[next++] as number;
            w.postMessage(jobs[current]);
          };
          w.on('message', (r: GameRecord) => {
            const job = jobs[current] as PoolJob;
            out[current] = r;
            finished++;
            if (log) appendFileSync(log, JSON.stringify({ key: logKey(o, job), record: r }) + '\n');
            if (process.env['BENCH_PROGRESS'])
              process.stderr.write(`  ${job.levels.join(' vs ')}: ${finished}/${jobs.length}\n`);
            feed();
          });
          w.on('error', reject);
          w.on('exit', () => resolve());
          feed();
        }),
    ),
  );
  return out as GameRecord[];
}

/** Games of `strong` against `weak`, seats alternating, seeds from `seedBase` (one per pair). */
export function alternatingJobs(
  strong: BotLevel,
  weak: BotLevel,
  games: number,
  seedBase: number,
): PoolJob[] {
  return Array.from({ length: games }, (_, g) => ({
    seed: seedBase + Math.floor(g / 2),
    levels: g % 2 === 0 ? [strong, weak] : [weak, strong],
  }));
}

/** The seat `strong` held in a job made by `alternatingJobs`. */
export function strongSeat(job: PoolJob, strong: BotLevel): Seat {
  return job.levels[0] === strong && job.levels[1] !== strong ? 0 : 1;
}

/** Wins, losses and draws of `strong` over `jobs` and their records. */
export function tally(
  jobs: readonly PoolJob[],
  records: readonly GameRecord[],
  strong: BotLevel,
): { wins: number; losses: number; draws: number } {
  const t = { wins: 0, losses: 0, draws: 0 };
  jobs.forEach((j, i) => {
    const w = records[i]?.winner ?? null;
    if (w === null) t.draws++;
    else if (w === strongSeat(j, strong)) t.wins++;
    else t.losses++;
  });
  return t;
}

/**
 * The lower end of the 95% Wilson score interval for `wins` out of `n`: the win rate the games
 * prove with 95% confidence (so 60 wins of 60 prove more than 94%).
 */
export function wilsonLow(wins: number, n: number): number {
  if (n === 0) return 0;
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return (c - r) / d;
}

if (!isMainThread && (workerData as WorkerInit | null)?.gamePool) {
  const init = workerData as WorkerInit;
  void import(init.suite).then((mod: { botGame: BotGame }) => {
    parentPort?.on('message', (job: PoolJob | null) => {
      if (job === null) process.exit(0);
      parentPort?.postMessage(mod.botGame(job.seed, job.levels));
    });
  });
}
