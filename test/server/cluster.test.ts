/**
 * Several server processes sharing Redis (docs/deploy.md), with a real Redis started here once: a
 * room lives on one process and a client that asked another process is sent to it; SIGTERM
 * closes a process's rooms with the code that makes clients join again, and the process exits
 * within its bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_REJOIN, type ViewMessage } from '../../src/net/protocol.ts';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';
import { startRedis, type RedisService } from './services/redis.ts';

const ENV = { TABLETOP_RATE_BURST: '1000', TABLETOP_RATE_PER_S: '1000' };
let redis: RedisService;
const children: Child[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
  await redis?.stop();
});

async function startProcess(): Promise<Child> {
  const child = await startChild(tempDataDir(), await freePort(), { ...ENV, REDIS_URL: redis.url });
  children.push(child);
  return child;
}

/** The port of the process whose WebSocket a client's room is open on. */
function wsPort(c: TestClient): number {
  const ws = (c.room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws;
  return Number(new URL(ws.url).port);
}

/** Plays `count` moves, a legal move picked by version. */
async function play(clients: TestClient[], from: number, count: number): Promise<void> {
  for (let version = from; version < from + count; version++) {
    const v = (await clients[0]!.waitFor('view', (x) => x.version === version)) as ViewMessage;
    const mover = clients[v.toMove!]!;
    const mine = await mover.waitFor('view', (x) => x.version === version);
    mover.room.send('move', { move: mine.legal[version % mine.legal.length], version });
    await clients[1 - v.toMove!]!.waitFor('view', (x) => x.version === version + 1);
  }
}

async function newMatch(p1: Child, p2: Child) {
  const a = await TestClient.connect(p1.port, 'create', {
    create: { game: 'battleline', options: { tactics: false }, seat: 0 },
  });
  const wa = await a.waitFor('welcome');
  const b = await TestClient.connect(p2.port, 'joinOrCreate', {
    match: wa.matchId,
    invite: wa.invite,
  });
  expect((await b.waitFor('welcome')).seat).toBe(1);
  return { a, b };
}

describe('processes sharing Redis', () => {
  let p1: Child;
  let p2: Child;
  beforeAll(async () => {
    [p1, p2] = await Promise.all([startProcess(), startProcess()]);
  }, 120_000);

  it('a player who asked the other process is sent to the process holding the room', async () => {
    const { a, b } = await newMatch(p1, p2);
    expect(b.room.roomId).toBe(a.room.roomId);
    // Rooms open on the process asked to open them: A created it through p1.
    expect(wsPort(a)).toBe(p1.port);
    expect(wsPort(b)).toBe(p1.port);
    // Both play through the one room: each move reaches the other player.
    await play([a, b], 0, 4);
    await a.leave();
    await b.leave();
  });

  it('SIGTERM: the rooms close with the code to join again, and the process exits in time', async () => {
    const { a, b } = await newMatch(p1, p2);
    await play([a, b], 0, 2);
    const codes = [a, b].map(
      (c) => new Promise<number>((resolve) => c.room.onLeave((code) => resolve(code))),
    );
    const exited = new Promise<number>((resolve) =>
      p1.proc.once('exit', () => resolve(Date.now())),
    );
    const t0 = Date.now();
    p1.proc.kill('SIGTERM');
    expect(await Promise.all(codes)).toEqual([CLOSE_REJOIN, CLOSE_REJOIN]);
    expect((await exited) - t0).toBeLessThan(10_000);
    // The other process takes new games.
    const c = await TestClient.connect(p2.port, 'create', {
      create: { game: 'battleline', options: {}, seat: 0 },
    });
    expect((await c.waitFor('welcome')).seat).toBe(0);
    await c.leave();
  });
});
