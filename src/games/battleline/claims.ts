/**
 * Which flags a seat could claim right now: every unclaimed flag where its side is complete and
 * the prover (or the comparison with a complete opposing side) agrees. The turn rules ask this
 * after every play to decide whether a claim step is needed, so answers are remembered.
 */
import { availableTroops, checkClaim, type Availability } from './proof.ts';
import type { BattleLineState, Seat } from './types.ts';

// Claimability depends only on the flags, the discard pile and the seat (see availableTroops),
// and states are immutable, so the last answers are remembered by identity: a turn asks several
// times about the same flags (a small ring beats a WeakMap, whose inserts cost more than a proof).
const MEMO_SIZE = 4;
const memoFlags: (readonly unknown[] | null)[] = new Array<null>(MEMO_SIZE).fill(null);
const memoDiscard: (readonly unknown[] | null)[] = new Array<null>(MEMO_SIZE).fill(null);
const memoSeat: Seat[] = new Array<Seat>(MEMO_SIZE).fill(0);
const memoAnswer: (readonly number[])[] = new Array<readonly number[]>(MEMO_SIZE).fill([]);
let memoNext = 0;

/** Flags `seat` could claim right now (its side complete and the prover agreeing). */
export function claimableFlags(s: BattleLineState, seat: Seat): readonly number[] {
  for (let i = 0; i < MEMO_SIZE; i++) {
    if (memoFlags[i] === s.flags && memoDiscard[i] === s.discard && memoSeat[i] === seat) {
      return memoAnswer[i] as readonly number[];
    }
  }
  const out = computeClaimable(s, seat);
  memoFlags[memoNext] = s.flags;
  memoDiscard[memoNext] = s.discard;
  memoSeat[memoNext] = seat;
  memoAnswer[memoNext] = out;
  memoNext = (memoNext + 1) % MEMO_SIZE;
  return out;
}

const scratchAvail: Availability = new Uint8Array(60);

function computeClaimable(s: BattleLineState, seat: Seat): number[] {
  const out: number[] = [];
  let avail: Availability | undefined;
  for (let i = 0; i < s.flags.length; i++) {
    const f = s.flags[i];
    if (!f || f.claimedBy !== null || f.sides[seat].length < 3) continue;
    avail ??= availableTroops(s, scratchAvail);
    if (checkClaim(s, i, seat, avail).ok) out.push(i);
  }
  return out;
}
