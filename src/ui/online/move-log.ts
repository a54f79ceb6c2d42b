/**
 * The move log of an online table (the log panel's lines come from it). A page records each move
 * from two consecutive views: its own view before the move and the next view's `lastMove`. A page
 * that joined mid-game (a reload, another browser, a server restart, a late spectator) has no
 * views from before its first one: it asks the server for those moves (`history`, protocol.ts) and
 * merges the answers in version order, ignoring any that do not continue what it already has (a
 * duplicate, or an answer for a log it has since cleared). A jump in versions clears the log and
 * starts again from the new view. No hidden information: the server sends each viewer its own
 * views only, as live.
 */
import type { Seat } from '../../core/game.ts';
import { historyEntries } from '../../net/history.ts';
import type { ClientMessages, History, HistoryEntry, ViewMessage } from '../../net/protocol.ts';
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: { 'online.log.loading': '… earlier moves are loading' },
  ja: { 'online.log.loading': '…それまでの手を読み込み中' },
});

export interface LogEntry {
  /** This page's view just before the move. */
  readonly before: unknown;
  /** The move as this page was told it (undefined: it was not told). */
  readonly move: unknown;
  readonly mover: Seat;
}

const MAX_EMPTY_ANSWERS = 50;

export class MoveLog {
  /** Entry i is the move that made version i + 1; holes are moves not known (yet). */
  private entries: (LogEntry | undefined)[] = [];
  /** Version of the first view of this run: the moves before it come from `history`. */
  private base = 0;
  /** How many moves from 0 the history answers have filled. */
  private have = 0;
  /** The request in flight, if any. */
  private asked: ClientMessages['history'] | null = null;
  /** Refused for good, or too many empty answers: do not ask again in this run. */
  private stuck = false;
  /** Empty answers in a row (the server replays toward `from` a budget at a time). */
  private empties = 0;
  /** Grows at every change (a cache key for the lines). */
  revision = 0;

  /** A whole view arrived after `prev` (the page's previous view, null for its first). */
  view(prev: ViewMessage | null, v: ViewMessage): void {
    if (prev && v.version === prev.version + 1) {
      const mover = v.lastSeat ?? prev.toMove;
      if (mover !== null && mover !== undefined) {
        this.entries[prev.version] = { before: prev.view, move: v.lastMove, mover };
        this.revision++;
      }
    } else if (!prev || v.version !== prev.version) {
      this.entries = [];
      this.base = v.version;
      this.have = 0;
      this.asked = null;
      this.stuck = false;
      this.empties = 0;
      this.revision++;
    }
  }

  /** The request to send now, or null (nothing missing, or one already in flight). */
  request(): ClientMessages['history'] | null {
    if (this.asked || this.stuck || this.have >= this.base) return null;
    this.asked = { from: this.have, to: this.base };
    return this.asked;
  }

  /**
   * The request in flight will not be answered (a new connection, a refusal); `retry` false
   * (refused for good): do not ask again in this run.
   */
  lost(retry = true): void {
    this.asked = null;
    if (!retry) this.stuck = true;
  }

  /** An answer to `history`: merged when it continues the log, else ignored. */
  answer(h: History): void {
    if (h.to !== this.base || h.from !== this.have || this.have >= this.base) return;
    this.asked = null;
    let got: HistoryEntry[];
    try {
      got = historyEntries(h);
    } catch {
      this.stuck = true;
      return;
    }
    const n = Math.min(got.length, this.base - this.have);
    if (n === 0) {
      if (++this.empties > MAX_EMPTY_ANSWERS) this.stuck = true;
      return;
    }
    this.empties = 0;
    for (let i = 0; i < n; i++) this.entries[h.from + i] = got[i];
    this.have += n;
    this.revision++;
  }

  /** The moves before this page's first view are being fetched. */
  loading(): boolean {
    return !this.stuck && this.have < this.base;
  }

  /**
   * The moves to show, in order: the whole log once the history is in, else only what this page
   * has seen live (a partial log would be numbered wrong).
   */
  shown(): LogEntry[] {
    const from = this.have >= this.base ? 0 : this.base;
    return this.entries.slice(from).filter((e): e is LogEntry => e !== undefined);
  }
}
