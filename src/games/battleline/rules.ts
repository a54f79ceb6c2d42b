/**
 * The turn: play (or pass when no troop can be played), claims (after the play, or at the start
 * of the turn with `claimTiming: 'start'`), the draw (or Scout's draw-3-return-2), the discard
 * owed after Mud leaves a flag, and the ends of the game. Every step is a move, so the UI offers
 * exactly `legalMoves` and a move log replays a game. `apply` checks each move with the same
 * predicates `legalMoves` uses and never mutates its input.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { GameError } from '../../core/result.ts';
import {
  flagsClaimed,
  flagWinner,
  hasRoom,
  other,
  overfullFlags,
  replaceFlag,
  settle,
  withPair,
  withSide,
  without,
} from './board.ts';
import { claimableFlags } from './claims.ts';
import { CLAIM_MOVES, DRAW_TACTICS, DRAW_TROOP, END_CLAIMS, PASS, PLAY_MOVES } from './moves.ts';
import { checkClaim } from './proof.ts';
import { resolveGuile, resolvePlay, tacticsMoves } from './tactics.ts';
import {
  cardInfo,
  HAND_SIZE,
  isTactic,
  isTroop,
  type BattleLineMove,
  type BattleLineState,
  type DeckId,
  type KnownTop,
  type Seat,
} from './types.ts';

export { claimableFlags };

function troopPlays(s: BattleLineState, seat: Seat): BattleLineMove[] {
  const out: BattleLineMove[] = [];
  const open: number[] = [];
  s.flags.forEach((f, i) => {
    if (hasRoom(f, seat)) open.push(i);
  });
  if (open.length === 0) return out;
  for (const card of s.hands[seat]) {
    if (!isTroop(card)) continue;
    const shared = PLAY_MOVES.get(card) as readonly BattleLineMove[];
    for (const flag of open) out.push(shared[flag] as BattleLineMove);
  }
  return out;
}

function drawMoves(s: BattleLineState): BattleLineMove[] {
  const out: BattleLineMove[] = [];
  if (s.troopDeck.length > 0) out.push(DRAW_TROOP);
  if (s.tacticsDeck.length > 0) out.push(DRAW_TACTICS);
  return out;
}

export function legalMoves(s: BattleLineState): BattleLineMove[] {
  const me = s.active;
  switch (s.phase) {
    case 'over':
      return [];
    case 'claim': {
      const out: BattleLineMove[] = claimableFlags(s, me).map(
        (flag) => CLAIM_MOVES[flag] as BattleLineMove,
      );
      out.push(END_CLAIMS);
      return out;
    }
    case 'play': {
      const out = troopPlays(s, me);
      const canPass = out.length === 0;
      for (const card of s.hands[me]) {
        if (isTactic(card)) for (const m of tacticsMoves(s, me, card)) out.push(m);
      }
      if (canPass) out.push(PASS);
      return out;
    }
    case 'trim': {
      const out: BattleLineMove[] = [];
      for (const flag of overfullFlags(s, me)) {
        for (const card of (s.flags[flag] as (typeof s.flags)[number]).sides[me])
          out.push({ type: 'trim', flag, card });
      }
      return out;
    }
    case 'draw':
    case 'scoutDraw':
      return drawMoves(s);
    case 'scoutReturn':
      return [...new Set(s.hands[me])].map((card) => ({ type: 'scoutReturn', card }));
  }
}

// ---- phase bookkeeping ---------------------------------------------------------------------

type From = 'begin' | 'startClaims' | 'played' | 'endClaims';
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Moves the turn on from a finished step to the next step that needs a decision. `fresh` must be
 * a state object this move just built (never the caller's input): it is completed in place, which
 * saves playouts an allocation per step.
 */
function proceed(fresh: BattleLineState, from: From): BattleLineState {
  const s = fresh as Mutable<BattleLineState>;
  for (;;) {
    if (s.result) {
      s.phase = 'over';
      return s;
    }
    const me = s.active;
    const timing = s.options.claimTiming;
    if (from === 'begin') {
      if (overfullFlags(s, me).length > 0) s.phase = 'trim';
      else if (timing === 'start' && claimableFlags(s, me).length > 0) s.phase = 'claim';
      else s.phase = 'play';
      return s;
    }
    if (from === 'startClaims') {
      s.phase = 'play';
      return s;
    }
    if (from === 'played') {
      if (overfullFlags(s, me).length > 0) s.phase = 'trim';
      else if (s.scoutDraws > 0) s.phase = 'scoutDraw';
      else if (s.scoutReturns > 0 && s.hands[me].length > 0) s.phase = 'scoutReturn';
      else {
        s.scoutReturns = 0;
        if (timing === 'end' && claimableFlags(s, me).length > 0) s.phase = 'claim';
        else from = 'endClaims';
      }
      if (from === 'played') return s;
    }
    // After the claims: the draw, unless Scout replaced it, the hand is full or both decks are empty.
    if (
      !s.scouted &&
      s.hands[me].length < HAND_SIZE &&
      s.troopDeck.length + s.tacticsDeck.length > 0
    ) {
      s.phase = 'draw';
      return s;
    }
    if (s.passes >= 2) {
      const [a, b] = flagsClaimed(s.flags);
      s.result = { winner: a > b ? 0 : b > a ? 1 : null, reason: 'both-passed' };
      continue;
    }
    endTurnInPlace(s);
    from = 'begin';
  }
}

function endTurnInPlace(s: Mutable<BattleLineState>): void {
  s.active = other(s.active);
  s.turn = s.turn + 1;
  s.played = false;
  s.scouted = false;
  s.scoutDraws = 0;
  s.scoutReturns = 0;
}

/** After the turn's draw: the turn ends (or the game, after two passes in succession). */
function endTurn(fresh: BattleLineState): BattleLineState {
  const s = fresh as Mutable<BattleLineState>;
  if (s.passes >= 2) {
    const [a, b] = flagsClaimed(s.flags);
    s.result = { winner: a > b ? 0 : b > a ? 1 : null, reason: 'both-passed' };
    s.phase = 'over';
    return s;
  }
  endTurnInPlace(s);
  return proceed(s, 'begin');
}

// ---- apply ---------------------------------------------------------------------------------

function illegal(message: string, code = 'move/illegal'): Result<BattleLineState, GameError> {
  return err(code, message);
}

function isFlagIndex(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 9;
}

function drawFrom(s: BattleLineState, deck: DeckId): BattleLineState | null {
  const cards = deck === 'troop' ? s.troopDeck : s.tacticsDeck;
  const top = cards[0];
  if (top === undefined) return null;
  const me = s.active;
  const rest = cards.slice(1);
  const dec = (k: KnownTop): KnownTop =>
    k[deck] === 0
      ? k
      : deck === 'troop'
        ? { ...k, troop: k.troop - 1 }
        : { ...k, tactics: k.tactics - 1 };
  return {
    ...s,
    troopDeck: deck === 'troop' ? rest : s.troopDeck,
    tacticsDeck: deck === 'tactics' ? rest : s.tacticsDeck,
    hands: withPair(s.hands, me, [...s.hands[me], top]),
    knownTop:
      s.knownTop[0][deck] === 0 && s.knownTop[1][deck] === 0
        ? s.knownTop
        : [dec(s.knownTop[0]), dec(s.knownTop[1])],
  };
}

export function apply(s: BattleLineState, m: BattleLineMove): Result<BattleLineState, GameError> {
  if (m === null || typeof m !== 'object' || typeof (m as { type?: unknown }).type !== 'string') {
    return illegal('That is not a move.', 'move/malformed');
  }
  if (s.phase === 'over') return illegal('The game is over.', 'move/game-over');
  const me = s.active;
  const hand = s.hands[me];
  switch (s.phase) {
    case 'claim': {
      if (m.type === 'endClaims')
        return ok(proceed({ ...s }, s.played ? 'endClaims' : 'startClaims'));
      if (m.type !== 'claim') return illegal('Claim a flag or end your claims.', 'move/wrong-step');
      if (!isFlagIndex(m.flag)) return illegal('There is no such flag.', 'move/malformed');
      const check = checkClaim(s, m.flag, me);
      if (!check.ok) return err(check.code, check.message, check.completion);
      const flags = replaceFlag(s.flags, m.flag, {
        ...(s.flags[m.flag] as (typeof s.flags)[number]),
        claimedBy: me,
      });
      const claimed: BattleLineState = { ...s, flags, result: flagWinner(flags) };
      if (claimed.result) return ok({ ...claimed, phase: 'over' });
      if (claimableFlags(claimed, me).length > 0) return ok(claimed);
      return ok(proceed(claimed, claimed.played ? 'endClaims' : 'startClaims'));
    }
    case 'play':
      return applyPlay(s, m);
    case 'trim': {
      if (m.type !== 'trim' || !isFlagIndex(m.flag))
        return illegal('Discard one card from the flag Mud left.', 'move/wrong-step');
      const f = s.flags[m.flag] as (typeof s.flags)[number];
      if (!overfullFlags(s, me).includes(m.flag) || !f.sides[me].includes(m.card)) {
        return illegal('That card is not on an over-full side of yours.');
      }
      const flags = replaceFlag(
        s.flags,
        m.flag,
        settle(withSide(f, me, without(f.sides[me], m.card)), me),
      );
      return ok(
        proceed({ ...s, flags, discard: [...s.discard, m.card] }, s.played ? 'played' : 'begin'),
      );
    }
    case 'draw':
    case 'scoutDraw': {
      if (m.type !== 'draw' || (m.deck !== 'troop' && m.deck !== 'tactics'))
        return illegal('Draw from the troop or the tactics deck.', 'move/wrong-step');
      const next = drawFrom(s, m.deck);
      if (!next) return illegal(`The ${m.deck} deck is empty.`, 'draw/empty');
      if (s.phase === 'draw') return ok(endTurn(next));
      const left = s.scoutDraws - 1;
      const more = left > 0 && next.troopDeck.length + next.tacticsDeck.length > 0;
      (next as Mutable<BattleLineState>).scoutDraws = more ? left : 0;
      return ok(proceed(next, 'played'));
    }
    case 'scoutReturn': {
      if (m.type !== 'scoutReturn')
        return illegal('Put a card from your hand back on its deck.', 'move/wrong-step');
      if (!hand.includes(m.card)) return illegal('That card is not in your hand.');
      const deck: DeckId = isTroop(m.card) ? 'troop' : 'tactics';
      const mine = s.knownTop[me];
      const known: [KnownTop, KnownTop] = [s.knownTop[0], s.knownTop[1]];
      known[me] = { ...mine, [deck]: mine[deck] + 1 };
      // The opponent knew cards by depth; a card put on top shifts them, so he keeps none.
      known[other(me)] = { ...s.knownTop[other(me)], [deck]: 0 };
      const next: BattleLineState = {
        ...s,
        hands: withPair(s.hands, me, without(hand, m.card)),
        troopDeck: deck === 'troop' ? [m.card, ...s.troopDeck] : s.troopDeck,
        tacticsDeck: deck === 'tactics' ? [m.card, ...s.tacticsDeck] : s.tacticsDeck,
        knownTop: known,
        scoutReturns: s.scoutReturns - 1,
      };
      return ok(proceed(next, 'played'));
    }
  }
}

/** A card was played: the pass streak ends and the turn moves on. `fresh` is built by the caller. */
function playedCard(fresh: BattleLineState): Result<BattleLineState, GameError> {
  const s = fresh as Mutable<BattleLineState>;
  s.played = true;
  s.passes = 0;
  return ok(proceed(s, 'played'));
}

function applyPlay(s: BattleLineState, m: BattleLineMove): Result<BattleLineState, GameError> {
  const me = s.active;
  const hand = s.hands[me];
  switch (m.type) {
    case 'pass':
      if (troopPlays(s, me).length > 0)
        return illegal('You may not pass while you can play a troop card.', 'pass/troop-playable');
      return ok(proceed({ ...s, played: true, passes: s.passes + 1 }, 'played'));
    case 'play': {
      if (!isFlagIndex(m.flag) || typeof m.card !== 'string')
        return illegal('Name a card and a flag.', 'move/malformed');
      if (!hand.includes(m.card))
        return illegal('That card is not in your hand.', 'play/not-in-hand');
      const kind = cardInfo(m.card)?.kind;
      if (kind === 'guile') return illegal('That tactics card is not played onto a flag.');
      if (
        kind !== 'troop' &&
        !tacticsMoves(s, me, m.card).some((x) => x.type === 'play' && x.flag === m.flag)
      ) {
        return illegal('That tactics card cannot be played there now.', 'tactics/not-allowed');
      }
      const flags = resolvePlay(s, me, m.card, m.flag);
      if (!flags) return illegal(`Flag ${m.flag + 1} has no room for that card.`, 'play/no-room');
      return playedCard({
        ...s,
        flags,
        hands: withPair(s.hands, me, without(hand, m.card)),
        tacticsPlayed:
          kind === 'troop'
            ? s.tacticsPlayed
            : withPair(s.tacticsPlayed, me, [...s.tacticsPlayed[me], m.card]),
      });
    }
    case 'scout':
    case 'redeploy':
    case 'deserter':
    case 'traitor': {
      const card = m.type;
      if (!hand.includes(card))
        return illegal('That card is not in your hand.', 'play/not-in-hand');
      const options = tacticsMoves(s, me, card);
      if (options.length === 0)
        return illegal('That tactics card cannot be played now.', 'tactics/not-allowed');
      const base: BattleLineState = {
        ...s,
        hands: withPair(s.hands, me, without(hand, card)),
        tacticsPlayed: withPair(s.tacticsPlayed, me, [...s.tacticsPlayed[me], card]),
      };
      if (m.type === 'scout') {
        const draws = Math.min(3, s.troopDeck.length + s.tacticsDeck.length);
        return playedCard({
          ...base,
          discard: [...s.discard, card],
          scouted: true,
          scoutDraws: draws,
          scoutReturns: 2,
        });
      }
      const r = resolveGuile(s, me, m);
      if (!r)
        return illegal('That choice is not allowed for this tactics card.', 'tactics/bad-choice');
      const discard = r.discarded ? [...s.discard, card, r.discarded] : [...s.discard, card];
      return playedCard({ ...base, flags: r.flags, discard });
    }
    default:
      return illegal('Play a card from your hand, or pass.', 'move/wrong-step');
  }
}

export function toMove(s: BattleLineState): Seat | null {
  return s.phase === 'over' ? null : s.active;
}
