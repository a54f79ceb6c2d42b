/**
 * The lobby's wire format (docs/online.md, "Finding an opponent"): what `GET /api/lobby` answers
 * (the open games anyone may take and the live games anyone may watch), and the two requests a
 * page sends — list the game it just created (`POST /api/lobby/open`, proved by its seat token
 * and invite) and take an open game's seat (`POST /api/lobby/take`, answered with the invite,
 * once). A listing
 * carries the game, its options, the creator's display name and when it was made: never a token,
 * an invite or a seed. Validation of the requests is here too (pure, `Result`s).
 */
import type { GameId, Seat } from '../core/game.ts';
import { err, ok } from '../core/result.ts';
import { checkName, isMatchId, isToken, payloadBytes, type Checked } from './checks.ts';
import { isGameId } from '../games/registry.ts';
import { MAX_MESSAGE_BYTES } from './protocol.ts';

/** At most this many games in each list of one answer (the oldest open games first). */
export const LOBBY_MAX = 50;

/** One listed game. */
export interface LobbyGame {
  readonly matchId: string;
  readonly game: GameId;
  /** The match's validated options (the same the server plays with; never the seed). */
  readonly options: unknown;
  /** The creator's display name. */
  readonly name: string;
  /** The creator's seat; an open game's free seat is the other one. */
  readonly seat: Seat;
  /** Server time the match was created (ms since the epoch). */
  readonly createdAt: number;
}

/** `GET /api/lobby[?game=<id>]`: open games (oldest first), live games to watch, server time. */
export interface LobbyList {
  readonly open: readonly LobbyGame[];
  readonly live: readonly LobbyGame[];
  readonly now: number;
}

/** `POST /api/lobby/open`: list the match this page created (its seat token, the unused invite). */
export interface LobbyOpen {
  readonly match: string;
  readonly token: string;
  readonly invite: string;
  readonly name: string;
}

/** `POST /api/lobby/take`: an open game's free seat; answered `{ invite }` to one page only. */
export interface LobbyTake {
  readonly match: string;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const keysOnly = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(o).every((k) => keys.includes(k));

export function checkLobbyOpen(x: unknown): Checked<LobbyOpen> {
  if (payloadBytes(x) > MAX_MESSAGE_BYTES) return err('too-large', 'Request is too large.');
  if (!isRecord(x) || !keysOnly(x, ['match', 'token', 'invite', 'name']) || !isMatchId(x.match))
    return err('bad-message', 'Send { match, token, invite, name }.');
  if (!isToken(x.token) || !isToken(x.invite)) return err('bad-token', 'Malformed token.');
  const name = checkName(x.name);
  if (!name.ok) return name;
  return ok({ match: x.match, token: x.token, invite: x.invite, name: name.value });
}

export function checkLobbyTake(x: unknown): Checked<LobbyTake> {
  if (payloadBytes(x) > MAX_MESSAGE_BYTES) return err('too-large', 'Request is too large.');
  if (!isRecord(x) || !keysOnly(x, ['match']) || !isMatchId(x.match))
    return err('bad-message', 'Send { match }.');
  return ok({ match: x.match });
}

/** The `game` of `GET /api/lobby?game=…`: a known game id, or null for every game. */
export function lobbyGameParam(query: string): Checked<GameId | null> {
  const game = new URLSearchParams(query).get('game');
  if (game === null || game === '') return ok(null);
  return isGameId(game) ? ok(game) : err('bad-message', 'Unknown game.');
}
