/**
 * The online wire protocol (docs/online.md): the options a client joins a match room with, the
 * messages it may send and the messages the server sends back. Everything is plain JSON carried
 * as Colyseus room messages (`room.send(type, payload)` / `room.onMessage(type, cb)`). This module
 * holds the types and names only; `checks.ts` validates untrusted input against them.
 */
import type { GameId, Outcome, Seat } from '../core/game.ts';
import type { PackedLegal } from './legal-pack.ts';
import type { Patch } from './view-patch.ts';

/** The Colyseus room name every match is played in. */
export const ROOM_NAME = 'match';
/** Path of the game server's WebSocket endpoint on the app's origin. */
export const SERVER_PATH = '/colyseus';
/** WebSocket close code of a room handed over to another process (shutdown): join again. */
export const CLOSE_REJOIN = 4100;
/**
 * WebSocket close code of a client disconnected for flooding: it went on sending past the rate
 * limit (docs/online.md, "Limits").
 */
export const CLOSE_FLOODED = 4429;
/** Largest accepted client message (JSON text of the payload), in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Longest chat line, in characters. */
export const MAX_CHAT_CHARS = 300;
/** Longest id a client gives its chat line (echoed back to it only, to mark the line sent). */
export const MAX_CHAT_ID_CHARS = 16;
/** Longest display name, in characters (issue 24: chosen per browser, no accounts). */
export const MAX_NAME_CHARS = 24;
/** Length of a seat or invite token: 32 random bytes in base64url. */
export const TOKEN_CHARS = 43;
/** Length of a match id (12 random bytes in base64url). */
export const MATCH_ID_CHARS = 16;

// ---------------------------------------------------------------- joining

/** Create a new match and sit at `seat`; the welcome carries your token and the invite token. */
export interface CreateJoin {
  readonly create: { readonly game: GameId; readonly options: unknown; readonly seat: Seat };
  /** Your display name, shown to the others (checked: checks.ts `checkName`). */
  readonly name?: string;
}
/** Come back to your seat (reload, another browser, after a server restart). */
export interface TokenJoin {
  readonly match: string;
  readonly token: string;
  readonly name?: string;
}
/** Take the free seat with the invite token (once); the welcome carries your own seat token. */
export interface InviteJoin {
  readonly match: string;
  readonly invite: string;
  readonly name?: string;
}
/** Watch a match: public information only. */
export interface SpectateJoin {
  readonly match: string;
}
export type JoinOptions = CreateJoin | TokenJoin | InviteJoin | SpectateJoin;

// ---------------------------------------------------------------- client -> server

export interface ClientMessages {
  /** A move for your seat; `version` is the version of the view it was chosen on. */
  move: { readonly move: unknown; readonly version: number };
  /**
   * A plain-text chat line (≤ 300 characters; rendered as text, never HTML). `id` (≤ 16 of
   * A-Z a-z 0-9 _ -) comes back on the sender's copy of the line, or on its refusal.
   */
  chat: { readonly text: string; readonly id?: string };
  /** The opponent has been absent longer than the limit: end the match, you win. */
  'claim-win': Record<string, never>;
  /** The opponent has been absent longer than the limit: the server's bot plays their seat. */
  'hand-to-bot': Record<string, never>;
  /** Your seat was handed to the bot while you were away: play it yourself again. */
  'take-seat': Record<string, never>;
  /** After the match is over: ask for (or accept) a rematch with seats swapped. */
  rematch: Record<string, never>;
  /** Give up the match. */
  resign: Record<string, never>;
  /** A `patch` did not apply to the view held here: send the whole view again. */
  sync: Record<string, never>;
  /**
   * The move log before you joined: the entries of moves `from` .. `to - 1` (`to` ≤ the current
   * version), answered by `history` in chunks (ask again from where an answer stops).
   */
  history: { readonly from: number; readonly to: number };
}
export type ClientMessageType = keyof ClientMessages;
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = [
  'move',
  'chat',
  'claim-win',
  'hand-to-bot',
  'take-seat',
  'rematch',
  'resign',
  'sync',
  'history',
];

// ---------------------------------------------------------------- server -> client

export interface PlayerInfo {
  /** Someone holds this seat's token (the invite has been used, or it is the creator's seat). */
  readonly seated: boolean;
  readonly connected: boolean;
  /** Server time (ms since epoch) the seat went away, or null while present. */
  readonly absentSince: number | null;
  /** The server's bot plays this seat. */
  readonly bot: boolean;
  /** The display name its player joined with last, when they gave one. */
  readonly name?: string;
}

export interface Welcome {
  /** Your seat, or null for a spectator. */
  readonly seat: Seat | null;
  readonly matchId: string;
  readonly game: GameId;
  /** The validated options (never the seed). */
  readonly options: unknown;
  readonly players: readonly [PlayerInfo, PlayerInfo];
  /** Your seat token: keep it (localStorage) to come back. Sent on create and on invite. */
  readonly token?: string;
  /** The invite token for the free seat: sent to the creator while that seat is free. */
  readonly invite?: string;
  /** Milliseconds of absence after which `claim-win` / `hand-to-bot` are allowed. */
  readonly absenceMs: number;
}

export interface ViewMessage {
  /** Number of moves applied so far (the move log's length). */
  readonly version: number;
  /** `view(state, seat)` for a seat; for a spectator, a view with every hand hidden. */
  readonly view: unknown;
  /** The seat to move, or null when the game is over. */
  readonly toMove: Seat | null;
  /** Your legal moves when it is your turn (send one of these back as `move`); else empty. */
  readonly legal: readonly unknown[];
  /** The move that produced this view, when it hides nothing from you (see docs/online.md). */
  readonly lastMove?: unknown;
  /** The seat that made `lastMove`. */
  readonly lastSeat?: Seat;
  /**
   * Disc Wars, after a flip or a fire: the physics hash of the table the simulation left, before
   * the rest of the move (deaths, counter removal, next phases) changed it; the client re-runs the
   * simulation and compares. Absent after other moves.
   */
  readonly hash?: string;
  readonly outcome: Outcome | null;
}

/**
 * A `ViewMessage` as it is sent: the legal moves packed (legal-pack.ts). Patches apply to this
 * form; the receiver's ViewStream unpacks it.
 */
export type WireView = Omit<ViewMessage, 'legal'> & { readonly legal: PackedLegal };

/**
 * A view sent as the changes since the last view sent on this connection (view-patch.ts): apply
 * `ops` to that view, whose `version` is `base`. The first view of a connection comes whole, and
 * so does any view whose patch would not be smaller.
 */
export interface ViewPatch {
  readonly base: number;
  readonly ops: Patch;
}

export interface Refused {
  /** A stable code, e.g. `not-your-turn`, `illegal-move`, `rate-limited` (docs/online.md). */
  readonly code: string;
  readonly message: string;
  /** The message type that was refused (or `join`). */
  readonly of?: string;
  /** A refused chat line: the id its sender gave it. */
  readonly id?: string;
}

export interface Presence {
  readonly seat: Seat;
  readonly connected: boolean;
  readonly absentSince: number | null;
  readonly bot: boolean;
  readonly seated: boolean;
  readonly name?: string;
}

export interface ChatLine {
  /** The sender's seat, or null for a spectator. */
  readonly from: Seat | null;
  readonly text: string;
  readonly at: number;
  /** Only on the sender's copy: the id it gave the line (it is stored: sent). */
  readonly id?: string;
}

/** The match's kept chat (the last 200 lines, oldest first), sent on joining. */
export interface ChatLog {
  readonly lines: readonly ChatLine[];
}

export interface Over {
  readonly outcome: Outcome;
}

/**
 * Type 10 clocks, server time: whose clock runs and how much of its time is not yet in the view's
 * `clock` (the view counts up to the last move). Sent on every move and on joining.
 */
export interface Clock {
  readonly running: Seat | null;
  /** Time the running seat has used since the view's clock was last advanced, at `at`. */
  readonly unsentMs: number;
  /** Server time of this reading (ms since epoch). */
  readonly at: number;
}

/** A rematch: someone asked (`requested`), or it exists (`matchId` + your new `token`). */
export interface Rematch {
  readonly requested: readonly Seat[];
  readonly matchId?: string;
  readonly token?: string;
}

/**
 * One move of the log as the receiver may know it: the same as a page that watched it live
 * records from two consecutive views (the receiver's own view before the move, and `lastMove`).
 */
export interface HistoryEntry {
  /** The receiver's `view` (its seat's, or the spectators') just before the move. */
  readonly before: unknown;
  /** The move as told to the receiver (`ViewMessage.lastMove`). */
  readonly move: unknown;
  readonly mover: Seat;
}

/**
 * A `HistoryEntry` as sent: after an answer's first entry, `before` may come as `ops`, a patch
 * (view-patch.ts) against the previous entry's `before` (net/history.ts decodes them).
 */
export interface HistoryItem {
  readonly before?: unknown;
  readonly ops?: Patch;
  readonly move: unknown;
  readonly mover: Seat;
}

/** The answer to `history`: the entries of moves `from` .. `from + entries.length - 1`. */
export interface History {
  readonly from: number;
  /** The `to` asked for: when `from + entries.length < to`, ask again for the rest. */
  readonly to: number;
  readonly entries: readonly HistoryItem[];
}

export interface ServerMessages {
  welcome: Welcome;
  /** On the wire a `WireView` (legal moves packed), which ViewStream turns into this. */
  view: ViewMessage;
  patch: ViewPatch;
  refused: Refused;
  presence: Presence;
  chat: ChatLine;
  'chat-log': ChatLog;
  over: Over;
  clock: Clock;
  rematch: Rematch;
  history: History;
}
export type ServerMessageType = keyof ServerMessages;

// ---------------------------------------------------------------- HTTP

/** `POST /api/matches` body: your seat tokens; answer: `{ matches: MatchSummary[] }`. */
export interface MatchListRequest {
  readonly tokens: readonly string[];
}
export interface MatchSummary {
  readonly matchId: string;
  readonly game: GameId;
  readonly seat: Seat;
  /** The token (from the request) that holds this seat. */
  readonly token: string;
  readonly version: number;
  readonly over: boolean;
  readonly createdAt: number;
  /**
   * The seat to move and the turn (one seat's run of moves, so a draw is not a turn of its own),
   * when the server knows them (a running game it has open or could replay in time).
   */
  readonly toMove?: Seat | null;
  readonly turn?: number;
}
