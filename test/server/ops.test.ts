/**
 * Issue 27: what an operator reads from one real server process (SQLite): `/healthz` and
 * `/readyz` on the app's own port, through real HTTP. (With Redis and PostgreSQL, and their
 * outages: ops-cluster.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST, freePort, httpGet, startChild, tempDataDir, type Child } from './helpers.ts';

let server: Child;

beforeAll(async () => {
  server = await startChild(tempDataDir(), await freePort(), { ...FAST });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('health endpoints', () => {
  it('/healthz answers 200 while the process runs', async () => {
    const r = await httpGet(server.port, '/healthz');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the store answers (no Redis configured: not checked)', async () => {
    const r = await httpGet(server.port, '/readyz');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({
      status: 'ready',
      ready: true,
      draining: false,
      store: true,
    });
  });

  it('only GET and HEAD', async () => {
    expect((await httpGet(server.port, '/readyz', 'POST')).status).toBe(405);
    expect((await httpGet(server.port, '/healthz', 'HEAD')).status).toBe(200);
  });
});
