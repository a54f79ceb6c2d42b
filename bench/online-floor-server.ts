/**
 * The relay of `npm run bench online-floor`: a Colyseus server (the same core and WebSocket
 * transport as ours) whose one room does no game work at all: each `move` message is answered by
 * one fixed frame of FLOOR_BYTES bytes to each of the room's two clients, sent the way our rooms
 * send views (enqueueRaw of an encoded frame). Argument: the port. Prints a line when listening.
 */
import { createServer } from 'node:http';
import { getMessageBytes, Protocol, Room, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

const port = Number(process.argv[2]);
const bytes = Number(process.env.FLOOR_BYTES ?? 290);
const frame = getMessageBytes.raw(Protocol.ROOM_DATA, 'patch', { pad: 'x'.repeat(bytes - 14) });

class Relay extends Room {
  maxClients = 2;
  onCreate(): void {
    this.onMessage('move', () => {
      for (const c of this.clients) c.enqueueRaw(frame);
    });
  }
}

const gameServer = new Server({ transport: new WebSocketTransport({ server: createServer() }) });
gameServer.define('relay', Relay);
await gameServer.listen(port, '127.0.0.1');
console.log(`relay on http://127.0.0.1:${port}/`);
