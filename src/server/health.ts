/**
 * Health endpoints for load balancers and orchestrators (docs/deploy.md, "Endpoints"), answered
 * by the HTTP edge before any static file: `GET /healthz` is 200 while the process runs (a
 * liveness probe: restart the process when it fails); `GET /readyz` is 200 only when the store
 * answers and, with REDIS_URL, Redis does too, and 503 while the process drains after SIGTERM or
 * a dependency is down (a readiness probe: send no new players here meanwhile). Each check is
 * bounded by CHECK_MS, so a hung dependency answers 503, not a hung probe. The answer names only
 * which checks failed: no address, URL or error text.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from './http-edge.ts';
import type { RedisWatch } from './redis-watch.ts';

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** The longest one readiness check may take. */
export const CHECK_MS = 1000;

export interface HealthSources {
  /** The match store; its `ping()`, when it has one, must answer. */
  readonly store: object;
  readonly redis: RedisWatch | null;
  draining(): boolean;
}

export interface Readiness {
  readonly ready: boolean;
  readonly draining: boolean;
  readonly store: boolean;
  readonly redis?: boolean;
}

function within<T>(p: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p,
    new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms))),
  ]).finally(() => clearTimeout(timer));
}

async function storeAnswers(store: object): Promise<boolean> {
  const ping = (store as { ping?: () => Promise<void> }).ping;
  if (typeof ping !== 'function') return true;
  return within(
    ping.call(store).then(
      () => true,
      () => false,
    ),
    CHECK_MS,
    false,
  );
}

export async function readiness(s: HealthSources): Promise<Readiness> {
  const draining = s.draining();
  const [store, redis] = await Promise.all([
    storeAnswers(s.store),
    s.redis ? s.redis.reachable(CHECK_MS) : Promise.resolve(undefined),
  ]);
  const ready = !draining && store && redis !== false;
  return { ready, draining, store, ...(redis === undefined ? {} : { redis }) };
}

/** Answers `/healthz` or `/readyz` (the caller checked the path against HEALTH_PATHS). */
export async function health(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  s: HealthSources,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (path === '/healthz') return json(res, 200, { status: 'ok' });
  const r = await readiness(s);
  json(res, r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not-ready', ...r });
}
