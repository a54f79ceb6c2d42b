/**
 * What one seat may see: its own hand, both sides of every flag, the discard pile, deck sizes, the
 * top cards it put back with Scout, and of the opponent's hand only how many troops and tactics
 * cards it holds (their backs differ) until the game is over, when its hand is turned face up. `determinize` rebuilds a full state from a view by dealing
 * the unseen cards at random, which is all the information-set bots ever look at.
 */
import type { Rng } from '../../core/rng.ts';
import { other } from './board.ts';
import {
  isTactic,
  TACTICS,
  TROOPS,
  type BattleLineState,
  type BattleLineView,
  type CardId,
  type Seat,
} from './types.ts';

export function view(s: BattleLineState, seat: Seat): BattleLineView {
  const opp = s.hands[other(seat)];
  let tactics = 0;
  for (const c of opp) if (isTactic(c)) tactics++;
  const known = s.knownTop[seat];
  return {
    seat,
    options: s.options,
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    hand: s.hands[seat],
    opponentHand: { troops: opp.length - tactics, tactics },
    troopDeckSize: s.troopDeck.length,
    tacticsDeckSize: s.tacticsDeck.length,
    deckTop: {
      troop: s.troopDeck.slice(0, known.troop),
      tactics: s.tacticsDeck.slice(0, known.tactics),
    },
    flags: s.flags,
    discard: s.discard,
    tacticsPlayed: s.tacticsPlayed,
    passes: s.passes,
    played: s.played,
    scoutDraws: s.scoutDraws,
    scoutReturns: s.scoutReturns,
    scouted: s.scouted,
    result: s.result,
    ...(s.result ? { opponentCards: opp } : {}),
  };
}

export function determinize(v: BattleLineView, seat: Seat, rng: Rng): BattleLineState {
  const seen = new Set<CardId>(v.hand);
  for (const f of v.flags) {
    for (const c of f.sides[0]) seen.add(c);
    for (const c of f.sides[1]) seen.add(c);
    for (const e of f.environment) seen.add(e.card);
  }
  for (const c of v.discard) seen.add(c);
  for (const c of v.deckTop.troop) seen.add(c);
  for (const c of v.deckTop.tactics) seen.add(c);
  const troops = rng.shuffle(TROOPS.filter((c) => !seen.has(c)));
  const tactics = v.options.tactics ? rng.shuffle(TACTICS.filter((c) => !seen.has(c))) : [];
  const oppHand = [
    ...troops.slice(0, v.opponentHand.troops),
    ...tactics.slice(0, v.opponentHand.tactics),
  ];
  const troopDeck = [...v.deckTop.troop, ...troops.slice(v.opponentHand.troops)];
  const tacticsDeck = [...v.deckTop.tactics, ...tactics.slice(v.opponentHand.tactics)];
  const known = { troop: v.deckTop.troop.length, tactics: v.deckTop.tactics.length };
  return {
    options: v.options,
    turn: v.turn,
    active: v.active,
    phase: v.phase,
    hands: seat === 0 ? [v.hand, oppHand] : [oppHand, v.hand],
    troopDeck,
    tacticsDeck,
    knownTop: seat === 0 ? [known, { troop: 0, tactics: 0 }] : [{ troop: 0, tactics: 0 }, known],
    flags: v.flags,
    discard: v.discard,
    tacticsPlayed: v.tacticsPlayed,
    passes: v.passes,
    played: v.played,
    scoutDraws: v.scoutDraws,
    scoutReturns: v.scoutReturns,
    scouted: v.scouted,
    result: v.result,
  };
}
