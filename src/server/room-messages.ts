/**
 * How a room hears its clients: one handler per listed message type, and Colyseus' fallback for
 * every other type replaced so that it is refused like any bad message (Colyseus' own closed the
 * socket without a word, and a '*' handler took a message of type '*' with its payload as the
 * type). Also the one move that is not the rules': a table's own Resign sent as a move.
 */
import type { Client, Room } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import { CLIENT_MESSAGE_TYPES } from '../net/protocol.ts';

/** Colyseus' fallback for message types without a handler. */
const NO_HANDLER = '__no_message_handler';

export type ClientMessageHandler = (
  client: Client,
  type: string | number,
  payload: unknown,
) => void;

/** Sends every message `room` receives, of any type, to `handle`. */
export function hearClients(room: Room, handle: ClientMessageHandler): void {
  for (const type of CLIENT_MESSAGE_TYPES)
    room.onMessage(type, (client, payload) => handle(client, type, payload));
  // The fallback is called (client, type, payload); as the handler of a message whose type is
  // its very name, (client, payload).
  room.onMessage(NO_HANDLER, (client: Client, ...args: unknown[]) =>
    args.length >= 2
      ? handle(client, args[0] as string | number, args[1])
      : handle(client, NO_HANDLER, args[0]),
  );
}

/** `{ type: 'resign' }`, or with `seat` the sender's own: a table's resignation move. */
export function ownResignation(move: unknown, seat: Seat): boolean {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return false;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m);
  return (
    m['type'] === 'resign' &&
    keys.every((k) => k === 'type' || k === 'seat') &&
    (!Object.hasOwn(m, 'seat') || m['seat'] === seat)
  );
}
