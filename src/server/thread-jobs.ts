/**
 * The inside of a server thread (threads.ts starts it): it loads the games it is asked about
 * (games.ts, Disc Wars with its own physics) and runs the jobs it is handed, a replay a move at a
 * time and round robin in slices of SLICE_MS, so that a short job (a Battle Line restore, a
 * `history` chunk) is not queued behind a long one (a 150-move Disc Wars restore). Every answer is
 * plain data; an error fails its job only.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { loadServerGame, type ServerGame } from './games.ts';
import { replaySteps } from './replay.ts';
import { chooseServerBotMove } from './room-bot.ts';
import type { ThreadJob, ThreadReply, ThreadRequest } from './threads.ts';

/** How long one job runs before the next queued one gets its turn. */
const SLICE_MS = 10;
/** The thread's nice value: when the cores are busy, the event loop runs first. */
const NICE = 10;

/** Lowers this thread's scheduling priority (Linux: a thread is a task of its own); best effort. */
function yieldToEventLoop(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), NICE);
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}

interface Queued {
  readonly id: number;
  readonly steps: Iterator<void, unknown>;
}

function* stepsOf(game: ServerGame, job: ThreadJob): Generator<void, unknown, void> {
  if (job.kind === 'replay') return yield* replaySteps(game, job);
  return chooseServerBotMove(game, job);
}

function serve(port: NonNullable<typeof parentPort>): void {
  yieldToEventLoop();
  const queue: Queued[] = [];
  /** Jobs received and not answered yet, and those of them cancelled. */
  const open = new Set<number>();
  const cancelled = new Set<number>();
  let scheduled = false;

  const reply = (r: ThreadReply) => {
    open.delete(r.id);
    port.postMessage(r);
  };
  const failed = (id: number, e: unknown) =>
    reply({ id, ok: false, error: e instanceof Error ? e.message : String(e) });

  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(runSlice);
  };

  function runSlice(): void {
    scheduled = false;
    const job = queue.shift();
    if (!job) return;
    const until = performance.now() + SLICE_MS;
    try {
      for (;;) {
        if (cancelled.delete(job.id)) {
          open.delete(job.id);
          break;
        }
        const r = job.steps.next();
        if (r.done) {
          reply({ id: job.id, ok: true, value: r.value });
          break;
        }
        if (performance.now() >= until) {
          queue.push(job);
          break;
        }
      }
    } catch (e) {
      failed(job.id, e);
    }
    schedule();
  }

  port.on('message', (m: ThreadRequest) => {
    if ('cancel' in m) {
      // Dropped at its next slice (or when its game has loaded), without an answer.
      if (open.has(m.cancel)) cancelled.add(m.cancel);
      return;
    }
    open.add(m.id);
    loadServerGame(m.job.game).then(
      (game) => {
        queue.push({ id: m.id, steps: stepsOf(game, m.job) });
        schedule();
      },
      (e: unknown) => failed(m.id, e),
    );
  });
}

if (parentPort && (workerData as { tabletopThread?: unknown } | null)?.tabletopThread)
  serve(parentPort);
