/**
 * Issue 27 with two real processes sharing a real Redis and PostgreSQL (services/): `/readyz`
 * follows Redis down and back; a `create` while Redis is down is refused at once; the log of a
 * whole game with a Redis outage is JSON lines holding no token, invite or seed, one line per
 * state change rather than one per reconnect attempt; while PostgreSQL is down, refused moves log
 * one line for the outage, not a stack trace each. Failover: after a SIGKILL of the room's process
 * (lease 3 s) and after a SIGTERM, both players are in a live room on the other process within
 * 2 s, asking again as the browser does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_REJOIN } from '../../src/net/protocol.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import {
  freePort,
  httpGet,
  seatTwo,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
  rejoinUntilOpen,
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
/** Each process's standard error (its log), from its start. */
const logs = new Map<Child, string[]>();
const started = new Map<Child, number>();

let redisStarted = 0;

beforeAll(async () => {
  [redis, pg] = await Promise.all([
    startRedis().then((r) => {
      redisStarted = Date.now();
      return r;
    }),
    startPostgres(),
  ]);
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
  const lines: string[] = [];
  let rest = '';
  child.proc.stderr?.on('data', (d: Buffer) => {
    const parts = (rest + d.toString()).split('\n');
    rest = parts.pop()!;
    lines.push(...parts);
  });
  logs.set(child, lines);
  started.set(child, Date.now());
  children.push(child);
  return child;
}

async function until<T>(what: () => Promise<T>, ok: (t: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const t = await what();
    if (ok(t) || Date.now() > deadline) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const readyz = async (c: Child) => {
  const r = await httpGet(c.port, '/readyz');
  return { status: r.status, body: JSON.parse(r.body) as Record<string, unknown> };
};

/** A `create` through `port`: its time and how it ended. */
async function timedCreate(port: number) {
  const t0 = Date.now();
  try {
    const c = await TestClient.connect(port, 'create', {
      create: { game: 'battleline', options: {}, seat: 0 },
    });
    return { ms: Date.now() - t0, client: c, error: null };
  } catch (e) {
    return { ms: Date.now() - t0, client: null, error: e as Error };
  }
}

/**
 * Joins again as the browser does after its room went away: at once, then every 200 ms (the
 * page asks at most 500 ms apart while moving), until the match opens somewhere.
 */
const rejoinSoon = (port: number, options: object) => rejoinUntilOpen(port, options, 10_000, 200);

describe('operating two processes on Redis and PostgreSQL', () => {
  let p1: Child;
  let p2: Child;
  beforeAll(async () => {
    [p1, p2] = await Promise.all([startProcess(), startProcess()]);
  }, 120_000);

  async function playing() {
    const { a, b, wa, wb } = await seatTwo(p1.port, p2.port, 'battleline', { tactics: false });
    const game = new Playthrough([a, b], (n, version) => version % n);
    await game.run(4);
    // Rooms open on the process asked to open them: A created it through p1.
    expect(wsPort(a)).toBe(p1.port);
    const seats = [wa.token!, wb.token!].map((token) => ({ match: wa.matchId, token }));
    return { a, b, game, seats };
  }

  it("SIGKILL of the room's process: both players are back on the other within 2 s", async () => {
    const { game, seats } = await playing();
    // A gone key proves death once Redis has been up TTL + 3 s (liveness.ts; these tests run
    // before the Redis outages), and the survivor's own link as long (see the closing note of
    // 2026-12-03: a just-started survivor still fell back to the lease here).
    const settled = Math.max(redisStarted, started.get(p2)!) + 4000 - Date.now();
    if (settled > 0) await new Promise((r) => setTimeout(r, settled));
    const t0 = Date.now();
    await p1.stop('SIGKILL');
    const back = (o: object) =>
      rejoinSoon(p2.port, o).then(async (c) => {
        await c.waitFor('view', (v) => v.version === 4);
        return c;
      });
    // Two processes again for the next tests, even when this one fails (after the measure).
    const settledBack = await Promise.allSettled([Promise.all(seats.map(back))]);
    const took = Date.now() - t0;
    p1 = await startProcess();
    const first = settledBack[0]!;
    if (first.status === 'rejected') throw first.reason;
    const clients = first.value;
    // On a failure, what both processes logged says which step waited.
    const told = [...logs.values()].map((l) => l.join('\n')).join('\n----\n');
    expect(took, told).toBeLessThan(2000);
    expect(clients.map(wsPort)).toEqual([p2.port, p2.port]);
    expect(clients[1]!.room.roomId).toBe(clients[0]!.room.roomId);
    game.clients = [clients[0]!, clients[1]!];
    await game.run(2);
    for (const c of clients) await c.leave();
  });

  it('SIGTERM: a player in the draining room is in a live room on the other within 2 s', async () => {
    const { a, b, game, seats } = await playing();
    const codes = [a, b].map(
      (c) => new Promise<number>((resolve) => c.room.onLeave((code) => resolve(code))),
    );
    const t0 = Date.now();
    p1.proc.kill('SIGTERM');
    expect(await Promise.all(codes)).toEqual([CLOSE_REJOIN, CLOSE_REJOIN]);
    const clients = await Promise.all(seats.map((o) => rejoinSoon(p2.port, o)));
    await Promise.all(clients.map((c) => c.waitFor('view', (v) => v.version === 4)));
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(clients.map(wsPort)).toEqual([p2.port, p2.port]);
    game.clients = [clients[0]!, clients[1]!];
    await game.run(2);
    for (const c of clients) await c.leave();
    await p1.stop();
    p1 = await startProcess();
  });

  it('Redis down: /readyz 503 and a create refused within a second; back: ready again', async () => {
    expect(await readyz(p1)).toEqual({
      status: 200,
      body: { status: 'ready', ready: true, draining: false, store: true, redis: true },
    });
    const outage = redis.outage(4000);
    const down = await until(
      () => readyz(p1),
      (r) => r.status === 503,
    );
    expect(down.body).toMatchObject({ ready: false, store: true, redis: false });
    const create = await timedCreate(p2.port);
    expect(create.error?.message).toMatch(/^unavailable: .*try again/);
    expect(create.ms).toBeLessThan(1000);
    await outage;
    const back = await until(
      () => readyz(p1),
      (r) => r.status === 200,
    );
    expect(back.body).toMatchObject({ ready: true, redis: true });
  });

  it("a whole game's log with a Redis outage: JSON lines, no secret, one line per change", async () => {
    // An earlier outage may still be ending on one process ("redis reachable again" not logged
    // yet): start from both ready, so this test's log holds this outage only.
    for (const c of [p1, p2])
      await until(
        () => readyz(c),
        (r) => r.status === 200,
      );
    for (const l of logs.values()) l.length = 0;
    const { a, b, wa, wb } = await seatTwo(p1.port, p2.port, 'battleline', { tactics: false });
    const game = new Playthrough([a, b], (n, version) => version % n);
    await game.run(6);
    await redis.outage(3000);
    // Colyseus and ioredis have reconnected: the game goes on to its end.
    await new Promise((r) => setTimeout(r, 500));
    await game.run();
    expect((await b.waitFor('over')).outcome).toBeTruthy();
    await a.leave();
    await b.leave();
    const store = await PgStore.open(pg.url);
    const seed = (await store.loadMatch(wa.matchId))!.seed;
    await store.close();
    // Each process logs "reachable again" when its last connection is back, which under load
    // can come after the game ended: wait for it (a process that never logs it fails below).
    const redisChanges = (own: string[]) =>
      own
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as { msg: string; failures?: number })
        .filter((e) => e.msg.startsWith('redis '));
    for (const c of [p1, p2]) {
      await until(
        async () => redisChanges(logs.get(c)!),
        (changes) => changes.length > 0 && changes.length % 2 === 0,
        10_000,
      );
    }
    const lines = [...logs.values()].flat().filter((l) => l.trim() !== '');
    const secrets = [wa.token!, wb.token!, wa.invite!];
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(typeof entry.level).toBe('string');
      expect(typeof entry.time).toBe('string');
      expect(typeof entry.pid).toBe('number');
      for (const s of secrets) expect(line).not.toContain(s);
      expect(line).not.toMatch(/"seed"\s*:\s*\d/);
      if (String(seed).length >= 6) expect(line).not.toContain(String(seed));
    }
    expect(lines.join('\n')).not.toMatch(/Unhandled error event/);
    // Per process: Redis down, Redis back — a line per state change, none per reconnect attempt
    // (ioredis retried about 30 times in 3 s); a reconnection that flapped may add a pair.
    for (const own of [logs.get(p1)!, logs.get(p2)!]) {
      const changes = redisChanges(own);
      expect(changes.length % 2).toBe(0);
      expect(changes.length).toBeGreaterThanOrEqual(2);
      expect(changes.length).toBeLessThanOrEqual(4);
      changes.forEach((e, i) =>
        expect(e.msg).toBe(i % 2 === 0 ? 'redis unreachable' : 'redis reachable again'),
      );
      expect(changes[1]!.failures).toBeGreaterThan(0);
    }
    expect(lines.length).toBeLessThanOrEqual(12);
  });

  it('PostgreSQL down: /readyz 503, refused moves log one line for the outage, no stack', async () => {
    const { a, b } = await seatTwo(p1.port, p2.port, 'battleline', { tactics: false });
    const game = new Playthrough([a, b], (n, version) => version % n);
    await game.run(2);
    for (const l of logs.values()) l.length = 0;
    const turn = (await game.next())!;
    await pg.pause();
    try {
      for (let i = 0; i < 3; i++) {
        const from = turn.client.received.length;
        turn.client.room.send('move', { move: turn.move, version: game.version });
        expect((await turn.client.waitFor('refused', () => true, from)).code).toBe('server-error');
      }
      const down = await readyz(p1);
      expect(down).toMatchObject({ status: 503, body: { ready: false, store: false } });
    } finally {
      await pg.resume();
    }
    await game.play(turn);
    const lines = [...logs.values()].flat().filter((l) => l.trim() !== '');
    const text = lines.join('\n');
    expect(text).not.toMatch(/\n\s+at /);
    expect(text).not.toContain('"stack"');
    // The room's process: down once, back once (the other may see its own idle connections go).
    const room = logs.get(p1)!;
    expect(room.filter((l) => l.includes('"store unreachable"'))).toHaveLength(1);
    const back = room.filter((l) => l.includes('"store reachable again"'));
    expect(back).toHaveLength(1);
    expect(JSON.parse(back[0]!).failures).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(6);
    await a.leave();
    await b.leave();
  });
});
