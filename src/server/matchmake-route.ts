/**
 * Colyseus' matchmaking HTTP route, `POST /colyseus/matchmake/<method>/<room>`, answered here
 * instead of by `Server`'s own handler (which took any URL containing "/matchmake", read the body
 * whole before any check and echoed any Origin with credentials). The body arrives already read
 * within the limit (http-edge.ts); the answer is Colyseus' own (`matchMaker.controller`), so
 * colyseus.js sees no difference: 200 with the seat reservation, or 200 with `{ code, error }`.
 * A `gate` may refuse a request at once, before Colyseus sees it (cluster.ts: Redis down, or the
 * match's room held by a process that stopped answering).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { getBearerToken, matchMaker } from '@colyseus/core';
import { SERVER_PATH } from '../net/protocol.ts';
import { answeredBeforePost, json } from './http-edge.ts';

/** Only paths under this exact prefix reach the matchmaker. */
export const MATCHMAKE_PREFIX = `${SERVER_PATH}/${matchMaker.controller.matchmakeRoute}/`;

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

export async function matchmake(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
  address: string,
  cors: OutgoingHttpHeaders,
  gate: (options: unknown) => Promise<string | null> = () => Promise.resolve(null),
): Promise<void> {
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
    res.writeHead(503, cors).end();
    return;
  }
  if (answeredBeforePost(req, res, cors)) return;
  const [method = '', roomName = '', ...rest] = path.slice(MATCHMAKE_PREFIX.length).split('/');
  if (!NAME.test(method) || !NAME.test(roomName) || rest.length > 0) {
    json(res, 404, { code: 'not-found', error: 'not-found: No such matchmaking route.' }, cors);
    return;
  }
  let answer: unknown;
  try {
    const options: unknown = JSON.parse(body.toString('utf8'));
    // `code: message`, as every refusal.
    const refused = await gate(options);
    if (refused !== null) {
      json(res, 200, { code: refused.split(':')[0], error: refused }, cors);
      return;
    }
    answer = await matchMaker.controller.invokeMethod(method, roomName, options as object, {
      token: getBearerToken(req.headers.authorization ?? ''),
      headers: req.headers,
      ip: address,
      req,
    });
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    answer = { code: err.code, error: err.message };
  }
  json(res, 200, answer, cors);
}
