/**
 * The replay's position in a match: the states after each move (rebuilt from the match's start and
 * log by the rules, as a load does, and kept), and the read-only frame a table draws for "after k
 * moves" as one seat sees it. No DOM here.
 */
import type { GameDef, Seat } from '../../core/game.ts';
import { statesOf, type Match } from '../../core/match.ts';
import type { Lang } from '../i18n/index.ts';
import type { TableFrame } from '../tables/table.ts';

export class ReplayModel {
  private states: unknown[] | null = null;

  constructor(
    private readonly def: GameDef<unknown, unknown>,
    private matchNow: Match,
  ) {}

  get match(): Match {
    return this.matchNow;
  }

  /** Moves in the match. */
  get length(): number {
    return this.matchNow.log.length;
  }

  /**
   * Follows the live match while it only grows (the bot replied meanwhile): the states already
   * rebuilt stay. Returns false when the live match is another one (undone, reloaded).
   */
  follow(live: Match): boolean {
    if (live === this.matchNow) return true;
    const old = this.matchNow;
    if (
      JSON.stringify(live.start) !== JSON.stringify(old.start) ||
      live.log.length < old.log.length ||
      old.log.some((e, i) => live.log[i] !== e)
    )
      return false;
    this.matchNow = live;
    if (this.states) this.states = this.states.slice(0, old.log.length);
    return true;
  }

  /** The state after `k` moves (0: the start). */
  stateAt(k: number): unknown {
    if (k === this.length) return this.matchNow.state;
    if (!this.states || this.states.length <= k) this.states = statesOf(this.def, this.matchNow);
    return this.states[k];
  }

  /** What the table draws after `k` moves, as `seat` sees it; nothing can be played from it. */
  frame(k: number, seat: Seat, lang: Lang): TableFrame<unknown, unknown> {
    const s = this.stateAt(k);
    return {
      view: this.def.view(s, seat),
      seat,
      legal: [],
      toMove: this.def.toMove(s),
      outcome: this.def.outcome(s),
      lastMove: k > 0 ? (this.matchNow.log[k - 1] ?? null) : null,
      moveCount: k,
      lang,
      replay: true,
    };
  }
}
