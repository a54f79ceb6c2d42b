/**
 * The one HTTP server of `npm start`: the built app (dist/) as static files, `POST /api/matches`
 * (a token holder's matches), and the Colyseus game server under `/colyseus` on the same port.
 * Colyseus keeps a process-wide matchmaker, so there is one game server per process.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { checkMatchList } from '../net/checks.ts';
import { MAX_MESSAGE_BYTES, ROOM_NAME, type MatchSummary } from '../net/protocol.ts';
import { clusterOptions, processId } from './cluster.ts';
import type { ServerConfig } from './config.ts';
import { matchRoomClass } from './match-room.ts';
import { AddressCounter } from './rate-limit.ts';
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

function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

async function listMatches(store: MatchStore, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > MAX_MESSAGE_BYTES) {
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'too-large', message: 'Request is too large.' }));
      return;
    }
    chunks.push(c);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    body = null;
  }
  const checked = checkMatchList(body);
  if (!checked.ok) {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(checked.error));
    return;
  }
  const byHash = new Map(checked.value.tokens.map((t) => [hashToken(t), t]));
  const rows = await store.listMatches([...byHash.keys()]);
  const matches: MatchSummary[] = rows.map((r) => ({
    matchId: r.id,
    game: r.game,
    seat: r.seat,
    token: byHash.get(r.tokenHash) ?? '',
    version: r.version,
    over: r.ended,
    createdAt: r.createdAt,
  }));
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ matches }));
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = await openStore(config);
  // Every game's rules (Disc Wars: Rapier) load before the first client: loading them at a
  // room's first open held the event loop for 0.3-0.8 s.
  await Promise.all(GAME_IDS.map((id) => loadServerGame(id)));
  const http = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/matches' || url.startsWith('/api/matches?')) {
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
        return;
      }
      listMatches(store, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    if (config.staticDir) serveStatic(config.staticDir, req, res);
    else res.writeHead(404).end();
  });
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: 4 * MAX_MESSAGE_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...clusterOptions(config),
  });
  const threads = startThreads();
  const ctx = {
    store,
    config,
    addresses: new AddressCounter(config.roomsPerAddress),
    live: new Set<string>(),
    now: () => Date.now(),
    // Several processes share the store only with Redis: then each room claims its match.
    claims: config.redisUrl ? roomClaimsOf(store) : null,
    processId,
    closing: false,
    threads,
    restorer: new Restorer(threads.replay),
  };
  gameServer.define(ROOM_NAME, matchRoomClass(ctx)).filterBy(['match']);
  await gameServer.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    store,
    async close() {
      ctx.closing = true;
      await gameServer.gracefullyShutdown(false);
      await threads.close();
      await store.close();
    },
  };
}
