/**
 * What every HTTP request meets before any route (docs/online.md, "Limits"): a body of at most
 * MAX_BODY_BYTES, refused with 413 as soon as it is known to be larger (a Content-Length over the
 * limit before a byte is read; a streamed body as its bytes pass the limit), after which the
 * connection is closed; CORS headers only for the origins the configuration allows; and the
 * security headers of the app's pages and files (a Content-Security-Policy fitting the app).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { MAX_MESSAGE_BYTES } from '../net/protocol.ts';

/** The largest request body any route reads: join options or a match list, as JSON. */
export const MAX_BODY_BYTES = MAX_MESSAGE_BYTES;

/** A Content-Length over `limit` (or malformed): the body can be refused before it is read. */
export function declaredTooLarge(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const declared = req.headers['content-length'];
  if (declared === undefined) return false;
  return !/^\d+$/.test(declared) || Number(declared) > limit;
}

/**
 * The whole body, or null as soon as more than `limit` bytes have come (nothing more is kept or
 * read; the caller answers with `refuseTooLarge`, which closes the connection).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  if (declaredTooLarge(req, limit)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
    // The client went away before the end: nothing to answer.
    req.once('close', () => {
      if (!req.readableEnded) reject(new Error('request aborted'));
    });
  });
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(JSON.stringify(body));
}

/** How long a refused connection stays half-open (answer sent, nothing read) before it is closed. */
export const LINGER_MS = 1000;

/**
 * 413 `too-large`, written on the socket itself and followed by its end; the rest of the body is
 * never read. Node's own answer path would read and discard the whole body (or, with
 * `Connection: close`, reset the connection at once, losing the answer at a client still
 * sending): here the connection stays half-open, unread (the client's sending stalls once the
 * buffers fill), for LINGER_MS so the client can read the answer, then it is destroyed. `error`
 * carries `code: message` as every refusal does (colyseus.js shows a matchmaking error's `error`).
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const message = `The request body is larger than ${MAX_BODY_BYTES} bytes.`;
  const body = JSON.stringify({ code: 'too-large', message, error: `too-large: ${message}` });
  const socket = req.socket;
  req.pause();
  if (res.headersSent || socket.destroyed) {
    socket.destroy();
    return;
  }
  socket.end(
    'HTTP/1.1 413 Payload Too Large\r\n' +
      'Content-Type: application/json\r\n' +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * CORS answer headers for a request: the request's own `Origin` only when it is one of `allowed`
 * (then with credentials, as colyseus.js asks); none at all otherwise, so a page elsewhere cannot
 * read any answer. A page on the server's own origin needs none.
 */
export function corsHeaders(req: IncomingMessage, allowed: readonly string[]): OutgoingHttpHeaders {
  const origin = req.headers.origin;
  const base: OutgoingHttpHeaders = { Vary: 'Origin' };
  if (!origin || !allowed.includes(origin)) return base;
  return {
    ...base,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
    'Access-Control-Max-Age': '600',
  };
}

/**
 * The Content-Security-Policy of the app: its own scripts, WebAssembly compiled from them (Rapier
 * is a wasm module: 'wasm-unsafe-eval', no 'unsafe-eval'), workers from its own files (the bot),
 * style attributes (a few panels size bars and swatches with `style="…"`), pictures drawn into
 * blob: URLs, the `data:,` favicon, and connections to this origin only (pages, /api, the game
 * server's WebSocket) — with several processes (`anyWebSocket`), also WebSockets elsewhere: a room
 * is reached at its process's public address, which this process does not know. Never framed.
 */
export function contentSecurityPolicy(opts: { readonly anyWebSocket: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${opts.anyWebSocket ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every static answer (pages, scripts, their errors). */
export function securityHeaders(csp: string): OutgoingHttpHeaders {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * A POST-only JSON route's preflight and method check: answers `OPTIONS` (204 with the CORS
 * headers) and any other method but POST (405); true when it answered.
 */
export function answeredBeforePost(
  req: IncomingMessage,
  res: ServerResponse,
  cors: OutgoingHttpHeaders,
): boolean {
  if (req.method === 'OPTIONS') res.writeHead(204, cors).end();
  else if (req.method !== 'POST') res.writeHead(405, { ...cors, Allow: 'POST, OPTIONS' }).end();
  else return false;
  return true;
}
