/**
 * The link to the game server (docs/online.md): colyseus.js, imported here only, so it is loaded
 * when an online table opens and never on Home. One `Connection` is one seat (or one spectator)
 * of one match; it joins, passes the server's messages on, and when the link drops it tries the
 * Colyseus reconnection first, then joins again with the match id and the seat token (after a
 * reload or a server restart), until it is closed. While it retries it says why: `moving` when its
 * room is being reopened on another server (the server handed it over, or the match is still held
 * by a server that went away), `unavailable` while the servers refuse matchmaking for a moment
 * (their shared Redis is down), `reconnecting` otherwise. Views may come as patches against the last
 * view of the connection (protocol.ts `ViewPatch`); what it passes on is always a whole view.
 */
import type { Room } from 'colyseus.js';
import {
  CLOSE_REJOIN,
  ROOM_NAME,
  type ClientMessageType,
  type ClientMessages,
  type JoinOptions,
  type ServerMessageType,
  type ServerMessages,
  type WireView,
  type ViewPatch,
} from '../../net/protocol.ts';
import { ViewStream } from '../../net/view-stream.ts';

export type ConnState =
  'connecting' | 'online' | 'reconnecting' | 'moving' | 'unavailable' | 'offline';

export interface ConnectionEvents {
  state(s: ConnState): void;
  message<K extends ServerMessageType>(type: K, payload: ServerMessages[K]): void;
  /** A join the server refused (`code: message`); the connection stops. */
  failed(reason: string): void;
}

/** Passed on as they come; `view` and `patch` are turned into whole views first. */
const MESSAGE_TYPES: readonly ServerMessageType[] = [
  'welcome',
  'refused',
  'presence',
  'chat',
  'chat-log',
  'over',
  'clock',
  'rematch',
  'history',
];

/** A join error the server gave on purpose (not a dropped network), by its code. */
function refusedJoin(e: unknown): string | null {
  const text = e instanceof Error ? e.message : String(e);
  return /^[a-z-]+: /.test(text) ? text : null;
}

export class Connection {
  private room: Room | null = null;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  /** Why it is retrying, shown while it does (kept across failed attempts). */
  private why: 'reconnecting' | 'moving' | 'unavailable' = 'reconnecting';

  private constructor(
    private readonly url: string,
    private join: JoinOptions,
    private readonly on: ConnectionEvents,
  ) {}

  static open(url: string, join: JoinOptions, on: ConnectionEvents): Connection {
    const c = new Connection(url, join, on);
    void c.connect(true);
    return c;
  }

  /** After a create or an invite: come back later with these options (match id and token). */
  rejoinWith(join: JoinOptions): void {
    this.join = join;
  }

  send<K extends ClientMessageType>(type: K, payload: ClientMessages[K]): boolean {
    if (!this.room) return false;
    try {
      this.room.send(type, payload);
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const r = this.room;
    this.room = null;
    if (r) void r.leave(true).catch(() => undefined);
  }

  private async connect(first: boolean): Promise<void> {
    if (this.closed) return;
    this.on.state(first ? 'connecting' : this.why);
    try {
      const { Client } = await import('colyseus.js');
      const client = new Client(this.url);
      const room =
        'create' in this.join
          ? await client.create(ROOM_NAME, this.join)
          : await client.joinOrCreate(ROOM_NAME, this.join);
      if (this.closed) {
        void room.leave(true).catch(() => undefined);
        return;
      }
      this.attach(room);
    } catch (e) {
      if (this.closed) return;
      const refused = refusedJoin(e);
      if (refused && !/^(server-error|rate-limited|too-many-rooms|unavailable):/.test(refused)) {
        this.on.state('offline');
        this.on.failed(refused);
        return;
      }
      if (refused?.startsWith('unavailable:')) this.scheduleRetry('unavailable');
      else if (refused && /another server/.test(refused)) this.scheduleRetry('moving');
      else this.scheduleRetry(this.why);
    }
  }

  private attach(room: Room): void {
    this.room = room;
    this.attempts = 0;
    this.why = 'reconnecting';
    for (const type of MESSAGE_TYPES)
      room.onMessage(type, (payload: ServerMessages[typeof type]) =>
        this.on.message(type, payload),
      );
    // A new connection: its first view comes whole. The page gets its own copy of each view, so
    // nothing it does to one can change the view the next patch applies to (or an older view).
    const views = new ViewStream();
    room.onMessage('view', (v: WireView) =>
      this.on.message('view', structuredClone(views.full(v))),
    );
    room.onMessage('patch', (p: ViewPatch) => {
      const v = views.apply(p);
      if (v) this.on.message('view', structuredClone(v));
      else if (this.room === room) room.send('sync', {});
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      if (this.closed || code === 1000) {
        this.on.state('offline');
        return;
      }
      this.scheduleRetry(code === CLOSE_REJOIN ? 'moving' : 'reconnecting');
    });
    this.on.state('online');
  }

  private scheduleRetry(state: 'reconnecting' | 'moving' | 'unavailable'): void {
    if (this.closed) return;
    this.why = state;
    this.on.state(state);
    // Moving: the room reopens elsewhere within a second or two; ask often until it has.
    const cap = state === 'moving' ? 500 : 3000;
    const wait = Math.min(cap, 300 * 2 ** Math.min(this.attempts, 4));
    this.attempts++;
    this.retry = setTimeout(() => void this.connect(false), wait);
  }
}
