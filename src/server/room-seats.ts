/**
 * Who sits where in a match room: the clients connected to each seat, since when a seat has been
 * away, whether the server's bot plays it, and the presence record every client is told about.
 * Also the per-client data (seat, address, message bucket, display name) the room keeps on each connection.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { Presence } from '../net/protocol.ts';
import type { MessageRate } from './rate-limit.ts';
import type { StoredMatch } from './store.ts';

/** What the room keeps on each connection (`client.userData`). */
export interface ClientData {
  seat: Seat | null;
  address: string;
  bucket: MessageRate;
  /** Disconnected for flooding: its messages still in flight are dropped. */
  flooded?: boolean;
  /** The display name it joined with (checked), shown in its seat's presence. */
  name?: string;
}

/** A connection's data from its admission (the token handed out is not kept). */
export function clientData(a: ClientData & { token?: string }): ClientData {
  return {
    seat: a.seat,
    address: a.address,
    bucket: a.bucket,
    ...(a.name ? { name: a.name } : {}),
  };
}

export interface SeatInfo {
  clients: Set<Client>;
  absentSince: number | null;
  bot: boolean;
  /** The name its player's latest connection gave (kept while the room lives). */
  name?: string;
}

export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** The seat a connection plays, or null for a spectator (or a connection not yet admitted). */
export function seatOf(client: Client): Seat | null {
  return (client.userData as ClientData | undefined)?.seat ?? null;
}

export class RoomSeats {
  readonly seats: [SeatInfo, SeatInfo] = [
    { clients: new Set(), absentSince: null, bot: false },
    { clients: new Set(), absentSince: null, bot: false },
  ];

  /** A room just opened: bots as stored, and every held seat absent until its player joins. */
  open(record: StoredMatch, now: number): void {
    this.seats[0].bot = record.bots[0];
    this.seats[1].bot = record.bots[1];
    for (const s of [0, 1] as const) if (record.seats[s]) this.seats[s].absentSince = now;
  }

  arrive(seat: Seat, client: Client): void {
    const name = (client.userData as ClientData | undefined)?.name;
    if (name) this.seats[seat].name = name;
    this.seats[seat].clients.add(client);
    this.seats[seat].absentSince = null;
  }

  /** A connection of `seat` left; true when that seat now has nobody (it became absent). */
  depart(seat: Seat, client: Client, now: number): boolean {
    this.seats[seat].clients.delete(client);
    if (this.seats[seat].clients.size > 0) return false;
    this.seats[seat].absentSince = now;
    return true;
  }

  /** Whether someone plays `seat` right now: a connection of its player, or the bot. */
  filled(seat: Seat): boolean {
    const s = this.seats[seat];
    return s.bot || s.clients.size > 0;
  }

  isBot(seat: Seat): boolean {
    return this.seats[seat].bot;
  }

  setBot(seat: Seat, on = true): void {
    this.seats[seat].bot = on;
  }

  /** Whether `seat` has been away (and not played by the bot) for at least `limitMs`. */
  absentLongEnough(seat: Seat, now: number, limitMs: number): boolean {
    const s = this.seats[seat];
    const since = s.clients.size > 0 ? null : s.absentSince;
    return !s.bot && since !== null && now - since >= limitMs;
  }

  presence(seat: Seat, record: StoredMatch): Presence {
    const s = this.seats[seat];
    return {
      seat,
      seated: record.seats[seat] !== null,
      connected: s.clients.size > 0,
      absentSince: s.clients.size > 0 ? null : s.absentSince,
      bot: s.bot,
      ...(s.name ? { name: s.name } : {}),
    };
  }
}
