/**
 * A small static file server for the production build, on a free loopback port; it answers the
 * game server's lobby list as empty (Home asks it on every visit).
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export interface StaticServer {
  readonly url: string;
  /** Bytes served per path (summed over repeated requests) since the last reset. */
  readonly served: Map<string, number>;
  close(): Promise<void>;
}

export async function serveDir(root: string): Promise<StaticServer> {
  const served = new Map<string, number>();
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    // Home asks the game server's lobby (Open games); with no game server here, nobody waits.
    if (path === '/api/lobby') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ open: [], live: [], now: Date.now() }));
      return;
    }
    const rel = normalize(path === '/' ? '/index.html' : path).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(root, rel));
      served.set(rel, (served.get(rel) ?? 0) + body.length);
      // Built assets have content-hashed names: cache them for good, as a real host would.
      const cache = rel.includes('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, {
        'content-type': TYPES[extname(rel)] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${addr.port}/`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
