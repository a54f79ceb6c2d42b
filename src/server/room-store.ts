/**
 * A room's writes that carry more than the write: a move stored with its commit time measured and
 * a store outage logged once (not per refused move), and the removal of a match nobody can use.
 */
import { log } from './log.ts';
import { storeOutage } from './outage.ts';
import type { RoomContext } from './room-context.ts';
import type { RoomLease } from './room-lease.ts';
import { ClaimLost } from './store.ts';

/**
 * Appends `move` at `version`, fenced by the room's claim; false when the store refused it (the
 * move is not acknowledged). A claim taken by another process (this one stalled and was taken for
 * dead) is no outage: the lease is lost and the room hands over.
 */
export async function storeMove(
  ctx: RoomContext,
  matchId: string,
  version: number,
  move: unknown,
  lease: RoomLease | null,
): Promise<boolean> {
  const stored = ctx.metrics.storeCommitSeconds.startTimer();
  try {
    await ctx.store.appendMove(matchId, version, move, lease?.owner);
  } catch (e) {
    if (e instanceof ClaimLost) lease?.lostToAnother();
    else storeOutage.failed(e);
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
