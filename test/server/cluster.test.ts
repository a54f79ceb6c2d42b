/**
 * Several server processes sharing Redis and PostgreSQL (docs/deploy.md), with real services
 * started here once: a room lives on one process and a client that asked another is sent to it;
 * the process holding a game is SIGKILLed and the game finishes on the other with nothing lost or
 * doubled; two processes racing to restore one match open one room; Redis restarts mid-game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_REJOIN } from '../../src/net/protocol.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import {
  freePort,
  rejoinUntilOpen,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
  seatTwo,
  wsPort,
} from './helpers.ts';
import { Playthrough } from './playthrough.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';
import { startRedis, type RedisService } from './services/redis.ts';

const ENV = {
  TABLETOP_RATE_BURST: '1000',
  TABLETOP_RATE_PER_S: '1000',
  TABLETOP_ROOM_LEASE_MS: '3000',
};
let redis: RedisService;
let pg: Postgres;
const children: Child[] = [];

beforeAll(async () => {
  [redis, pg] = await Promise.all([startRedis(), startPostgres()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
  await Promise.all([redis?.stop(), pg?.stop()]);
});

async function startProcess(): Promise<Child> {
  const child = await startChild(tempDataDir(), await freePort(), {
    ...ENV,
    REDIS_URL: redis.url,
    DATABASE_URL: pg.url,
  });
  children.push(child);
  return child;
}

async function newMatch(p1: Child, p2: Child) {
  const { a, b, wa, wb } = await seatTwo(p1.port, p2.port, 'battleline', { tactics: false });
  // A legal move picked by version.
  const game = new Playthrough([a, b], (n, version) => version % n);
  return { a, b, game, matchId: wa.matchId, tokens: [wa.token!, wb.token!] as const };
}

describe('processes sharing Redis and PostgreSQL', () => {
  let p1: Child;
  let p2: Child;
  beforeAll(async () => {
    [p1, p2] = await Promise.all([startProcess(), startProcess()]);
  }, 120_000);

  it('a player who asked the other process is sent to the process holding the room', async () => {
    const { a, b, game } = await newMatch(p1, p2);
    expect(b.room.roomId).toBe(a.room.roomId);
    expect(wsPort(a)).toBe(wsPort(b));
    expect(wsPort(a)).toBe(p1.port);
    // Both play through the one room: each move reaches the other player.
    await game.run(4);
    expect((await b.waitFor('view', (x) => x.version === 4)).version).toBe(4);
    await a.leave();
    await b.leave();
  });

  it('the process holding a game is SIGKILLed: both players finish on the other, log intact', async () => {
    const { game, matchId, tokens } = await newMatch(p1, p2);
    const played = game.played;
    await game.run(10);
    const [a] = game.clients;
    // Rooms open on the process asked to open them: A created it through p1.
    expect(wsPort(a)).toBe(p1.port);
    const [holder, survivor] = [p1, p2];
    await holder.stop('SIGKILL');
    const clients = [
      await rejoinUntilOpen(survivor.port, { match: matchId, token: tokens[0] }),
      await rejoinUntilOpen(survivor.port, { match: matchId, token: tokens[1] }),
    ] as const;
    game.clients = clients;
    expect(wsPort(clients[0]!)).toBe(survivor.port);
    const v = await clients[0]!.waitFor('view');
    expect(v.version).toBe(played.length);
    // The last move sent again, as after a lost acknowledgement: recognised, not refused or doubled.
    const last = played.length - 1;
    const lastMover = game.movers[last]!;
    const before = clients[lastMover]!.received.length;
    clients[lastMover]!.room.send('move', { move: played[last], version: last });
    const answer = await clients[lastMover]!.waitFor('view', () => true, before);
    expect(answer.version).toBe(played.length);
    expect(clients[lastMover]!.received.slice(before).some((r) => r.type === 'refused')).toBe(
      false,
    );
    await game.run();
    expect((await clients[1]!.waitFor('over')).outcome).toBeTruthy();
    const store = await PgStore.open(pg.url);
    try {
      expect((await store.loadMatch(matchId))?.moves).toEqual(played);
    } finally {
      await store.close();
    }
    for (const c of clients) await c.leave();
    // Two processes again for the next tests.
    p1 = await startProcess();
  });

  it('two processes racing to restore one match open exactly one room', async () => {
    const { a, b, game, matchId, tokens } = await newMatch(p1, p2);
    await game.run(2);
    await a.leave();
    await b.leave();
    // Both seats come back at once, each through a different process, each asking to open it.
    const opts = (s: 0 | 1) => ({ match: matchId, token: tokens[s] });
    const tries = await Promise.allSettled([
      rejoinCreate(p1.port, opts(0)),
      rejoinCreate(p2.port, opts(1)),
    ]);
    const opened = tries.filter((t) => t.status === 'fulfilled');
    expect(opened).toHaveLength(1);
    const refused = tries.find((t) => t.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(/open on another server/);
    const winner = (opened[0] as PromiseFulfilledResult<TestClient>).value;
    const loserSeat = tries[0]!.status === 'rejected' ? 0 : 1;
    const loser = await rejoinUntilOpen([p1, p2][loserSeat]!.port, opts(loserSeat));
    expect(loser.room.roomId).toBe(winner.room.roomId);
    const clients = loserSeat === 0 ? ([loser, winner] as const) : ([winner, loser] as const);
    game.clients = clients;
    await game.run(2);
    for (const c of clients) await c.leave();
  });

  it('SIGTERM: the process hands its rooms over and exits; the players go on on the other', async () => {
    const { a, b, game, matchId, tokens } = await newMatch(p1, p2);
    await game.run(2);
    const codes = [a, b].map(
      (c) => new Promise<number>((resolve) => c.room.onLeave((code) => resolve(code))),
    );
    const exited = new Promise<number>((resolve) =>
      p1.proc.once('exit', () => resolve(Date.now())),
    );
    const t0 = Date.now();
    p1.proc.kill('SIGTERM');
    expect(await Promise.all(codes)).toEqual([CLOSE_REJOIN, CLOSE_REJOIN]);
    // The claim was given up: the room reopens on p2 at once, no lease to wait for.
    const clients = [
      await rejoinUntilOpen(p2.port, { match: matchId, token: tokens[0] }, 5000),
      await rejoinUntilOpen(p2.port, { match: matchId, token: tokens[1] }, 5000),
    ] as const;
    expect(wsPort(clients[0])).toBe(p2.port);
    game.clients = clients;
    await game.run(2);
    expect((await exited) - t0).toBeLessThan(10_000);
    for (const c of clients) await c.leave();
    p1 = await startProcess();
  });

  it('Redis restarted mid-game: the game goes on, and new games open once it is back', async () => {
    const { a, b, game, matchId, tokens } = await newMatch(p1, p2);
    await game.run(2);
    await redis.restart();
    await game.run(2);
    const c = await retryCreate(p2.port);
    expect((await c.waitFor('welcome')).seat).toBe(0);
    // A player who drops finds the running room again through either process.
    await b.leave();
    const back = await rejoinUntilOpen(p2.port === wsPort(a) ? p1.port : p2.port, {
      match: matchId,
      token: tokens[1],
    });
    expect(back.room.roomId).toBe(a.room.roomId);
    game.clients = [a, back];
    await game.run(2);
    for (const x of [a, back, c]) await x.leave();
  });
});

/** `create` for an existing match (opens its room here), retried only while Redis is away. */
async function rejoinCreate(port: number, options: object): Promise<TestClient> {
  return TestClient.connect(port, 'create', options);
}

async function retryCreate(port: number, timeoutMs = 30_000): Promise<TestClient> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await TestClient.connect(port, 'create', {
        create: { game: 'battleline', options: {}, seat: 0 },
      });
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}
