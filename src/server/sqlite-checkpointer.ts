/**
 * Checkpoints the SQLite store's write-ahead log from a worker thread (docs/online.md, "Bench").
 * With SQLite's default, the connection that commits copies the log into the database file every
 * 1,000 pages, with two fsyncs, on the event loop: under load that was ~7 % of the server's time
 * and its longest stalls. Here the store's own connection only checkpoints as a safety net (when
 * the log passes SAFETY_PAGES, should the worker be gone), and a second connection in a worker
 * runs a PASSIVE checkpoint every `everyMs`, which never blocks the store's writes. A committed
 * move is in the log (synchronous = NORMAL): checkpointing later loses nothing on a crash.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { log } from './log.ts';

/** Pages of log after which the store's own connection checkpoints anyway (~80 MB). */
export const SAFETY_PAGES = 20_000;
/** The log file is cut back to this size after a checkpoint that reset it. */
const LOG_LIMIT_BYTES = 64 * 1024 * 1024;

// Plain CommonJS run by the worker (no TypeScript loader needed there).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { parentPort.postMessage(String(e)); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  /** Stops the worker (after its last checkpoint) and gives the store its own checkpoints back. */
  stop(): Promise<void>;
}

/**
 * Moves checkpoints of `db` (open in WAL mode on `file`) to a worker. Should the worker fail,
 * the store checkpoints on its own again, as SQLite does by default.
 */
export function startCheckpointer(
  db: Database.Database,
  file: string,
  everyMs = 200,
): Checkpointer {
  db.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  db.pragma(`journal_size_limit = ${LOG_LIMIT_BYTES}`);
  const fallBack = () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, everyMs, module: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.unref();
  worker.on('message', (m: unknown) => log.warn({ error: m }, 'SQLite checkpoint failed'));
  worker.on('error', (e) => {
    log.error({ err: e }, 'SQLite checkpointer stopped');
    fallBack();
  });
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        // Waited for: a process with nothing else left to do (`npm run prune`) must not end first.
        worker.ref();
        worker.once('exit', () => resolve());
        // Kept alive until it has exited: with nothing else pending the process would end first.
        worker.ref();
        worker.postMessage('stop');
      });
      return stopped;
    },
  };
}
