/**
 * Keeping matches (issue 23): `npm run prune` (scripts/prune.ts) removes the finished matches that
 * ended more than TABLETOP_KEEP_FINISHED_DAYS ago and the matches nobody joined within
 * TABLETOP_UNJOINED_TTL_S, with their moves, and keeps everything else; the running server
 * removes unjoined matches past their time every minute, in bounded batches (pruning.ts).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPruning } from '../../src/server/pruning.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore, NewMatch, PruneAsk } from '../../src/server/store.ts';
import { newMatchId } from '../../src/server/tokens.ts';
import { tempDataDir } from './helpers.ts';

const run = promisify(execFile);
const DAY = 86_400_000;

function match(createdAt: number): NewMatch {
  return {
    id: newMatchId(),
    game: 'battleline',
    options: {},
    seed: 1,
    seats: ['h', null],
    invite: 'i',
    createdAt,
  };
}

describe('npm run prune', () => {
  it('removes old finished and unjoined matches with their moves, keeps the rest', async () => {
    const dataDir = tempDataDir();
    const now = Date.now();
    const store = new SqliteStore(dataDir);
    const oldEnded = match(now - 100 * DAY);
    const newEnded = match(now - 100 * DAY);
    const playing = match(now - 500 * DAY);
    const waiting = match(now - 500 * DAY);
    const lone = match(now - 2 * 3_600_000);
    const young = match(now - 60_000);
    const all = [oldEnded, newEnded, playing, waiting, lone, young];
    for (const m of all) await store.createMatch(m);
    for (const m of [oldEnded, newEnded, playing, waiting])
      await store.markJoined(m.id, m.createdAt);
    await store.appendMove(oldEnded.id, 0, { type: 'x' });
    await store.appendMove(playing.id, 0, { type: 'x' });
    await store.setEnding(oldEnded.id, { winner: 0, reason: 'resigned' }, now - 91 * DAY);
    await store.setEnding(newEnded.id, { winner: 0, reason: 'resigned' }, now - 89 * DAY);
    await store.close();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/prune.ts'], {
      env: { ...process.env, TABLETOP_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    });
    expect(stdout).toMatch(
      /1 finished matches \(ended over 90 days ago\), 1 matches nobody joined/,
    );

    const after = new SqliteStore(dataDir);
    const left = await Promise.all(all.map(async (m) => (await after.loadMatch(m.id)) !== null));
    expect(left).toEqual([false, true, true, true, false, true]);
    expect((await after.loadMatch(playing.id))!.moves).toEqual([{ type: 'x' }]);
    await after.close();

    // The days and the time are the operator's.
    const again = await run(process.execPath, ['--import', 'tsx', 'scripts/prune.ts'], {
      env: {
        ...process.env,
        TABLETOP_DATA_DIR: dataDir,
        TABLETOP_KEEP_FINISHED_DAYS: '30',
        TABLETOP_UNJOINED_TTL_S: '60',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    expect(again.stdout).toMatch(/1 finished matches \(ended over 30 days ago\), 1 matches/);
  }, 60_000);
});

describe('the running server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes unjoined matches past their time every minute, in batches of 100', async () => {
    vi.useFakeTimers();
    const asks: PruneAsk[] = [];
    let waiting = 250;
    const store = {
      prune: async (ask: PruneAsk) => {
        asks.push(ask);
        const n = Math.min(waiting, ask.limit ?? Infinity);
        waiting -= n;
        return { finished: 0, unjoined: n };
      },
    } as unknown as MatchStore;
    let clock = 1_000_000_000;
    const pruning = startPruning(store, { unjoinedTtlMs: 3_600_000 }, () => clock);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(asks).toEqual([]);
    clock += 60_000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(asks).toEqual([{ finishedBefore: null, unjoinedBefore: clock - 3_600_000, limit: 100 }]);
    // A full batch: the next one a second later, until fewer than 100 are left.
    await vi.advanceTimersByTimeAsync(2000);
    expect(asks.length).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asks.length).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asks.length).toBe(4);
    pruning.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asks.length).toBe(4);
  });
});
