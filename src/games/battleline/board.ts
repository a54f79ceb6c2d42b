/**
 * Small pure helpers over flags and card lists shared by the turn rules and the tactics cards:
 * room on a side, over-full sides after Mud left, the completed-first record, and the win check.
 * Everything returns new objects; inputs are never mutated.
 */
import { flagSize } from './formation.ts';
import type { BattleLineResult, BattleLineState, CardId, FlagState, Seat } from './types.ts';

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** Whether `seat` may place a card on its side of `flag`. */
export function hasRoom(flag: FlagState, seat: Seat): boolean {
  return flag.claimedBy === null && flag.sides[seat].length < flagSize(flag);
}

export function isOverfull(flag: FlagState, seat: Seat): boolean {
  return flag.claimedBy === null && flag.sides[seat].length > flagSize(flag);
}

export function overfullFlags(s: BattleLineState, seat: Seat): number[] {
  const out: number[] = [];
  s.flags.forEach((f, i) => {
    if (isOverfull(f, seat)) out.push(i);
  });
  return out;
}

/** A copy of `cards` without the first `card`; the same array when it is absent. */
export function without(cards: readonly CardId[], card: CardId): readonly CardId[] {
  const i = cards.indexOf(card);
  if (i < 0) return cards;
  const out = cards.slice();
  out.splice(i, 1);
  return out;
}

export function withSide(flag: FlagState, seat: Seat, cards: readonly CardId[]): FlagState {
  const sides: [readonly CardId[], readonly CardId[]] =
    seat === 0 ? [cards, flag.sides[1]] : [flag.sides[0], cards];
  return { ...flag, sides };
}

/**
 * Updates who completed first after `mover` changed the flag. A side that is no longer complete
 * loses the record; when one move completes both sides at once (Mud leaving), the mover's
 * opponent, whose cards were already there, counts as first.
 */
export function settle(flag: FlagState, mover: Seat): FlagState {
  const size = flagSize(flag);
  const c0 = flag.sides[0].length >= size;
  const c1 = flag.sides[1].length >= size;
  const fc = flag.firstComplete;
  let next: Seat | null;
  if (fc !== null && (fc === 0 ? c0 : c1)) next = fc;
  else if (c0 && c1) next = other(mover);
  else if (c0) next = 0;
  else if (c1) next = 1;
  else next = null;
  return next === fc ? flag : { ...flag, firstComplete: next };
}

export function replaceFlag(
  flags: readonly FlagState[],
  index: number,
  flag: FlagState,
): readonly FlagState[] {
  const out = flags.slice();
  out[index] = flag;
  return out;
}

/** Breakthrough (3 adjacent) or Envelopment (any 5), checked for both seats. */
export function flagWinner(flags: readonly FlagState[]): BattleLineResult | null {
  for (const seat of [0, 1] as const) {
    let run = 0;
    let total = 0;
    for (const f of flags) {
      if (f.claimedBy === seat) {
        run++;
        total++;
        if (run >= 3) return { winner: seat, reason: 'breakthrough' };
      } else run = 0;
    }
    if (total >= 5) return { winner: seat, reason: 'envelopment' };
  }
  return null;
}

export function flagsClaimed(flags: readonly FlagState[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const f of flags) {
    if (f.claimedBy === 0) a++;
    else if (f.claimedBy === 1) b++;
  }
  return [a, b];
}

export function withPair<T>(pair: readonly [T, T], seat: Seat, value: T): [T, T] {
  return seat === 0 ? [value, pair[1]] : [pair[0], value];
}
