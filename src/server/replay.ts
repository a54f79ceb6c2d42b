/**
 * Replaying a stored move log from the secret seed (or from a state reached before): the one
 * replay the server has. The replay thread (thread-jobs.ts) runs it for restores and for the
 * `history` answers, a move at a time so that other jobs get their turn; MatchState runs it
 * in-process only where no event loop serves clients (tests, benches). A move that does not
 * replay, or options the game refuses, fail the replay: a stored log is never half restored.
 */
import type { GameId, Seat } from '../core/game.ts';
import type { ServerGame } from './games.ts';

/** A state the replay may start from: the one after `version` moves of the log. */
export interface ReplayBase {
  readonly version: number;
  readonly state: unknown;
}

/** What a replay asks: the match's game, options and seed, and the moves after its base. */
export interface ReplayJob {
  readonly game: GameId;
  readonly options: unknown;
  readonly seed: number;
  /** Where to start; null: the set-up from the seed (version 0). */
  readonly base: ReplayBase | null;
  /** The log's moves from the base's version on, in order. */
  readonly moves: readonly unknown[];
  /**
   * Also hand back every state from this version on (for `history`): the starting state too when
   * `keepFrom` is not after it.
   */
  readonly keepFrom?: number;
  /** Stop after this much replay (at least one move); the answer says how far it got. */
  readonly budgetMs?: number;
}

export interface Replayed {
  /** The version reached: the base's version plus the moves applied. */
  readonly version: number;
  /** The state after `version` moves. */
  readonly state: unknown;
  /** The seat that made each move applied, in order. */
  readonly movers: Seat[];
  /** Disc Wars: the physics hash of the last move of the log, when it ran a simulation. */
  readonly lastHash?: string;
  /** With `keepFrom`: the states at versions max(keepFrom, start) .. version, in order. */
  readonly states?: unknown[];
}

/** The set-up of a match from its stored options and seed. */
export function setupOf(game: ServerGame, options: unknown, seed: number): unknown {
  const opts = game.def.validateOptions(options);
  if (!opts.ok) throw new Error(`stored options invalid: ${opts.error.message}`);
  return game.def.setup(opts.value, seed);
}

/**
 * Replays `job`, yielding after each move (the caller decides when to go on). The last move of
 * the log (the job's last, when no budget cut it short) also gets its physics hash.
 */
export function* replaySteps(
  game: ServerGame,
  job: ReplayJob,
  now: () => number = () => performance.now(),
): Generator<void, Replayed, void> {
  const def = game.def;
  const started = now();
  const first = job.base?.version ?? 0;
  let state = job.base ? job.base.state : setupOf(game, job.options, job.seed);
  const movers: Seat[] = [];
  const states: unknown[] | undefined = job.keepFrom !== undefined ? [] : undefined;
  if (states && job.keepFrom! <= first) states.push(state);
  let lastHash: string | undefined;
  for (let i = 0; i < job.moves.length; i++) {
    const m = job.moves[i];
    const version = first + i;
    const seat = def.toMove(state) as Seat | null;
    const next = seat === null ? null : def.apply(state, m);
    if (!next?.ok || seat === null) throw new Error(`stored move ${version} does not replay`);
    if (i === job.moves.length - 1) lastHash = game.hash?.(state, m);
    state = next.value;
    movers.push(seat);
    if (states && version + 1 >= job.keepFrom!) states.push(state);
    if (job.budgetMs !== undefined && now() - started > job.budgetMs) break;
    yield;
  }
  return {
    version: first + movers.length,
    state,
    movers,
    ...(lastHash !== undefined && movers.length === job.moves.length ? { lastHash } : {}),
    ...(states ? { states } : {}),
  };
}

/** Runs a replay to its end at once (in-process: tests, benches, the replay thread's steps). */
export function replayNow(game: ServerGame, job: ReplayJob, now?: () => number): Replayed {
  const steps = replaySteps(game, job, now);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
