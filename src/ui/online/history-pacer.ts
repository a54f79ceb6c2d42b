/**
 * Asks the server for the moves an online table page did not see (those from before its first
 * view), one request at a time and paced under the server's message limit; a request refused for
 * the rate is asked again a little later, any other refusal leaves the log as seen live. The
 * moves themselves are kept and merged by `MoveLog`.
 */
import type { ClientMessages } from '../../net/protocol.ts';
import type { MoveLog } from './move-log.ts';

/** Least time between two `history` requests (the server allows 10 messages a second). */
const HISTORY_GAP_MS = 150;

export class HistoryPacer {
  private lastAsk = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly log: MoveLog,
    /** Sends a request; false when the connection is down. */
    private readonly send: (ask: ClientMessages['history']) => boolean,
  ) {}

  /** Asks the next missing stretch of moves, now or once the gap since the last ask has passed. */
  ask(): void {
    if (this.closed || this.timer) return;
    const wait = this.lastAsk + HISTORY_GAP_MS - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.ask();
      }, wait);
      return;
    }
    const ask = this.log.request();
    if (!ask) return;
    this.lastAsk = Date.now();
    if (!this.send(ask)) this.log.lost();
  }

  /** Too many messages: ask again a little later. Anything else: the log stays as seen live. */
  refused(code: string): void {
    this.log.lost(code === 'rate-limited');
    if (code === 'rate-limited') this.lastAsk = Date.now() + 1000;
    this.ask();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
