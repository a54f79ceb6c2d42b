/**
 * The server with DATABASE_URL: a whole Battle Line game through real colyseus.js clients, stored
 * in a PostgreSQL the test starts (services/postgres.ts). Mid-game PostgreSQL becomes unreachable:
 * the move is refused with a clear message and not acknowledged (no view of the next version);
 * once PostgreSQL is back the same move is accepted, and the stored log is exactly the moves
 * played. A bad DATABASE_URL fails the start with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/server/pg-store.ts';
import type { ViewMessage } from '../../src/net/protocol.ts';
import {
  freePort,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
  FAST,
  chooser,
  seatTwo,
} from './helpers.ts';
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
    const played: unknown[] = [];

    /** The next move: who plays it and what (the view of the mover at the current version). */
    async function next(): Promise<{ c: TestClient; move: unknown; view: ViewMessage } | null> {
      const v = (await a.waitFor('view', (x) => x.version === played.length)) as ViewMessage;
      if (v.outcome) return null;
      const c = clients[v.toMove!];
      const mine = (await c.waitFor('view', (x) => x.version === played.length)) as ViewMessage;
      return { c, move: mine.legal[pick(mine.legal.length)], view: mine };
    }
    async function play(turn: { c: TestClient; move: unknown }) {
      turn.c.room.send('move', { move: turn.move, version: played.length });
      await turn.c.waitFor('view', (x) => x.version === played.length + 1);
      played.push(turn.move);
    }

    for (let i = 0; i < 10; i++) await play((await next())!);

    // PostgreSQL goes away: the move is refused with a clear message, and nobody sees it played.
    const turn = (await next())!;
    const from = turn.c.received.length;
    await postgres!.pause();
    try {
      turn.c.room.send('move', { move: turn.move, version: played.length });
      const refusal = await turn.c.waitFor('refused', () => true, from);
      expect(refusal.code).toBe('server-error');
      expect(refusal.message).toMatch(/could not be (stored|saved)/);
      // Everything the room sent after the refusal is processed by now: a chat round trip.
      turn.c.room.send('chat', { text: 'ping' });
      await turn.c.waitFor('chat', (m) => m.text === 'ping', from);
      for (const c of clients)
        expect(c.received.some((r) => r.type === 'view' && r.payload.version > played.length)).toBe(
          false,
        );
    } finally {
      await postgres!.resume();
    }
    // Back: the same move is accepted now.
    await play(turn);

    for (let turnNo = 0; ; turnNo++) {
      const t = await next();
      if (!t) break;
      await play(t);
      expect(turnNo).toBeLessThan(500);
    }
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
