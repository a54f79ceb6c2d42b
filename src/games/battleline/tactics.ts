/**
 * The tactics cards: which of them a seat may play now (the tactics limit, the one-Leader rule),
 * every legal choice each one offers (which card, from where, to where), and what each does to
 * the flags. The turn bookkeeping around a play (hand, counters, phases) stays in rules.ts.
 */
import { deserterMove, playMove, redeployMove, traitorMove } from './moves.ts';
import { hasRoom, other, replaceFlag, settle, withSide, without } from './board.ts';
import {
  cardInfo,
  isLeader,
  isTactic,
  type BattleLineMove,
  type BattleLineState,
  type CardId,
  type FlagState,
  type Seat,
} from './types.ts';

/** You may play a tactics card only if you have not played more of them than your opponent. */
export function tacticsAllowed(s: BattleLineState, seat: Seat): boolean {
  return s.tacticsPlayed[seat].length <= s.tacticsPlayed[other(seat)].length;
}

export function leaderPlayed(s: BattleLineState, seat: Seat): boolean {
  return s.tacticsPlayed[seat].some(isLeader);
}

/** Cards of `seat` at an unclaimed flag: those on its side and the environment cards it played. */
function ownedAt(flag: FlagState, seat: Seat): CardId[] {
  if (flag.claimedBy !== null) return [];
  const out = flag.sides[seat].slice();
  for (const e of flag.environment) if (e.owner === seat) out.push(e.card);
  return out;
}

/** Every legal move with tactics card `card` from `seat`'s hand (assumed in hand). */
export function tacticsMoves(s: BattleLineState, seat: Seat, card: CardId): BattleLineMove[] {
  const out: BattleLineMove[] = [];
  if (!isTactic(card) || !tacticsAllowed(s, seat)) return out;
  const info = cardInfo(card);
  if (!info) return out;
  const flags = s.flags;
  const opp = other(seat);
  switch (info.kind) {
    case 'morale':
      if (isLeader(card) && leaderPlayed(s, seat)) return out;
      flags.forEach((f, i) => {
        if (hasRoom(f, seat)) out.push(playMove(card, i));
      });
      return out;
    case 'environment':
      flags.forEach((f, i) => {
        if (f.claimedBy === null) out.push(playMove(card, i));
      });
      return out;
    default:
      break;
  }
  switch (card) {
    case 'scout':
      if (s.troopDeck.length + s.tacticsDeck.length > 0) out.push({ type: 'scout' });
      return out;
    case 'redeploy':
      flags.forEach((f, from) => {
        for (const c of ownedAt(f, seat)) {
          out.push(redeployMove(from, c, null));
          const env = cardInfo(c)?.kind === 'environment';
          flags.forEach((g, to) => {
            if (to === from) return;
            if (env ? g.claimedBy === null : hasRoom(g, seat)) out.push(redeployMove(from, c, to));
          });
        }
      });
      return out;
    case 'deserter':
      flags.forEach((f, flag) => {
        for (const c of ownedAt(f, opp)) out.push(deserterMove(flag, c));
      });
      return out;
    case 'traitor':
      flags.forEach((f, from) => {
        if (f.claimedBy !== null) return;
        for (const c of f.sides[opp]) {
          if (cardInfo(c)?.kind !== 'troop') continue;
          flags.forEach((g, to) => {
            if (hasRoom(g, seat)) out.push(traitorMove(from, c, to));
          });
        }
      });
      return out;
    default:
      return out;
  }
}

/** Removes `card` (on `seat`'s side or an environment card it owns) from flag `i`. */
function takeFrom(
  flags: readonly FlagState[],
  i: number,
  seat: Seat,
  card: CardId,
): readonly FlagState[] | null {
  const f = flags[i];
  if (!f || f.claimedBy !== null) return null;
  if (cardInfo(card)?.kind === 'environment') {
    const k = f.environment.findIndex((e) => e.card === card && e.owner === seat);
    if (k < 0) return null;
    const environment = f.environment.slice();
    environment.splice(k, 1);
    return replaceFlag(flags, i, { ...f, environment });
  }
  if (!f.sides[seat].includes(card)) return null;
  return replaceFlag(flags, i, withSide(f, seat, without(f.sides[seat], card)));
}

/** Puts `card` on `seat`'s side (or at the flag, for Fog and Mud) of flag `i`. */
export function placeAt(
  flags: readonly FlagState[],
  i: number,
  seat: Seat,
  card: CardId,
): readonly FlagState[] | null {
  const f = flags[i];
  if (!f || f.claimedBy !== null) return null;
  if (card === 'fog' || card === 'mud') {
    if (f.environment.some((e) => e.card === card)) return null;
    return replaceFlag(flags, i, { ...f, environment: [...f.environment, { card, owner: seat }] });
  }
  if (!hasRoom(f, seat)) return null;
  return replaceFlag(flags, i, withSide(f, seat, [...f.sides[seat], card]));
}

function settleAll(
  flags: readonly FlagState[],
  touched: readonly number[],
  mover: Seat,
): readonly FlagState[] {
  let out = flags;
  for (const i of touched) {
    const f = out[i];
    if (!f) continue;
    const g = settle(f, mover);
    if (g !== f) out = replaceFlag(out, i, g);
  }
  return out;
}

/**
 * The flags after Redeploy, Deserter or Traitor by `seat`, plus the card sent to the discard
 * pile (if any); null when the choice is not legal.
 */
export function resolveGuile(
  s: BattleLineState,
  seat: Seat,
  m: BattleLineMove,
): { flags: readonly FlagState[]; discarded: CardId | null } | null {
  const opp = other(seat);
  if (m.type === 'redeploy') {
    if (m.to === m.from) return null;
    const taken = takeFrom(s.flags, m.from, seat, m.card);
    if (!taken) return null;
    if (m.to === null) return { flags: settleAll(taken, [m.from], seat), discarded: m.card };
    const placed = placeAt(taken, m.to, seat, m.card);
    if (!placed) return null;
    return { flags: settleAll(placed, [m.from, m.to], seat), discarded: null };
  }
  if (m.type === 'deserter') {
    const taken = takeFrom(s.flags, m.flag, opp, m.card);
    if (!taken) return null;
    return { flags: settleAll(taken, [m.flag], seat), discarded: m.card };
  }
  if (m.type === 'traitor') {
    if (cardInfo(m.card)?.kind !== 'troop') return null;
    const taken = takeFrom(s.flags, m.from, opp, m.card);
    if (!taken) return null;
    const placed = placeAt(taken, m.to, seat, m.card);
    if (!placed) return null;
    return {
      flags: settleAll(placed, m.from === m.to ? [m.from] : [m.from, m.to], seat),
      discarded: null,
    };
  }
  return null;
}

/** The flag after playing a troop, morale or environment card there; null if not allowed. */
export function resolvePlay(
  s: BattleLineState,
  seat: Seat,
  card: CardId,
  flag: number,
): readonly FlagState[] | null {
  const placed = placeAt(s.flags, flag, seat, card);
  if (!placed) return null;
  return settleAll(placed, [flag], seat);
}
