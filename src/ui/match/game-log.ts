/**
 * The game log and the names the shell shows for seats and endings. A table writes a move's line in
 * the player's language from the opponent's view of the position before it (public facts and the
 * move only), names its seats (an army, a side) and says why a game ended; a table that does not
 * gets the engine's English. Lines are cached and rebuilt by one replay only after a load, an undo,
 * a language change or on opening. A move the table leaves unwritten (an empty line, e.g. a
 * clock tick) shows no line; shown lines are numbered in order.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import { statesOf } from '../../core/match.ts';
import type { Lang } from '../i18n/index.ts';
import type { Session } from '../shell/store.ts';
import type { TableController } from '../tables/table.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const otherSeat = (p: Seat): Seat => (p === 0 ? 1 : 0);

export class GameLog {
  private cache: { key: string; lines: string[]; moves: number[] } = {
    key: '',
    lines: [],
    moves: [],
  };

  constructor(
    private readonly t: Translate,
    private readonly lang: () => Lang,
    private readonly controller: () => TableController<unknown, unknown> | null,
  ) {}

  /** Forgets the cached lines (a new game, a load). */
  reset(): void {
    this.cache = { key: '', lines: [], moves: [] };
  }

  /** The log lines of `s`. */
  lines(s: Session): string[] {
    const key = this.key(s);
    if (this.cache.key === key) return this.cache.lines;
    const states = statesOf(s.module.def, s.match);
    const lines: string[] = [];
    const moves: number[] = [];
    s.match.log.forEach((e, i) =>
      this.push(lines, moves, i, s, states[i], states[i + 1], e.seat, e.move),
    );
    this.cache = { key, lines, moves };
    return lines;
  }

  /** For each line of `s`'s log, the index of the move it tells (a move may have no line). */
  movesOfLines(s: Session): readonly number[] {
    this.lines(s);
    return this.cache.moves;
  }

  /** After `move` took `before` to `after`: one more line, without replaying the game. */
  append(before: Session, after: Session, mover: Seat, move: unknown): void {
    const lines = this.lines(before).slice();
    const moves = this.cache.moves.slice();
    const i = before.match.log.length;
    this.push(lines, moves, i, before, before.match.state, after.match.state, mover, move);
    this.cache = { key: this.key(after), lines, moves };
  }

  /** The table's name for a seat (an army, a side), from the other seat's view; null if none. */
  seatName(s: Session, state: unknown, seat: Seat): string | null {
    const c = this.controller();
    if (!c?.seatName) return null;
    return c.seatName(seat, s.module.def.view(state, otherSeat(seat)), this.lang());
  }

  /** Why the game ended, in the player's words when the table can say it, else the engine's code. */
  outcomeReason(s: Session, outcome: Outcome): string {
    const c = this.controller();
    if (!c?.outcomeText) return outcome.reason;
    const view = s.module.def.view(s.match.state, outcome.winner ?? 0);
    return c.outcomeText(outcome, view, this.lang());
  }

  /** The cache key: the language, who writes the lines (a table opens after its session), the game. */
  private key(s: Session): string {
    const writer = this.controller()?.describeMove ? 'table' : 'engine';
    return `${this.lang()}:${writer}:${s.game}:${JSON.stringify(s.match.start)}:${s.match.log.length}`;
  }

  private push(
    lines: string[],
    moves: number[],
    index: number,
    s: Session,
    before: unknown,
    after: unknown,
    mover: Seat,
    move: unknown,
  ): void {
    const def = s.module.def;
    const c = this.controller();
    const text = c?.describeMove
      ? c.describeMove(
          def.view(before, otherSeat(mover)),
          move,
          mover,
          this.lang(),
          after === undefined ? undefined : def.view(after, otherSeat(mover)),
        )
      : def.describeMove
        ? def.describeMove(before, move)
        : JSON.stringify(move);
    if (text === '') return;
    const player = this.seatName(s, before, mover) ?? this.t(`player.${mover}`);
    lines.push(this.t('table.logLine', { n: lines.length + 1, player, text }));
    moves.push(index);
  }
}
