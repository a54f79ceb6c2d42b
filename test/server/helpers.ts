/**
 * Test helpers: the real server in a child process (so it can be SIGKILLed and restarted on the
 * same data directory and port) and real colyseus.js clients that record every message received,
 * raw, for leak checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { ServerMessages } from '../../src/net/protocol.ts';

export interface Child {
  readonly port: number;
  readonly proc: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'tabletop-server-'));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startChild(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--game-only'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TABLETOP_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(' on http://')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  return {
    port,
    proc,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        const hard = setTimeout(() => proc.kill('SIGKILL'), 3000);
        proc.once('exit', () => {
          clearTimeout(hard);
          resolve();
        });
        proc.kill(signal);
      }),
  };
}

interface NodeWs {
  on(event: 'message', listener: (data: ArrayBuffer | Buffer) => void): void;
}

/** Calls `listener` with every raw frame the room's WebSocket receives (after colyseus.js decoded it). */
export function onRawFrame(room: Room, listener: (data: Buffer) => void): void {
  const ws = (room.connection as unknown as { transport: { ws: NodeWs } }).transport.ws;
  ws.on('message', (data) => listener(Buffer.isBuffer(data) ? data : Buffer.from(data)));
}

type Received = {
  [K in keyof ServerMessages]: { type: K; payload: ServerMessages[K] };
}[keyof ServerMessages];

/** A connected client that keeps every message it was sent. */
export class TestClient {
  readonly received: Received[] = [];
  /** Every raw frame's bytes as text (what a network observer sees). */
  readonly frames: string[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('*', (type, payload) => {
      this.received.push({ type, payload } as Received);
      const w = this.waiters;
      this.waiters = [];
      for (const f of w) f();
    });
    onRawFrame(room, (data) => this.frames.push(data.toString('latin1')));
  }

  static async connect(port: number, how: 'create' | 'joinOrCreate', options: object) {
    const client = new Client(`ws://127.0.0.1:${port}/colyseus`);
    const room =
      how === 'create'
        ? await client.create('match', options)
        : await client.joinOrCreate('match', options);
    return new TestClient(room);
  }

  last<K extends keyof ServerMessages>(type: K): ServerMessages[K] | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const r = this.received[i]!;
      if (r.type === type) return r.payload as ServerMessages[K];
    }
    return undefined;
  }

  /** Waits until a message of `type` satisfying `pred` arrives after index `from`. */
  async waitFor<K extends keyof ServerMessages>(
    type: K,
    pred: (p: ServerMessages[K]) => boolean = () => true,
    from = 0,
    timeoutMs = 15_000,
  ): Promise<ServerMessages[K]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = from; i < this.received.length; i++) {
        const r = this.received[i]!;
        if (r.type === type && pred(r.payload as ServerMessages[K]))
          return r.payload as ServerMessages[K];
      }
      if (Date.now() > deadline)
        throw new Error(
          `no ${type} message within ${timeoutMs} ms; last refusal: ${JSON.stringify(this.last('refused'))}`,
        );
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  async leave(): Promise<void> {
    // A busy server may not answer the leave at once; the test does not wait for it.
    await Promise.race([
      this.room.leave(true).catch(() => undefined),
      new Promise((r) => setTimeout(r, 1000)),
    ]);
  }
}

/** Rate limits raised for tests that play as fast as the server answers. */
export const FAST = { TABLETOP_RATE_BURST: '1000', TABLETOP_RATE_PER_S: '1000' };

/** A small deterministic generator for a test's choices: `chooser(seed)(n)` is in 0..n-1. */
export function chooser(seed: number): (n: number) => number {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x % n;
  };
}

/**
 * A new match of `game`: seat 0 creates it through `createPort`, the invitee takes seat 1 through
 * `joinPort` (the same server, or another process of a cluster); both welcomes are awaited.
 */
export async function seatTwo(
  createPort: number,
  joinPort: number,
  game: string,
  options: object = {},
) {
  const a = await TestClient.connect(createPort, 'create', { create: { game, options, seat: 0 } });
  const wa = await a.waitFor('welcome');
  const b = await TestClient.connect(joinPort, 'joinOrCreate', {
    match: wa.matchId,
    invite: wa.invite,
  });
  const wb = await b.waitFor('welcome');
  return { a, b, wa, wb };
}
