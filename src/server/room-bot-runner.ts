/**
 * A room's server bot at work: when the seat to move is the bot's, it asks the bot thread
 * (threads.ts) for the move and hands it to the room; it retries a failed search a few times.
 */
import type { Seat } from '../core/game.ts';
import type { BotLevel } from '../core/bots/levels.ts';
import type { MatchState } from './match-state.ts';
import { botJobFor } from './room-bot.ts';
import type { ServerThreads } from './threads.ts';
import { log } from './log.ts';

/** Times the bot's search may fail (its thread died) before the room stops asking it. */
const BOT_RETRIES = 3;

export interface RoomBotHooks {
  readonly threads: ServerThreads;
  /** Aborted when the room closes: a search under way is dropped. */
  readonly signal: AbortSignal;
  readonly level: BotLevel;
  /** Whether the bot holds `seat` now (its player may take it back while it thinks). */
  readonly holds: (seat: Seat) => boolean;
  /** Runs `run` a moment later, on the room's clock. */
  readonly later: (run: () => void) => void;
  /** Plays the bot's move for `seat` at `version`, in the room's queue (it checks it is current). */
  readonly play: (seat: Seat, move: unknown, version: number) => void;
}

/**
 * A room's server bot: when the seat to move is the bot's, asks the bot thread for its move and
 * hands it to the room, unless the game has moved on meanwhile (a resignation, a claimed win, a
 * clock) or the player took the seat back: that answer is dropped.
 */
export class RoomBot {
  private failures = 0;

  constructor(private readonly hooks: RoomBotHooks) {}

  schedule(match: MatchState): void {
    const { hooks } = this;
    const seat = match.toMove();
    if (seat === null || !hooks.holds(seat)) return;
    const version = match.version;
    const current = () => match.version === version && match.toMove() === seat;
    hooks.later(() => {
      if (hooks.signal.aborted || !current()) return;
      const job = botJobFor(match, seat, hooks.level);
      hooks.threads.bot.bot(job, hooks.signal).then(
        (move) => {
          this.failures = 0;
          if (hooks.holds(seat)) hooks.play(seat, move, version);
        },
        (e: unknown) => {
          if (hooks.signal.aborted) return;
          log.error({ err: e }, 'server bot failed');
          if (++this.failures <= BOT_RETRIES) this.schedule(match);
        },
      );
    });
  }
}
