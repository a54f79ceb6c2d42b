/**
 * Several server processes sharing Redis (docs/deploy.md), with real services started here:
 * a room lives on one process and a client that asked another process is sent to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewMessage } from '../../src/net/protocol.ts';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';
import { startRedis, type RedisService } from './services/redis.ts';

const FAST = { TABLETOP_RATE_BURST: '1000', TABLETOP_RATE_PER_S: '1000' };
let redis: RedisService;
const children: Child[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
  await redis?.stop();
});

async function startProcess(env: Record<string, string> = {}): Promise<Child> {
  const child = await startChild(tempDataDir(), await freePort(), {
    ...FAST,
    REDIS_URL: redis.url,
    ...env,
  });
  children.push(child);
  return child;
}

/** The port of the process whose WebSocket a client's room is open on. */
function wsPort(c: TestClient): number {
  const ws = (c.room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws;
  return Number(new URL(ws.url).port);
}

describe('two processes sharing Redis', () => {
  it('a player who asked the other process is sent to the process holding the room', async () => {
    const [p1, p2] = await Promise.all([startProcess(), startProcess()]);
    const a = await TestClient.connect(p1.port, 'create', {
      create: { game: 'battleline', options: {}, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    const b = await TestClient.connect(p2.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: wa.invite,
    });
    expect((await b.waitFor('welcome')).seat).toBe(1);
    expect(b.room.roomId).toBe(a.room.roomId);
    expect(wsPort(a)).toBe(wsPort(b));
    expect([p1.port, p2.port]).toContain(wsPort(a));
    // Both play through the one room: each move reaches the other player.
    const clients = [a, b];
    for (let version = 0; version < 4; version++) {
      const v = (await a.waitFor('view', (x) => x.version === version)) as ViewMessage;
      const mover = clients[v.toMove!]!;
      const mine = await mover.waitFor('view', (x) => x.version === version);
      mover.room.send('move', { move: mine.legal[0], version });
      await clients[1 - v.toMove!]!.waitFor('view', (x) => x.version === version + 1);
    }
    await a.leave();
    await b.leave();
  });
});
