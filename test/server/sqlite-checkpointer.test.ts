/**
 * The SQLite store's log is copied into the database file by its worker (sqlite-checkpointer.ts),
 * not by the connection that commits moves: a few moves, far below SQLite's own 1,000-page
 * threshold, reach the database file within moments, and the store still reads them back.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { newMatchId } from '../../src/server/tokens.ts';
import { tempDataDir } from './helpers.ts';

const size = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

it('checkpoints the log in the background, and the moves read back', async () => {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  const file = join(dir, 'tabletop.sqlite');
  const id = newMatchId();
  await store.createMatch({
    id,
    game: 'battleline',
    options: {},
    seed: 1,
    seats: ['a', null],
    invite: null,
    createdAt: 0,
  });
  const before = size(file);
  for (let v = 0; v < 20; v++) await store.appendMove(id, v, { type: 'play', n: v });
  const deadline = Date.now() + 5000;
  while (size(file) <= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(size(file)).toBeGreaterThan(before);
  expect((await store.loadMatch(id))?.moves).toHaveLength(20);
  await store.close();
  // Closed with its worker: the file opens again and has every move.
  const again = new SqliteStore(dir);
  expect((await again.loadMatch(id))?.moves.at(-1)).toEqual({ type: 'play', n: 19 });
  await again.close();
});
