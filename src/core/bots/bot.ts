/**
 * What every bot gets and gives. A bot sees only the view of its own seat and the legal moves the
 * host computed (which depend only on what the mover knows); it never receives the real state.
 * Budgets are iterations or milliseconds; a clock is injected because core/ reads none.
 */
import type { GameDef, Seat } from '../game.ts';
import type { Rng } from '../rng.ts';

export interface BotBudget {
  /** Stop after this many iterations (reproducible). */
  readonly iterations?: number;
  /** Stop after this many milliseconds of `now()`. */
  readonly timeMs?: number;
  readonly now?: () => number;
  /**
   * Spend the whole budget even when no other root move can overtake the most visited one any
   * more. Off by default: stopping then returns the same move sooner (tests compare the two).
   */
  readonly exhaustive?: boolean;
}

/** Game-specific knowledge that makes the generic search stronger. All optional. */
export interface BotHints<S, M> {
  /** Choose a playout move; defaults to uniform random among `legal`. */
  rollout?(s: S, legal: readonly M[], rng: Rng): M;
  /** Value of a non-final state for `seat`, in [0, 1]; used when a playout is cut at `rolloutDepth`. */
  evaluate?(s: S, seat: Seat): number;
  /** Playout length before `evaluate` is used (default: play to the end). */
  rolloutDepth?: number;
  /** Restricts the moves the tree considers at a node (must keep at least one). */
  candidates?(s: S, legal: readonly M[]): readonly M[];
  /** A move to play at once without search (a proven claim, a winning capture). */
  forced?(s: S, legal: readonly M[], seat: Seat): M | undefined;
}

export interface BotRequest<S, M, V> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly def: GameDef<S, M, any, V>;
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly M[];
  readonly seed: number;
  readonly budget: BotBudget;
  readonly hints?: BotHints<S, M>;
}

export interface BotAnswer<M> {
  readonly move: M;
  readonly iterations: number;
  /** Root statistics per move key, for the UI's "bot is thinking" panel and for tests. */
  readonly stats: readonly {
    readonly key: string;
    readonly visits: number;
    readonly value: number;
  }[];
}
