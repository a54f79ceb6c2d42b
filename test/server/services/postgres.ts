/**
 * A throw-away PostgreSQL for tests and the bench: Debian's server binaries
 * (/usr/lib/postgresql/<n>/bin), a fresh cluster in a temporary directory owned by the `postgres`
 * user (when we run as root), trust authentication, listening on a free port of 127.0.0.1 with its
 * socket in the same directory, and one database. `pause()` stops the server and `resume()`
 * starts it again on the same directory and port (PostgreSQL unreachable for a moment).
 * It is always stopped: by `stop()`, and if this process ends without calling it, by a small
 * watchdog shell that waits for our pid to disappear.
 */
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers.ts';

const run = promisify(execFile);

export interface Postgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  readonly url: string;
  readonly port: number;
  /** Stops the server (immediately) and removes its directory. Idempotent. */
  stop(): Promise<void>;
  /** Stops the server; connections fail until `resume()`. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same directory and port. */
  resume(): Promise<void>;
}

export interface PostgresOptions {
  /** fsync and synchronous commit off (the default, for tests); true keeps PostgreSQL's defaults. */
  readonly durable?: boolean;
  readonly database?: string;
}

/** The newest installed server's bin directory, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

export async function startPostgres(opts: PostgresOptions = {}): Promise<Postgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server tools as the `postgres` user.
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : run(join(bin, name), args);
  const dir = mkdtempSync(join(tmpdir(), 'tabletop-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: g } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(g.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=16MB',
    ...(opts.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () =>
    tool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '60', 'start']);
  const halt = (mode: 'fast' | 'immediate') =>
    tool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).then(
      () => undefined,
      () => undefined,
    );
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  await start();
  // Watchdog: when this process is gone (crash, kill, a test runner that skips afterAll), stop the
  // server and remove the directory.
  const pgCtl = asRoot ? `runuser -u postgres -- ${join(bin, 'pg_ctl')}` : join(bin, 'pg_ctl');
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${pgCtl} -D ${data} -m immediate stop >/dev/null 2>&1; rm -rf ${dir}`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  const database = opts.database ?? 'tabletop';
  await tool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await halt('immediate');
      if (watchdog.pid) {
        try {
          process.kill(watchdog.pid);
        } catch {
          // Already gone.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => halt('fast'),
    async resume() {
      await start();
    },
  };
}
