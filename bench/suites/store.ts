/**
 * `npm run bench store`: the cost of one acknowledged move in each match store, measured in this
 * process — SqliteStore (WAL, synchronous=NORMAL, as the server runs it) against PgStore on a
 * throw-away PostgreSQL with its default durability (fsync, synchronous commit), started by the
 * bench itself. Two loads: one match appending move after move (the latency a player waits for),
 * and BENCH_STORE_MATCHES matches appending at once (the throughput a busy server gets). Figures
 * are medians of several runs; the ratio PG / SQLite is the comparison that carries over. One more
 * row runs PostgreSQL with fsync and synchronous commit off (NOT how to deploy it: an
 * acknowledged move could be lost in a crash) to show how much of its cost is the disk flush.
 * Appends are fenced by the room's claim, as the server makes them (MatchStore.appendMove's
 * owner); two rows give the fence's cost as fenced / unfenced, one match, in each store.
 */
import { performance } from 'node:perf_hooks';
import { PgStore } from '../../src/server/pg-store.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { RoomClaims } from '../../src/server/room-lease.ts';
import type { MatchStore } from '../../src/server/store.ts';
import { newMatchId } from '../../src/server/tokens.ts';
import { tempDataDir } from '../../test/server/helpers.ts';
import { startPostgres } from '../../test/server/services/postgres.ts';
import { fmt, summarize, type Figure, type Samples } from '../harness.ts';

const MOVE = { kind: 'play', card: 'troop-3-red', flag: 4 };

const OWNER = 'bench/room';

/** A new match, claimed by OWNER when the store has room claims (both do). */
async function newMatch(store: MatchStore): Promise<string> {
  const id = newMatchId();
  await store.createMatch({
    id,
    game: 'battleline',
    options: {},
    seed: 1,
    seats: ['a', 'b'],
    invite: null,
    createdAt: Date.now(),
  });
  await (store as MatchStore & Partial<RoomClaims>).claimRoom?.(id, OWNER, 3_600_000);
  return id;
}

/** Milliseconds per acknowledged move, one match, moves one after another. */
async function serialMs(
  store: MatchStore,
  moves: number,
  runs: number,
  owner: string | undefined = OWNER,
  warm = false,
): Promise<Samples> {
  const xs: number[] = [];
  for (let r = 0; r < runs + 1; r++) {
    const id = await newMatch(store);
    const t0 = performance.now();
    for (let v = 0; v < moves; v++) await store.appendMove(id, v, MOVE, owner);
    // The first run warms up (unless the caller has): not counted.
    if (r > 0 || warm) xs.push((performance.now() - t0) / moves);
  }
  return summarize(xs);
}

/**
 * The fence's cost: one match's serial appends fenced by its claim and not, runs interleaved
 * (alternating which goes first) so that a warming or busy machine weighs on both alike.
 */
async function fenceCost(store: MatchStore, moves: number, runs: number) {
  const fenced: Samples[] = [];
  const bare: Samples[] = [];
  for (let r = 0; r < 2 * runs; r++) {
    const order = r % 2 === 0 ? [OWNER, undefined] : [undefined, OWNER];
    for (const owner of order)
      (owner ? fenced : bare).push(await serialMs(store, moves, 0, owner, true));
  }
  return [summarize(fenced.map((x) => x.median)), summarize(bare.map((x) => x.median))] as const;
}

/** Acknowledged moves per second with `matches` matches each appending in turn at once. */
async function parallelPerS(
  store: MatchStore,
  matches: number,
  moves: number,
  runs: number,
): Promise<Samples> {
  const xs: number[] = [];
  for (let r = 0; r < runs + 1; r++) {
    const ids = await Promise.all(Array.from({ length: matches }, () => newMatch(store)));
    const t0 = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        for (let v = 0; v < moves; v++) await store.appendMove(id, v, MOVE, OWNER);
      }),
    );
    if (r > 0) xs.push((matches * moves * 1000) / (performance.now() - t0));
  }
  return summarize(xs);
}

const range = (s: Samples, digits: number) =>
  `median of ${s.runs}; ${fmt(s.min, digits)}–${fmt(s.max, digits)}`;

export async function run(): Promise<Figure[]> {
  const moves = Number(process.env.BENCH_STORE_MOVES ?? 200);
  const matches = Number(process.env.BENCH_STORE_MATCHES ?? 20);
  const runs = Number(process.env.BENCH_STORE_RUNS ?? 5);
  const postgres = await startPostgres({ durable: true });
  const sqlite = new SqliteStore(tempDataDir());
  const pg = await PgStore.open(postgres.url, matches);
  try {
    const sSerial = await serialMs(sqlite, moves, runs);
    const pSerial = await serialMs(pg, moves, runs);
    const [sFenced, sBare] = await fenceCost(sqlite, moves, runs);
    const [pFenced, pBare] = await fenceCost(pg, moves, runs);
    const sPar = await parallelPerS(sqlite, matches, moves / 4, runs);
    const pPar = await parallelPerS(pg, matches, moves / 4, runs);
    const loose = await startPostgres({ durable: false });
    let lSerial: Samples;
    try {
      const store = await PgStore.open(loose.url, 2);
      lSerial = await serialMs(store, moves, runs);
      await store.close();
    } finally {
      await loose.stop();
    }
    return [
      {
        figure: 'acknowledged move, SQLite (one match)',
        value: `${fmt(sSerial.median, 3)} ms`,
        detail: range(sSerial, 3),
      },
      {
        figure: 'acknowledged move, PostgreSQL (one match)',
        value: `${fmt(pSerial.median, 3)} ms`,
        detail: range(pSerial, 3),
      },
      {
        figure: 'acknowledged move, PostgreSQL without fsync (one match)',
        value: `${fmt(lSerial.median, 3)} ms`,
        detail: `not durable, for comparison; ${range(lSerial, 3)}`,
      },
      {
        figure: 'acknowledged move cost PG / SQLite',
        value: `${fmt(pSerial.median / sSerial.median, 1)} ×`,
      },
      {
        figure: 'fenced / unfenced append, SQLite (one match)',
        value: `${fmt(sFenced.median / sBare.median, 2)} ×`,
        detail: `${fmt(sFenced.median, 3)} / ${fmt(sBare.median, 3)} ms, runs interleaved`,
      },
      {
        figure: 'fenced / unfenced append, PostgreSQL (one match)',
        value: `${fmt(pFenced.median / pBare.median, 2)} ×`,
        detail: `${fmt(pFenced.median, 3)} / ${fmt(pBare.median, 3)} ms, runs interleaved`,
      },
      {
        figure: `acknowledged moves/s, SQLite (${matches} matches at once)`,
        value: fmt(sPar.median, 0),
        detail: range(sPar, 0),
      },
      {
        figure: `acknowledged moves/s, PostgreSQL (${matches} matches at once)`,
        value: fmt(pPar.median, 0),
        detail: range(pPar, 0),
      },
      {
        figure: 'throughput PG / SQLite',
        value: `${fmt(pPar.median / sPar.median, 2)} ×`,
      },
    ];
  } finally {
    await pg.close();
    await sqlite.close();
    await postgres.stop();
  }
}
