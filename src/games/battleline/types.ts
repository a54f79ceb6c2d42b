/**
 * Battle Line data: card ids, moves, state, view and options, all plain JSON. Troops are
 * `r1`..`p10` (colour letter + value); tactics cards have lower-case word ids. This module also
 * owns the static card table (colour, value, kind) every other module reads through `cardInfo`.
 */
import type { Seat } from '../../core/game.ts';

export type { Seat };

export const COLOURS = ['r', 'o', 'y', 'g', 'b', 'p'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  r: 'red',
  o: 'orange',
  y: 'yellow',
  g: 'green',
  b: 'blue',
  p: 'purple',
};

export const TACTICS = [
  'alexander',
  'darius',
  'cavalry',
  'shield',
  'fog',
  'mud',
  'scout',
  'redeploy',
  'deserter',
  'traitor',
] as const;
export type TacticId = (typeof TACTICS)[number];
export type MoraleId = 'alexander' | 'darius' | 'cavalry' | 'shield';
export type EnvironmentId = 'fog' | 'mud';
export type GuileId = 'scout' | 'redeploy' | 'deserter' | 'traitor';

/** A troop id (`r1`..`p10`) or a tactics id. */
export type CardId = string;

export const TACTIC_NAMES: Readonly<Record<TacticId, string>> = {
  alexander: 'Alexander',
  darius: 'Darius',
  cavalry: 'Companion Cavalry',
  shield: 'Shield Bearers',
  fog: 'Fog',
  mud: 'Mud',
  scout: 'Scout',
  redeploy: 'Redeploy',
  deserter: 'Deserter',
  traitor: 'Traitor',
};

export const TACTIC_EFFECTS: Readonly<Record<TacticId, string>> = {
  alexander: 'Leader: any colour, any value. One Leader per player per game.',
  darius: 'Leader: any colour, any value. One Leader per player per game.',
  cavalry: 'Morale: value 8, any colour.',
  shield: 'Morale: value 1, 2 or 3, any colour.',
  fog: 'Formations are ignored at this flag: only the sum counts.',
  mud: 'Both sides need 4 cards at this flag.',
  scout: 'Draw 3 cards from either deck, then put 2 cards from your hand back on top.',
  redeploy: 'Move one of your cards from an unclaimed flag to another, or discard it.',
  deserter: "Discard one of the opponent's cards from an unclaimed flag.",
  traitor: "Take one of the opponent's troops from an unclaimed flag onto your side.",
};

export type CardKind = 'troop' | 'morale' | 'environment' | 'guile';

export interface CardInfo {
  readonly id: CardId;
  readonly kind: CardKind;
  /** 0..5 for troops, -1 otherwise. */
  readonly colour: number;
  /** 1..10 for troops, 0 otherwise. */
  readonly value: number;
  /** 0..59 for troops (colour * 10 + value - 1), -1 otherwise. */
  readonly index: number;
}

export const TROOPS: readonly CardId[] = COLOURS.flatMap((c) =>
  Array.from({ length: 10 }, (_, i) => `${c}${i + 1}`),
);

const KIND_OF: Readonly<Record<TacticId, CardKind>> = {
  alexander: 'morale',
  darius: 'morale',
  cavalry: 'morale',
  shield: 'morale',
  fog: 'environment',
  mud: 'environment',
  scout: 'guile',
  redeploy: 'guile',
  deserter: 'guile',
  traitor: 'guile',
};

const INFO = new Map<CardId, CardInfo>();
TROOPS.forEach((id, index) => {
  INFO.set(id, {
    id,
    kind: 'troop',
    colour: Math.floor(index / 10),
    value: (index % 10) + 1,
    index,
  });
});
for (const t of TACTICS) INFO.set(t, { id: t, kind: KIND_OF[t], colour: -1, value: 0, index: -1 });

/** 0..59 for a troop id, -1 for anything else; by character codes because playouts call it a lot. */
export function troopIndex(id: CardId): number {
  const n = id.length;
  if (n < 2 || n > 3) return -1;
  const c = COLOUR_CODE[id.charCodeAt(0)] ?? -1;
  if (c < 0) return -1;
  const d = id.charCodeAt(1) - 48;
  if (n === 2) return d >= 1 && d <= 9 ? c * 10 + d - 1 : -1;
  return d === 1 && id.charCodeAt(2) === 48 ? c * 10 + 9 : -1;
}
const COLOUR_CODE: number[] = [];
COLOURS.forEach((c, i) => {
  COLOUR_CODE[c.charCodeAt(0)] = i;
});

export function cardInfo(id: CardId): CardInfo | undefined {
  return INFO.get(id);
}

export function isTroop(id: CardId): boolean {
  return INFO.get(id)?.kind === 'troop';
}

export function isTactic(id: CardId): id is TacticId {
  const k = INFO.get(id)?.kind;
  return k !== undefined && k !== 'troop';
}

export function isLeader(id: CardId): boolean {
  return id === 'alexander' || id === 'darius';
}

/** Human name of any card: `red 7`, `Companion Cavalry`. */
export function cardName(id: CardId): string {
  const info = INFO.get(id);
  if (!info) return id;
  if (info.kind === 'troop') return `${COLOUR_NAMES[COLOURS[info.colour] as Colour]} ${info.value}`;
  return TACTIC_NAMES[id as TacticId];
}

export type DeckId = 'troop' | 'tactics';

export type BattleLineMove =
  /** A troop or morale card onto your side of a flag, or Fog / Mud at a flag. */
  | { readonly type: 'play'; readonly card: CardId; readonly flag: number }
  | { readonly type: 'scout' }
  | {
      readonly type: 'redeploy';
      readonly from: number;
      readonly card: CardId;
      /** Destination flag, or null to discard the card. */
      readonly to: number | null;
    }
  | { readonly type: 'deserter'; readonly flag: number; readonly card: CardId }
  | { readonly type: 'traitor'; readonly from: number; readonly card: CardId; readonly to: number }
  | { readonly type: 'pass' }
  | { readonly type: 'claim'; readonly flag: number }
  | { readonly type: 'endClaims' }
  /** The turn's draw, or one of Scout's three draws. */
  | { readonly type: 'draw'; readonly deck: DeckId }
  /** One of Scout's two returns: a card from hand back on top of its own deck. */
  | { readonly type: 'scoutReturn'; readonly card: CardId }
  /** Mud left a flag where you hold 4 cards: discard one of them. */
  | { readonly type: 'trim'; readonly flag: number; readonly card: CardId };

export interface EnvironmentCard {
  readonly card: EnvironmentId;
  readonly owner: Seat;
}

export interface FlagState {
  /** Cards on each seat's side in play order (troops and morale cards). */
  readonly sides: readonly [readonly CardId[], readonly CardId[]];
  readonly environment: readonly EnvironmentCard[];
  readonly claimedBy: Seat | null;
  /** The seat whose side has been complete the longer, or null while neither side is complete. */
  readonly firstComplete: Seat | null;
}

/**
 * `claim` is the claim step (after the play with `claimTiming: 'end'`, before it with 'start');
 * `trim` is the discard owed after Mud left a flag; `scoutDraw` / `scoutReturn` are Scout's steps.
 */
export type Phase = 'claim' | 'play' | 'trim' | 'draw' | 'scoutDraw' | 'scoutReturn' | 'over';

export interface BattleLineOptions {
  readonly claimTiming: 'end' | 'start';
  /** Play with the 10 tactics cards (the seed pages suggest learning without them). */
  readonly tactics: boolean;
  /** Who moves first: the seed picks the dealer, or a fixed seat (loser of the last game second). */
  readonly firstSeat: 'seed' | Seat;
}

export interface KnownTop {
  /** How many cards on top of each deck this seat knows (it put them back with Scout). */
  readonly troop: number;
  readonly tactics: number;
}

export interface BattleLineResult {
  readonly winner: Seat | null;
  readonly reason: 'breakthrough' | 'envelopment' | 'both-passed';
}

export interface BattleLineState {
  readonly options: BattleLineOptions;
  /** 1-based turn counter. */
  readonly turn: number;
  readonly active: Seat;
  readonly phase: Phase;
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  /** Index 0 is the top. */
  readonly troopDeck: readonly CardId[];
  readonly tacticsDeck: readonly CardId[];
  readonly knownTop: readonly [KnownTop, KnownTop];
  readonly flags: readonly FlagState[];
  readonly discard: readonly CardId[];
  /** Every tactics card each seat has played, in order (discarded ones included). */
  readonly tacticsPlayed: readonly [readonly CardId[], readonly CardId[]];
  /** Consecutive turns that ended with a pass, this one included. */
  readonly passes: number;
  /** Whether this turn's play step is done (a card played or a pass). */
  readonly played: boolean;
  /** Scout draws still to make and returns still owed this turn. */
  readonly scoutDraws: number;
  readonly scoutReturns: number;
  /** Scout was played this turn: it replaces the draw. */
  readonly scouted: boolean;
  readonly result: BattleLineResult | null;
}

export interface BattleLineView {
  readonly seat: Seat;
  readonly options: BattleLineOptions;
  readonly turn: number;
  readonly active: Seat;
  readonly phase: Phase;
  readonly hand: readonly CardId[];
  readonly opponentHand: { readonly troops: number; readonly tactics: number };
  readonly troopDeckSize: number;
  readonly tacticsDeckSize: number;
  /** The top cards of each deck this seat knows, top first. */
  readonly deckTop: { readonly troop: readonly CardId[]; readonly tactics: readonly CardId[] };
  readonly flags: readonly FlagState[];
  readonly discard: readonly CardId[];
  readonly tacticsPlayed: readonly [readonly CardId[], readonly CardId[]];
  readonly passes: number;
  readonly played: boolean;
  readonly scoutDraws: number;
  readonly scoutReturns: number;
  readonly scouted: boolean;
  readonly result: BattleLineResult | null;
  /** The opponent's hand, shown only once the game is over (the end screen turns it face up). */
  readonly opponentCards?: readonly CardId[];
}

export const FLAG_COUNT = 9;
export const HAND_SIZE = 7;
