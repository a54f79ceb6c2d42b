/**
 * The lobby across processes (issue 24): two server processes sharing Redis and PostgreSQL (real
 * services started here). A public game created on one process is listed by the other, taken
 * there by exactly one of two racers (one on each process), and its taker sits through the other
 * process, as an invite link would; the room's closing unlists it everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyList } from '../../src/net/lobby.ts';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';
import { lobbyGet, lobbyPost, publicGame } from './lobby-helpers.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';
import { startRedis, type RedisService } from './services/redis.ts';

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
    TABLETOP_RATE_BURST: '1000',
    TABLETOP_RATE_PER_S: '1000',
    REDIS_URL: redis.url,
    DATABASE_URL: pg.url,
  });
  children.push(child);
  return child;
}

const lobby = async (port: number) => JSON.parse((await lobbyGet(port)).text) as LobbyList;

describe('the lobby with two processes', () => {
  it('a game created on A is listed on B, taken once across both, and joined through B', async () => {
    const [p1, p2] = await Promise.all([startProcess(), startProcess()]);
    const { a, wa } = await publicGame(p1.port, 'Ann');
    const seen = await lobby(p2.port);
    expect(seen.open.map((g) => [g.matchId, g.name])).toEqual([[wa.matchId, 'Ann']]);

    const answers = await Promise.all([
      lobbyPost(p1.port, 'take', { match: wa.matchId }),
      lobbyPost(p2.port, 'take', { match: wa.matchId }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const invite = answers.find((x) => x.status === 200)!.body.invite;
    expect((await lobby(p1.port)).open).toEqual([]);
    expect((await lobby(p2.port)).live.map((g) => g.matchId)).toEqual([wa.matchId]);

    const b = await TestClient.connect(p2.port, 'joinOrCreate', {
      match: wa.matchId,
      invite,
      name: 'Ben',
    });
    expect((await b.waitFor('welcome')).players[0].name).toBe('Ann');
    await a.waitFor('presence', (p) => p.seat === 1 && p.name === 'Ben');
    await a.leave();
    await b.leave();
    // The room closes with its last player: the live listing goes on both processes.
    const deadline = Date.now() + 15_000;
    while ((await lobby(p2.port)).live.length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 300));
    expect((await lobby(p2.port)).live).toEqual([]);
    expect((await lobby(p1.port)).live).toEqual([]);
  }, 120_000);
});
