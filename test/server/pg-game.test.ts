/**
 * The server with DATABASE_URL: a whole Battle Line game through real colyseus.js clients, stored
 * in a PostgreSQL the test starts (services/postgres.ts). Mid-game PostgreSQL becomes unreachable:
 * the move is refused with a clear message and not acknowledged (no view of the next version);
 * once PostgreSQL is back the same move is accepted, and the stored log is exactly the moves
 * played. A bad DATABASE_URL fails the start with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/server/pg-store.ts';
import {
  freePort,
  startChild,
  tempDataDir,
  type Child,
  FAST,
  chooser,
  seatTwo,
} from './helpers.ts';
import { Playthrough } from './playthrough.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';

let postgres: Postgres | undefined;
let server: Child | undefined;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

describe('the server on PostgreSQL', () => {
  it('plays a Battle Line game; a move while PostgreSQL is away is refused, not acknowledged, then accepted; the log is the game', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    server = await startChild(dataDir, port, { ...FAST, DATABASE_URL: postgres!.url });
    const pick = chooser(11);
    const { a, b, wa } = await seatTwo(port, port, 'battleline');
    const clients = [a, b] as const;
    const game = new Playthrough(clients, pick);
    const played = game.played;
    await game.run(10);

    // PostgreSQL goes away: the move is refused with a clear message, and nobody sees it played.
    const turn = (await game.next())!;
    const from = turn.client.received.length;
    await postgres!.pause();
    try {
      turn.client.room.send('move', { move: turn.move, version: played.length });
      const refusal = await turn.client.waitFor('refused', () => true, from);
      expect(refusal.code).toBe('server-error');
      expect(refusal.message).toMatch(/could not be (stored|saved)/);
      // Everything the room sent after the refusal is processed by now: a chat round trip (the
      // line is refused too: chat is stored with the match).
      turn.client.room.send('chat', { text: 'ping', id: 'ping' });
      const chat = await turn.client.waitFor('refused', (r) => r.of === 'chat', from);
      expect(chat).toMatchObject({ code: 'server-error', id: 'ping' });
      for (const c of clients)
        expect(c.received.some((r) => r.type === 'view' && r.payload.version > played.length)).toBe(
          false,
        );
    } finally {
      await postgres!.resume();
    }
    // Back: the same move is accepted now.
    await game.play(turn);
    expect((await game.run()).outcome).not.toBeNull();
    await b.waitFor('over');

    const store = await PgStore.open(postgres!.url);
    const stored = await store.loadMatch(wa.matchId);
    await store.close();
    expect(stored!.moves).toEqual(played);
    expect(stored!.ending).not.toBeNull();
    for (const c of clients) await c.leave();
  });

  it('a bad DATABASE_URL stops the start with a clear message', async () => {
    await expect(
      startChild(tempDataDir(), await freePort(), { DATABASE_URL: 'mysql://x@127.0.0.1/db' }),
    ).rejects.toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    const failed = await startChild(tempDataDir(), await freePort(), {
      DATABASE_URL: 'postgres://nobody:secret-pw@127.0.0.1:1/none',
    }).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failed).toMatch(/PostgreSQL at 127\.0\.0\.1:1\/none: .*ECONNREFUSED/);
    // The password never reaches the log.
    expect(failed).not.toContain('secret-pw');
  });
});
