import { describe, expect, it } from 'vitest';
import type { MatchState } from '../../src/server/match-state.ts';
import { alreadyPlayed, sameMove } from '../../src/server/move-retry.ts';

function log(moves: unknown[], movers: (0 | 1)[]): MatchState {
  return { moves, movers, version: moves.length } as unknown as MatchState;
}

describe('a move sent again after a lost acknowledgement', () => {
  it('is the same move whatever the order of its keys', () => {
    expect(
      sameMove({ type: 'play', card: 'r3', flag: 2 }, { flag: 2, card: 'r3', type: 'play' }),
    ).toBe(true);
    expect(sameMove({ type: 'play', card: 'r3' }, { type: 'play', card: 'r4' })).toBe(false);
  });

  it('is recognised only as the same move, by the same seat, at its version', () => {
    const m = log([{ a: 1 }, { b: 2 }, { c: 3 }], [0, 1, 0]);
    expect(alreadyPlayed(m, 1, { b: 2 }, 1)).toBe(true);
    expect(alreadyPlayed(m, 0, { b: 2 }, 1)).toBe(false);
    expect(alreadyPlayed(m, 1, { b: 3 }, 1)).toBe(false);
    expect(alreadyPlayed(m, 0, { c: 3 }, 3)).toBe(false);
    expect(alreadyPlayed(m, 0, { a: 1 }, -1)).toBe(false);
  });

  it('is found after the server clock move that went in just before it (Type 10)', () => {
    const clock = { type: 'clock', elapsedMs: 900 };
    const m = log([clock, { type: 'move', unit: 'u1' }], [0, 0]);
    expect(alreadyPlayed(m, 0, { unit: 'u1', type: 'move' }, 0)).toBe(true);
    expect(alreadyPlayed(m, 1, { unit: 'u1', type: 'move' }, 0)).toBe(false);
  });
});
