/**
 * Rematches: once both seats have asked, a new match of the same game and options is stored with
 * a fresh seed and the seats swapped (the player of seat s gets seat 1 - s), and each player is
 * handed their new seat token.
 */
import type { Seat } from '../core/game.ts';
import type { MatchStore, StoredMatch } from './store.ts';
import { hashToken, newMatchId, newSeed, newToken } from './tokens.ts';

/** Stores the rematch of `rec`; its id and the new token of each old seat. */
export async function createRematch(
  store: MatchStore,
  rec: StoredMatch,
  now: number,
): Promise<{ id: string; tokens: Record<Seat, string> }> {
  const tokens: [string, string] = [newToken(), newToken()];
  const id = newMatchId();
  await store.createMatch({
    id,
    game: rec.game,
    options: rec.options,
    seed: newSeed(),
    seats: [hashToken(tokens[1]), hashToken(tokens[0])],
    invite: null,
    createdAt: now,
    rematchOf: rec.id,
  });
  // Both players are handed their tokens now: the rematch is joined.
  await store.markJoined(id, now);
  return { id, tokens };
}
