/**
 * A room's writes that carry more than the write: a move stored with its commit time measured and
 * a store outage logged once (not per refused move), and the removal of a match nobody can use.
 */
import { log } from './log.ts';
import { storeOutage } from './outage.ts';
import type { RoomContext } from './room-context.ts';

/** Appends `move` at `version`; false when the store refused it (the move is not acknowledged). */
export async function storeMove(
  ctx: RoomContext,
  matchId: string,
  version: number,
  move: unknown,
): Promise<boolean> {
  const stored = ctx.metrics.storeCommitSeconds.startTimer();
  try {
    await ctx.store.appendMove(matchId, version, move);
  } catch (e) {
    storeOutage.failed(e);
    return false;
  } finally {
    stored();
  }
  storeOutage.ok();
  ctx.metrics.movesAccepted.inc();
  return true;
}

/**
 * A match created but whose creator never came for its tokens (a matchmaking call without a
 * WebSocket): nobody can ever use it, so it is not kept.
 */
export async function dropUnjoined(ctx: RoomContext, matchId: string): Promise<void> {
  await ctx.store
    .dropMatch(matchId)
    .catch((e: unknown) =>
      log.error({ match: matchId, err: e }, 'an unjoined match could not be dropped'),
    );
}
