import { describe, expect, it } from 'vitest';
import {
  attackTargets,
  hill218,
  patternOf,
  suppliedUnits,
} from '../../../src/games/hill218/index.ts';
import type { Placed, Seat, UnitType } from '../../../src/games/hill218/types.ts';
import { cellsText, place, play, position, refuse, u } from './helpers.ts';

const ENEMY_KINDS: UnitType[] = [
  'infantry',
  'heavyWeapons',
  'tank',
  'artillery',
  'specialForces',
  'paratroopers',
];
const AROUND = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
] as const;
const ARTILLERY_CELLS = [
  [0, 1],
  [-1, 2],
  [0, 2],
  [1, 2],
  [0, 3],
] as const;

/** Seat 0's `unit` waiting to attack at (5,-5), enemy units at the given offsets around it. */
function surrounded(
  unit: UnitType,
  around: readonly (readonly [number, number])[],
  extra: Placed[] = [],
) {
  const cells: Placed[] = [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank'), u(5, -5, 0, unit), ...extra];
  around.forEach(([dx, dy], i) =>
    cells.push(u(5 + dx, -5 + dy, 1, ENEMY_KINDS[i % ENEMY_KINDS.length] as UnitType)),
  );
  return position({ cells, hands: [[], ['infantry']], turn: 0, attacker: { x: 5, y: -5 } });
}

const targetsOf = (s: ReturnType<typeof surrounded>) =>
  cellsText(attackTargets(s).map((o) => o.target)).sort();

describe('attack patterns (units that attack alone)', () => {
  it('Tank: the 4 orthogonal neighbours, no supporter needed', () => {
    const s = surrounded('tank', AROUND);
    expect(targetsOf(s)).toEqual(['4,-5', '5,-4', '5,-6', '6,-5'].sort());
    expect(attackTargets(s).every((o) => o.supporter === undefined)).toBe(true);
  });

  it('Artillery: (-1,+2), (0,+2), (+1,+2), (0,+3) forward, never (0,+1)', () => {
    const s = surrounded('artillery', ARTILLERY_CELLS);
    expect(targetsOf(s)).toEqual(['4,-3', '5,-3', '6,-3', '5,-2'].sort());
  });
});

describe('attack patterns of units that need support', () => {
  // Four Heavy Weapons (support: all 8 neighbours) cover every cell around (5,-5).
  const supporters: Placed[] = [
    u(3, -5, 0, 'heavyWeapons'),
    u(7, -5, 0, 'heavyWeapons'),
    u(5, -7, 0, 'heavyWeapons'),
    u(5, -3, 0, 'heavyWeapons'),
  ];
  const table: [UnitType, string[]][] = [
    ['infantry', ['4,-5', '5,-4', '5,-6', '6,-5']],
    ['heavyWeapons', ['4,-4', '6,-4', '4,-6', '6,-6']],
    ['specialForces', ['4,-5', '5,-4', '5,-6', '6,-5']],
    ['paratroopers', ['4,-5', '5,-4', '5,-6', '6,-5']],
  ];
  for (const [unit, targets] of table) {
    it(`${unit}: with support`, () => {
      const s = surrounded(unit, AROUND, supporters);
      expect(targetsOf(s)).toEqual(targets.sort());
      expect(attackTargets(s).every((o) => o.supporter !== undefined)).toBe(true);
    });
    it(`${unit}: without support it has no target, so no attack may wait`, () => {
      const r = hill218.fromSetup({
        cells: [
          u(0, -1, 0, 'tank'),
          u(0, 1, 1, 'tank'),
          u(5, -5, 0, unit),
          ...AROUND.map(([dx, dy], i) => u(5 + dx, -5 + dy, 1, ENEMY_KINDS[i % 6] as UnitType)),
        ],
        hands: [[], ['infantry']],
        turn: 0,
        attacker: { x: 5, y: -5 },
      });
      expect(r.ok ? 'accepted' : r.error.code).toBe('setup/bad-attacker');
    });
  }
});

describe('support rules', () => {
  const base = (supporter: Placed[]) =>
    position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'infantry'),
        u(2, 0, 1, 'tank'),
        u(0, 1, 1, 'tank'),
        ...supporter,
      ],
      hands: [['infantry', 'infantry'], ['tank']],
      turn: 0,
    });

  it('no support: the Infantry played next to the enemy makes no attack', () => {
    const after = play(base([]), place('infantry', 2, -1));
    expect(after.attacker).toBeNull();
    expect(after.cells).toHaveLength(5);
  });

  it('support from an unsupplied Paratrooper counts', () => {
    const s = base([u(3, 0, 0, 'paratroopers')]);
    const after = play(s, place('infantry', 2, -1));
    expect(cellsText(suppliedUnits(after.cells, 0))).not.toContain('3,0');
    expect(after.attacker).toEqual({ x: 2, y: -1 });
    expect(hill218.legalMoves(after)).toEqual([
      { type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 3, y: 0 } },
    ]);
    const done = play(after, { type: 'attack', target: { x: 2, y: 0 } });
    expect(done.cells.some((c) => c.x === 2 && c.y === 0)).toBe(false);
    expect(done.discards[1]).toEqual(expect.arrayContaining(['tank']));
  });

  it('Heavy Weapons support diagonally; the supporter named must really support', () => {
    const s = base([u(3, -1, 0, 'heavyWeapons'), u(4, 0, 0, 'infantry')]);
    const after = play(s, place('infantry', 2, -1));
    // (3,-1) Heavy Weapons covers (2,0) diagonally; (4,0) Infantry does not reach (2,0).
    expect(
      refuse(after, { type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 4, y: 0 } }),
    ).toBe('attack/bad-supporter');
    expect(
      refuse(after, { type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 2, y: -1 } }),
    ).toBe('attack/bad-supporter');
    const done = play(after, {
      type: 'attack',
      target: { x: 2, y: 0 },
      supporter: { x: 3, y: -1 },
    });
    expect(done.cells).toHaveLength(6);
  });

  it('a supporter played earlier in the same turn counts and is not used up', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(1, -1, 0, 'infantry'), u(2, 0, 1, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['heavyWeapons', 'infantry'], ['tank']],
      turn: 0,
    });
    const first = play(s, place('heavyWeapons', 2, -1));
    expect(first.attacker).toBeNull();
    const second = play(first, place('infantry', 1, 0));
    expect(hill218.legalMoves(second)).toEqual([
      { type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 2, y: -1 } },
    ]);
    const done = play(second, { type: 'attack', target: { x: 2, y: 0 } });
    expect(done.cells.some((c) => c.x === 2 && c.y === -1 && c.unit === 'heavyWeapons')).toBe(true);
    expect(done.cells.some((c) => c.x === 2 && c.y === 0)).toBe(false);
    expect(done.turn).toBe(1);
  });

  it('Tank attacks alone; the player picks among several targets', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'infantry'),
        u(2, 0, 1, 'tank'),
        u(3, -1, 1, 'infantry'),
        u(0, 1, 1, 'tank'),
      ],
      hands: [['tank'], ['tank']],
      turn: 0,
    });
    const after = play(s, place('tank', 2, -1));
    expect(
      cellsText(
        hill218.legalMoves(after).map((m) => (m.type === 'attack' ? m.target : { x: 99, y: 99 })),
      ).sort(),
    ).toEqual(['2,0', '3,-1']);
    const chose = play(after, { type: 'attack', target: { x: 3, y: -1 } });
    expect(chose.cells.some((c) => c.x === 2 && c.y === 0)).toBe(true);
    expect(chose.cells.some((c) => c.x === 3 && c.y === -1)).toBe(false);
    expect(
      refuse(after, { type: 'attack', target: { x: 2, y: 0 }, supporter: { x: 1, y: -1 } }),
    ).toBe('attack/no-support-needed');
  });
});

describe('the mandatory attack', () => {
  it('comes before anything else and only from the unit just placed', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(1, -1, 0, 'infantry'), u(2, 0, 1, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['tank', 'infantry'], ['tank']],
      turn: 0,
    });
    const after = play(s, place('tank', 2, -1));
    expect(hill218.legalMoves(after).every((m) => m.type === 'attack')).toBe(true);
    expect(refuse(after, place('infantry', -1, -1))).toBe('attack/pending');
    expect(refuse(after, { type: 'airStrike', target: { x: 0, y: 1 } })).toBe('attack/pending');
    expect(refuse(after, { type: 'attack', target: { x: 0, y: 1 } })).toBe('attack/bad-target');
    expect(refuse(s, { type: 'attack', target: { x: 2, y: 0 } })).toBe('attack/none');
    const done = play(after, { type: 'attack', target: { x: 2, y: 0 } });
    expect(done.playsLeft).toBe(1);
    expect(done.turn).toBe(0);
  });
});

describe('artillery across the Hill', () => {
  for (const seat of [0, 1] as Seat[]) {
    it(`seat ${seat + 1}: Artillery behind its HQ hits the enemy HQ and the cells beside the Hill`, () => {
      const f = seat === 0 ? 1 : -1;
      const enemy: Seat = seat === 0 ? 1 : 0;
      const s = position({
        cells: [
          u(0, -f, seat, 'tank'),
          u(0, f, enemy, 'tank'),
          u(1, 0, enemy, 'infantry'),
          u(-1, 0, enemy, 'infantry'),
          u(1, -f, enemy, 'infantry'),
        ],
        hands: seat === 0 ? [['artillery'], ['tank']] : [['tank'], ['artillery']],
        turn: seat,
      });
      const after = play(s, place('artillery', 0, -2 * f));
      expect(cellsText(attackTargets(after).map((o) => o.target)).sort()).toEqual(
        [`0,${f}`, '1,0', '-1,0'].sort(),
      );
      // The pattern itself, for the explain overlay, turns with the owner.
      expect(cellsText(patternOf('artillery', 'attack', { x: 0, y: -2 * f }, seat))).toEqual([
        `${-1 * f},0`,
        '0,0',
        `${1 * f},0`,
        `0,${f}`,
      ]);
    });
  }
});

describe('Air Strikes', () => {
  const s = position({
    cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank'), u(3, 3, 1, 'infantry')],
    hands: [['infantry'], ['tank']],
    airStrikes: [1, 2],
    turn: 0,
  });
  it('remove any enemy unit and count as a play', () => {
    expect(hill218.legalMoves(s).filter((m) => m.type === 'airStrike')).toHaveLength(2);
    const after = play(s, { type: 'airStrike', target: { x: 3, y: 3 } });
    expect(after.airStrikes).toEqual([0, 2]);
    expect(after.playsLeft).toBe(1);
    expect(after.discards[1]).toContain('infantry');
    expect(hill218.legalMoves(after).some((m) => m.type === 'airStrike')).toBe(false);
    expect(refuse(after, { type: 'airStrike', target: { x: 0, y: 1 } })).toBe('air/none-left');
  });
  it('never hit a friendly unit, the Hill or an empty cell', () => {
    expect(refuse(s, { type: 'airStrike', target: { x: 0, y: -1 } })).toBe('air/bad-target');
    expect(refuse(s, { type: 'airStrike', target: { x: 0, y: 0 } })).toBe('air/bad-target');
    expect(refuse(s, { type: 'airStrike', target: { x: 4, y: 4 } })).toBe('air/bad-target');
  });
});
