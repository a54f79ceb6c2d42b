/**
 * Type 10 clocks on server time. The rules read no clock: time enters the game through
 * `{ type: 'clock', elapsedMs }` moves. Online, only the server makes them: just before each move
 * of the seat to move (its thinking time since the last move) and when that seat's step or the
 * game's time runs out. Clients may not send clock moves.
 */
import type { Type10State } from '../games/type10/types.ts';
import type { Clock } from '../net/protocol.ts';
import type { MatchState } from './match-state.ts';

export interface ClockMove {
  readonly type: 'clock';
  readonly elapsedMs: number;
}

/** Whether the match is played with clocks (Type 10 with time control, game not over). */
export function clocked(match: MatchState): boolean {
  if (match.game.def.id !== 'type10' || match.outcome()) return false;
  return (match.state as Type10State).clock !== null;
}

export function isClockMove(m: unknown): boolean {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'clock';
}

export class ServerClock {
  /** Server time from which the seat to move's unreported time counts. */
  private since: number;

  constructor(now: number) {
    this.since = now;
  }

  /** The unreported time as a clock move; counting restarts at `now`. */
  take(now: number): ClockMove {
    const elapsedMs = Math.max(0, now - this.since);
    this.since = now;
    return { type: 'clock', elapsedMs };
  }

  restart(now: number): void {
    this.since = now;
  }

  /** Milliseconds from `now` until the step or the game time of the seat to move runs out. */
  untilExpiry(match: MatchState, now: number): number {
    const s = match.state as Type10State;
    if (!s.clock) return Infinity;
    const running = now - this.since;
    const step = s.options.stepLimitMs - s.clock.stepMs - running;
    const game = s.options.gameLimitMs - s.clock.totalMs - running;
    return Math.max(0, Math.min(step, game));
  }

  message(match: MatchState, now: number): Clock {
    return { running: match.toMove(), unsentMs: Math.max(0, now - this.since), at: now };
  }
}

/**
 * The clocks before they start: nobody's time runs. A match's clocks start once both seats are
 * filled at the same time (both players connected, or one of them and the bot), so nobody's time
 * runs out while the opponent has not sat down yet, or, after a rematch, has not come back yet.
 */
export function stoppedClock(now: number): Clock {
  return { running: null, unsentMs: 0, at: now };
}
