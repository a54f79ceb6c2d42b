/**
 * The bot's turns in a local match: when the session says the bot is to move, this asks the bot
 * worker (through `BotClient`) for a move from the bot seat's view and legal moves, with a seed
 * drawn from the match so the same position gets the same answer, and plays the reply as the match
 * would any move. A reply that comes after the match has moved on (undo, load, a new game) is
 * dropped. In a rules example the player moves alone: the bot is never asked there.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { hashString } from '../../core/rng.ts';
import { isBotTurn, toMoveOf } from '../match/session.ts';
import type { Shell } from '../shell/context.ts';
import type { Session } from '../shell/store.ts';
import { BotClient } from './bot-client.ts';
import { simulatesPhysics } from './move-ahead-job.ts';

export interface BotTurnHooks {
  /** Whether a rules example is open. */
  inExample(): boolean;
  /** Plays the bot's `move` in `s` (the session with the bot no longer thinking). */
  commit(s: Session, move: unknown): void;
}

export class BotTurns {
  private readonly client = new BotClient();

  constructor(
    private readonly shell: Shell,
    private readonly hooks: BotTurnHooks,
  ) {}

  /** Starts the worker and its game's rules before the bot's first turn. */
  warm(game: GameId): void {
    this.client.warm(game);
  }

  /**
   * A player's move that runs a simulation is simulated in the worker first (`move-ahead.ts`):
   * resolves when the page's memo holds its simulations; null for a move that runs none.
   */
  ahead(game: GameId, state: unknown, move: unknown): Promise<void> | null {
    return simulatesPhysics(game, move) ? this.client.ahead(game, state, move) : null;
  }

  /** Drops the question being thought about, if any. */
  cancel(): void {
    this.client.cancel();
  }

  /** Asks the bot for a move when it is the bot's turn and it is not thinking already. */
  schedule(): void {
    const { store } = this.shell;
    const s = store.getState().session;
    if (!s || this.hooks.inExample() || !isBotTurn(s) || s.botThinking) return;
    const seat = toMoveOf(s) as Seat;
    const def = s.module.def;
    const matchAtAsk = s.match;
    store.setState({ session: { ...s, botThinking: true } });
    const seed = hashString(`${JSON.stringify(s.match.start)}#${s.match.log.length}`);
    void this.client
      .ask({
        game: s.game,
        view: def.view(s.match.state, seat),
        seat,
        legal: def.legalMoves(s.match.state),
        level: s.level,
        seed,
      })
      .then((reply) => {
        const now = store.getState().session;
        if (!reply || !now || now.match !== matchAtAsk) return;
        const idle = { ...now, botThinking: false };
        if (!reply.ok) {
          store.setState({ session: idle });
          this.shell.notify(this.shell.t('msg.botError', { reason: reply.message }), 'error');
          return;
        }
        this.hooks.commit(idle, reply.move);
      });
  }

  /** After a refused undo, the question the undo cancelled is asked again. */
  resume(s: Session): void {
    this.shell.store.setState({ session: { ...s, botThinking: false } });
    this.schedule();
  }
}
