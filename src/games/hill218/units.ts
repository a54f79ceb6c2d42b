/**
 * The unit cards as data: for each type its supply, attack and support patterns (offsets relative
 * to the owner's forward direction, +dy = toward the enemy HQ), whether it attacks alone and
 * whether it may be dropped unsupplied. The rules read these tables and the table draws the card
 * icons from the same ones, so what a card shows is what it does. Also the board geometry: the
 * Hill, the HQs, and turning an owner-relative offset into a board offset.
 */
import type { Pos, Seat, UnitType } from './types.ts';

/** An offset (dx, dy) relative to the owner's forward direction. */
export type Offset = readonly [number, number];

export interface UnitSpec {
  readonly type: UnitType;
  readonly name: string;
  /** Cards of this type in each player's deck. */
  readonly count: number;
  /** A friendly supplied unit at one of these offsets supplies this unit. */
  readonly supply: readonly Offset[];
  /** Enemy units at these offsets may be attacked when this unit is played. */
  readonly attack: readonly Offset[];
  /** True: attacks without help (flame icon); false: needs support (crosshair icon). */
  readonly attacksAlone: boolean;
  /** This unit supports friendly attacks against enemy units at these offsets. */
  readonly support: readonly Offset[];
  /** May be dropped on an empty cell without supply (never into the enemy HQ unsupplied). */
  readonly drop: boolean;
}

export const ORTHOGONAL: readonly Offset[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
export const DIAGONAL: readonly Offset[] = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
];
export const NEIGHBOURS: readonly Offset[] = [...ORTHOGONAL, ...DIAGONAL];
export const ARTILLERY_ATTACK: readonly Offset[] = [
  [-1, 2],
  [0, 2],
  [1, 2],
  [0, 3],
];

export const UNIT_TYPES: readonly UnitType[] = [
  'infantry',
  'heavyWeapons',
  'specialForces',
  'tank',
  'artillery',
  'paratroopers',
];

export const UNITS: Readonly<Record<UnitType, UnitSpec>> = {
  infantry: {
    type: 'infantry',
    name: 'Infantry',
    count: 7,
    supply: ORTHOGONAL,
    attack: ORTHOGONAL,
    attacksAlone: false,
    support: ORTHOGONAL,
    drop: false,
  },
  heavyWeapons: {
    type: 'heavyWeapons',
    name: 'Heavy Weapons',
    count: 5,
    supply: ORTHOGONAL,
    attack: DIAGONAL,
    attacksAlone: false,
    support: NEIGHBOURS,
    drop: false,
  },
  specialForces: {
    type: 'specialForces',
    name: 'Special Forces',
    count: 3,
    supply: DIAGONAL,
    attack: ORTHOGONAL,
    attacksAlone: false,
    support: ORTHOGONAL,
    drop: false,
  },
  tank: {
    type: 'tank',
    name: 'Tank',
    count: 3,
    supply: ORTHOGONAL,
    attack: ORTHOGONAL,
    attacksAlone: true,
    support: ORTHOGONAL,
    drop: false,
  },
  artillery: {
    type: 'artillery',
    name: 'Artillery',
    count: 3,
    supply: ORTHOGONAL,
    attack: ARTILLERY_ATTACK,
    attacksAlone: true,
    support: ORTHOGONAL,
    drop: false,
  },
  paratroopers: {
    type: 'paratroopers',
    name: 'Paratroopers',
    count: 3,
    supply: ORTHOGONAL,
    attack: ORTHOGONAL,
    attacksAlone: false,
    support: ORTHOGONAL,
    drop: true,
  },
};

/** Air Strikes each player holds for the whole game (public, face up). */
export const AIR_STRIKES = 2;
/** Unit cards per player (Air Strikes excluded). */
export const UNITS_PER_PLAYER = UNIT_TYPES.reduce((n, t) => n + UNITS[t].count, 0);
/** A paratrooper may land at most this many cells outside the bounding box of the table's cards. */
export const DROP_MARGIN = 2;
/** Cards drawn at set-up, and how many of them go back under the deck. */
export const SETUP_DRAW = 5;
export const SETUP_BOTTOM = 2;

export const HILL: Pos = { x: 0, y: 0 };

const HQS: readonly [Pos, Pos] = [Object.freeze({ x: 0, y: -1 }), Object.freeze({ x: 0, y: 1 })];

/** A seat's HQ cell (a shared frozen object: copy it before putting it in a move or state). */
export function hqOf(seat: Seat): Pos {
  return HQS[seat];
}

/** The direction of "forward" along y for a seat: toward the enemy HQ. */
export function forwardOf(seat: Seat): 1 | -1 {
  return seat === 0 ? 1 : -1;
}

/** Turns an owner-relative offset into a board offset (seat 1 faces the other way). */
export function boardOffset(off: Offset, owner: Seat): Offset {
  // `+ 0` turns -0 into 0 so offsets stay small integers.
  return owner === 0 ? off : [-off[0] + 0, -off[1] + 0];
}

/** The board cells a pattern covers around a unit at `at` owned by `owner`. */
export function patternCells(at: Pos, pattern: readonly Offset[], owner: Seat): Pos[] {
  return pattern.map((off) => {
    const [dx, dy] = boardOffset(off, owner);
    return { x: at.x + dx, y: at.y + dy };
  });
}

export function isUnitType(x: unknown): x is UnitType {
  return typeof x === 'string' && (UNIT_TYPES as readonly string[]).includes(x);
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function samePos(a: Pos, b: Pos): boolean {
  return a.x === b.x && a.y === b.y;
}

export interface BoardPatterns {
  readonly supply: readonly Offset[];
  readonly attack: readonly Offset[];
  readonly support: readonly Offset[];
  /** Bit (dx+1)*3+(dy+1) set when the supply pattern holds the board offset (dx, dy). */
  readonly supplyMask: number;
  /** The same for the support pattern. */
  readonly supportMask: number;
}

function boardPatternsOf(unit: UnitType, seat: Seat): BoardPatterns {
  const spec = UNITS[unit];
  const turn = (xs: readonly Offset[]) => xs.map((o) => boardOffset(o, seat));
  const supply = turn(spec.supply);
  const mask = (xs: readonly Offset[]) =>
    xs.reduce((m, [dx, dy]) => m | (1 << ((dx + 1) * 3 + (dy + 1))), 0);
  const support = turn(spec.support);
  return {
    supply,
    attack: turn(spec.attack),
    support,
    supplyMask: mask(supply),
    supportMask: mask(support),
  };
}

/** Each unit's patterns already turned to board offsets for each seat (the hot paths use these). */
export const BOARD_PATTERNS: Readonly<Record<UnitType, readonly [BoardPatterns, BoardPatterns]>> =
  Object.fromEntries(
    UNIT_TYPES.map((u) => [u, [boardPatternsOf(u, 0), boardPatternsOf(u, 1)]]),
  ) as unknown as Record<UnitType, readonly [BoardPatterns, BoardPatterns]>;
