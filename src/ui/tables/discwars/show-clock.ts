/**
 * The clock of a Disc Wars show (a replayed flip or drop, then the hit flash). Show time runs at
 * `speed` × real time (1 real time, 0 paused); with a `hold` (seconds of show time) it stops there
 * and stays until the hold is lifted, so a demonstration or a browser test can look at a chosen
 * instant of a move whatever the machine's speed. Both come from the panel's `data-show-speed` and
 * `data-show-hold`; the controller reports the time reached in `data-show-at` (milliseconds).
 */

export interface ShowPace {
  /** Show seconds per real second; 0 pauses. */
  readonly speed: number;
  /** Show time (seconds) at which the show holds still; null: none. */
  readonly hold: number | null;
}

export const REAL_TIME: ShowPace = { speed: 1, hold: null };

/** The pace asked by the panel's data attributes; anything unreadable means real time, no hold. */
export function readPace(data: { showSpeed?: string; showHold?: string }): ShowPace {
  const speed = Number(data.showSpeed ?? 1);
  const hold = data.showHold === undefined || data.showHold === '' ? NaN : Number(data.showHold);
  return {
    speed: Number.isFinite(speed) && speed >= 0 ? speed : 1,
    hold: Number.isFinite(hold) && hold >= 0 ? hold : null,
  };
}

/** Show time after `dt` real seconds at `pace`, from `at`: never past a hold not yet passed. */
export function advance(at: number, dt: number, pace: ShowPace): number {
  const next = at + Math.max(0, dt) * pace.speed;
  return pace.hold !== null && at <= pace.hold ? Math.min(next, pace.hold) : next;
}
