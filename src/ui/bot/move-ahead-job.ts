/**
 * The messages of a move simulated ahead in the bot's worker (`move-ahead.ts`), and which moves
 * are: the page's side needs only this, not the rules.
 */
import type { GameId } from '../../core/game.ts';
import type { MemoEntry } from '../../games/discwars/physics-memo.ts';

export interface AheadJob {
  readonly ahead: true;
  readonly id: number;
  readonly game: GameId;
  /** The whole state: the worker is the page's own, and the drop's draws need the generator. */
  readonly state: unknown;
  readonly move: unknown;
  readonly physicsUrl?: string;
}

export interface AheadReply {
  readonly ahead: true;
  readonly id: number;
  readonly physics: readonly MemoEntry[];
}

/** Whether a move of `game` runs a simulation the page would otherwise run on its main thread. */
export function simulatesPhysics(game: GameId, move: unknown): boolean {
  const type = (move as { type?: unknown } | null)?.type;
  return game === 'discwars' && (type === 'flip' || type === 'fire');
}
