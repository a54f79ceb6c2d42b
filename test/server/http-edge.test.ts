/**
 * Issue 23, item 2: bounded HTTP. Bodies over the limit are refused while they come (a declared
 * length before a byte is read, a streamed one as it passes the limit), on every route; only
 * `/colyseus/matchmake/…` reaches the matchmaker; CORS answers only allowed origins; the app's
 * files carry the security headers. Through raw sockets against the real server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild, tempDataDir, type Child } from './helpers.ts';

const ALLOWED = 'https://play.example.org';
const MATCHMAKE = '/colyseus/matchmake/joinOrCreate/match';
const CREATE = JSON.stringify({ create: { game: 'battleline', options: {}, seat: 0 } });

let server: Child;

beforeAll(async () => {
  server = await startChild(tempDataDir(), await freePort(), {
    TABLETOP_ALLOWED_ORIGINS: ALLOWED,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function post(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Server RSS in MB (Linux), or null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Sends only the head of a request declaring `length` bytes of body: what comes back, and when. */
function declareOnly(port: number, path: string, length: number) {
  return new Promise<{ text: string; ms: number; closed: boolean }>((resolve, reject) => {
    const t0 = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - t0, closed: true }));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    );
    // Never sends the body: a server that waits for it answers nothing.
    setTimeout(() => {
      resolve({ text, ms: Date.now() - t0, closed: false });
      socket.destroy();
    }, 8000);
  });
}

/** Streams up to `total` bytes of body without a length; what came back and how much was sent. */
function stream(port: number, path: string, total: number) {
  return new Promise<{ status: number; body: string; sent: number; ms: number }>((resolve) => {
    const t0 = Date.now();
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let done = false;
    const finish = (status: number, body: string) => {
      if (done) return;
      done = true;
      resolve({ status, body, sent, ms: Date.now() - t0 });
    };
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => finish(res.statusCode ?? 0, body));
    });
    req.on('error', () => finish(0, ''));
    const write = (): void => {
      while (sent < total && !done) {
        sent += chunk.length;
        if (
          !req.write(sent === chunk.length ? Buffer.from('{"match":"' + 'a'.repeat(65526)) : chunk)
        )
          return void req.once('drain', write);
      }
      if (!done) req.end('"}');
    };
    write();
  });
}

describe('request bodies are bounded while they are read', () => {
  it('refuses a declared body over the limit at once, without reading it, on every route', async () => {
    for (const path of [MATCHMAKE, '/api/matches', '/', '/colyseus/matchmake/create/match']) {
      const r = await declareOnly(server.port, path, 64 * 1024 * 1024);
      expect(r.text, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(r.text, path).toContain('"code":"too-large"');
      expect(r.closed, path).toBe(true);
      expect(r.ms, path).toBeLessThan(6000);
    }
  });

  it('refuses a streamed 64 MB body as it passes the limit; the server does not grow', async () => {
    const before = rssMb(server.proc.pid!);
    for (const path of [MATCHMAKE, '/api/matches']) {
      const r = await stream(server.port, path, 64 * 1024 * 1024);
      expect(r.status, path).toBe(413);
      expect(JSON.parse(r.body).code, path).toBe('too-large');
      // What the kernel buffers took before the server stopped reading, not the whole body.
      expect(r.sent, path).toBeLessThan(24 * 1024 * 1024);
    }
    const after = rssMb(server.proc.pid!);
    if (before !== null && after !== null) expect(after - before).toBeLessThan(40);
  });

  it('still answers a body within the limit', async () => {
    const r = await post(server.port, '/api/matches', JSON.stringify({ tokens: [] }));
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ matches: [] });
  });
});

describe('only /colyseus/matchmake/ reaches the matchmaker', () => {
  it('creates a match there and nowhere else', async () => {
    for (const path of [
      '/anything/matchmake/create/match',
      '/colyseus/x/matchmake/create/match',
      '/api/matches/matchmake/create/match',
      '/colyseus/matchmakex/create/match',
      '/?/colyseus/matchmake/create/match',
      '/colyseus/matchmake/create/match/extra',
    ]) {
      const r = await post(server.port, path, CREATE);
      expect(r.status, path).not.toBe(200);
      expect(r.body, path).not.toContain('"room"');
    }
    const ok = await post(server.port, '/colyseus/matchmake/create/match', CREATE);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).room.name).toBe('match');
  });
});

describe('CORS answers only the allowed origins', () => {
  it('never echoes another origin, never with a wildcard', async () => {
    for (const path of [MATCHMAKE, '/api/matches']) {
      for (const method of ['OPTIONS', 'POST']) {
        const evil = await post(
          server.port,
          path,
          method === 'POST' ? JSON.stringify({ tokens: [] }) : '',
          { Origin: 'https://evil.example' },
          method,
        );
        expect(evil.headers['access-control-allow-origin'], `${method} ${path}`).toBeUndefined();
        expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
        const good = await post(
          server.port,
          path,
          method === 'POST' ? JSON.stringify({ tokens: [] }) : '',
          { Origin: ALLOWED },
          method,
        );
        expect(good.headers['access-control-allow-origin'], `${method} ${path}`).toBe(ALLOWED);
        expect(good.headers['access-control-allow-credentials']).toBe('true');
      }
    }
    const none = await post(server.port, MATCHMAKE, '', {}, 'OPTIONS');
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the app's files carry security headers", () => {
  it('CSP fitting the app, nosniff, referrer policy, never framed', async () => {
    // In this process: the server serves a static directory only outside --game-only.
    const { configFromEnv } = await import('../../src/server/config.ts');
    const { startServer } = await import('../../src/server/app-server.ts');
    const root = join(tempDataDir(), 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'assets', 'a.js'), 'export {};');
    const config = configFromEnv(
      { TABLETOP_DATA_DIR: tempDataDir(), PORT: '0' },
      { staticDir: root },
    );
    const s = await startServer(config);
    try {
      for (const path of ['/', '/assets/a.js', '/missing']) {
        const r = await post(s.port, path, '', {}, 'GET');
        const csp = String(r.headers['content-security-policy']);
        expect(csp, path).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
        expect(csp).toContain("connect-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain("'unsafe-eval'");
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['referrer-policy']).toBe('no-referrer');
        expect(r.headers['x-frame-options']).toBe('DENY');
      }
    } finally {
      await s.close();
    }
  });
});
