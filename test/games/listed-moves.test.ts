/**
 * The engines never list a move they then refuse (issue 23), for all four games: positions
 * `fromSetup` accepts — setups of positions reached in seeded play, reshaped with values the game
 * itself uses (bench/fuzz.ts `reshape`: another position's field, a value seen under the same
 * key, an array item dropped, added or moved, a number off by one, a field left out) — and a few
 * plies of random play from each: at every position, every listed move is accepted by `apply`.
 * fast-check picks the position, the changes and the plies. Disc Wars runs physics per move, so
 * it gets few runs and its physics moves (flips, shots) are not tried; the long run is
 * `npm run bench fuzz`.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import {
  emptyCounts,
  failures,
  playForPool,
  tryReshaped,
  type ListedOptions,
} from '../../bench/fuzz.ts';
import { loadModule } from './discwars/helpers.ts';

type Plan = Omit<ListedOptions, 'setups'> & { readonly runs: number };

function property(def: AnyGameDef, plan: Plan) {
  const counts = emptyCounts();
  const { pool, games } = playForPool(def, plan, counts);
  expect(failures(counts)).toEqual([]);
  fc.assert(
    fc.property(
      fc.nat({ max: games.length - 1 }),
      fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (game, where, seed) => {
        const seen = games[game]!;
        const c = emptyCounts();
        tryReshaped(def, seen[Math.floor(where * seen.length)], pool, plan, Rng.fromSeed(seed), c);
        expect(failures(c)).toEqual([]);
        counts.reshapedAccepted += c.reshapedAccepted;
        counts.listedMoves += c.listedMoves;
      },
    ),
    { numRuns: plan.runs, seed: 23 },
  );
  // The reshaped setups are mostly accepted, and their listed moves were tried.
  expect(counts.reshapedAccepted).toBeGreaterThan(plan.runs / 5);
  expect(counts.listedMoves).toBeGreaterThan(plan.runs);
}

const quick = { seed: 1, changes: 3, plies: 8, maxMoves: 5000, quick: true };

describe('every move a position lists is accepted', () => {
  it('Battle Line', () => property(battleline, { ...quick, games: 3, runs: 200 }));
  it('The Battle for Hill 218', () => property(hill218, { ...quick, games: 3, runs: 200 }));
  it('Type 10 Exercise', () => property(type10, { ...quick, games: 4, runs: 400 }));

  let discwars: AnyGameDef;
  beforeAll(async () => {
    discwars = (await loadModule()).def as AnyGameDef;
  });
  it('Disc Wars (few positions, physics moves not tried)', () =>
    property(discwars, {
      ...quick,
      games: 1,
      maxMoves: 16,
      plies: 4,
      runs: 6,
      tryMove: (m) => !['flip', 'fire'].includes((m as { type: string }).type),
    }));
});
