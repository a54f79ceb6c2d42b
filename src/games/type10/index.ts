/**
 * Type 10 Exercise (10式演習) as a `GameDef`, its bot module, and the helpers the table calls for
 * highlights: reachable hexes with costs and paths, bombard targets from where a unit stands,
 * step-on targets, and why a move is refused.
 */
import type { GameDef } from '../../core/game.ts';
import { checkPlayable } from '../../core/playable.ts';
import { type10Bot } from './bot.ts';
import { bombardTargetsFrom, checkBombard } from './combat.ts';
import { describeMove, moveKey } from './describe.ts';
import { fromSetup, toSetup } from './position.ts';
import { apply, legalMoves, readyUnits } from './rules.ts';
import { toMove } from './phases.ts';
import { defaultOptions, setup, validateOptions } from './setup.ts';
import type { Type10Move, Type10Options, Type10State, Type10View } from './types.ts';
import { occupancy, unitById } from './units.ts';
import { determinize, view } from './view.ts';
import { moverState } from './movement.ts';

export const type10: GameDef<Type10State, Type10Move, Type10Options, Type10View> = {
  id: 'type10',
  hiddenInformation: false,
  defaultOptions,
  validateOptions,
  setup,
  fromSetup(json) {
    const s = fromSetup(json);
    return s.ok ? checkPlayable(type10, s.value) : s;
  },
  toSetup,
  toMove,
  legalMoves,
  apply,
  outcome: (s) => s.result,
  view,
  // The search die is the only randomness; undoing across it would let PKF reroll.
  revealsInformation: (before, m, after) =>
    m.type === 'search' || before.rng.some((w, i) => w !== after.rng[i]),
  determinize,
  moveKey,
  describeMove,
};

export const type10Module = { def: type10, bot: type10Bot };

/** Enemy unit ids the unit could bombard from where it stands now (empty when its shot is used). */
export function bombardTargets(s: Type10State, unitId: string): string[] {
  const occ = occupancy(s);
  const m = moverState(s, occ, unitId);
  if (!m || m.fired) return [];
  return bombardTargetsFrom(s, occ, m.unit, m.from).map((u) => u.id);
}

/** Why `unitId` cannot bombard `targetId` from where it stands (null when it can). */
export function whyNotBombard(s: Type10State, unitId: string, targetId: string): string | null {
  const occ = occupancy(s);
  const m = moverState(s, occ, unitId);
  const t = unitById(s, targetId);
  if (!m || !t) return 'Both units must be on the board.';
  if (m.fired) return 'This unit has already bombarded or attacked this turn.';
  const r = checkBombard(s, occ, m.unit, m.from, t);
  return r.ok ? null : r.error.message;
}

export { reachableHexes, stepOnTargets, type ReachableHex, type StepOnTarget } from './movement.ts';
export { readyUnits };
export { handTypes, freeSpawnHexes, hexesNextToSearcher, searcher } from './phases.ts';
export { hexDistance, hexNeighbours, hexName, parseHex, type Hex, type HexName } from './hex.ts';
export { gridOf, typeOf, unitById } from './units.ts';
export { defaultScenario } from './scenarios/default.ts';
export { describeMove, moveKey, type10Bot };
export type * from './types.ts';
