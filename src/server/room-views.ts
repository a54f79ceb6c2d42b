/**
 * What a match room sends to its clients about the game: the welcome a client gets on joining,
 * and each connection's own view after a change (computed once per seat, spectators apart, and
 * sent as a patch against the last view that connection got), so nobody is ever sent another
 * seat's hidden information.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { Presence, WireView, Welcome } from '../net/protocol.ts';
import { updateFrame, viewFrame } from './view-frames.ts';
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

/**
 * Sends views to this room's connections: a connection's first view whole, then each view as a
 * patch against the last view sent on that connection (whole again when the patch's frame would
 * not be shorter, view-frames.ts). A patch is only ever computed between two views of the
 * connection's own seat, so it carries nothing that seat's views do not.
 */
export class ViewSender {
  private readonly sent = new WeakMap<Client, WireView>();

  /** Sends `view` whole (a new connection, a `sync`); patches follow from it. */
  whole(client: Client, view: WireView): void {
    this.sent.set(client, view);
    client.enqueueRaw(viewFrame(view));
  }

  /** Sends `view` as a patch against the last view sent to `client`, or whole. */
  send(client: Client, view: WireView, cache?: Map<WireView, Buffer>): void {
    const base = this.sent.get(client);
    if (!base) return this.whole(client, view);
    let frame = cache?.get(base);
    if (frame === undefined) {
      frame = updateFrame(base, view);
      cache?.set(base, frame);
    }
    this.sent.set(client, view);
    client.enqueueRaw(frame);
  }

  /** Sends every client the view of its own seat (or the spectators' view). */
  sendAll(match: MatchState, clients: Iterable<Client>): void {
    const views = new Map<Seat | null, WireView>();
    // Connections of one seat that were sent the same last view get the same patch.
    const patches = new Map<Seat | null, Map<WireView, Buffer>>();
    for (const c of clients) {
      const seat = seatOf(c);
      let v = views.get(seat);
      if (v === undefined) {
        v = match.viewFor(seat);
        views.set(seat, v);
        patches.set(seat, new Map());
      }
      this.send(c, v, patches.get(seat));
    }
  }
}
