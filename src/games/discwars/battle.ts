/**
 * A headless bot-vs-bot battle through the public API: the host loop the command line, the bench
 * and the tests share. A flip whose real landing the physics refuses (rare: the ideal landing was
 * legal) is answered with the next legal move, so a battle always runs to its end.
 */
import { chooseBotMove, type BotLevel } from '../../core/bots/levels.ts';
import type { Seat } from '../../core/game.ts';
import type { DiscWarsModule } from './index.ts';
import type { DiscWarsMove, DiscWarsOptions, DiscWarsState } from './types.ts';

export interface BattleStep {
  readonly before: DiscWarsState;
  readonly move: DiscWarsMove;
  readonly after: DiscWarsState;
  readonly seat: Seat;
  /** Time the bot took to choose, and to apply the move (physics included), by `now`. */
  readonly thinkMs: number;
  readonly applyMs: number;
}

export interface BattleOptions {
  readonly options?: Partial<DiscWarsOptions>;
  readonly levels?: readonly [BotLevel, BotLevel];
  readonly maxMoves?: number;
  readonly onStep?: (step: BattleStep) => void;
  /** A clock for per-move timings (the bench passes `performance.now`). */
  readonly now?: () => number;
}

/**
 * The bot's choice if it applies, else the first of the other legal moves that does, last listed
 * first (stop and pass are listed last): the physics may refuse a flip's real landing though its
 * ideal landing was legal. Null when nothing applies.
 */
export function applicableMove(
  def: DiscWarsModule['def'],
  s: DiscWarsState,
  move: DiscWarsMove,
  legal: readonly DiscWarsMove[],
): { move: DiscWarsMove; after: DiscWarsState } | null {
  let r = def.apply(s, move);
  if (r.ok) return { move, after: r.value };
  for (let i = legal.length - 1; i >= 0; i--) {
    const m = legal[i] as DiscWarsMove;
    r = def.apply(s, m);
    if (r.ok) return { move: m, after: r.value };
  }
  return null;
}

export function runBattle(
  mod: DiscWarsModule,
  seed: number,
  opts: BattleOptions = {},
): { final: DiscWarsState; moves: DiscWarsMove[] } {
  const { def, bot } = mod;
  const levels = opts.levels ?? ['normal', 'normal'];
  const now = opts.now ?? (() => 0);
  let s = def.setup({ ...def.defaultOptions, ...opts.options }, seed);
  const moves: DiscWarsMove[] = [];
  const max = opts.maxMoves ?? 5000;
  for (let turn = 0; def.outcome(s) === null && turn < max; turn++) {
    const seat = def.toMove(s) as Seat;
    const legal = def.legalMoves(s);
    const t0 = now();
    const { move } = chooseBotMove(
      { def, view: def.view(s, seat), seat, legal, seed: seed * 7919 + turn },
      bot,
      levels[seat],
      { budget: 'iterations' },
    );
    const t1 = now();
    const r = applicableMove(def, s, move, legal);
    if (!r) throw new Error('no legal move applies');
    const played = r.move;
    const t2 = now();
    opts.onStep?.({
      before: s,
      move: played,
      after: r.after,
      seat,
      thinkMs: t1 - t0,
      applyMs: t2 - t1,
    });
    moves.push(played);
    s = r.after;
  }
  return { final: s, moves };
}
