/**
 * The claim prover. A claim against an incomplete side stands only when no completion drawn from
 * the troops not on the table (deck and both hands; discarded troops are gone) beats the
 * claimant; a tie goes to the claimant, who completed first. Instead of enumerating card
 * combinations, the prover walks the formation types from Wedge down, first rejecting a whole type
 * (or window, or value) whose best possible strength cannot beat the claimant, then building the
 * strongest completion of that shape from the available troops. That is exact: every completion
 * has a shape, and each shape's strongest instance is found. On failure it returns one beating
 * completion for the UI's "why not?". `enumerateBeatingCompletion` is the plain enumeration the
 * tests and the bench compare against.
 */
import { flagHasFog, flagSize, moraleValues, sideStrength } from './formation.ts';
import { troopIndex, TROOPS, type BattleLineState, type CardId, type Seat } from './types.ts';

export interface Completion {
  /** Troops that, added to the opponent's side, would beat the claim. */
  readonly cards: readonly CardId[];
  readonly strength: number;
}

/** 60 flags, one per troop (`colour * 10 + value - 1`): 1 when it could still reach a side. */
export type Availability = Uint8Array;

/**
 * The troops not on the table: every troop minus those on a flag or discarded. In any legal
 * position these are exactly the deck and both hands; computing them from the table makes the
 * result depend only on `flags` and `discard`, which lets rules.ts cache claimability.
 */
export function availableTroops(
  s: Pick<BattleLineState, 'flags' | 'discard'>,
  into?: Availability,
): Availability {
  const a = into ?? new Uint8Array(60);
  a.fill(1);
  for (const f of s.flags) {
    for (const c of f.sides[0]) {
      const i = troopIndex(c);
      if (i >= 0) a[i] = 0;
    }
    for (const c of f.sides[1]) {
      const i = troopIndex(c);
      if (i >= 0) a[i] = 0;
    }
  }
  for (const c of s.discard) {
    const i = troopIndex(c);
    if (i >= 0) a[i] = 0;
  }
  return a;
}

interface Partial {
  readonly values: number[];
  readonly colour: number; // -1: no troops yet; -2: mixed colours
  readonly wild: (readonly number[])[];
  readonly sum: number;
  readonly wildMax: number;
}

function readPartial(cards: readonly CardId[]): Partial {
  const values: number[] = [];
  const wild: (readonly number[])[] = [];
  let colour = -1;
  let sum = 0;
  let wildMax = 0;
  for (const c of cards) {
    const t = troopIndex(c);
    if (t >= 0) {
      const value = (t % 10) + 1;
      const col = (t / 10) | 0;
      values.push(value);
      sum += value;
      if (colour === -1) colour = col;
      else if (colour !== col) colour = -2;
    } else {
      const mv = moraleValues(c);
      if (mv) {
        wild.push(mv);
        wildMax += mv[0] as number;
      }
    }
  }
  return { values, colour, wild, sum, wildMax };
}

/** The `n` highest available troops, of `colour` or of any colour (-1); null when too few. */
function topAvailable(avail: Availability, n: number, colour: number): CardId[] | null {
  const out: CardId[] = [];
  if (n === 0) return out;
  for (let v = 10; v >= 1; v--) {
    for (let c = 0; c < 6; c++) {
      if (colour >= 0 && c !== colour) continue;
      const i = c * 10 + v - 1;
      if (avail[i]) {
        out.push(TROOPS[i] as CardId);
        if (out.length === n) return out;
      }
    }
  }
  return null;
}

function sumOf(cards: readonly CardId[]): number {
  let s = 0;
  for (const c of cards) s += (troopIndex(c) % 10) + 1;
  return s;
}

/** An available troop of `value`, of `colour` or of any colour (-1). */
function pickTroop(avail: Availability, value: number, colour: number): CardId | undefined {
  if (colour >= 0)
    return avail[colour * 10 + value - 1] ? TROOPS[colour * 10 + value - 1] : undefined;
  for (let c = 0; c < 6; c++) if (avail[c * 10 + value - 1]) return TROOPS[c * 10 + value - 1];
  return undefined;
}

/**
 * Fills the values `missing` of a run: morale cards take some of them (each only a value it
 * allows), available troops (of `colour`, or any colour for -1) supply every other one.
 * Returns the troops, or null. `used` marks the values given to morale cards so far.
 */
function fillRun(
  missing: readonly number[],
  wild: readonly (readonly number[])[],
  avail: Availability,
  colour: number,
  w = 0,
  used = 0,
): CardId[] | null {
  if (w === wild.length) {
    const out: CardId[] = [];
    for (let i = 0; i < missing.length; i++) {
      if (used & (1 << i)) continue;
      const card = pickTroop(avail, missing[i] as number, colour);
      if (card === undefined) return null;
      out.push(card);
    }
    return out;
  }
  const allowed = wild[w] as readonly number[];
  for (let i = 0; i < missing.length; i++) {
    if (used & (1 << i) || !allowed.includes(missing[i] as number)) continue;
    const r = fillRun(missing, wild, avail, colour, w + 1, used | (1 << i));
    if (r) return r;
  }
  return null;
}

/** Values of the window start..start+size-1 not yet held by troops; null if a troop falls outside or repeats. */
function missingInWindow(p: Partial, start: number, size: number): number[] | null {
  const held = new Array<boolean>(size).fill(false);
  for (const v of p.values) {
    const k = v - start;
    if (k < 0 || k >= size || held[k]) return null;
    held[k] = true;
  }
  const missing: number[] = [];
  for (let k = 0; k < size; k++) if (!held[k]) missing.push(start + k);
  return missing;
}

/**
 * A completion of `cards` to `size` cards from `avail` whose strength is above `target`, the
 * strongest of the first shape that can beat it; null when none exists (the claim is proven).
 */
export function beatingCompletion(
  cards: readonly CardId[],
  size: number,
  fog: boolean,
  avail: Availability,
  target: number,
): Completion | null {
  const n = size - cards.length;
  if (n <= 0) {
    const st = sideStrength(cards, fog);
    return st > target ? { cards: [], strength: st } : null;
  }
  const p = readPartial(cards);
  if (fog) {
    const top = topAvailable(avail, n, -1);
    if (!top) return null;
    const st = p.sum + p.wildMax + sumOf(top);
    return st > target ? { cards: top, strength: st } : null;
  }
  const rankT = Math.floor(target / 100);
  const colours = p.colour >= 0 ? [p.colour] : p.colour === -1 ? [0, 1, 2, 3, 4, 5] : [];
  const runOffset = (size * (size - 1)) / 2;

  // Runs (Wedge, Skirmish Line): windows from the highest down; once a window cannot beat the
  // target, no lower one can.
  const run = (rank: number, flush: boolean): Completion | null => {
    if (rank < rankT || (flush && colours.length === 0)) return null;
    for (let start = 11 - size; start >= 1; start--) {
      const st = rank * 100 + size * start + runOffset;
      if (st <= target) break;
      const missing = missingInWindow(p, start, size);
      if (!missing) continue;
      if (flush) {
        for (const c of colours) {
          const got = fillRun(missing, p.wild, avail, c);
          if (got) return { cards: got, strength: st };
        }
      } else {
        const got = fillRun(missing, p.wild, avail, -1);
        if (got) return { cards: got, strength: st };
      }
    }
    return null;
  };

  const wedge = run(4, true);
  if (wedge) return wedge;
  if (rankT > 3) return null;

  // Phalanx: every troop the same value, every morale card able to take it.
  if (rankT <= 3) {
    for (let v = 10; v >= 1; v--) {
      const st = 300 + size * v;
      if (st <= target) break;
      if (!p.values.every((x) => x === v) || !p.wild.every((w) => w.includes(v))) continue;
      const got: CardId[] = [];
      for (let c = 0; c < 6 && got.length < n; c++)
        if (avail[c * 10 + v - 1]) got.push(TROOPS[c * 10 + v - 1] as CardId);
      if (got.length === n) return { cards: got, strength: st };
    }
  }

  // Battalion Order: the highest troops of the one colour.
  if (rankT <= 2) {
    const bound = 200 + p.sum + p.wildMax + (n * (21 - n)) / 2;
    if (bound > target) {
      let best: Completion | null = null;
      for (const c of colours) {
        const top = topAvailable(avail, n, c);
        if (!top) continue;
        const st = 200 + p.sum + p.wildMax + sumOf(top);
        if (st > target && (!best || st > best.strength)) best = { cards: top, strength: st };
      }
      if (best) return best;
    }
  }

  const skirmish = run(1, false);
  if (skirmish) return skirmish;

  // Host: the highest troops of any colour.
  if (rankT === 0) {
    const top = topAvailable(avail, n, -1);
    if (top) {
      const st = p.sum + p.wildMax + sumOf(top);
      if (st > target) return { cards: top, strength: st };
    }
  }
  return null;
}

/** The reference: tries every combination of available troops. Slow; for tests and the bench. */
export function enumerateBeatingCompletion(
  cards: readonly CardId[],
  size: number,
  fog: boolean,
  avail: Availability,
  target: number,
): Completion | null {
  const n = size - cards.length;
  const pool: CardId[] = [];
  for (let i = 0; i < 60; i++) if (avail[i]) pool.push(TROOPS[i] as CardId);
  const chosen: CardId[] = [];
  let best: Completion | null = null;
  const rec = (from: number): void => {
    if (chosen.length === n) {
      const st = sideStrength([...cards, ...chosen], fog);
      if (st > target && (!best || st > best.strength))
        best = { cards: chosen.slice(), strength: st };
      return;
    }
    for (let i = from; i <= pool.length - (n - chosen.length); i++) {
      chosen.push(pool[i] as CardId);
      rec(i + 1);
      chosen.pop();
    }
  };
  if (n >= 0) rec(0);
  return best;
}

export type ClaimCheck =
  | { readonly ok: true; readonly how: 'compare' | 'proof'; readonly strength: number }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      /** For a failed proof: troops that would complete the opponent's side and beat the claim. */
      readonly completion?: Completion;
    };

/** Whether `seat` may claim `flag` now (ignoring whose turn it is), and why not. */
export function checkClaim(
  s: BattleLineState,
  flagIndex: number,
  seat: Seat,
  avail?: Availability,
): ClaimCheck {
  const flag = s.flags[flagIndex];
  if (!flag)
    return { ok: false, code: 'claim/no-flag', message: `There is no flag ${flagIndex + 1}.` };
  if (flag.claimedBy !== null) {
    return {
      ok: false,
      code: 'claim/claimed',
      message: `Flag ${flagIndex + 1} is already claimed.`,
    };
  }
  const size = flagSize(flag);
  const fog = flagHasFog(flag);
  const mine = flag.sides[seat];
  const theirs = flag.sides[seat === 0 ? 1 : 0];
  if (mine.length > size || theirs.length > size) {
    return {
      ok: false,
      code: 'claim/overfull',
      message: `A side of flag ${flagIndex + 1} still holds more cards than the flag allows.`,
    };
  }
  if (mine.length < size) {
    return {
      ok: false,
      code: 'claim/incomplete',
      message: `Your formation at flag ${flagIndex + 1} needs ${size} cards.`,
    };
  }
  const strength = sideStrength(mine, fog);
  if (theirs.length === size) {
    const other = sideStrength(theirs, fog);
    if (strength > other || (strength === other && flag.firstComplete === seat)) {
      return { ok: true, how: 'compare', strength };
    }
    return {
      ok: false,
      code: 'claim/beaten',
      message: `The opponent's formation at flag ${flagIndex + 1} is ${strength === other ? 'as strong and was completed first' : 'stronger'}.`,
      completion: { cards: [], strength: other },
    };
  }
  const completion = beatingCompletion(theirs, size, fog, avail ?? availableTroops(s), strength);
  if (completion) {
    return {
      ok: false,
      code: 'claim/not-proven',
      message: `Flag ${flagIndex + 1} cannot be proven yet: the opponent could still beat it.`,
      completion,
    };
  }
  return { ok: true, how: 'proof', strength };
}
