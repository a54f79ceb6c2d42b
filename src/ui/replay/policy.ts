/**
 * Whose eyes a replay looks through. A replay never shows more than the live table may: against
 * the bot the human's view; in hot-seat play with hidden hands the view of the player holding the
 * device now (none while the hand-over curtain is up); once the game is over, or in a game with
 * nothing hidden, either seat. Pure, so it is tested in Node.
 */
import type { Seat } from '../../core/game.ts';

export interface ReplayAudience {
  readonly mode: 'hotseat' | 'bot';
  readonly hiddenInformation: boolean;
  readonly humanSeat: Seat;
  /** The seat the live table shows now (null: the curtain is up, nobody may look). */
  readonly liveSeat: Seat | null;
  readonly over: boolean;
}

export interface ReplaySeats {
  /** The seat shown first. */
  readonly seat: Seat;
  /** The seats the viewer may switch between. */
  readonly choices: readonly Seat[];
}

/** The seats a replay may show, or null when it may not open now (the curtain is up). */
export function replaySeats(a: ReplayAudience): ReplaySeats | null {
  const own: Seat | null = a.mode === 'bot' ? a.humanSeat : a.liveSeat;
  if (own === null) return a.over || !a.hiddenInformation ? { seat: 0, choices: [0, 1] } : null;
  if (a.over || !a.hiddenInformation) return { seat: own, choices: [0, 1] };
  return { seat: own, choices: [own] };
}
