/**
 * Units on the board: each unit's type and side, which hex holds which unit, and the cached
 * geometry of a scenario's map. Rules, bot and table all look units up through here.
 */
import { own } from '../../core/json.ts';
import { buildGrid, hexIndex, type HexGrid, type HexName } from './hex.ts';
import type { Scenario, Side, Type10State, UnitState, UnitType } from './types.ts';

const grids = new WeakMap<Scenario, HexGrid>();

/** The board geometry of a scenario, built once per scenario object. */
export function gridOf(scenario: Scenario): HexGrid {
  let g = grids.get(scenario);
  if (!g) {
    g = buildGrid(scenario.width, scenario.height, scenario.forest);
    grids.set(scenario, g);
  }
  return g;
}

export function typeOf(s: Pick<Type10State, 'scenario'>, u: UnitState): UnitType {
  const t = own(s.scenario.unitTypes, u.type);
  if (!t) throw new Error(`unit ${u.id} has unknown type ${u.type}`);
  return t;
}

export function sideOf(s: Pick<Type10State, 'scenario'>, u: UnitState): Side {
  return typeOf(s, u).side;
}

export function unitById(s: Pick<Type10State, 'units'>, id: string): UnitState | undefined {
  return s.units.find((u) => u.id === id);
}

export function onBoard(u: UnitState): boolean {
  return u.at !== 'hand' && u.at !== 'gone';
}

/** Who stands where: for each hex index, the index in `s.units` of its unit, or -1. */
export interface Occupancy {
  readonly grid: HexGrid;
  readonly at: Int16Array;
  /** Hex index of each unit (-1 off the board). */
  readonly hexOf: Int16Array;
}

/**
 * The acting unit is left out of `at` (it may be passing through a friend's hex, and its own hex
 * is free for its move); `hexOf` still places it.
 */
export function occupancy(s: Pick<Type10State, 'scenario' | 'units' | 'active'>): Occupancy {
  // Unit lists are never mutated and many states share one (after an action ends, a phase
  // changes, or a bot samples the dice), so occupancies are kept per list and acting unit.
  const mover = s.active?.unit;
  let list = occupancies.get(s.units);
  if (!list) {
    list = [];
    occupancies.set(s.units, list);
  }
  for (const c of list) if (c.mover === mover && c.scenario === s.scenario) return c.occ;
  const occ = computeOccupancy(s);
  list.push({ mover, scenario: s.scenario, occ });
  return occ;
}

const occupancies = new WeakMap<
  readonly UnitState[],
  { mover: string | undefined; scenario: Scenario; occ: Occupancy }[]
>();

function computeOccupancy(s: Pick<Type10State, 'scenario' | 'units' | 'active'>): Occupancy {
  const grid = gridOf(s.scenario);
  const at = new Int16Array(grid.size).fill(-1);
  const hexOf = new Int16Array(s.units.length).fill(-1);
  const mover = s.active?.unit;
  s.units.forEach((u, k) => {
    if (!onBoard(u)) return;
    const i = hexIndex(grid, u.at);
    if (i < 0) return;
    hexOf[k] = i;
    if (u.id !== mover) at[i] = k;
  });
  return { grid, at, hexOf };
}

export function unitAt(
  s: Pick<Type10State, 'units'>,
  occ: Occupancy,
  i: number,
): UnitState | undefined {
  const k = occ.at[i]!;
  return k >= 0 ? s.units[k] : undefined;
}

export function isBorder(s: Pick<Type10State, 'scenario'>, hex: HexName): boolean {
  return s.scenario.border.includes(hex);
}

/** Units of a type still in North's hand. */
export function inHand(s: Pick<Type10State, 'units'>, type: string): UnitState[] {
  return s.units.filter((u) => u.at === 'hand' && u.type === type);
}
