/**
 * Battle Line as a `GameDef`: the rules, setup, view and bot gathered into the contract the match,
 * the bots and the table use, plus the helpers the table calls for highlights and explanations.
 */
import type { GameDef } from '../../core/game.ts';
import { checkPlayable } from '../../core/playable.ts';
import { battlelineBot } from './bot.ts';
import { describeMove, moveKey } from './explain.ts';
import { apply, legalMoves, toMove } from './rules.ts';
import { DEFAULT_OPTIONS, setup, validateOptions } from './setup.ts';
import { fromSetup, toSetup } from './setup-json.ts';
import { flagsClaimed } from './board.ts';
import { determinize, view } from './view.ts';
import type {
  BattleLineMove,
  BattleLineOptions,
  BattleLineState,
  BattleLineView,
} from './types.ts';

export const battleline: GameDef<
  BattleLineState,
  BattleLineMove,
  BattleLineOptions,
  BattleLineView
> = {
  id: 'battleline',
  hiddenInformation: true,
  defaultOptions: DEFAULT_OPTIONS,
  validateOptions,
  setup,
  fromSetup(json) {
    const s = fromSetup(json);
    return s.ok ? checkPlayable(battleline, s.value) : s;
  },
  toSetup,
  toMove,
  legalMoves,
  apply,
  outcome(s) {
    if (!s.result) return null;
    return { winner: s.result.winner, reason: s.result.reason, score: flagsClaimed(s.flags) };
  },
  view,
  determinize,
  // Any draw (the turn's or Scout's) shows the mover a hidden card.
  revealsInformation: (_before, m) => m.type === 'draw',
  moveKey,
  describeMove,
};

export const battlelineModule = { def: battleline, bot: battlelineBot };

export * from './types.ts';
export {
  checkClaim,
  beatingCompletion,
  enumerateBeatingCompletion,
  availableTroops,
} from './proof.ts';
export type { ClaimCheck, Completion } from './proof.ts';
export {
  sideStrength,
  sideSummary,
  describeStrength,
  flagSize,
  FORMATION_NAMES,
  FORMATION_KINDS,
  strengthRank,
  strengthSum,
} from './formation.ts';
export type { SideSummary, FormationKind } from './formation.ts';
export { claimableFlags } from './rules.ts';
export {
  flagsForCard,
  movesForCard,
  claimStatus,
  explainClaim,
  flagSummaries,
  moveKey,
  describeMove,
} from './explain.ts';
export { tacticsAllowed, leaderPlayed } from './tactics.ts';
export { seriesScore, gamePoints, gameRecord, nextGameOptions } from './series.ts';
export type { GameRecord } from './series.ts';
export { battlelineBot } from './bot.ts';
export { DEFAULT_OPTIONS } from './setup.ts';
