/**
 * The Battle for Hill 218 as plain data: grid positions, the units on the table, the full game
 * state, the moves a seat can make and what one seat may see. Everything here is JSON-safe so
 * saves, setups, bot trees and the UI share one vocabulary.
 */
import type { Outcome, Seat } from '../../core/game.ts';

export type { Seat };

/** The six kinds of unit card; Air Strikes are not cards in hand but a public count per seat. */
export type UnitType =
  'infantry' | 'heavyWeapons' | 'specialForces' | 'tank' | 'artillery' | 'paratroopers';

/** A cell of the unbounded grid. The Hill is (0,0); seat 0's HQ is (0,-1), seat 1's is (0,+1). */
export interface Pos {
  readonly x: number;
  readonly y: number;
}

/** A unit card lying on the table. */
export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly owner: Seat;
  readonly unit: UnitType;
}

export type FirstTurnRule = 'seed' | 'bga';

export interface Hill218Options {
  /**
   * 'seed': every player's first turn is draw 1 / play 1 into his own HQ (the source page).
   * 'bga': only the first player's first turn is; the second player's first turn is normal.
   */
  readonly firstTurn: FirstTurnRule;
}

export type Pair<T> = readonly [T, T];

export interface Hill218State {
  readonly options: Hill218Options;
  /** Units on the table, in the order they were played. The Hill is implicit at (0,0). */
  readonly cells: readonly Placed[];
  readonly hands: Pair<readonly UnitType[]>;
  /** Decks, top card first. */
  readonly decks: Pair<readonly UnitType[]>;
  /** Units removed from the table, by owner (public). */
  readonly discards: Pair<readonly UnitType[]>;
  readonly airStrikes: Pair<number>;
  /** Whether each seat has put its two set-up cards on the bottom of its deck. */
  readonly bottomChosen: Pair<boolean>;
  readonly firstPlayer: Seat;
  /** The seat whose turn it is (during set-up: the seat choosing its two bottom cards). */
  readonly turn: Seat;
  /** Turns each seat has begun, the current one included (1 = its first turn). */
  readonly turnsTaken: Pair<number>;
  /** Plays (placements or Air Strikes) left in the current turn. */
  readonly playsLeft: number;
  /** The unit just placed that must now attack (its player picks the target), or null. */
  readonly attacker: Pos | null;
  readonly outcome: Outcome | null;
}

export type Hill218Move =
  /** Set-up: two of the five cards drawn go to the bottom of the deck, the first listed first. */
  | { readonly type: 'bottom'; readonly units: readonly [UnitType, UnitType] }
  /** Play a unit from hand onto an empty cell. */
  | { readonly type: 'place'; readonly unit: UnitType; readonly at: Pos }
  /** The attack of the unit just placed; `supporter` is the friendly unit giving support. */
  | { readonly type: 'attack'; readonly target: Pos; readonly supporter?: Pos }
  /** Spend an Air Strike on any enemy unit. */
  | { readonly type: 'airStrike'; readonly target: Pos };

/** What one seat sees: the table, its own hand, sizes of the rest. */
export interface Hill218View {
  readonly seat: Seat;
  readonly options: Hill218Options;
  readonly cells: readonly Placed[];
  /** The viewer's own hand. */
  readonly hand: readonly UnitType[];
  readonly handSizes: Pair<number>;
  readonly deckSizes: Pair<number>;
  /** The viewer's own cards known to lie at the bottom of its deck (its set-up choice), in deck order. */
  readonly knownBottom: readonly UnitType[];
  readonly discards: Pair<readonly UnitType[]>;
  readonly airStrikes: Pair<number>;
  readonly bottomChosen: Pair<boolean>;
  readonly firstPlayer: Seat;
  /** Whose decision it is, null when the game is over. */
  readonly toMove: Seat | null;
  readonly turn: Seat;
  readonly turnsTaken: Pair<number>;
  readonly playsLeft: number;
  readonly attacker: Pos | null;
  readonly outcome: Outcome | null;
}
