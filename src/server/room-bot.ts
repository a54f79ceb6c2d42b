/**
 * The server's bot, playing a seat handed to it after its player's absence: the move it picks
 * for the seat to move, from that seat's view only, seeded by the match seed and version.
 */
import type { Seat } from '../core/game.ts';
import { chooseBotMove, type BotLevel } from '../core/bots/levels.ts';
import type { MatchState } from './match-state.ts';

export function serverBotMove(match: MatchState, seat: Seat, level: BotLevel): unknown {
  const game = match.game;
  const answer = chooseBotMove(
    {
      def: game.def,
      view: game.def.view(match.state, seat),
      seat,
      legal: game.def.legalMoves(match.state),
      seed: (match.record.seed + match.version) >>> 0,
    },
    game.bot,
    level,
    { budget: 'time', now: () => performance.now() },
  );
  return answer.move;
}
