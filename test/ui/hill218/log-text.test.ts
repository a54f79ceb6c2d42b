/**
 * Hill 218's localized log lines: one of each move kind in English and Japanese (English lines are
 * the engine's without its "Seat N" the log's prefix already gives), every reason of the end, and
 * over seeded random games no line names a unit its reader (the mover's opponent) cannot see.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import {
  describeMove,
  hill218,
  UNIT_TYPES,
  type Hill218Move,
  type Hill218State,
  type Seat,
} from '../../../src/games/hill218/index.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { hill218Messages } from '../../../src/ui/tables/hill218/messages.ts';
import { hill218MoveText, hill218OutcomeText } from '../../../src/ui/tables/hill218/log-text.ts';
import { place, play, position, u } from '../../games/hill218/helpers.ts';

addMessages(hill218Messages);
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
const ja = (k: string, p?: Record<string, string | number>) => translate('ja', k, p);
const ENGLISH = /[a-z]{2,}/;
const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** The line both ways, checked against the engine's English. */
function lines(s: Hill218State, m: Hill218Move): [string, string] {
  const v = hill218.view(s, other(s.turn));
  const e = hill218MoveText(en, v, m);
  expect(describeMove(s, m).replace(/^Seat \d('s)? /, '')).toBe(e);
  const j = hill218MoveText(ja, v, m);
  expect(j).not.toMatch(ENGLISH);
  return [e, j];
}

describe('Hill 218 log lines', () => {
  const s = position({
    cells: [u(0, -1, 0, 'tank'), u(1, -1, 0, 'infantry'), u(2, 0, 1, 'tank'), u(0, 1, 1, 'tank')],
    hands: [['heavyWeapons', 'infantry'], ['tank']],
    turn: 0,
  });

  it('the set-up says two cards went under the deck, not which', () => {
    const start = hill218.setup(hill218.defaultOptions, 5);
    const m = hill218.legalMoves(start)[0]!;
    expect(m.type).toBe('bottom');
    expect(lines(start, m)).toEqual([
      'puts two cards on the bottom of the deck.',
      '2枚を山札の一番下に置く。',
    ]);
  });

  it('a placement names the unit and its cell', () => {
    expect(lines(s, place('heavyWeapons', 2, -1))).toEqual([
      'plays Heavy Weapons at (2,-1).',
      '(2,-1)に重火器隊を出す。',
    ]);
  });

  it('an attack names the attacker, the target and the supporter', () => {
    const ready = play(s, place('heavyWeapons', 2, -1), place('infantry', 1, 0));
    const m = hill218.legalMoves(ready).find((x) => x.type === 'attack');
    expect(m).toEqual({ type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 2, y: -1 } });
    expect(lines(ready, m!)).toEqual([
      'Infantry destroys the Tank at (2,0) with support from the Heavy Weapons at (2,-1).',
      '歩兵が(2,0)の戦車を撃破（支援：(2,-1)の重火器隊）。',
    ]);
    expect(lines(ready, { type: 'attack', target: { x: 2, y: 0 } })).toEqual([
      'Infantry destroys the Tank at (2,0).',
      '歩兵が(2,0)の戦車を撃破。',
    ]);
  });

  it('an Air Strike names its target', () => {
    const m = hill218.legalMoves(s).find((x) => x.type === 'airStrike' && x.target.x === 2);
    expect(m).toBeDefined();
    expect(lines(s, m!)).toEqual([
      'calls an Air Strike on the Tank at (2,0).',
      '(2,0)の戦車に空爆。',
    ]);
  });

  it('names every reason of the end in both languages', () => {
    for (const reason of ['hq-taken', 'most-units', 'equal-units']) {
      expect(hill218OutcomeText(en, { winner: 0, reason })).not.toBe(reason);
      expect(hill218OutcomeText(ja, { winner: 0, reason })).not.toMatch(ENGLISH);
    }
    expect(hill218OutcomeText(en, { winner: 1, reason: 'hq-taken' })).toBe('took the enemy HQ');
    expect(hill218OutcomeText(en, { winner: 1, reason: 'odd' })).toBe('odd');
  });
});

describe('no hidden unit in the log', () => {
  it('over seeded random games, a line names only units face up on the table', () => {
    let checked = 0;
    for (const seed of [2, 11, 23, 38]) {
      let s = hill218.setup(hill218.defaultOptions, seed);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 400 && hill218.outcome(s) === null; i++) {
        const m = rng.pick(hill218.legalMoves(s));
        const reader = other(s.turn);
        const after = play(s, m);
        const before = hill218.view(s, reader);
        const seen = hill218.view(after, reader);
        // Unit types the reader sees face up: on the table before or after, or destroyed.
        const shown = new Set([
          ...before.cells.map((c) => c.unit),
          ...seen.cells.map((c) => c.unit),
          ...seen.discards[0],
          ...seen.discards[1],
        ]);
        for (const t of [en, ja]) {
          const line = hill218MoveText(t, before, m);
          for (const unit of UNIT_TYPES) {
            const named = line.includes(t(`h218.unit.${unit}`));
            if (named && (m.type === 'bottom' || !shown.has(unit)))
              throw new Error(`"${line}" names ${unit}, hidden from seat ${reader}`);
          }
          checked++;
        }
        s = after;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
