import { describe, expect, it } from 'vitest';
import {
  hill218,
  legalCellsFor,
  supplyChainFor,
  suppliedUnits,
  UNIT_TYPES,
} from '../../../src/games/hill218/index.ts';
import { legalCells } from '../../../src/games/hill218/supply.ts';
import type { Seat, UnitType } from '../../../src/games/hill218/types.ts';
import { cellsText, place, play, position, u } from './helpers.ts';

/** A Tank alone in the HQ of `seat`, `unit` in hand, `seat` to play a normal turn. */
function tankInHq(seat: Seat, unit: UnitType) {
  return position({
    cells: [
      u(0, seat === 0 ? -1 : 1, seat, 'tank'),
      u(5, seat === 0 ? 4 : -4, seat === 0 ? 1 : 0, 'tank'),
    ],
    hands: seat === 0 ? [[unit], ['infantry']] : [['infantry'], [unit]],
    turn: seat,
  });
}

describe('supply patterns: where each unit may go next to a Tank in the HQ', () => {
  const orth0 = ['0,-2', '-1,-1', '1,-1'];
  const diag0 = ['-1,-2', '1,-2', '-1,0', '1,0'];
  const orth1 = ['-1,1', '1,1', '0,2'];
  const diag1 = ['-1,0', '1,0', '-1,2', '1,2'];
  const table: [UnitType, string[], string[]][] = [
    ['infantry', orth0, orth1],
    ['heavyWeapons', orth0, orth1],
    ['specialForces', diag0, diag1],
    ['tank', orth0, orth1],
    ['artillery', orth0, orth1],
  ];
  for (const [unit, seat0, seat1] of table) {
    it(`${unit}: seat 1 and seat 2`, () => {
      expect(cellsText(legalCellsFor(tankInHq(0, unit), unit))).toEqual(seat0);
      expect(cellsText(legalCellsFor(tankInHq(1, unit), unit))).toEqual(seat1);
    });
  }

  it('paratroopers: every empty cell within 2 of the cards, never the unsupplied enemy HQ', () => {
    const s = tankInHq(0, 'paratroopers');
    const cells = cellsText(legalCellsFor(s, 'paratroopers'));
    // Cards span x 0..5, y -1..4: the box widened by 2 is 10 x 10, minus Hill, 2 units, enemy HQ.
    expect(cells).toHaveLength(100 - 4);
    expect(cells).not.toContain('0,1');
    expect(cells).not.toContain('0,0');
    expect(cells).toContain('7,6');
    expect(cells).toContain('-2,-3');
    expect(cells).not.toContain('8,6');
    expect(cells).not.toContain('-3,-3');
  });

  it('every unit may go into its own empty HQ, and only there when the HQ is empty', () => {
    for (const unit of UNIT_TYPES) {
      const s = position({ cells: [u(1, -2, 0, 'infantry')], hands: [[unit], []], turn: 0 });
      const cells = cellsText(legalCellsFor(s, unit));
      expect(cells).toContain('0,-1');
      if (unit !== 'paratroopers') expect(cells).toEqual(['0,-1']);
    }
  });
});

describe('supply chains', () => {
  it('special forces chain diagonally and pass supply on to orthogonal units', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, 0, 0, 'specialForces'),
        u(2, 1, 0, 'specialForces'),
        u(2, 2, 0, 'infantry'),
      ],
      hands: [['infantry', 'specialForces'], []],
      turn: 0,
    });
    expect(cellsText(suppliedUnits(s.cells, 0)).sort()).toEqual(
      ['0,-1', '1,0', '2,1', '2,2'].sort(),
    );
    const inf = cellsText(legalCellsFor(s, 'infantry'));
    expect(inf).toEqual(expect.arrayContaining(['3,1', '1,1', '2,3', '3,2', '1,2']));
    const sf = cellsText(legalCellsFor(s, 'specialForces'));
    expect(sf).toEqual(expect.arrayContaining(['3,2', '1,2', '3,0', '3,3', '1,3']));
    expect(supplyChainFor(s, 'infantry', { x: 2, y: 3 })).toEqual([
      { x: 0, y: -1 },
      { x: 1, y: 0 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
      { x: 2, y: 3 },
    ]);
  });

  it('a unit is supplied only through its own pattern (an Infantry diagonal to the HQ is cut off)', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(1, -2, 0, 'infantry'), u(-1, -2, 0, 'specialForces')],
      hands: [['infantry'], []],
      turn: 0,
    });
    expect(cellsText(suppliedUnits(s.cells, 0)).sort()).toEqual(['-1,-2', '0,-1']);
    const inf = cellsText(legalCellsFor(s, 'infantry'));
    expect(inf).not.toContain('2,-2');
    expect(inf).toContain('-2,-2');
    expect(supplyChainFor(s, 'infantry', { x: 2, y: -2 })).toBeNull();
  });

  it('an enemy unit breaks the chain', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(0, -2, 0, 'infantry'),
        u(0, -3, 1, 'infantry'),
        u(0, -4, 0, 'infantry'),
      ],
      hands: [['infantry'], []],
      turn: 0,
    });
    const inf = cellsText(legalCellsFor(s, 'infantry'));
    expect(inf).toEqual(['-1,-2', '1,-2', '-1,-1', '1,-1']);
    expect(inf).not.toContain('1,-4');
  });

  it('the Hill passes no supply', () => {
    const s = position({ cells: [u(0, -1, 0, 'tank')], hands: [['infantry'], []], turn: 0 });
    expect(cellsText(legalCellsFor(s, 'infantry'))).not.toContain('0,1');
  });

  it('a removed card breaks the chain; units cut off stay on the table', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'infantry'),
        u(2, -1, 0, 'infantry'),
        u(3, -1, 0, 'infantry'),
        u(0, 1, 1, 'tank'),
      ],
      hands: [['infantry'], ['infantry', 'tank']],
      turn: 1,
    });
    expect(cellsText(legalCells(s.cells, 0, 'infantry'))).toContain('4,-1');
    const after = play(s, { type: 'airStrike', target: { x: 1, y: -1 } });
    expect(after.cells.some((c) => c.x === 3 && c.y === -1)).toBe(true);
    expect(cellsText(legalCells(after.cells, 0, 'infantry'))).not.toContain('4,-1');
    expect(cellsText(legalCells(after.cells, 0, 'infantry'))).toContain('1,-1');
  });
});

describe('paratroopers', () => {
  it('drop unsupplied but supply no one', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['paratroopers', 'infantry'], []],
      turn: 0,
    });
    expect(cellsText(legalCellsFor(s, 'paratroopers'))).toContain('2,-3');
    const after = play(s, place('paratroopers', 2, -3));
    expect(after.turn).toBe(0);
    expect(cellsText(legalCellsFor(after, 'infantry'))).not.toContain('2,-4');
    expect(cellsText(legalCellsFor(after, 'infantry'))).not.toContain('3,-3');
  });

  it('enter the enemy HQ only when supplied there, and win at once', () => {
    const cut = position({ cells: [u(0, -1, 0, 'tank')], hands: [['paratroopers'], []], turn: 0 });
    expect(cellsText(legalCellsFor(cut, 'paratroopers'))).not.toContain('0,1');
    expect(hill218.apply(cut, place('paratroopers', 0, 1)).ok).toBe(false);

    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'infantry'),
        u(1, 0, 0, 'infantry'),
        u(1, 1, 0, 'infantry'),
        u(1, 2, 1, 'infantry'),
      ],
      hands: [['paratroopers'], ['infantry']],
      turn: 0,
    });
    expect(cellsText(legalCellsFor(s, 'paratroopers'))).toContain('0,1');
    const won = play(s, place('paratroopers', 0, 1));
    expect(hill218.outcome(won)).toMatchObject({ winner: 0, reason: 'hq-taken' });
    // The win comes before the attack: the Infantry at (1,2) could have been attacked.
    expect(won.attacker).toBeNull();
    expect(hill218.legalMoves(won)).toEqual([]);
  });
});

describe('the empty-HQ rule', () => {
  it('allows only a unit into the own HQ, a paratrooper drop, or an Air Strike', () => {
    const s = position({
      cells: [u(1, -1, 0, 'infantry'), u(0, 1, 1, 'tank')],
      hands: [['infantry', 'paratroopers'], []],
      turn: 0,
    });
    const moves = hill218.legalMoves(s);
    const infantry = moves.filter((m) => m.type === 'place' && m.unit === 'infantry');
    expect(infantry).toEqual([place('infantry', 0, -1)]);
    expect(
      moves.some(
        (m) => m.type === 'place' && m.unit === 'paratroopers' && m.at.x === 2 && m.at.y === -1,
      ),
    ).toBe(true);
    expect(moves.filter((m) => m.type === 'airStrike')).toEqual([
      { type: 'airStrike', target: { x: 0, y: 1 } },
    ]);
    expect(hill218.apply(s, place('infantry', 2, -1)).ok).toBe(false);
  });
});
