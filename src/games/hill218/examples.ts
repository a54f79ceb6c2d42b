/**
 * The two worked examples of the source page as setup-JSON positions, for the Rules menu and the
 * tests: the supply-line example (where an Infantry may go with a Tank in the HQ) and the
 * attack-with-support example (an Infantry attacks an enemy Tank with Special Forces support).
 * The cards not shown lie in the decks, in a fixed order.
 */
import { fullDeck } from './setup.ts';
import type { Hill218Move, Placed, Pos, Seat, UnitType } from './types.ts';

export interface RuleExample {
  readonly id: 'supply-line' | 'attack-with-support';
  readonly title: string;
  readonly text: string;
  /** Setup JSON (docs/hill218.md). */
  readonly position: unknown;
  /** Cells the example marks as legal / illegal for the card it discusses. */
  readonly legal?: readonly Pos[];
  readonly illegal?: readonly Pos[];
  /** Moves that play the example out from `position`. */
  readonly moves: readonly Hill218Move[];
}

function positionOf(cells: Placed[], hands: [UnitType[], UnitType[]], turn: Seat): unknown {
  const decks = ([0, 1] as const).map((seat) => {
    const rest = fullDeck();
    const take = (u: UnitType) => rest.splice(rest.indexOf(u), 1);
    for (const c of cells) if (c.owner === seat) take(c.unit);
    for (const u of hands[seat]) take(u);
    return rest;
  });
  return {
    options: { firstTurn: 'seed' },
    cells,
    hands,
    decks,
    discards: [[], []],
    airStrikes: [2, 2],
    firstPlayer: 0,
    turn,
    turnsTaken: [3, 2],
    playsLeft: 2,
    attacker: null,
  };
}

export const SUPPLY_LINE_EXAMPLE: RuleExample = {
  id: 'supply-line',
  title: 'Supply line',
  text:
    'An Infantry is about to be played. It is supplied by friendly units above, below, left and right of it. ' +
    'A Tank stands in the HQ, so the Infantry may go only next to the Tank; the Paratroopers dropped far ' +
    'away are not connected to the HQ and supply no one.',
  position: positionOf(
    [
      { x: 0, y: -1, owner: 0, unit: 'tank' },
      { x: 3, y: -2, owner: 0, unit: 'paratroopers' },
      { x: 0, y: 1, owner: 1, unit: 'infantry' },
    ],
    [
      ['infantry', 'heavyWeapons', 'artillery'],
      ['infantry', 'tank', 'specialForces'],
    ],
    0,
  ),
  legal: [
    { x: -1, y: -1 },
    { x: 1, y: -1 },
    { x: 0, y: -2 },
  ],
  illegal: [
    { x: 3, y: -1 },
    { x: 2, y: -2 },
    { x: 3, y: -3 },
    { x: -1, y: -2 },
  ],
  moves: [{ type: 'place', unit: 'infantry', at: { x: 1, y: -1 } }],
};

export const ATTACK_WITH_SUPPORT_EXAMPLE: RuleExample = {
  id: 'attack-with-support',
  title: 'Attack with support',
  text:
    'The Infantry just played needs support to attack. The Special Forces next to the enemy Tank ' +
    'support the attack, so the Infantry destroys the Tank.',
  position: positionOf(
    [
      { x: 0, y: -1, owner: 0, unit: 'tank' },
      { x: 1, y: 0, owner: 0, unit: 'specialForces' },
      { x: 2, y: 0, owner: 0, unit: 'infantry' },
      { x: 0, y: 1, owner: 1, unit: 'tank' },
      { x: 1, y: 1, owner: 1, unit: 'tank' },
    ],
    [
      ['infantry', 'heavyWeapons', 'artillery'],
      ['infantry', 'tank', 'specialForces'],
    ],
    0,
  ),
  moves: [
    { type: 'place', unit: 'infantry', at: { x: 2, y: 1 } },
    { type: 'attack', target: { x: 1, y: 1 }, supporter: { x: 1, y: 0 } },
  ],
};

export const RULE_EXAMPLES: readonly RuleExample[] = [
  SUPPLY_LINE_EXAMPLE,
  ATTACK_WITH_SUPPORT_EXAMPLE,
];
