/**
 * Issue 27: a process whose event loop stalls longer than its liveness TTL is taken for dead, and
 * its match is taken over by another process. When it wakes up, its old room must not be a second
 * live room: a move it receives is not stored nor acknowledged (the store's claim fences the
 * append), and its players are sent to join again, where the match now lives. The stall is real:
 * the room's process is stopped with SIGSTOP while a move waits in its socket, then continued.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLOSE_REJOIN } from '../../src/net/protocol.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import {
  freePort,
  rejoinUntilOpen,
  seatTwo,
  startChild,
  tempDataDir,
  wsPort,
  type Child,
  type TestClient,
} from './helpers.ts';
import { Playthrough } from './playthrough.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';
import { startRedis, type RedisService } from './services/redis.ts';

let redis: RedisService;
let pg: Postgres;
const children: Child[] = [];

beforeAll(async () => {
  [redis, pg] = await Promise.all([startRedis(), startPostgres()]);
}, 120_000);
afterAll(async () => {
  for (const c of children) c.proc.kill('SIGCONT');
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
  await Promise.all([redis?.stop(), pg?.stop()]);
});

async function startProcess(): Promise<Child> {
  const child = await startChild(tempDataDir(), await freePort(), {
    TABLETOP_RATE_BURST: '1000',
    TABLETOP_RATE_PER_S: '1000',
    TABLETOP_ROOM_LEASE_MS: '3000',
    REDIS_URL: redis.url,
    DATABASE_URL: pg.url,
  });
  children.push(child);
  return child;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('a stalled process whose match was taken over neither stores nor acknowledges a move, and sends its players on', async () => {
  const [p1, p2] = await Promise.all([startProcess(), startProcess()]);
  // A gone liveness key counts as death once Redis has been up TTL + 3 s for the survivor.
  await sleep(4000);
  const { a, b, wa, wb } = await seatTwo(p1.port, p1.port, 'battleline', { tactics: false });
  const game = new Playthrough([a, b], (n, version) => version % n);
  await game.run(4);
  expect(wsPort(a)).toBe(p1.port);
  const turn = (await game.next())!;
  const mover: TestClient = turn.client;
  const other = mover === a ? b : a;
  const otherToken = (mover === a ? wb : wa).token!;
  const left: number[] = [];
  mover.room.onLeave((code) => left.push(code));
  const moverSeen = mover.received.length;

  // The stall: the move waits in the stopped process's socket while the other player comes back
  // through p2, which finds p1's liveness key gone and takes the match over.
  p1.proc.kill('SIGSTOP');
  try {
    mover.room.send('move', { move: turn.move, version: 4 });
    const back = await rejoinUntilOpen(p2.port, { match: wa.matchId, token: otherToken }, 10_000);
    await back.waitFor('view', (v) => v.version === 4);
    expect(wsPort(back)).toBe(p2.port);
    void other.leave();
    p1.proc.kill('SIGCONT');

    // The old room wakes up with the move to handle: it must hand over, not play it.
    const deadline = Date.now() + 5000;
    while (left.length === 0 && Date.now() < deadline) await sleep(50);
    const acknowledged = mover.received
      .slice(moverSeen)
      .filter((r) => r.type === 'view' && (r.payload as { version: number }).version > 4);
    expect(acknowledged).toEqual([]);
    expect(left).toEqual([CLOSE_REJOIN]);

    const store = await PgStore.open(pg.url);
    try {
      expect((await store.loadMatch(wa.matchId))!.moves.length).toBe(4);
    } finally {
      await store.close();
    }

    // The mover joins where the match lives now and plays the move there: both see it.
    const moverToken = (mover === a ? wa : wb).token!;
    const again = await rejoinUntilOpen(p2.port, { match: wa.matchId, token: moverToken }, 10_000);
    await again.waitFor('view', (v) => v.version === 4);
    again.room.send('move', { move: turn.move, version: 4 });
    await again.waitFor('view', (v) => v.version === 5);
    await back.waitFor('view', (v) => v.version === 5);
    await Promise.all([again.leave(), back.leave()]);
  } finally {
    p1.proc.kill('SIGCONT');
  }
}, 60_000);
