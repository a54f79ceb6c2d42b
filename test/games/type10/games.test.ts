import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../../src/core/match.ts';
import { deepEqual } from '../../../src/core/json.ts';
import { Rng } from '../../../src/core/rng.ts';
import { type10 } from '../../../src/games/type10/index.ts';
import type { Type10Move, Type10State } from '../../../src/games/type10/types.ts';

function randomGame(
  seed: number,
  check: (before: Type10State, m: Type10Move, after: Type10State) => void,
) {
  let s = type10.setup(type10.defaultOptions, seed);
  const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
  const log: LoggedMove<Type10Move>[] = [];
  for (let n = 0; n < 20_000 && !type10.outcome(s); n++) {
    const legal = type10.legalMoves(s);
    expect(legal.length).toBeGreaterThan(0);
    const m = rng.pick(legal);
    const moved = JSON.parse(JSON.stringify(m)) as Type10Move;
    const r = type10.apply(s, moved);
    if (!r.ok)
      throw new Error(`seed ${seed}: legal move refused: ${r.error.code} ${JSON.stringify(m)}`);
    log.push({ seat: type10.toMove(s)!, move: moved });
    check(s, moved, r.value);
    s = r.value;
  }
  return { s, log };
}

describe('random seeded games', () => {
  it('play only legal moves, never mutate state, round-trip every position, and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (seed) => {
        const { s, log } = randomGame(seed, (before, m, after) => {
          const frozen = JSON.stringify(before);
          type10.apply(before, m);
          expect(JSON.stringify(before)).toBe(frozen);
          const back = type10.fromSetup(JSON.parse(JSON.stringify(type10.toSetup(after))));
          if (!back.ok) throw new Error(`seed ${seed}: ${back.error.code} ${back.error.message}`);
          expect(deepEqual(back.value, after)).toBe(true);
          // Only one unit may ever share a hex, and only the acting one passing a friend.
          const onBoard = after.units
            .filter((u) => u.at !== 'hand' && u.at !== 'gone')
            .map((u) => u.at);
          expect(onBoard.length - new Set(onBoard).size).toBeLessThanOrEqual(after.active ? 1 : 0);
          expect(after.round).toBeLessThanOrEqual(30);
        });
        const o = type10.outcome(s);
        expect(o).not.toBeNull();
        // The log replays to the same final state.
        const r = replay(type10, { kind: 'new', options: type10.defaultOptions, seed }, log);
        expect(r.ok && deepEqual(r.value.state, s)).toBe(true);
      }),
      { numRuns: 20, seed: 42 },
    );
  });

  it('refuses random junk without throwing', () => {
    const s = type10.setup(type10.defaultOptions, 3);
    const junk: unknown[] = [
      null,
      5,
      {},
      { type: 'step' },
      { type: 'step', unit: 't72', to: 99 },
      { type: 'bombard', unit: 'type10', target: 'nobody' },
      { type: 'fly' },
      { type: 'clock', elapsedMs: 'x' },
    ];
    for (const j of junk) expect(type10.apply(s, j as Type10Move).ok).toBe(false);
  });

  it('determinize keeps the view and only changes the generator', () => {
    const s = type10.setup(type10.defaultOptions, 11);
    const v = type10.view(s, 1);
    const d = type10.determinize(v, 1, Rng.fromSeed(1));
    expect(deepEqual({ ...d, rng: null }, v)).toBe(true);
    expect(d.rng).toHaveLength(4);
  });
});
