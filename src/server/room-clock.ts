/**
 * A room's Type 10 clocks: whether they have started (once both seats are filled, or at once for a
 * match restored under way), the message telling clients whose time runs, and the timer that ends
 * a step when its time is out. The room commits the clock moves; this only says when and what.
 */
import type { Clock } from '../net/protocol.ts';
import { clocked, ServerClock, stoppedClock, type ClockMove } from './clocks.ts';
import type { MatchState } from './match-state.ts';

export interface RoomClockHooks {
  readonly now: () => number;
  /** Tells every client whose time runs. */
  readonly broadcast: (message: Clock) => void;
  /** The seat to move ran out of time at `version`: the room commits its clock move. */
  readonly expired: (version: number) => void;
}

export class RoomClock {
  private readonly clock: ServerClock;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Type 10 clocks run once both seats have been filled at once (clocks.ts `stoppedClock`). */
  started = false;

  constructor(private readonly hooks: RoomClockHooks) {
    this.clock = new ServerClock(hooks.now());
  }

  /** The unreported time of the seat to move, as its clock move; counting restarts now. */
  take(): ClockMove {
    return this.clock.take(this.hooks.now());
  }

  message(match: MatchState): Clock {
    const now = this.hooks.now();
    return this.started ? this.clock.message(match, now) : stoppedClock(now);
  }

  /** After each move: tells everyone whose clock runs, and times the end of the step. */
  arm(match: MatchState): void {
    this.stop();
    if (!clocked(match)) return;
    const now = this.hooks.now();
    this.hooks.broadcast(this.message(match));
    if (!this.started) return;
    const version = match.version;
    const wait = Math.min(this.clock.untilExpiry(match, now) + 20, 2 ** 31 - 1);
    // Node's timer, not the room clock: that one only advances on the room's ticks.
    this.timer = setTimeout(() => this.hooks.expired(version), wait);
  }

  /** Starts the clocks the first time both seats are filled (each by its player or the bot). */
  start(match: MatchState, bothFilled: boolean): void {
    if (this.started || !clocked(match) || !bothFilled) return;
    this.started = true;
    this.clock.restart(this.hooks.now());
    this.arm(match);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
