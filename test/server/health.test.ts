/**
 * Issue 27: `/readyz`'s verdict (health.ts) from its sources: ready only when not draining, the
 * store answers and Redis (when configured) answers; a store that hangs counts as down.
 */
import { describe, expect, it } from 'vitest';
import { readiness } from '../../src/server/health.ts';
import type { RedisWatch } from '../../src/server/redis-watch.ts';

const answering = { ping: () => Promise.resolve() };
const redisUp = { reachable: () => Promise.resolve(true) } as unknown as RedisWatch;
const redisDown = { reachable: () => Promise.resolve(false) } as unknown as RedisWatch;

describe('readiness', () => {
  it('ready with an answering store and Redis', async () => {
    const r = await readiness({ store: answering, redis: redisUp, draining: () => false });
    expect(r).toEqual({ ready: true, draining: false, store: true, redis: true });
  });

  it('not ready while draining', async () => {
    const r = await readiness({ store: answering, redis: null, draining: () => true });
    expect(r.ready).toBe(false);
    expect(r.draining).toBe(true);
  });

  it('not ready when the store refuses or never answers', async () => {
    const refusing = { ping: () => Promise.reject(new Error('ECONNREFUSED')) };
    const hanging = { ping: () => new Promise<void>(() => undefined) };
    for (const store of [refusing, hanging]) {
      const r = await readiness({ store, redis: null, draining: () => false });
      expect(r).toEqual({ ready: false, draining: false, store: false });
    }
  });

  it('not ready when Redis is down', async () => {
    const r = await readiness({ store: answering, redis: redisDown, draining: () => false });
    expect(r).toEqual({ ready: false, draining: false, store: true, redis: false });
  });
});
