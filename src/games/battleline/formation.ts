/**
 * Formations: the rank of a complete side of 3 cards (4 under Mud), with morale cards valued to
 * their owner's best advantage and Fog reducing everything to the sum. A strength is one number,
 * `rank * 100 + sum`, so comparing formations is comparing numbers; equal strengths go to the side
 * that completed first (recorded per flag, see rules.ts).
 */
import { troopIndex, type CardId, type FlagState, type Seat } from './types.ts';

export const FORMATION_KINDS = ['host', 'skirmish', 'battalion', 'phalanx', 'wedge'] as const;
export type FormationKind = (typeof FORMATION_KINDS)[number];
export const FORMATION_NAMES: Readonly<Record<FormationKind, string>> = {
  wedge: 'Wedge',
  phalanx: 'Phalanx',
  battalion: 'Battalion Order',
  skirmish: 'Skirmish Line',
  host: 'Host',
};
export const RANK_WEDGE = 4;
export const RANK_PHALANX = 3;
export const RANK_BATTALION = 2;
export const RANK_SKIRMISH = 1;

/** The values a morale card may take (colour is always free). */
export function moraleValues(id: CardId): readonly number[] | undefined {
  switch (id) {
    case 'alexander':
    case 'darius':
      return LEADER_VALUES;
    case 'cavalry':
      return [8];
    case 'shield':
      return [3, 2, 1];
    default:
      return undefined;
  }
}
const LEADER_VALUES = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

export function strengthRank(strength: number): number {
  return Math.floor(strength / 100);
}
export function strengthSum(strength: number): number {
  return strength % 100;
}

/** Rank of `n` concrete values in `v` (sorted ascending) with `flush` telling whether one colour is possible. */
function rankOf(v: Int32Array, n: number, flush: boolean): number {
  let straight = true;
  let same = true;
  for (let i = 1; i < n; i++) {
    const a = v[i - 1] as number;
    const b = v[i] as number;
    if (b !== a + 1) straight = false;
    if (b !== a) same = false;
  }
  if (straight && flush) return RANK_WEDGE;
  if (same) return RANK_PHALANX;
  if (flush) return RANK_BATTALION;
  if (straight) return RANK_SKIRMISH;
  return 0;
}

function sortSmall(v: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const x = v[i] as number;
    let j = i - 1;
    while (j >= 0 && (v[j] as number) > x) {
      v[j + 1] = v[j] as number;
      j--;
    }
    v[j + 1] = x;
  }
}

// Scratch buffers: strength is computed in every playout step, so it allocates nothing.
const scratchValues = new Int32Array(8);
const scratchSorted = new Int32Array(8);
const scratchWild: (readonly number[])[] = [];

function bestOver(troops: number, wilds: number, i: number, flush: boolean): number {
  if (i === wilds) {
    const n = troops + wilds;
    for (let k = 0; k < n; k++) scratchSorted[k] = scratchValues[k] as number;
    sortSmall(scratchSorted, n);
    let sum = 0;
    for (let k = 0; k < n; k++) sum += scratchSorted[k] as number;
    return rankOf(scratchSorted, n, flush) * 100 + sum;
  }
  let best = -1;
  for (const v of scratchWild[i] as readonly number[]) {
    scratchValues[troops + i] = v;
    const s = bestOver(troops, wilds, i + 1, flush);
    if (s > best) best = s;
  }
  return best;
}

/**
 * The strength of a complete side (`cards` must hold exactly the required number). Morale cards
 * take the colour of the troops when they share one, and every allowed value is tried.
 */
export function sideStrength(cards: readonly CardId[], fog: boolean): number {
  let troops = 0;
  let wilds = 0;
  let colour = -1;
  let flush = true;
  let sum = 0;
  for (const c of cards) {
    const t = troopIndex(c);
    if (t >= 0) {
      const value = (t % 10) + 1;
      scratchValues[troops++] = value;
      sum += value;
      const col = (t / 10) | 0;
      if (colour === -1) colour = col;
      else if (colour !== col) flush = false;
    } else {
      const mv = moraleValues(c);
      if (mv) scratchWild[wilds++] = mv;
    }
  }
  if (fog) {
    for (let i = 0; i < wilds; i++) sum += (scratchWild[i] as readonly number[])[0] as number;
    return sum;
  }
  if (wilds === 0) {
    sortSmall(scratchValues, troops);
    return rankOf(scratchValues, troops, flush) * 100 + sum;
  }
  return bestOver(troops, wilds, 0, flush);
}

export function flagHasFog(flag: FlagState): boolean {
  return flag.environment.some((e) => e.card === 'fog');
}
export function flagHasMud(flag: FlagState): boolean {
  return flag.environment.some((e) => e.card === 'mud');
}
/** Cards each side needs at this flag: 3, or 4 under Mud. */
export function flagSize(flag: FlagState): number {
  return flagHasMud(flag) ? 4 : 3;
}

export interface SideSummary {
  readonly cards: readonly CardId[];
  readonly needed: number;
  readonly complete: boolean;
  /** More cards than the flag allows (Mud left); must be trimmed before any claim there. */
  readonly overfull: boolean;
  /** Formation of a complete side; null while incomplete. */
  readonly formation: {
    readonly kind: FormationKind;
    readonly name: string;
    readonly sum: number;
    readonly strength: number;
  } | null;
  readonly fog: boolean;
}

/** What the table shows beside one side of a flag: how many cards it needs and its formation. */
export function sideSummary(flag: FlagState, seat: Seat): SideSummary {
  const cards = flag.sides[seat];
  const needed = flagSize(flag);
  const fog = flagHasFog(flag);
  const complete = cards.length === needed;
  let formation: SideSummary['formation'] = null;
  if (complete) {
    const strength = sideStrength(cards, fog);
    const kind = fog ? 'host' : (FORMATION_KINDS[strengthRank(strength)] as FormationKind);
    formation = {
      kind,
      name: fog ? `Sum ${strengthSum(strength)} (Fog)` : FORMATION_NAMES[kind],
      sum: strengthSum(strength),
      strength,
    };
  }
  return { cards, needed, complete, overfull: cards.length > needed, formation, fog };
}

/** A readable strength: `Wedge (sum 27)`, or `sum 24` under Fog. */
export function describeStrength(strength: number, fog: boolean): string {
  if (fog) return `sum ${strength}`;
  const kind = FORMATION_KINDS[strengthRank(strength)] as FormationKind;
  return `${FORMATION_NAMES[kind]} (sum ${strengthSum(strength)})`;
}
