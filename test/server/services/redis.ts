/**
 * A throw-away Redis for tests: Debian's `redis-server` on a free loopback port in a fresh temp
 * directory, no persistence (`--save '' --appendonly no`). `restart()` stops it and starts it again
 * on the same port (the data is gone, as after a crash of a cache). Stopped by `stop()` and, as a
 * last resort, when the test process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers.ts';

export interface RedisService {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops it, waits `ms`, and starts it again on the same port (an outage of `ms`). */
  outage(ms: number): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

function launch(dir: string, port: number): Promise<ChildProcess> {
  const proc = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let done = false;
    const onData = (d: Buffer) => (out += d.toString());
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('error', (e) => {
      done = true;
      reject(new Error(`cannot start ${REDIS_SERVER}: ${e.message}`));
    });
    proc.once('exit', (code) => {
      done = true;
      reject(new Error(`redis-server exited ${code}: ${out}`));
    });
    const poll = () => {
      if (done) return;
      ping(port).then(
        () => {
          done = true;
          resolve(proc);
        },
        () => setTimeout(poll, 50),
      );
    };
    poll();
  });
}

/** Resolves when a Redis on `port` answers PING. */
function ping(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1');
    s.setTimeout(1000);
    let got = '';
    s.once('connect', () => s.write('PING\r\n'));
    s.on('data', (d: Buffer) => {
      got += d.toString();
      if (got.includes('+PONG')) {
        s.destroy();
        resolve();
      }
    });
    s.once('timeout', () => s.destroy(new Error('timeout')));
    s.once('error', reject);
    s.once('close', () => reject(new Error('closed')));
  });
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    const hard = setTimeout(() => proc.kill('SIGKILL'), 3000);
    proc.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}

export async function startRedis(): Promise<RedisService> {
  const dir = mkdtempSync(join(tmpdir(), 'tabletop-redis-'));
  const port = await freePort();
  let proc = await launch(dir, port);
  const onExit = () => proc.kill('SIGKILL');
  process.once('exit', onExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      process.off('exit', onExit);
      await kill(proc);
      rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await kill(proc);
      proc = await launch(dir, port);
    },
    async outage(ms: number) {
      await kill(proc);
      await new Promise((r) => setTimeout(r, ms));
      proc = await launch(dir, port);
    },
  };
}
