/**
 * Type 10 clocks online: the server keeps them. Each view carries the clocks up to its last move;
 * the `clock` message says whose clock runs and how much of its time the view does not hold yet.
 * This follows both and tells the table the running seat's unsent time at any moment, counted on
 * this page's monotonic clock from when the message arrived (no server/page clock skew enters).
 */
import type { Seat } from '../../core/game.ts';
import type { Clock, ViewMessage } from '../../net/protocol.ts';
import type { RemoteClock } from '../tables/table.ts';

export class ServerClockFollower {
  private last: { running: Seat | null; unsentMs: number; at: number } | null = null;
  private version = -1;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A new view: its clocks include everything up to its move; the seat to move starts at 0. */
  onView(v: ViewMessage): void {
    if (v.version === this.version) return;
    this.version = v.version;
    this.last = { running: v.outcome ? null : v.toMove, unsentMs: 0, at: this.now() };
  }

  onClock(c: Clock): void {
    this.last = { running: c.running, unsentMs: c.unsentMs, at: this.now() };
  }

  read(): RemoteClock | null {
    const l = this.last;
    if (!l) return null;
    const runningMs = l.running === null ? 0 : Math.max(0, l.unsentMs + this.now() - l.at);
    return { running: l.running, runningMs: Math.round(runningMs) };
  }
}
