/**
 * The real game server for the online browser tests: `src/server/main.ts` in a child Node process
 * on a free loopback port with a temporary data directory, serving the built app (dist/) and the
 * game server from one origin, as `npm start` does. It can be killed (SIGKILL, nothing flushed)
 * and started again on the same port and data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ENTRY = process.env.TABLETOP_SERVER_ENTRY ?? join('src', 'server', 'main.ts');

export interface GameServer {
  /** The app's address on the game server, ending with `/`. */
  readonly url: string;
  /** Its data directory (the SQLite file is `tabletop.sqlite` there). */
  readonly dataDir: string;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM: the process drains (its rooms hand over) and exits; waits for the exit. */
  drain(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

function launch(port: number, dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TABLETOP_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`game server exited (${code}): ${out}`)));
    setTimeout(() => reject(new Error(`game server did not start: ${out}`)), 60_000).unref();
  });
  return { child, ready };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `port` 0: a free one (a cluster's processes are given theirs: their public address names it). */
export async function startGameServer(
  env: Record<string, string> = {},
  given = 0,
): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabletop-online-'));
  let run = launch(given, dataDir, env);
  const port = await run.ready;
  return {
    url: `http://127.0.0.1:${port}/`,
    dataDir,
    async kill() {
      run.child.kill('SIGKILL');
      await exited(run.child);
    },
    async drain() {
      run.child.kill('SIGTERM');
      await exited(run.child);
    },
    async restart() {
      run = launch(port, dataDir, env);
      await run.ready;
    },
    async stop() {
      run.child.kill('SIGTERM');
      await Promise.race([exited(run.child), new Promise((r) => setTimeout(r, 3000))]);
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
