/**
 * The `MatchStore` contract, run against both stores: SQLite in a temp directory and PostgreSQL
 * started by the test (services/postgres.ts, once for the file). Every test uses fresh match ids,
 * so the stores are shared across tests. PostgreSQL-only: concurrent schema migration, and a
 * server that is unreachable for a moment (moves rejected, then accepted again).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/server/pg-store.ts';
import type { RoomClaims } from '../../src/server/room-lease.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import {
  ClaimLost,
  DuplicateVersion,
  type MatchStore,
  type NewMatch,
} from '../../src/server/store.ts';
import { newMatchId } from '../../src/server/tokens.ts';
import { tempDataDir } from './helpers.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';

let postgres: Postgres | undefined;
const opened: MatchStore[] = [];
const sqliteDir = tempDataDir();

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(async () => {
  for (const s of opened) await s.close().catch(() => undefined);
  await postgres?.stop();
});

const backends: Record<string, () => Promise<MatchStore>> = {
  sqlite: async () => new SqliteStore(sqliteDir),
  postgres: async () => PgStore.open(postgres!.url),
};

function newMatch(over: Partial<NewMatch> = {}): NewMatch {
  return {
    id: newMatchId(),
    game: 'battleline',
    options: { variant: 'tactics', nested: [1, { a: 'é' }] },
    seed: 2 ** 32 - 2,
    seats: ['hash-a-' + Math.random(), null],
    invite: 'invite-hash',
    createdAt: 1_790_000_000_123,
    ...over,
  };
}

describe.each(Object.keys(backends))('MatchStore on %s', (name) => {
  let store: MatchStore;
  const open = async () => {
    const s = await backends[name]!();
    opened.push(s);
    return s;
  };
  beforeAll(async () => {
    store = await open();
  });

  it('creates and loads a match as given', async () => {
    const m = newMatch({ rematchOf: 'earlier' });
    await store.createMatch(m);
    expect(await store.loadMatch(m.id)).toEqual({
      ...m,
      moves: [],
      bots: [false, false],
      ending: null,
    });
    expect(await store.loadMatch('no-such-match')).toBeNull();
  });

  it('appends moves in order and refuses a taken or skipped version', async () => {
    const m = newMatch();
    await store.createMatch(m);
    expect(await store.appendMove(m.id, 0, { play: 'a' })).toBe('appended');
    expect(await store.appendMove(m.id, 1, { play: 'b', to: [1, 2] })).toBe('appended');
    await expect(store.appendMove(m.id, 1, { play: 'other' })).rejects.toBeInstanceOf(
      DuplicateVersion,
    );
    await expect(store.appendMove(m.id, 3, { play: 'gap' })).rejects.toBeInstanceOf(
      DuplicateVersion,
    );
    expect((await store.loadMatch(m.id))!.moves).toEqual([
      { play: 'a' },
      { play: 'b', to: [1, 2] },
    ]);
  });

  it('recognises a retry of the same move at the same version and stores it once', async () => {
    const m = newMatch();
    await store.createMatch(m);
    await store.appendMove(m.id, 0, { play: 'a' });
    expect(await store.appendMove(m.id, 0, { play: 'a' })).toBe('identical');
    await store.appendMove(m.id, 1, { play: 'b' });
    expect(await store.appendMove(m.id, 0, { play: 'a' })).toBe('identical');
    expect((await store.loadMatch(m.id))!.moves).toEqual([{ play: 'a' }, { play: 'b' }]);
  });

  it('two stores appending the same version at once: one is stored, the other refused', async () => {
    const other = await open();
    const m = newMatch();
    await store.createMatch(m);
    const results = await Promise.allSettled([
      store.appendMove(m.id, 0, { by: 'one' }),
      other.appendMove(m.id, 0, { by: 'two' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await store.loadMatch(m.id))!.moves).toHaveLength(1);
  });

  it('appends asked for at once (several rooms, group commit): each stored or refused alone', async () => {
    const ms = [newMatch(), newMatch(), newMatch()];
    for (const m of ms) await store.createMatch(m);
    await store.appendMove(ms[0]!.id, 0, 'a0');
    // All asked in the same turn: good appends, a retry, a taken and a skipped version (none
    // of them depending on another one of the same turn, whose order a store may choose).
    const asked = [
      store.appendMove(ms[0]!.id, 1, 'a1'),
      store.appendMove(ms[1]!.id, 0, 'b0'),
      store.appendMove(ms[0]!.id, 0, 'a0'),
      store.appendMove(ms[2]!.id, 2, 'c-gap'),
      store.appendMove(ms[0]!.id, 0, 'a-other'),
      store.appendMove(ms[2]!.id, 0, 'c0'),
    ];
    const got = await Promise.allSettled(asked);
    expect(got.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
      'appended',
      'appended',
      'identical',
      'refused',
      'refused',
      'appended',
    ]);
    for (const r of got)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DuplicateVersion);
    expect((await store.loadMatch(ms[0]!.id))!.moves).toEqual(['a0', 'a1']);
    expect((await store.loadMatch(ms[1]!.id))!.moves).toEqual(['b0']);
    expect((await store.loadMatch(ms[2]!.id))!.moves).toEqual(['c0']);
  });

  it('spends an invite once', async () => {
    const m = newMatch();
    await store.createMatch(m);
    expect(await store.takeInvite(m.id, 'wrong', 1, 'hash-b')).toBe(false);
    expect(await store.takeInvite(m.id, 'invite-hash', 1, 'hash-b')).toBe(true);
    expect(await store.takeInvite(m.id, 'invite-hash', 1, 'hash-c')).toBe(false);
    const loaded = await store.loadMatch(m.id);
    expect(loaded!.seats).toEqual([m.seats[0], 'hash-b']);
    expect(loaded!.invite).toBeNull();
  });

  it('gives a taken invite back (its joiner left before getting its token), once', async () => {
    const m = newMatch();
    await store.createMatch(m);
    expect(await store.returnInvite(m.id, 'invite-hash', 1, 'hash-b')).toBe(false);
    expect(await store.takeInvite(m.id, 'invite-hash', 1, 'hash-b')).toBe(true);
    expect(await store.returnInvite(m.id, 'invite-hash', 1, 'hash-other')).toBe(false);
    expect(await store.returnInvite(m.id, 'invite-hash', 1, 'hash-b')).toBe(true);
    expect(await store.returnInvite(m.id, 'invite-hash', 1, 'hash-b')).toBe(false);
    const back = await store.loadMatch(m.id);
    expect(back!.seats).toEqual([m.seats[0], null]);
    expect(back!.invite).toBe('invite-hash');
    // The invite works again.
    expect(await store.takeInvite(m.id, 'invite-hash', 1, 'hash-c')).toBe(true);
    expect((await store.loadMatch(m.id))!.seats).toEqual([m.seats[0], 'hash-c']);
  });

  it('drops a match with its moves', async () => {
    const lone = newMatch();
    const other = newMatch();
    for (const m of [lone, other]) await store.createMatch(m);
    await store.appendMove(lone.id, 0, 'x');
    await store.appendMove(other.id, 0, 'y');
    expect(await store.dropMatch(lone.id)).toBe(true);
    expect(await store.dropMatch(lone.id)).toBe(false);
    expect(await store.loadMatch(lone.id)).toBeNull();
    expect((await store.loadMatch(other.id))!.moves).toEqual(['y']);
  });

  it('keeps the last chat lines of a match, in order, and drops them with the match', async () => {
    const m = newMatch();
    const other = newMatch();
    for (const x of [m, other]) await store.createMatch(x);
    expect(await store.loadChat(m.id)).toEqual([]);
    await store.appendChat(other.id, { from: null, text: 'elsewhere', at: 5 });
    for (let i = 0; i < 7; i++)
      await store.appendChat(m.id, { from: i % 2 === 0 ? 0 : 1, text: `l${i} é`, at: 100 + i }, 5);
    await store.appendChat(m.id, { from: null, text: 'spectator', at: 200 }, 5);
    expect(await store.loadChat(m.id)).toEqual([
      { from: 1, text: 'l3 é', at: 103 },
      { from: 0, text: 'l4 é', at: 104 },
      { from: 1, text: 'l5 é', at: 105 },
      { from: 0, text: 'l6 é', at: 106 },
      { from: null, text: 'spectator', at: 200 },
    ]);
    expect(await store.dropMatch(m.id)).toBe(true);
    expect(await store.loadChat(m.id)).toEqual([]);
    expect(await store.loadChat(other.id)).toEqual([{ from: null, text: 'elsewhere', at: 5 }]);
  });

  it('prunes matches that ended before the cut and unjoined ones created before theirs', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const oldEnded = newMatch({ createdAt: now - 40 * day });
    const newEnded = newMatch({ createdAt: now - 40 * day });
    const playing = newMatch({ createdAt: now - 400 * day });
    const oldLone = newMatch({ createdAt: now - 2 * 3_600_000 });
    const newLone = newMatch({ createdAt: now - 60_000 });
    const claimedLone = newMatch({ createdAt: now - 2 * 3_600_000 });
    const all = [oldEnded, newEnded, playing, oldLone, newLone, claimedLone];
    for (const m of all) await store.createMatch(m);
    for (const m of [oldEnded, newEnded, playing]) await store.markJoined(m.id, m.createdAt);
    await store.appendMove(oldEnded.id, 0, 'x');
    await store.setEnding(oldEnded.id, { winner: 0, reason: 'resigned' }, now - 31 * day);
    await store.setEnding(newEnded.id, { winner: 1, reason: 'resigned' }, now - 29 * day);
    // A second ending keeps the first time.
    await store.setEnding(newEnded.id, { winner: 1, reason: 'resigned' }, now - 100 * day);
    expect(await store.claimRoom(claimedLone.id, 'p1', 60_000)).toBe(true);
    const cut = { finishedBefore: now - 30 * day, unjoinedBefore: now - 3_600_000 };
    // Other tests' matches share the store: count only these.
    const count = await store.prune(cut);
    expect(count.finished).toBeGreaterThanOrEqual(1);
    expect(count.unjoined).toBeGreaterThanOrEqual(1);
    const left = await Promise.all(all.map(async (m) => (await store.loadMatch(m.id)) !== null));
    expect(left).toEqual([false, true, true, false, true, true]);
    expect(await store.prune(cut)).toEqual({ finished: 0, unjoined: 0 });
    // Nothing pruned when asked for nothing; a limit bounds each kind.
    await store.releaseRoom(claimedLone.id, 'p1');
    expect(await store.prune({ finishedBefore: null, unjoinedBefore: null })).toEqual({
      finished: 0,
      unjoined: 0,
    });
    const lone = [newMatch({ createdAt: 5 }), newMatch({ createdAt: 5 })];
    for (const m of lone) await store.createMatch(m);
    expect(
      await store.prune({ finishedBefore: null, unjoinedBefore: now - 3_600_000, limit: 1 }),
    ).toEqual({ finished: 0, unjoined: 1 });
    await store.prune({ finishedBefore: null, unjoinedBefore: now - 3_600_000 });
    expect(await store.loadMatch(claimedLone.id)).toBeNull();
  });

  it('records bots and an ending', async () => {
    const m = newMatch();
    await store.createMatch(m);
    await store.setBot(m.id, 1);
    await store.setEnding(m.id, { winner: 0, reason: 'resigned' });
    const loaded = await store.loadMatch(m.id);
    expect(loaded!.bots).toEqual([false, true]);
    expect(loaded!.ending).toEqual({ winner: 0, reason: 'resigned' });
  });

  it('gives a seat back from the bot to its player', async () => {
    const m = newMatch();
    await store.createMatch(m);
    await store.setBot(m.id, 0);
    await store.setBot(m.id, 1);
    await store.setBot(m.id, 0, false);
    expect((await store.loadMatch(m.id))!.bots).toEqual([false, true]);
  });

  it('lists the matches a token hash holds, with version and end', async () => {
    const a = 'list-a-' + Math.random();
    const b = 'list-b-' + Math.random();
    const m1 = newMatch({ seats: [a, b], createdAt: 1000 });
    const m2 = newMatch({ seats: [null, a], createdAt: 2000, game: 'type10' });
    await store.createMatch(m1);
    await store.createMatch(m2);
    await store.createMatch(newMatch());
    await store.appendMove(m1.id, 0, 'x');
    await store.setEnding(m2.id, { winner: 1, reason: 'abandoned' });
    expect(await store.listMatches([])).toEqual([]);
    expect(await store.listMatches([a, b])).toEqual([
      {
        id: m2.id,
        game: 'type10',
        seat: 1,
        tokenHash: a,
        version: 0,
        ended: true,
        createdAt: 2000,
      },
      {
        id: m1.id,
        game: 'battleline',
        seat: 0,
        tokenHash: a,
        version: 1,
        ended: false,
        createdAt: 1000,
      },
      {
        id: m1.id,
        game: 'battleline',
        seat: 1,
        tokenHash: b,
        version: 1,
        ended: false,
        createdAt: 1000,
      },
    ]);
  });

  it('room claims: one owner at a time; renew and release by the owner only; a lease expires', async () => {
    const m = newMatch();
    await store.createMatch(m);
    expect(await store.claimRoom(m.id, 'p1', 60_000)).toBe(true);
    expect(await store.claimRoom(m.id, 'p1', 60_000)).toBe(true);
    expect(await store.claimRoom(m.id, 'p2', 60_000)).toBe(false);
    expect(await store.renewRoom(m.id, 'p1', 60_000)).toBe(true);
    expect(await store.renewRoom(m.id, 'p2', 60_000)).toBe(false);
    await store.releaseRoom(m.id, 'p2');
    expect(await store.claimRoom(m.id, 'p2', 60_000)).toBe(false);
    await store.releaseRoom(m.id, 'p1');
    expect(await store.claimRoom(m.id, 'p2', 30)).toBe(true);
    expect(await store.renewRoom(m.id, 'p1', 60_000)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.claimRoom(m.id, 'p1', 60_000)).toBe(true);
    expect(await store.renewRoom(m.id, 'p2', 60_000)).toBe(false);
    expect(await store.claimRoom('no-such-match', 'p1', 60_000)).toBe(false);
  });

  it('an append fenced by a claim is stored only while its owner holds the claim', async () => {
    const m = newMatch();
    await store.createMatch(m);
    expect(await store.claimRoom(m.id, 'p1/r1', 60_000)).toBe(true);
    expect(await store.appendMove(m.id, 0, 'a0', 'p1/r1')).toBe('appended');
    // p1 stalled and was taken for dead: p2 takes the claim over from it (PostgreSQL: a
    // compare-and-swap on the dead owner; SQLite, one process: the claim freed, then claimed).
    const claims = store as MatchStore & Partial<RoomClaims>;
    if (claims.takeRoom) expect(await claims.takeRoom(m.id, 'p2/r2', 'p1/r1', 60_000)).toBe(true);
    else await store.releaseRoom(m.id, 'p1/r1');
    expect(await store.claimRoom(m.id, 'p2/r2', 60_000)).toBe(true);
    await expect(store.appendMove(m.id, 1, 'a1', 'p1/r1')).rejects.toBeInstanceOf(ClaimLost);
    // Even a retry of a stored move: the old room learns it lost the match.
    await expect(store.appendMove(m.id, 0, 'a0', 'p1/r1')).rejects.toBeInstanceOf(ClaimLost);
    expect(await store.appendMove(m.id, 1, 'b1', 'p2/r2')).toBe('appended');
    await store.releaseRoom(m.id, 'p2/r2');
    await expect(store.appendMove(m.id, 2, 'b2', 'p2/r2')).rejects.toBeInstanceOf(ClaimLost);
    expect((await store.loadMatch(m.id))!.moves).toEqual(['a0', 'b1']);
  });

  it('two stores claiming the same rooms at once: exactly one wins each', async () => {
    const other = await open();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const m = newMatch();
      await store.createMatch(m);
      ids.push(m.id);
    }
    const results = await Promise.all(
      ids.map((id) =>
        Promise.all([store.claimRoom(id, 'p1', 60_000), other.claimRoom(id, 'p2', 60_000)]),
      ),
    );
    for (const [one, two] of results) expect(one !== two).toBe(true);
  });
});

describe('MatchStore on sqlite only', () => {
  it('a database of schema 2 keeps its matches through prunes: they count as joined, and as ended now', async () => {
    const dir = tempDataDir();
    const db = new Database(join(dir, 'tabletop.sqlite'));
    db.exec(`
      CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
        seed INTEGER NOT NULL, seat0 TEXT, seat1 TEXT, invite TEXT,
        bot0 INTEGER NOT NULL DEFAULT 0, bot1 INTEGER NOT NULL DEFAULT 0, ending TEXT,
        rematch_of TEXT, created_at INTEGER NOT NULL, owner TEXT, lease_until INTEGER);
      CREATE TABLE moves (match_id TEXT NOT NULL REFERENCES matches(id), version INTEGER NOT NULL,
        move TEXT NOT NULL, PRIMARY KEY (match_id, version)) WITHOUT ROWID;
      INSERT INTO matches (id, game, options, seed, seat0, invite, created_at)
        VALUES ('waiting', 'battleline', '{}', 1, 'h', 'i', 5);
      INSERT INTO matches (id, game, options, seed, seat0, seat1, ending, created_at)
        VALUES ('ended', 'battleline', '{}', 1, 'h', 'g', '{"winner":0,"reason":"resigned"}', 5);
    `);
    db.pragma('user_version = 2');
    db.close();
    const store = new SqliteStore(dir);
    opened.push(store);
    const now = Date.now();
    expect(await store.prune({ finishedBefore: now - 60_000, unjoinedBefore: now })).toEqual({
      finished: 0,
      unjoined: 0,
    });
    expect(await store.prune({ finishedBefore: now + 60_000, unjoinedBefore: now })).toEqual({
      finished: 1,
      unjoined: 0,
    });
    expect(await store.loadMatch('waiting')).not.toBeNull();
  });
});

describe('MatchStore on postgres only', () => {
  it('migrates once when several servers start at once, and again is a no-op', async () => {
    const url = postgres!.url.replace(/\/tabletop$/, '/postgres');
    const admin = new pg.Client(url);
    await admin.connect();
    await admin.query('CREATE DATABASE fresh');
    await admin.end();
    const freshUrl = postgres!.url.replace(/\/tabletop$/, '/fresh');
    const stores = await Promise.all([1, 2, 3].map(() => PgStore.open(freshUrl)));
    opened.push(...stores);
    opened.push(await PgStore.open(freshUrl));
    const c = new pg.Client(freshUrl);
    await c.connect();
    const versions = await c.query('SELECT version FROM schema_version ORDER BY version');
    await c.end();
    expect(versions.rows.map((r: { version: number }) => r.version)).toEqual([1, 2, 3, 4]);
  });

  it('refuses to start with a clear message when PostgreSQL cannot be reached', async () => {
    await expect(PgStore.open('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow(
      /PostgreSQL at 127\.0\.0\.1:1\/none: .*ECONNREFUSED/,
    );
  });

  it('PostgreSQL unreachable for a moment: a move is rejected, then stored once it is back', async () => {
    const store = await PgStore.open(postgres!.url);
    opened.push(store);
    const m = newMatch();
    await store.createMatch(m);
    await store.appendMove(m.id, 0, 'first');
    await postgres!.pause();
    try {
      await expect(store.appendMove(m.id, 1, 'second')).rejects.toThrow();
    } finally {
      await postgres!.resume();
    }
    expect(await store.appendMove(m.id, 1, 'second')).toBe('appended');
    expect((await store.loadMatch(m.id))!.moves).toEqual(['first', 'second']);
  });
});
