/**
 * The lobby's HTTP routes (docs/online.md, "Finding an opponent"), served by the same server as
 * the game: `GET /api/lobby[?game=…]` lists open games (oldest first) and live games, at most
 * LOBBY_MAX of each, only those whose room is still open somewhere (Colyseus' room listing, shared
 * through Redis with several processes: a listing whose room closed is removed on the way);
 * `POST /api/lobby/open` lists the match a page created, proved by its seat token and its unused
 * invite; `POST /api/lobby/take` hands an open game's invite to one taker (`just-taken` to the
 * others).
 * Every request counts against its address's allowance (TABLETOP_LOBBY_PER_MIN).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import {
  checkLobbyOpen,
  checkLobbyTake,
  LOBBY_MAX,
  lobbyGameParam,
  type LobbyGame,
  type LobbyList,
} from '../net/lobby.ts';
import { ROOM_NAME } from '../net/protocol.ts';
import { json } from './http-edge.ts';
import type { LobbyBoard, OpenEntry } from './lobby.ts';
import type { CreateLimiter } from './rate-limit.ts';
import type { MatchStore } from './store.ts';
import { hashToken, tokenMatches } from './tokens.ts';

export const LOBBY_PATHS = new Set(['/api/lobby', '/api/lobby/open', '/api/lobby/take']);

export interface LobbyDeps {
  readonly board: LobbyBoard;
  readonly store: MatchStore;
  readonly limiter: CreateLimiter;
  readonly now: () => number;
  /** A taken seat nobody sat in by then is listed again (the taker's page closed, say). */
  readonly takeGraceMs: number;
}

/** Match ids with a room open on any process. */
async function openRooms(): Promise<Set<string>> {
  const rooms = await matchMaker.query({ name: ROOM_NAME });
  return new Set(rooms.map((r) => (r as { match?: unknown }).match).filter((m) => !!m) as string[]);
}

async function list(deps: LobbyDeps, query: string): Promise<LobbyList | null> {
  const game = lobbyGameParam(query);
  if (!game.ok) return null;
  const [open, live, rooms] = await Promise.all([
    deps.board.openGames(),
    deps.board.liveGames(),
    openRooms(),
  ]);
  const kept = (games: LobbyGame[]): LobbyGame[] => {
    const out: LobbyGame[] = [];
    for (const g of games) {
      if (!rooms.has(g.matchId)) void deps.board.drop(g.matchId);
      else if (game.value === null || g.game === game.value) out.push(g);
    }
    return out.sort((a, b) => a.createdAt - b.createdAt).slice(0, LOBBY_MAX);
  };
  return { open: kept(open), live: kept(live).reverse(), now: deps.now() };
}

/** Lists a match its creator proves: a seat token of it, its unused invite, the other seat free. */
async function openGame(deps: LobbyDeps, body: unknown): Promise<[number, unknown]> {
  const asked = checkLobbyOpen(body);
  if (!asked.ok) return [400, asked.error];
  const { match, token, invite, name } = asked.value;
  const rec = await deps.store.loadMatch(match);
  const seat = !rec
    ? null
    : tokenMatches(token, rec.seats[0])
      ? 0
      : tokenMatches(token, rec.seats[1])
        ? 1
        : null;
  if (!rec || seat === null)
    return [403, { code: 'bad-token', message: 'This token holds no seat of this match.' }];
  if (rec.seats[seat === 0 ? 1 : 0] !== null || !tokenMatches(invite, rec.invite))
    return [409, { code: 'just-taken', message: 'The other seat of this game is taken.' }];
  if (rec.ending || rec.moves.length > 0)
    return [409, { code: 'game-over', message: 'This game has begun.' }];
  const game: LobbyGame = {
    matchId: rec.id,
    game: rec.game,
    options: rec.options,
    name,
    seat,
    createdAt: rec.createdAt,
  };
  await deps.board.open({ game, invite });
  return [200, { listed: true }];
}

/** Lists a taken game again when its seat is still free after the grace (the taker never sat). */
function relistIfUnseated(deps: LobbyDeps, entry: OpenEntry): void {
  const free = entry.game.seat === 0 ? 1 : 0;
  setTimeout(() => {
    void deps.store
      .loadMatch(entry.game.matchId)
      .then(async (rec) => {
        if (rec && rec.seats[free] === null && rec.invite === hashToken(entry.invite))
          await deps.board.open(entry);
      })
      .catch(() => undefined);
  }, deps.takeGraceMs).unref();
}

async function take(deps: LobbyDeps, body: unknown): Promise<[number, unknown]> {
  const asked = checkLobbyTake(body);
  if (!asked.ok) return [400, asked.error];
  const entry = await deps.board.take(asked.value.match);
  if (!entry)
    return [409, { code: 'just-taken', message: 'Someone else took this game just now.' }];
  relistIfUnseated(deps, entry);
  return [200, { match: entry.game.matchId, invite: entry.invite }];
}

/** Answers one lobby request (`path` in LOBBY_PATHS); the body was read within the limit. */
export async function lobbyRoute(
  deps: LobbyDeps,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: string,
  raw: Buffer,
  address: string,
  cors: OutgoingHttpHeaders,
): Promise<void> {
  const method = path === '/api/lobby' ? 'GET' : 'POST';
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  if (req.method !== method) return void res.writeHead(405, { ...cors, Allow: method }).end();
  if (!deps.limiter.take(address))
    return json(res, 429, { code: 'rate-limited', message: 'Too many lobby requests.' }, cors);
  if (path === '/api/lobby') {
    const answer = await list(deps, query);
    if (!answer) return json(res, 400, { code: 'bad-message', message: 'Unknown game.' }, cors);
    return json(res, 200, answer, cors);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    // Checked below as null: a clear refusal.
  }
  const [status, answer] =
    path === '/api/lobby/open' ? await openGame(deps, body) : await take(deps, body);
  json(res, status, answer, cors);
}
