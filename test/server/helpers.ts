/**
 * Test helpers: the real server in a child process (so it can be SIGKILLed and restarted on the
 * same data directory and port) and real colyseus.js clients that record every message received,
 * raw, for leak checks. `openRoom` is the one way tests and the bench join a match room.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { GameId } from '../../src/core/game.ts';
import type { ServerMessages, ViewPatch, WireView } from '../../src/net/protocol.ts';
import type { StoredMatch } from '../../src/server/store.ts';
import { ViewStream } from '../../src/net/view-stream.ts';

export interface Child {
  readonly port: number;
  readonly proc: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /**
   * With `loopLog`: each time since `since` (epoch ms) the server's event loop was busy without a
   * break for more than 5 ms, how long, and how long its thread ran on a core meanwhile
   * (test/server/loop-monitor.ts).
   */
  busy(since: number): { busy: number; cpu: number }[];
}

/** A stored match as the store would load it: both seats taken, no bot, no ending. */
export function storedMatch(
  game: GameId,
  options: unknown,
  seed: number,
  moves: readonly unknown[] = [],
): StoredMatch {
  return {
    id: game.slice(0, 1).repeat(16),
    game,
    options,
    seed,
    seats: ['a', 'b'],
    invite: null,
    createdAt: 0,
    moves,
    bots: [false, false],
    ending: null,
  };
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
  opts: { loopLog?: boolean } = {},
): Promise<Child> {
  // e.g. SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" npm run bench online (profiles).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The young generation as `npm start` sizes it (package.json): fewer scavenges under load.
  const loopLog = opts.loopLog ? join(dataDir, 'loop.log') : null;
  const args = [
    '--max-semi-space-size=64',
    ...nodeArgs,
    '--import',
    'tsx',
    ...(loopLog ? ['--import', './test/server/loop-monitor.ts'] : []),
    'src/server/main.ts',
    '--game-only',
  ];
  const proc = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TABLETOP_DATA_DIR: dataDir,
      ...(loopLog ? { TABLETOP_LOOP_LOG: loopLog } : {}),
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
    busy(since) {
      if (!loopLog || !existsSync(loopLog)) return [];
      return readFileSync(loopLog, 'utf8')
        .split('\n')
        .map((line) => line.split(' ').map(Number) as [number, number, number])
        .filter(([at, busy]) => at >= since && busy > 0)
        .map(([, busy, cpu]) => ({ busy, cpu }));
    },
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

/**
 * Calls `listener` with every raw frame the room's WebSocket receives (after colyseus.js decoded
 * it). On a room not connected yet (openRoom's `attach`), from its very first frame.
 */
export function onRawFrame(room: Room, listener: (data: Buffer) => void): void {
  const listen = () => {
    const ws = (room.connection as unknown as { transport: { ws: NodeWs } }).transport.ws;
    ws.on('message', (data) => listener(Buffer.isBuffer(data) ? data : Buffer.from(data)));
  };
  if (room.connection) return listen();
  const r = room as unknown as { connect(...args: unknown[]): void };
  const connect = r.connect.bind(room);
  r.connect = (...args) => {
    connect(...args);
    listen();
  };
}

/**
 * Joins a match room with `attach` called on the room BEFORE it joins. Node's WebSocket hands
 * over several frames in one go, so a handler registered after `create` resolves can miss the
 * `welcome` and first `view` that came with the join (colyseus.js drops a message nobody listens
 * to: "onMessage() not registered"), which stalled whole lanes of the bench. By default options
 * with `create` create the match and any others go to `joinOrCreate`.
 */
export function openRoom(
  port: number,
  options: object,
  attach: (room: Room) => void,
  how: 'create' | 'joinOrCreate' = 'create' in options ? 'create' : 'joinOrCreate',
): Promise<Room> {
  const client = new Client(`ws://127.0.0.1:${port}/colyseus`);
  const c = client as unknown as { createRoom(name: string, schema?: unknown): Room };
  const make = c.createRoom.bind(client);
  c.createRoom = (name, schema) => {
    const room = make(name, schema);
    attach(room);
    return room;
  };
  return how === 'create' ? client.create('match', options) : client.joinOrCreate('match', options);
}

/**
 * Turns the room's `view` and `patch` messages into whole views for `onView` (as the browser's
 * connection does), asking the server for the whole view (`sync`) when a patch does not apply.
 */
export function followViews(room: Room, onView: (v: ServerMessages['view']) => void): void {
  const stream = new ViewStream();
  room.onMessage('view', (v: WireView) => onView(stream.full(v)));
  room.onMessage('patch', (p: ViewPatch) => {
    const v = stream.apply(p);
    if (v) onView(v);
    else room.send('sync', {});
  });
}

type Received = {
  [K in keyof ServerMessages]: { type: K; payload: ServerMessages[K] };
}[keyof ServerMessages];

/**
 * A connected client that keeps every message it was sent. A `patch` is kept as it came, followed
 * by the whole `view` it makes (so tests wait for views whichever way they were sent).
 */
export class TestClient {
  readonly received: Received[] = [];
  /** Every raw frame's bytes as text (what a network observer sees). */
  readonly frames: string[] = [];
  private waiters: (() => void)[] = [];
  private room_: Room | null = null;
  private readonly stream = new ViewStream();

  private constructor() {}

  get room(): Room {
    return this.room_!;
  }

  private attach(room: Room): void {
    this.room_ = room;
    const stream = this.stream;
    room.onMessage('*', (type, payload) => {
      // A whole view is kept as the stream makes it (legal moves unpacked), a patch as it came.
      if (type === 'view') return this.push({ type, payload: stream.full(payload as WireView) });
      this.push({ type, payload } as Received);
      if (type !== 'patch') return;
      const v = stream.apply(payload as ViewPatch);
      if (v) this.push({ type: 'view', payload: v });
      else room.send('sync', {});
    });
    onRawFrame(room, (data) => this.frames.push(data.toString('latin1')));
  }

  /** Drops the view held for patches (as if a message was lost): the next patch asks `sync`. */
  forgetView(): void {
    this.stream.reset();
  }

  private push(r: Received): void {
    this.received.push(r);
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Joins (`create` or `joinOrCreate`) with the handlers on before the join (openRoom). */
  static async connect(port: number, how: 'create' | 'joinOrCreate', options: object) {
    const t = new TestClient();
    await openRoom(port, options, (room) => t.attach(room), how);
    return t;
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
export const FAST = {
  TABLETOP_RATE_BURST: '1000',
  TABLETOP_RATE_PER_S: '1000',
  TABLETOP_CREATES_PER_MIN: '1000',
};

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

/** A plain HTTP request to the server on `port` (health, metrics): status, content type, body. */
export function httpGet(
  port: number,
  path: string,
  method = 'GET',
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The port of the process whose WebSocket a client's room is open on (cluster tests). */
export function wsPort(c: TestClient): number {
  const ws = (c.room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws;
  return Number(new URL(ws.url).port);
}

/**
 * Joins as the browser does after a drop or a hand-over: again every `everyMs` until the match
 * opens somewhere, or `timeoutMs` has passed (then the last refusal is thrown).
 */
export async function rejoinUntilOpen(
  port: number,
  options: object,
  timeoutMs = 30_000,
  everyMs = 300,
): Promise<TestClient> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await TestClient.connect(port, 'joinOrCreate', options);
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
