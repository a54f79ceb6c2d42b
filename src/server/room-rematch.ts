/**
 * Rematches: once both seats have asked, a new match of the same game and options is stored with
 * a fresh seed and the seats swapped (the player of seat s gets seat 1 - s), and each player is
 * handed their new seat token.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { Rematch } from '../net/protocol.ts';
import { seatOf } from './room-seats.ts';
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

/** A finished match's rematch requests: once both seats asked, the rematch is made once. */
export class RematchVotes {
  private readonly asked = new Set<Seat>();
  private made = false;

  /**
   * `seat` asks for a rematch: the room is told who asked so far, or, with both, the rematch is
   * stored and each seat's client handed its new token (spectators learn only the match id).
   */
  async ask(
    seat: Seat,
    clients: Iterable<Client>,
    tell: (message: Rematch) => void,
    store: MatchStore,
    rec: StoredMatch,
    now: number,
  ): Promise<void> {
    if (this.made) return;
    this.asked.add(seat);
    if (this.asked.size < 2) return tell({ requested: [...this.asked] });
    this.made = true;
    const { id, tokens } = await createRematch(store, rec, now);
    for (const c of clients) {
      const s = seatOf(c);
      c.send('rematch', {
        requested: [...this.asked],
        matchId: id,
        ...(s === null ? {} : { token: tokens[s] }),
      } satisfies Rematch);
    }
  }
}
