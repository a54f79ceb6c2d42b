/**
 * A refused join changes nothing (issue 23), through real sockets. With TABLETOP_ROOMS_PER_ADDRESS
 * = 4, the creator and 3 spectators fill the address: the invitee is refused `too-many-rooms`,
 * and once a spectator has left the same invite still seats it (it used to be spent by then, the
 * seat taken: `seat-taken`, the match stuck). On PostgreSQL, a socket that closes while the
 * invite is being taken (the match row held locked by another transaction) leaves the invite
 * valid and the address slot free.
 */
import { Client, type Room } from 'colyseus.js';
import pgLib from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST,
  freePort,
  openRoom,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
} from './helpers.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';

const children: Child[] = [];
let postgres: Postgres | undefined;

afterAll(async () => {
  for (const c of children) await c.stop();
  await postgres?.stop();
});

async function create(port: number) {
  const a = await TestClient.connect(port, 'create', {
    create: { game: 'battleline', options: {}, seat: 0 },
  });
  return { a, wa: await a.waitFor('welcome') };
}

describe('a join refused by a limit', () => {
  it('spends no invite and takes no seat: the invitee gets in once under the limit', async () => {
    const server = await startChild(tempDataDir(), await freePort(), {
      ...FAST,
      TABLETOP_ROOMS_PER_ADDRESS: '4',
    });
    children.push(server);
    const { a, wa } = await create(server.port);
    const match = wa.matchId;
    const spectators: TestClient[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await TestClient.connect(server.port, 'joinOrCreate', { match });
      await s.waitFor('welcome');
      spectators.push(s);
    }
    const joiner = new Client(`ws://127.0.0.1:${server.port}/colyseus`);
    await expect(joiner.joinOrCreate('match', { match, invite: wa.invite })).rejects.toThrow(
      /too-many-rooms/,
    );
    // The seat is still free and the invite unspent: the creator's view says so.
    const presence = a.received.filter((r) => r.type === 'presence');
    expect(presence.some((p) => p.type === 'presence' && p.payload.seat === 1)).toBe(false);

    await spectators.pop()!.leave();
    let b: TestClient | null = null;
    for (let i = 0; i < 20 && !b; i++) {
      // The spectator's room slot is given back when the server has seen it leave.
      b = await TestClient.connect(server.port, 'joinOrCreate', { match, invite: wa.invite }).catch(
        (e: Error) => {
          if (!/too-many-rooms/.test(e.message)) throw e;
          return null;
        },
      );
      if (!b) await new Promise((r) => setTimeout(r, 100));
    }
    expect((await b!.waitFor('welcome')).seat).toBe(1);
    for (const c of [a, b!, ...spectators]) await c.leave();
  });
});

describe('on PostgreSQL, a socket that closes while its invite is taken', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);

  it('leaks neither the invite nor the address slot', async () => {
    const server = await startChild(tempDataDir(), await freePort(), {
      ...FAST,
      DATABASE_URL: postgres!.url,
      // The creator, then the invitee: a leaked slot would refuse the second join.
      TABLETOP_ROOMS_PER_ADDRESS: '2',
    });
    children.push(server);
    const { a, wa } = await create(server.port);
    const db = new pgLib.Client(postgres!.url);
    await db.connect();
    const watch = new pgLib.Pool({ connectionString: postgres!.url, max: 1 });
    try {
      // Another transaction holds the match row: taking the invite waits for it.
      await db.query('BEGIN');
      await db.query('SELECT 1 FROM matches WHERE id = $1 FOR UPDATE', [wa.matchId]);
      let room: Room | null = null;
      const joining = openRoom(
        server.port,
        { match: wa.matchId, invite: wa.invite },
        (r) => (room = r),
        'joinOrCreate',
      ).then(
        () => 'joined',
        (e: Error) => e.message,
      );
      // Until the server's UPDATE is waiting for the lock (seen from outside the transaction:
      // inside it, pg_stat_activity is a snapshot)...
      for (let i = 0; ; i++) {
        const w = await watch.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE matches SET seat1%'`,
        );
        if ((w.rows[0] as { n: number }).n > 0) break;
        if (i > 200) {
          const all = await watch.query(
            'SELECT state, wait_event_type, query FROM pg_stat_activity',
          );
          throw new Error(`the invite was never taken: ${JSON.stringify(all.rows)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      // ...then the joiner's socket closes, and the lock goes.
      (room as unknown as { connection: { close(): void } }).connection.close();
      await new Promise((r) => setTimeout(r, 300));
      await db.query('COMMIT');
      expect(await joining).not.toBe('joined');
    } finally {
      await db.end();
      await watch.end();
    }
    // The invite is valid again, and the address has its slot back: the invitee gets in.
    let b: TestClient | null = null;
    for (let i = 0; i < 30 && !b; i++) {
      b = await TestClient.connect(server.port, 'joinOrCreate', {
        match: wa.matchId,
        invite: wa.invite,
      }).catch((e: Error) => {
        // The give-back may still be on its way.
        if (!/seat-taken|too-many-rooms/.test(e.message)) throw e;
        return null;
      });
      if (!b) await new Promise((r) => setTimeout(r, 100));
    }
    expect(b).not.toBeNull();
    expect((await b!.waitFor('welcome')).seat).toBe(1);
    for (const c of [a, b!]) await c.leave();
  });
});
