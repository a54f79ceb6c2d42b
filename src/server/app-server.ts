/**
 * The one HTTP server of `npm start`: the built app (dist/) as static files, `POST /api/matches`
 * (a token holder's matches), the lobby (`/api/lobby…`, lobby-route.ts), and the Colyseus game
 * server under `/colyseus` on the same port.
 * Colyseus keeps a process-wide matchmaker, so there is one game server per process. Every request
 * first settles its client address (client-address.ts) and has its body bounded (http-edge.ts);
 * only `/colyseus/matchmake/…` reaches the matchmaker (matchmake-route.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { checkMatchList } from '../net/checks.ts';
import { MAX_MESSAGE_BYTES, ROOM_NAME, type MatchSummary } from '../net/protocol.ts';
import { settleAddress, TrustedProxies } from './client-address.ts';
import { clusterOptions, matchmakeGate, presenceClient, processId, watchRedis } from './cluster.ts';
import { Liveness, type LivenessRedis } from './liveness.ts';
import type { ServerConfig } from './config.ts';
import {
  answeredBeforePost,
  contentSecurityPolicy,
  corsHeaders,
  declaredTooLarge,
  json,
  MAX_BODY_BYTES,
  readBody,
  refuseTooLarge,
  securityHeaders,
} from './http-edge.ts';
import { health, HEALTH_PATHS, type HealthSources } from './health.ts';
import { MemoryLobby, RedisLobby, type LobbyRedis } from './lobby.ts';
import { LOBBY_PATHS, lobbyRoute, type LobbyDeps } from './lobby-route.ts';
import { LobbyWatch } from './lobby-watch.ts';
import { MATCHMAKE_PREFIX, matchmake } from './matchmake-route.ts';
import { Metrics, serveMetrics } from './metrics.ts';
import { matchRoomClass } from './match-room.ts';
import { ProgressBook } from './match-progress.ts';
import { AddressCounter, CreateLimiter } from './rate-limit.ts';
import { limitCreates } from './create-limit.ts';
import { startPruning } from './pruning.ts';
import { openStore } from './open-store.ts';
import type { MatchStore } from './store.ts';
import { hashToken } from './tokens.ts';
import { roomClaimsOf } from './room-lease.ts';
import { GAME_IDS } from '../games/registry.ts';
import { loadServerGame } from './games.ts';
import { Restorer } from './room-restore.ts';
import { startThreads } from './threads.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface RunningServer {
  readonly port: number;
  readonly store: MatchStore;
  close(): Promise<void>;
}

function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers: OutgoingHttpHeaders,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
    return;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    res.writeHead(400, headers).end();
    return;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) {
    res.writeHead(403, headers).end();
    return;
  }
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

async function listMatches(
  store: MatchStore,
  progress: ProgressBook,
  req: IncomingMessage,
  res: ServerResponse,
  raw: Buffer,
  cors: OutgoingHttpHeaders,
) {
  if (answeredBeforePost(req, res, cors)) return;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = null;
  }
  const checked = checkMatchList(body);
  if (!checked.ok) return json(res, 400, checked.error, cors);
  const byHash = new Map(checked.value.tokens.map((t) => [hashToken(t), t]));
  const rows = await store.listMatches([...byHash.keys()]);
  const known = await progress.lookUp(store, rows);
  const matches: MatchSummary[] = rows.map((r) => {
    const p = known.get(r.id);
    return {
      matchId: r.id,
      game: r.game,
      seat: r.seat,
      token: byHash.get(r.tokenHash) ?? '',
      version: r.version,
      over: r.ended,
      createdAt: r.createdAt,
      ...(p ? { toMove: p.toMove, turn: p.turn } : {}),
    };
  });
  json(res, 200, { matches }, cors);
}

/** Routes one request; its address is settled and its body read within the limit first. */
async function route(
  store: MatchStore,
  progress: ProgressBook,
  config: ServerConfig,
  csp: string,
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  sources: HealthSources,
  gate: (options: unknown) => Promise<string | null>,
  lobby: LobbyDeps,
): Promise<void> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === null) return refuseTooLarge(req, res);
  const cors = corsHeaders(req, config.allowedOrigins);
  if (path.startsWith(MATCHMAKE_PREFIX))
    return matchmake(req, res, path, body, address, cors, gate);
  if (path === '/api/matches') return listMatches(store, progress, req, res, body, cors);
  if (LOBBY_PATHS.has(path))
    return lobbyRoute(lobby, req, res, path, q < 0 ? '' : url.slice(q + 1), body, address, cors);
  if (HEALTH_PATHS.has(path)) return health(req, res, path, sources);
  const headers = securityHeaders(csp);
  if (config.staticDir) serveStatic(config.staticDir, req, res, path, headers);
  else res.writeHead(404, headers).end();
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = await openStore(config);
  // Every game's rules (Disc Wars: Rapier) load before the first client: loading them at a
  // room's first open held the event loop for 0.3-0.8 s.
  await Promise.all(GAME_IDS.map((id) => loadServerGame(id)));
  const progress = new ProgressBook();
  const trusted = new TrustedProxies(config.trustedProxies);
  const csp = contentSecurityPolicy({ anyWebSocket: config.redisUrl !== null });
  const cluster = clusterOptions(config);
  const redis = watchRedis(cluster);
  // Draining from SIGTERM on (ctx.closing): /readyz answers 503.
  const sources: HealthSources = { store, redis, draining: () => ctx.closing };
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const address = settleAddress(req, trusted);
    // Refused before a byte of the body is read.
    if (declaredTooLarge(req)) return refuseTooLarge(req, res);
    route(store, progress, config, csp, req, res, address, sources, gate, lobbyDeps).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  // A request's head must come within 10 s and the whole request within 30 s (checked every 5 s).
  const http = createServer({
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 5_000,
  });
  // `Expect: 100-continue` with a body over the limit: refused before the client sends it.
  http.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (declaredTooLarge(req)) {
      settleAddress(req, trusted);
      return refuseTooLarge(req, res);
    }
    res.writeContinue();
    onRequest(req, res);
  });
  // WebSocket upgrades: the room's onAuth reads the address settled here (`auth.ip`).
  http.prependListener('upgrade', (req: IncomingMessage) => void settleAddress(req, trusted));
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: 4 * MAX_MESSAGE_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...cluster,
  });
  const threads = startThreads();
  // Constructed: this process's id is known. Its liveness key is set before any room opens.
  const client = presenceClient(cluster) as LivenessRedis | null;
  const liveness =
    redis && client ? new Liveness(client, redis, processId(), config.livenessMs) : null;
  await liveness?.start();
  const gate = matchmakeGate(redis, liveness);
  // The lobby: in Redis with several processes, so each lists and hands out every open game.
  const board = client ? new RedisLobby(client as unknown as LobbyRedis) : new MemoryLobby();
  const lobbyWatch = new LobbyWatch(board, 1000 * config.reconnectSeconds + 1000);
  const lobbyDeps: LobbyDeps = {
    board,
    store,
    limiter: new CreateLimiter(config.lobbyPerMinute, Date.now),
    now: () => Date.now(),
    takeGraceMs: config.lobbyTakeGraceMs,
  };
  const live = new Set<string>();
  const metrics = new Metrics(() => live.size);
  const metricsServer = config.metricsAddress
    ? (metrics.collectProcessMetrics(), await serveMetrics(metrics, config.metricsAddress))
    : null;
  const ctx = {
    store,
    metrics,
    config,
    addresses: new AddressCounter(config.roomsPerAddress),
    live,
    now: () => Date.now(),
    // Several processes share the store only with Redis: then each room claims its match.
    claims: config.redisUrl ? roomClaimsOf(store) : null,
    ownerDead: liveness ? (owner: string) => liveness.ownerDead(owner) : null,
    processId,
    closing: false,
    progress,
    threads,
    restorer: new Restorer(threads.replay),
    lobby: lobbyWatch,
  };
  // Colyseus put its own request handler on the server (any URL containing "/matchmake", bodies
  // read whole, any Origin echoed with credentials): ours replaces it.
  http.removeAllListeners('request');
  http.on('request', onRequest);
  gameServer.define(ROOM_NAME, matchRoomClass(ctx)).filterBy(['match']);
  // Issue 23: creating a match is limited per address before anything is stored, and matches
  // nobody joined are removed (pruning.ts).
  const unlimit = limitCreates(new CreateLimiter(config.createsPerMinute, ctx.now), ctx.addresses);
  const pruning = startPruning(store, config, ctx.now);
  await gameServer.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    store,
    async close() {
      ctx.closing = true;
      metricsServer?.server.close();
      pruning.stop();
      lobbyWatch.stop();
      unlimit();
      await gameServer.gracefullyShutdown(false);
      await threads.close();
      await liveness?.stop();
      await store.close();
    },
  };
}
