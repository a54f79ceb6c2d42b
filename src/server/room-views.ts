/**
 * What a match room sends to its clients about the game: the welcome a client gets on joining,
 * and each connection's own view after a change (computed once per seat, spectators apart), so
 * nobody is ever sent another seat's hidden information.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { Presence, Welcome } from '../net/protocol.ts';
import type { Creator } from './room-admission.ts';
import type { MatchState } from './match-state.ts';
import { seatOf } from './room-seats.ts';

export function welcomeFor(
  match: MatchState,
  seat: Seat | null,
  players: [Presence, Presence],
  absenceMs: number,
  token: string | undefined,
  creator: Creator | null,
): Welcome {
  const rec = match.record;
  return {
    seat,
    matchId: rec.id,
    game: rec.game,
    options: rec.options,
    players,
    absenceMs,
    ...(token ? { token } : {}),
    ...(creator && seat === creator.seat && rec.invite ? { invite: creator.invite } : {}),
  };
}

/** Sends every client the view of its own seat (or the spectators' view). */
export function sendViews(match: MatchState, clients: Iterable<Client>): void {
  const cache = new Map<Seat | null, unknown>();
  for (const c of clients) {
    const seat = seatOf(c);
    let v = cache.get(seat);
    if (v === undefined) {
      v = match.viewFor(seat);
      cache.set(seat, v);
    }
    c.send('view', v);
  }
}
