/**
 * The server's bot, playing a seat handed to it after its player's absence: the move it picks
 * for the seat to move, from that seat's view only, seeded by the match seed and version. The
 * room asks it on the bot thread (threads.ts), never on the event loop: the normal level searches
 * for 250 ms, which every other room's clients would wait for.
 */
import type { GameId, Seat } from '../core/game.ts';
import { chooseBotMove, type BotLevel } from '../core/bots/levels.ts';
import type { ServerGame } from './games.ts';
import type { MatchState } from './match-state.ts';

/** What the bot thread needs to choose: plain data (it crosses `postMessage`). */
export interface BotJob {
  readonly game: GameId;
  readonly view: unknown;
  readonly seat: Seat;
  readonly legal: readonly unknown[];
  readonly seed: number;
  readonly level: BotLevel;
}

/** The question for the seat to move `seat` of `match`, as the room asks it. */
export function botJobFor(match: MatchState, seat: Seat, level: BotLevel): BotJob {
  const def = match.game.def;
  return {
    game: match.record.game,
    view: def.view(match.state, seat),
    seat,
    legal: def.legalMoves(match.state),
    seed: (match.record.seed + match.version) >>> 0,
    level,
  };
}

/** The bot's move (run on the bot thread). */
export function chooseServerBotMove(game: ServerGame, job: BotJob): unknown {
  const answer = chooseBotMove(
    { def: game.def, view: job.view, seat: job.seat, legal: job.legal, seed: job.seed },
    game.bot,
    job.level,
    { budget: 'time', now: () => performance.now() },
  );
  return answer.move;
}
