/**
 * Properties of `fromSetup` for all four games (issue 15), over seeded random play: every state
 * reached round-trips (`fromSetup(toSetup(s))` equals `s`), and every position `fromSetup`
 * accepts — reached in play, or a reached position with one random change — has an outcome or a
 * legal move, and every listed move is accepted by `apply`. Disc Wars runs physics per move, so
 * it gets few seeds and short stretches.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/core/game.ts';
import { deepEqual } from '../../src/core/json.ts';
import { Rng } from '../../src/core/rng.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { mutate } from '../../bench/fuzz.ts';
import { loadModule } from './discwars/helpers.ts';

const viaJson = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** Whether an accepted position can go on: an outcome, or legal moves that are all accepted. */
function canGoOn(def: AnyGameDef, s: unknown, tried: (m: unknown) => boolean): boolean {
  if (def.outcome(s) !== null) return true;
  const legal = def.legalMoves(s) as unknown[];
  return legal.length > 0 && legal.filter(tried).every((m) => def.apply(s, m).ok);
}

function property(def: AnyGameDef, runs: number, maxPlies: number, tried = (_m: unknown) => true) {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 0, max: maxPlies }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (seed, plies, mutation) => {
        let s = def.setup(def.defaultOptions, seed);
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < plies && def.outcome(s) === null; i++) {
          const legal = def.legalMoves(s) as unknown[];
          const r = def.apply(s, legal[rng.int(legal.length)]);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value;
        }
        const back = def.fromSetup(viaJson(def.toSetup(s)));
        expect(back.ok && deepEqual(back.value, s)).toBe(true);
        if (back.ok) expect(canGoOn(def, back.value, tried)).toBe(true);
        const changed = def.fromSetup(mutate(def.toSetup(s), Rng.fromSeed(mutation)));
        if (changed.ok) expect(canGoOn(def, changed.value, tried)).toBe(true);
      },
    ),
    { numRuns: runs, seed: 15 },
  );
}

describe('fromSetup properties', () => {
  it('Battle Line', () => property(battleline, 40, 120));
  it('The Battle for Hill 218', () => property(hill218, 40, 80));
  it('Type 10 Exercise', () => property(type10, 15, 300));

  let discwars: AnyGameDef;
  beforeAll(async () => {
    discwars = (await loadModule()).def as AnyGameDef;
  });
  it('Disc Wars (few seeds)', () =>
    property(discwars, 3, 8, (m) => !['flip', 'fire'].includes((m as { type: string }).type)));
});
