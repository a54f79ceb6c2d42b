import { describe, expect, it } from 'vitest';
import { newMatch, play, type Match } from '../../../src/core/match.ts';
import { unwrap } from '../../../src/core/result.ts';
import { battleline } from '../../../src/games/battleline/index.ts';
import type { GameDef } from '../../../src/core/game.ts';
import { ReplayModel } from '../../../src/ui/replay/model.ts';

const def = battleline as unknown as GameDef<unknown, unknown>;

function matchOf(moves: number): Match[] {
  let m = unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed: 11 }));
  const out = [m];
  for (let i = 0; i < moves; i++) {
    m = unwrap(play(def, m, def.legalMoves(m.state)[0]));
    out.push(m);
  }
  return out;
}

describe('ReplayModel', () => {
  const matches = matchOf(8);
  const last = matches[8] as Match;

  it('draws the position after k moves, read-only, as the seat sees it', () => {
    const model = new ReplayModel(def, last);
    for (const k of [0, 3, 8]) {
      const f = model.frame(k, 0, 'en');
      const at = (matches[k] as Match).state;
      expect(f.view).toEqual(def.view(at, 0));
      expect(f.legal).toEqual([]);
      expect(f.moveCount).toBe(k);
      expect(f.toMove).toBe(def.toMove(at));
      expect(f.lastMove).toBe(k === 0 ? null : last.log[k - 1]);
    }
  });

  it('follows a log that only grows and refuses another match', () => {
    const model = new ReplayModel(def, matches[5] as Match);
    expect(model.stateAt(2)).toEqual((matches[2] as Match).state);
    expect(model.follow(last)).toBe(true);
    expect(model.length).toBe(8);
    expect(model.stateAt(7)).toEqual((matches[7] as Match).state);
    const other = unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed: 12 }));
    expect(model.follow(other)).toBe(false);
    expect(model.follow(matches[3] as Match)).toBe(false);
  });
});
