/**
 * The game contract every table implements (docs/architecture.md, "The game contract"). A `GameDef` is a
 * plain object of pure functions over plain, JSON-safe state and moves. Hidden-hand games also
 * provide `determinize`, which the information-set bots use to sample the unseen cards from one
 * seat's view without ever reading the real hidden state.
 */
import type { GameError, Result } from './result.ts';
import type { Rng } from './rng.ts';

export type Seat = 0 | 1;
export type GameId = 'battleline' | 'hill218' | 'type10' | 'discwars';

export interface Outcome {
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  /** A short code for why the game ended (`'breakthrough'`, `'hq-taken'`, `'both-passed'`). */
  readonly reason: string;
  /** Optional figures for the end screen (flags claimed, units left, points destroyed). */
  readonly score?: readonly [number, number];
}

export type SetupError = GameError;
export type IllegalMove = GameError;

export interface GameDef<S, M, O = unknown, V = unknown> {
  readonly id: GameId;
  /** Whether some information is hidden from a seat (hands, deck order). */
  readonly hiddenInformation: boolean;
  /**
   * Hot-seat without hidden information: while this holds, a change of seat puts the hand-over
   * curtain up all the same (Disc Wars: between the two armies' deployments).
   */
  handOverCurtain?(state: S): boolean;
  /** Default options; `setup` accepts a partial object merged over these. */
  readonly defaultOptions: O;
  /** Checks user-supplied options (from the home screen or a URL) before a game starts. */
  validateOptions(options: unknown): Result<O, GameError>;
  setup(options: O, seed: number): S;
  fromSetup(json: unknown): Result<S, SetupError>;
  toSetup(s: S): unknown;
  toMove(s: S): Seat | null;
  legalMoves(s: S): M[];
  apply(s: S, m: M): Result<S, IllegalMove>;
  outcome(s: S): Outcome | null;
  view(s: S, seat: Seat): V;
  /**
   * Whether undoing `m` would let its player take back knowledge: it revealed hidden cards or
   * consumed randomness. The match refuses to undo across such a move.
   */
  revealsInformation(before: S, m: M, after: S): boolean;
  /** A full state consistent with what `seat` sees in `view`; unseen cards drawn from `rng`. */
  determinize(view: V, seat: Seat, rng: Rng): S;
  /**
   * Moves whose listed numbers only sample a continuous choice (Disc Wars: a flip's direction, a
   * deploy's spot): per move type, the keys that may hold any finite number in a move a player
   * sends. Online, a move counts as offered only when it equals a listed one but at these keys
   * (core/listed.ts).
   */
  readonly freeKeys?: Readonly<Record<string, readonly string[]>>;
  /** A stable short key for a move (used by bot trees and the UI); JSON is the fallback. */
  moveKey?(m: M): string;
  /** Human-readable move text for the log (English; the UI may translate the codes). */
  describeMove?(s: S, m: M): string;
}

export function moveKeyOf<S, M>(def: GameDef<S, M>, m: M): string {
  return def.moveKey ? def.moveKey(m) : JSON.stringify(m);
}

/** A `GameDef` with its type parameters erased, for registries and the UI shell. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, any, any, any>;
