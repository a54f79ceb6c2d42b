/**
 * Type 10's localized log lines, side names and reasons of the end: every move kind of seeded
 * random games reads as the engine's English (without the side the log's prefix already names,
 * and with the table's short counter names) and has no English word left in Japanese.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { describeMove, type10, type Type10Move } from '../../../src/games/type10/index.ts';
import type { Seat } from '../../../src/core/game.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { type10Messages } from '../../../src/ui/tables/type10/messages.ts';
import {
  type10MoveText,
  type10OutcomeText,
  type10SideName,
} from '../../../src/ui/tables/type10/log-text.ts';

addMessages(type10Messages);
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
const ja = (k: string, p?: Record<string, string | number>) => translate('ja', k, p);
/** Lower-case ASCII runs, once the counter names that are the same in Japanese are taken out. */
const english = (line: string): boolean => /[a-z]{2,}/.test(line.replace(/UAV|PKF|T-72/g, ''));
const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** The engine's English as the log shows it: no leading side, the table's counter names. */
function engineText(line: string): string {
  return line
    .replace(/^(North|PKF):? /, '')
    .replace('Medium-range guided missile', 'Guided missile');
}

describe('Type 10 log lines', () => {
  it('over seeded random games, every kind of move reads as the engine says, in both languages', () => {
    const kinds = new Map<string, [string, string]>();
    for (const seed of [1, 7, 19]) {
      let s = type10.setup(type10.defaultOptions, seed);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 3000 && type10.outcome(s) === null; i++) {
        const m = rng.pick(type10.legalMoves(s));
        const v = type10.view(s, other(type10.toMove(s) as Seat));
        const e = type10MoveText(en, v, m);
        const j = type10MoveText(ja, v, m);
        expect(e).toBe(engineText(describeMove(s, m)));
        if (english(j)) throw new Error(`English left in "${j}"`);
        kinds.set(m.type, [e, j]);
        const r = type10.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
    }
    expect([...kinds.keys()].sort()).toEqual(
      ['bombard', 'endAction', 'endSpawn', 'endTurn', 'search', 'spawn', 'step'].sort(),
    );
    expect(kinds.get('search')).toEqual(['rolls the UAV search die', 'UAV索敵のサイコロを振る']);
    expect(kinds.get('endTurn')).toEqual(['ends its turn', '手番を終了']);
  });

  it('the table moves: a resignation names the side, a clock tick writes no line', () => {
    const s = type10.view(type10.setup(type10.defaultOptions, 1), 1);
    const cases: [Type10Move, string, string][] = [
      [{ type: 'resign', seat: 1 }, 'PKF resigns', 'PKFが投了'],
      [{ type: 'resign', seat: 0 }, 'North resigns', '北軍が投了'],
      [{ type: 'clock', elapsedMs: 12_400 }, '', ''],
    ];
    for (const [m, e, j] of cases) {
      expect(type10MoveText(en, s, m)).toBe(e);
      expect(type10MoveText(ja, s, m)).toBe(j);
    }
  });

  it('a spawn after a UAV find says so', () => {
    const base = type10.view(type10.setup(type10.defaultOptions, 1), 1);
    const v = { ...base, phase: 'uavPlace' as const };
    const m: Type10Move = { type: 'spawn', unitType: 'special', to: '0304' };
    expect(type10MoveText(en, v, m)).toBe('Special forces found by the UAV at 0304');
    expect(type10MoveText(ja, v, m)).toBe('UAVが発見：特殊部隊が0304に出現');
  });

  it('names the sides as the table does', () => {
    expect([type10SideName(en, 0), type10SideName(en, 1)]).toEqual(['North', 'PKF']);
    expect([type10SideName(ja, 0), type10SideName(ja, 1)]).toEqual(['北軍', 'PKF']);
  });

  it('names every reason of the end in both languages', () => {
    const v = type10.view(type10.setup(type10.defaultOptions, 1), 0);
    const reasons = [
      'losses',
      'command-destroyed',
      'border-crossed',
      'resignation',
      'time-out',
      'time-limit',
      'round-limit',
    ];
    for (const reason of reasons) {
      const e = type10OutcomeText(en, { winner: 1, reason }, v);
      expect(e).not.toBe(reason);
      expect(e).not.toContain('{');
      const j = type10OutcomeText(ja, { winner: 1, reason }, v);
      expect(english(j)).toBe(false);
      expect(j).not.toContain('{');
    }
    expect(type10OutcomeText(en, { winner: 0, reason: 'resignation' }, v)).toBe('PKF resigned');
    expect(type10OutcomeText(ja, { winner: 1, reason: 'losses' }, v)).toBe(
      `北軍の歩兵・特殊部隊の損害が${v.scenario.lossLimit}に達した`,
    );
    expect(type10OutcomeText(en, { winner: 1, reason: 'odd' }, v)).toBe('odd');
  });
});
