/**
 * The server's work that must not run on the event loop (docs/online.md, "Work off the event
 * loop"): replaying a stored log (restoring a room, answering `history`; Disc Wars reruns the
 * physics of every flip, ~25-360 ms a move) and the server bot's search (250 ms at the normal
 * level). Each runs in a worker thread: one for replays and one for the bot per process (the
 * machine has two cores), started on first use, each running its jobs in turn (thread-jobs.ts),
 * and stopped with the server.
 *
 * The server runs TypeScript through tsx; a worker thread does not inherit its loader, so, as the
 * bench's game pool does, the worker's first code (plain JavaScript, `eval`, like
 * sqlite-checkpointer.ts) registers tsx's loader and then imports thread-jobs.ts.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { BotJob } from './room-bot.ts';
import type { Replayed, ReplayJob } from './replay.ts';
import { log } from './log.ts';

export type ThreadJob =
  ({ readonly kind: 'replay' } & ReplayJob) | ({ readonly kind: 'bot' } & BotJob);

export type ThreadRequest =
  { readonly id: number; readonly job: ThreadJob } | { readonly cancel: number };

export type ThreadReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.loader)
  .then((tsx) => { tsx.register(); return import(workerData.entry); })
  .catch((e) => { console.error('server thread failed to start:', e); process.exit(1); });
`;

function loaderUrl(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return 'tsx/esm/api';
  }
}

/**
 * One worker thread and the jobs handed to it. It keeps the process alive only while a job is
 * pending; a thread that dies fails its pending jobs and is started again by the next job.
 */
export class JobThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private closed = false;

  constructor(
    readonly name: string,
    private readonly limits: ResourceLimits = {},
  ) {}

  /** Jobs handed over and not answered yet. */
  get busy(): number {
    return this.pending.size;
  }

  /** Runs `job` on the thread; aborting `signal` drops it (the promise rejects). */
  run(job: ThreadJob, signal?: AbortSignal): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error(`the ${this.name} thread is closed`));
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    const w = this.start();
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const abort = () => {
        if (!this.pending.delete(id)) return;
        this.idle();
        this.worker?.postMessage({ cancel: id } satisfies ThreadRequest);
        reject(new Error('cancelled'));
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.pending.set(id, {
        resolve(v) {
          signal?.removeEventListener('abort', abort);
          resolve(v);
        },
        reject(e) {
          signal?.removeEventListener('abort', abort);
          reject(e);
        },
      });
      if (this.pending.size === 1) w.ref();
      w.postMessage({ id, job } satisfies ThreadRequest);
    });
  }

  replay(job: ReplayJob, signal?: AbortSignal): Promise<Replayed> {
    return this.run({ kind: 'replay', ...job }, signal) as Promise<Replayed>;
  }

  bot(job: BotJob, signal?: AbortSignal): Promise<unknown> {
    return this.run({ kind: 'bot', ...job }, signal);
  }

  /** Stops the thread; pending jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    const w = this.worker;
    this.worker = null;
    this.failAll(new Error(`the ${this.name} thread was closed`));
    if (w) await w.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(BOOT, {
      eval: true,
      name: `tabletop-${this.name}`,
      workerData: {
        tabletopThread: this.name,
        loader: loaderUrl(),
        entry: new URL('./thread-jobs.ts', import.meta.url).href,
      },
      resourceLimits: this.limits,
    });
    w.unref();
    w.on('message', (r: ThreadReply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      this.idle();
      if (r.ok) p.resolve(r.value);
      else p.reject(new Error(r.error));
    });
    const gone = (e: Error) => {
      if (this.worker !== w) return;
      this.worker = null;
      this.failAll(e);
    };
    w.on('error', (e) => {
      log.error({ err: e, thread: this.name }, 'server thread failed');
      gone(e);
    });
    w.on('exit', (code) => gone(new Error(`the ${this.name} thread exited (${code})`)));
    this.worker = w;
    return w;
  }

  private idle(): void {
    if (this.pending.size === 0) this.worker?.unref();
  }

  private failAll(e: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(e);
  }
}

/** The process's two threads. */
export interface ServerThreads {
  /** Restores and `history` replays. */
  readonly replay: JobThread;
  /** The server bot's searches. */
  readonly bot: JobThread;
  close(): Promise<void>;
}

export function startThreads(): ServerThreads {
  // A young generation of its own, smaller than the main thread's 64 MB semi-spaces.
  const limits = { maxYoungGenerationSizeMb: 32 };
  const replay = new JobThread('replay', limits);
  const bot = new JobThread('bot', limits);
  return {
    replay,
    bot,
    async close() {
      await Promise.all([replay.close(), bot.close()]);
    },
  };
}
