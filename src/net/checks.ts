/**
 * Validation of untrusted wire input (protocol.ts): join options, client messages and the match
 * list request. Pure functions returning `Result`; an error carries a refusal code and an English
 * message for that client. Game moves are only shape-checked here (a JSON value within the size
 * limit); the rules decide whether a move is legal.
 */
import { isGameId } from '../games/registry.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { GameError } from '../core/result.ts';
import {
  CLIENT_MESSAGE_TYPES,
  MATCH_ID_CHARS,
  MAX_CHAT_CHARS,
  MAX_CHAT_ID_CHARS,
  MAX_MESSAGE_BYTES,
  MAX_NAME_CHARS,
  TOKEN_CHARS,
  type ClientMessageType,
  type ClientMessages,
  type JoinOptions,
  type MatchListRequest,
} from './protocol.ts';
import { utf8Length } from './view-patch.ts';

/** Refusal codes a client may receive. */
export type RefusalCode =
  | 'bad-message'
  | 'too-large'
  | 'rate-limited'
  | 'bad-join'
  | 'no-match'
  | 'bad-token'
  | 'seat-taken'
  | 'spectator'
  | 'not-your-turn'
  | 'stale-version'
  | 'illegal-move'
  | 'game-over'
  | 'not-over'
  | 'not-absent'
  | 'bad-chat'
  | 'too-many-rooms'
  | 'server-error'
  /** The servers cannot reach what they share (Redis) for now: try again shortly. */
  | 'unavailable'
  /** A display name empty, too long, or not text (checkName). */
  | 'bad-name'
  /** An open game of the lobby was taken by someone else first. */
  | 'just-taken';

export type Checked<T> = Result<T, GameError<RefusalCode>>;

const B64URL = /^[A-Za-z0-9_-]+$/;
const MAX_LIST_TOKENS = 50;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Byte size of a payload as JSON text; Infinity when it is not JSON-serialisable. */
export function payloadBytes(x: unknown): number {
  try {
    const text = JSON.stringify(x);
    return text === undefined ? 0 : utf8Length(text);
  } catch {
    return Infinity;
  }
}

export function isToken(x: unknown): x is string {
  return typeof x === 'string' && x.length === TOKEN_CHARS && B64URL.test(x);
}

export function isMatchId(x: unknown): x is string {
  return typeof x === 'string' && x.length === MATCH_ID_CHARS && B64URL.test(x);
}

function isVersion(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

function onlyKeys(o: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(o).every((k) => keys.includes(k));
}

export function checkJoin(x: unknown): Checked<JoinOptions> {
  if (payloadBytes(x) > MAX_MESSAGE_BYTES) return err('too-large', 'Join options are too large.');
  if (!isRecord(x)) return err('bad-join', 'Join options must be an object.');
  // A display name may come with any join but watching; it is checked as the server shows it.
  let name: { name?: string } = {};
  if ('name' in x) {
    if (!('create' in x || 'token' in x || 'invite' in x))
      return err('bad-join', 'Spectators join without a name.');
    const n = checkName(x.name);
    if (!n.ok) return n;
    name = { name: n.value };
  }
  if ('create' in x) {
    const c = x.create;
    if (
      !onlyKeys(x, ['create', 'name']) ||
      !isRecord(c) ||
      !onlyKeys(c, ['game', 'options', 'seat'])
    )
      return err('bad-join', 'Create takes { create: { game, options, seat }, name? }.');
    if (!isGameId(c.game)) return err('bad-join', 'Unknown game.');
    if (c.seat !== 0 && c.seat !== 1) return err('bad-join', 'Seat must be 0 or 1.');
    return ok({ create: { game: c.game, options: c.options ?? {}, seat: c.seat }, ...name });
  }
  if (!isMatchId(x.match)) return err('bad-join', 'Missing or malformed match id.');
  if ('token' in x && 'invite' in x) return err('bad-join', 'Give a token or an invite, not both.');
  if ('token' in x) {
    if (!onlyKeys(x, ['match', 'token', 'name']) || !isToken(x.token))
      return err('bad-token', 'Malformed seat token.');
    return ok({ match: x.match, token: x.token, ...name });
  }
  if ('invite' in x) {
    if (!onlyKeys(x, ['match', 'invite', 'name']) || !isToken(x.invite))
      return err('bad-token', 'Malformed invite token.');
    return ok({ match: x.match, invite: x.invite, ...name });
  }
  if (!onlyKeys(x, ['match'])) return err('bad-join', 'Unknown join option.');
  return ok({ match: x.match });
}

/** Chat's sanitising (below) without the length rule: one line, no reordering marks, trimmed. */
function plainLine(text: string): string {
  return (
    text
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .trim()
  );
}

/**
 * A display name as others will see it: sanitised as a chat line is, then 1-MAX_NAME_CHARS
 * characters (inner runs of spaces kept to one, so a name cannot push the seat list apart).
 */
export function checkName(x: unknown): Checked<string> {
  if (typeof x !== 'string') return err('bad-name', 'A name must be text.');
  const name = plainLine(x).replace(/\s+/g, ' ');
  if (name.length === 0) return err('bad-name', 'A name cannot be empty.');
  if ([...name].length > MAX_NAME_CHARS)
    return err('bad-name', `A name is at most ${MAX_NAME_CHARS} characters.`);
  return ok(name);
}

/**
 * Turns control characters into spaces (chat is one line), drops bidirectional embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069: they would reorder the text shown around the
 * line) and trims; refuses empty or long text.
 */
export function checkChatText(x: unknown): Checked<string> {
  if (typeof x !== 'string') return err('bad-chat', 'Chat text must be a string.');
  const text = plainLine(x);
  if (text.length === 0) return err('bad-chat', 'Chat text is empty.');
  if ([...text].length > MAX_CHAT_CHARS)
    return err('bad-chat', `Chat text is longer than ${MAX_CHAT_CHARS} characters.`);
  return ok(text);
}

export function isClientMessageType(x: unknown): x is ClientMessageType {
  return typeof x === 'string' && (CLIENT_MESSAGE_TYPES as readonly string[]).includes(x);
}

export type ClientMessage = {
  [K in ClientMessageType]: { readonly type: K; readonly payload: ClientMessages[K] };
}[ClientMessageType];

/** Checks one client message: known type, size, shape. */
export function checkClientMessage(type: unknown, payload: unknown): Checked<ClientMessage> {
  if (!isClientMessageType(type))
    return err('bad-message', `Unknown message type ${JSON.stringify(String(type)).slice(0, 40)}.`);
  const bytes = payloadBytes(payload);
  if (bytes > MAX_MESSAGE_BYTES)
    return err('too-large', `Message is larger than ${MAX_MESSAGE_BYTES} bytes.`);
  switch (type) {
    case 'move': {
      if (!isRecord(payload) || !onlyKeys(payload, ['move', 'version']) || !('move' in payload))
        return err('bad-message', 'A move message is { move, version }.');
      const v = payload.version;
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
        return err('bad-message', 'A move needs the version (a whole number) it was chosen on.');
      if (payload.move === null || payload.move === undefined)
        return err('bad-message', 'A move message needs a move.');
      return ok({ type, payload: { move: payload.move, version: v } });
    }
    case 'chat': {
      if (!isRecord(payload) || !onlyKeys(payload, ['text', 'id']))
        return err('bad-message', 'A chat message is { text, id? }.');
      const id = payload.id;
      if (
        id !== undefined &&
        (typeof id !== 'string' || id.length > MAX_CHAT_ID_CHARS || !B64URL.test(id))
      )
        return err('bad-message', `A chat id is 1-${MAX_CHAT_ID_CHARS} of A-Z a-z 0-9 _ -.`);
      const t = checkChatText(payload.text);
      if (!t.ok) return t;
      return ok({ type, payload: { text: t.value, ...(id === undefined ? {} : { id }) } });
    }
    case 'history': {
      const valid =
        isRecord(payload) &&
        onlyKeys(payload, ['from', 'to']) &&
        isVersion(payload.from) &&
        isVersion(payload.to) &&
        payload.from < payload.to;
      if (!valid)
        return err('bad-message', 'A history message is { from, to }: whole numbers, from < to.');
      return ok({ type, payload: { from: payload.from as number, to: payload.to as number } });
    }
    default:
      if (
        payload !== undefined &&
        payload !== null &&
        !(isRecord(payload) && !Object.keys(payload).length)
      )
        return err('bad-message', `A ${type} message carries nothing.`);
      return ok({ type, payload: {} } as ClientMessage);
  }
}

export function checkMatchList(x: unknown): Checked<MatchListRequest> {
  if (payloadBytes(x) > MAX_MESSAGE_BYTES) return err('too-large', 'Request is too large.');
  if (!isRecord(x) || !Array.isArray(x.tokens) || x.tokens.length > MAX_LIST_TOKENS)
    return err('bad-message', `Send { tokens: [...] } with at most ${MAX_LIST_TOKENS} tokens.`);
  if (!x.tokens.every(isToken)) return err('bad-token', 'Malformed token in the list.');
  return ok({ tokens: x.tokens as string[] });
}
