/**
 * The Battle for Hill 218 as a `GameDef`, its bot, and the helpers the table uses for highlights
 * and explanations (legal cells of a card, the supply chain behind a cell, attack targets and
 * supporters, pattern cells of any card, the source page's examples).
 */
import type { GameDef, Seat } from '../../core/game.ts';
import { checkPlayable } from '../../core/playable.ts';
import { hill218Bot } from './bot.ts';
import { attackOptions, airStrikeTargets, supportersOf } from './combat.ts';
import { describeMove, moveKey } from './describe.ts';
import { apply, legalMoves, outcome, placementCells, toMove } from './rules.ts';
import { DEFAULT_OPTIONS, fromSetup, setup, toSetup, validateOptions } from './setup.ts';
import { supplyChain } from './supply.ts';
import type {
  Hill218Move,
  Hill218Options,
  Hill218State,
  Hill218View,
  Pos,
  UnitType,
} from './types.ts';
import { patternCells, UNITS } from './units.ts';
import { determinize, view } from './view.ts';

export const hill218: GameDef<Hill218State, Hill218Move, Hill218Options, Hill218View> = {
  id: 'hill218',
  hiddenInformation: true,
  defaultOptions: DEFAULT_OPTIONS,
  validateOptions,
  setup,
  fromSetup(json) {
    const s = fromSetup(json);
    return s.ok ? checkPlayable(hill218, s.value) : s;
  },
  toSetup,
  toMove,
  legalMoves,
  apply,
  outcome,
  view,
  // A move reveals information when it makes a seat draw: it ended a turn or the set-up.
  revealsInformation: (before, _m, after) =>
    after.decks[0].length < before.decks[0].length ||
    after.decks[1].length < before.decks[1].length,
  determinize,
  moveKey,
  describeMove,
};

export const hill218Module = { def: hill218, bot: hill218Bot };

export type PatternKind = 'supply' | 'attack' | 'support';

/** The board cells of one of a unit's patterns, as if it stood at `at` for `owner` (explain overlay). */
export function patternOf(unit: UnitType, kind: PatternKind, at: Pos, owner: Seat): Pos[] {
  return patternCells(at, UNITS[unit][kind], owner);
}

/** Cells the seat to move may play `unit` on now (empty if it is not a legal play). */
export function legalCellsFor(s: Hill218State, unit: UnitType): Pos[] {
  return placementCells(s, unit).slice();
}

/** The supply chain (own HQ → … → `cell`) that makes `cell` legal for `unit`, or null. */
export function supplyChainFor(s: Hill218State, unit: UnitType, cell: Pos): Pos[] | null {
  if (!placementCells(s, unit).some((p) => p.x === cell.x && p.y === cell.y)) return null;
  return supplyChain(s.cells, s.turn, unit, cell);
}

/** The targets the unit just placed may attack, each with its supporter (absent: attacks alone). */
export function attackTargets(s: Hill218State): { target: Pos; supporter?: Pos }[] {
  return s.attacker ? attackOptions(s.cells, s.attacker).slice() : [];
}

export { airStrikeTargets, supportersOf, describeMove, moveKey };
export { RULE_EXAMPLES, SUPPLY_LINE_EXAMPLE, ATTACK_WITH_SUPPORT_EXAMPLE } from './examples.ts';
export type { RuleExample } from './examples.ts';
export { UNITS, UNIT_TYPES, AIR_STRIKES, hqOf, HILL, forwardOf, boardOffset } from './units.ts';
export type { Offset, UnitSpec } from './units.ts';
export { suppliedUnits } from './supply.ts';
export { hqThreat, supplyReach, hill218Bot } from './bot.ts';
export type * from './types.ts';
