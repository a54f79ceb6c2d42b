import { describe, expect, it } from 'vitest';
import { turnOf } from '../../src/server/match-progress.ts';

describe("Home's turn count", () => {
  it('counts one seat’s run of moves as one turn, the seat to move continuing or starting one', () => {
    expect(turnOf([], 0)).toBe(1);
    // A Battle Line card and its draw are one turn.
    expect(turnOf([0, 0], 1)).toBe(2);
    expect(turnOf([0, 0, 1, 1], 0)).toBe(3);
    // Mid-turn (a card played, the draw to come): still that turn.
    expect(turnOf([0, 0, 1], 1)).toBe(2);
    // Over: the turns played.
    expect(turnOf([0, 1, 0], null)).toBe(3);
  });
});
