/**
 * Shared move objects. Moves are immutable plain data, so the common ones (plays, claims, draws,
 * pass) are built once and handed out by `legalMoves`: random playouts then allocate far less,
 * which is most of their cost.
 */
import {
  TACTICS,
  TROOPS,
  troopIndex,
  type BattleLineMove,
  type CardId,
  type TacticId,
} from './types.ts';

export const PLAY_MOVES = new Map<CardId, readonly BattleLineMove[]>();
for (const c of [...TROOPS, ...TACTICS]) {
  PLAY_MOVES.set(
    c,
    Array.from({ length: 9 }, (_, flag): BattleLineMove => ({ type: 'play', card: c, flag })),
  );
}
export const CLAIM_MOVES: readonly BattleLineMove[] = Array.from({ length: 9 }, (_, flag) => ({
  type: 'claim',
  flag,
}));
export const END_CLAIMS: BattleLineMove = { type: 'endClaims' };
export const PASS: BattleLineMove = { type: 'pass' };
export const DRAW_TROOP: BattleLineMove = { type: 'draw', deck: 'troop' };
export const DRAW_TACTICS: BattleLineMove = { type: 'draw', deck: 'tactics' };

/** The shared `{ type: 'play', card, flag }` object. */
export function playMove(card: CardId, flag: number): BattleLineMove {
  return (PLAY_MOVES.get(card) as readonly BattleLineMove[])[flag] as BattleLineMove;
}

/** 0..59 for troops, 60..69 for tactics cards. */
function cardNumber(card: CardId): number {
  const t = troopIndex(card);
  return t >= 0 ? t : 60 + TACTICS.indexOf(card as TacticId);
}

const REDEPLOY: (BattleLineMove | undefined)[] = [];
const DESERTER: (BattleLineMove | undefined)[] = [];
const TRAITOR: (BattleLineMove | undefined)[] = [];

export function redeployMove(from: number, card: CardId, to: number | null): BattleLineMove {
  const k = cardNumber(card) * 90 + from * 10 + (to === null ? 9 : to);
  return (REDEPLOY[k] ??= { type: 'redeploy', from, card, to });
}

export function deserterMove(flag: number, card: CardId): BattleLineMove {
  const k = cardNumber(card) * 9 + flag;
  return (DESERTER[k] ??= { type: 'deserter', flag, card });
}

export function traitorMove(from: number, card: CardId, to: number): BattleLineMove {
  const k = cardNumber(card) * 81 + from * 9 + to;
  return (TRAITOR[k] ??= { type: 'traitor', from, card, to });
}
