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
    let played = move;
    let r = def.apply(s, move);
    // The physics refused the real landing: fall back through the other legal moves, last first
    // (stop / pass are listed last).
    for (let i = legal.length - 1; !r.ok && i >= 0; i--) {
      played = legal[i] as DiscWarsMove;
      r = def.apply(s, played);
    }
    if (!r.ok) throw new Error(`no legal move applies: ${r.error.message}`);
    const t2 = now();
    opts.onStep?.({
      before: s,
      move: played,
      after: r.value,
      seat,
      thinkMs: t1 - t0,
      applyMs: t2 - t1,
    });
    moves.push(played);
    s = r.value;
  }
  return { final: s, moves };
}
