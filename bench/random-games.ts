/**
 * Random complete games through a game's public API — the throughput figure every game suite
 * reports, and the source of the positions its other figures sample.
 */
import type { GameDef } from '../src/core/game.ts';
import { Rng } from '../src/core/rng.ts';
import { fmtSamples, perSecond, type Figure } from './harness.ts';

export interface RandomGameOptions<S, M> {
  /** Picks a move; uniform over the legal moves by default. */
  readonly policy?: (s: S, legal: readonly M[], rng: Rng) => M;
  /** Sees every state reached after a move. */
  readonly each?: (s: S) => void;
}

/** Plays one seeded game of random legal moves to its end; returns the final state and its length. */
export function randomGame<S, M>(
  def: GameDef<S, M>,
  seed: number,
  opts: RandomGameOptions<S, M> = {},
): { state: S; moves: number } {
  let s = def.setup(def.defaultOptions, seed);
  const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
  let moves = 0;
  while (def.outcome(s) === null) {
    const legal = def.legalMoves(s);
    const r = def.apply(s, opts.policy ? opts.policy(s, legal, rng) : rng.pick(legal));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    moves++;
    opts.each?.(s);
  }
  return { state: s, moves };
}

/** The "random complete games per second" figure, on one core. */
export function randomGamesFigure<S, M>(def: GameDef<S, M>): Figure {
  let seed = 0;
  const games = perSecond(() => {
    randomGame(def, seed++);
    return 1;
  });
  return {
    figure: 'random complete games/s',
    value: fmtSamples(games, 'games/s', 0),
    detail: 'one core, public API',
  };
}
