/**
 * The short fuzz run (issue 15; the long one is `npm run bench fuzz`): garbage and mutated moves,
 * mutated setups and mutated saves through the public API of all four games. No exception, no
 * refused move that changed the state, no accepted setup that cannot go on, no endless game.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/core/game.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { failures, fuzzGame, mutate } from '../../bench/fuzz.ts';
import { Rng } from '../../src/core/rng.ts';
import { loadModule } from './discwars/helpers.ts';

const quick = { seed: 7, garbage: 4, every: 8, maxMoves: 5000 };

describe('fuzz', () => {
  it.each([
    ['battleline', battleline, 2],
    ['hill218', hill218, 2],
    ['type10', type10, 1],
  ] as [string, AnyGameDef, number][])(
    '%s survives garbage, mutated setups and saves',
    (_id, def, games) => {
      const c = fuzzGame(def, { ...quick, games });
      expect(failures(c)).toEqual([]);
      expect(c.moves).toBeGreaterThan(20);
      expect(c.garbageMoves).toBeGreaterThan(c.moves);
      expect(c.mutatedSetups).toBeGreaterThan(2);
    },
  );

  let discwars: AnyGameDef;
  beforeAll(async () => {
    discwars = (await loadModule()).def as AnyGameDef;
  });

  it('discwars survives garbage and mutated setups (a short stretch of one battle)', () => {
    const c = fuzzGame(discwars, {
      games: 1,
      seed: 3,
      garbage: 2,
      every: 6,
      maxMoves: 12,
      tryMove: (m) => !['flip', 'fire'].includes((m as { type: string }).type),
    });
    expect(failures(c).filter((f) => !f.includes('did not end'))).toEqual([]);
    expect(c.moves).toBe(12);
  });

  it('refuses moves whose fields are objects with a "toString" key, without throwing', () => {
    const s = type10.setup(type10.defaultOptions, 1);
    for (const m of [
      { type: { toString: 1.5 } },
      { type: 'step', unit: 'sf3', to: { toString: '0601' } },
      { type: 'bombard', unit: 'sf3', target: { toString: [] } },
    ]) {
      const r = type10.apply(s, m as never);
      expect(r.ok).toBe(false);
    }
    const j = { ...(type10.toSetup(s) as object), phase: { toString: 1 } };
    expect(type10.fromSetup(j).ok).toBe(false);
  });

  it('refuses Battle Line and Disc Wars set-ups naming objects with a "toString" key, without throwing', async () => {
    const hostile = { toString: 1 };
    const bl = battleline.toSetup(battleline.setup(battleline.defaultOptions, 1)) as {
      hands: unknown[][];
    };
    const j = { ...bl, hands: [[hostile, ...(bl.hands[0] ?? []).slice(1)], bl.hands[1]] };
    const r = battleline.fromSetup(j);
    expect(r.ok).toBe(false);
    const dw = (await loadModule()).def;
    for (const o of [{ scenario: hostile }, { armies: [hostile, 'ashen-host'] }]) {
      const v = dw.validateOptions?.({ ...dw.defaultOptions, ...o });
      expect(v && !v.ok).toBe(true);
    }
  });

  it('refuses a Disc Wars position whose table piece has no position or orientation, without throwing', async () => {
    const dw = (await loadModule()).def;
    const s = dw.setup(dw.defaultOptions, 1);
    for (const field of ['position', 'orientation']) {
      const j = JSON.parse(JSON.stringify(dw.toSetup(s))) as {
        table: { pieces: Record<string, unknown>[] };
      };
      delete j.table.pieces[0]![field];
      const r = dw.fromSetup(j);
      expect(r.ok ? 'accepted' : r.error.code).toBe('table/bad-pose');
    }
  });

  it('mutates one thing at a time, deterministically', () => {
    const x = { a: [1, 2, { b: 'c' }], d: true };
    const one = mutate(x, Rng.fromSeed(1));
    expect(one).not.toEqual(x);
    expect(mutate(x, Rng.fromSeed(1))).toEqual(one);
    expect(x).toEqual({ a: [1, 2, { b: 'c' }], d: true });
  });
});
