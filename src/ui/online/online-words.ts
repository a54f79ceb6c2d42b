/**
 * What an online table page says in words, from the facts of the match as the page knows them:
 * each seat's name (the table's own, else "Player 1/2"), the status line (joining, moves paused
 * while the connection is down, the bot holding your seat, waiting for an opponent, "Your move",
 * whose move it is, or how the game ended — endings only the server makes in the online words),
 * and the move log's lines, cached until something they depend on changes. No DOM here.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import type { PlayerInfo, ViewMessage } from '../../net/protocol.ts';
import type { Lang } from '../i18n/index.ts';
import type { TableController } from '../tables/table.ts';
import type { ConnState } from './connection.ts';
import type { MoveLog } from './move-log.ts';
import { botHoldsSeat, bothSeated, myMove } from './seats.ts';
import type { LinkProblem } from './wait-screen.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Where the page is in its match. */
export interface OnlineFacts {
  readonly conn: ConnState;
  readonly matchId: string | null;
  /** What is wrong with the link the page was opened with, or null. */
  readonly problem: LinkProblem | null;
  readonly seat: Seat | null;
  readonly players: readonly [PlayerInfo, PlayerInfo] | null;
  readonly vm: ViewMessage | null;
}

export class OnlineWords {
  private logCache: { key: string; lines: string[] } = { key: '', lines: [] };

  constructor(
    private readonly t: T,
    private readonly lang: () => Lang,
    private readonly controller: () => TableController<unknown, unknown> | null,
  ) {}

  name(seat: Seat, vm: ViewMessage | null): string {
    const c = this.controller();
    const v = vm?.view;
    const own = c?.seatName && v ? c.seatName(seat, v, this.lang()) : null;
    return own ?? this.t(`player.${seat}`);
  }

  status(f: OnlineFacts): string {
    const { t } = this;
    const v = f.vm;
    if (f.conn === 'connecting' && !v)
      return t(f.matchId === null ? 'online.creating' : 'online.joining');
    // A link that cannot seat this page: its screen says everything.
    if (f.problem) return '';
    if (!v) return t(`online.conn.${f.conn}`);
    if (!v.outcome && f.conn !== 'online')
      return t('online.movesPaused', { conn: t(`online.conn.${f.conn}`) });
    if (!v.outcome && botHoldsSeat(f.players, f.seat)) return t('online.botHoldsYou');
    if (!v.outcome && f.players && !bothSeated(f.players)) return t('online.waitTitle');
    if (myMove(v, f.players, f.seat)) return t('online.yourMove');
    const o: Outcome | null = v.outcome;
    if (o) {
      const c = this.controller();
      // Endings only the server makes (a resignation, a claimed win) have the online words.
      const reason = ['abandoned', 'resigned'].includes(o.reason)
        ? t(`online.reason.${o.reason}`)
        : c?.outcomeText
          ? c.outcomeText(o, v.view, this.lang())
          : o.reason;
      const result =
        o.winner === null
          ? t('table.draw', { reason })
          : t('table.winner', { player: this.name(o.winner, v), reason });
      return t('table.overStatus', { over: t('table.over'), result });
    }
    return v.toMove === null ? '' : t('table.toMove', { player: this.name(v.toMove, v) });
  }

  /** The log panel's lines (the same array until the log, the view or the language changes). */
  logLines(log: MoveLog, vm: ViewMessage | null): string[] {
    const c = this.controller();
    const key = `${this.lang()}:${c ? 'table' : ''}:${log.revision}:${vm?.version}`;
    if (key === this.logCache.key) return this.logCache.lines;
    const lines: string[] = [];
    for (const e of log.shown()) {
      let text: string;
      if (e.move === undefined) text = this.t('online.moved');
      else if (c?.describeMove) text = c.describeMove(e.before, e.move, e.mover, this.lang());
      else text = JSON.stringify(e.move);
      if (text === '') continue;
      lines.push(
        this.t('table.logLine', { n: lines.length + 1, player: this.name(e.mover, vm), text }),
      );
    }
    if (log.loading()) lines.unshift(this.t('online.log.loading'));
    this.logCache = { key, lines };
    return lines;
  }
}
