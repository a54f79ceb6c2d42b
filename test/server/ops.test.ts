/**
 * Issue 27: what an operator reads from one real server process (SQLite): `/healthz` and
 * `/readyz` on the app's own port, and `/metrics` on its own listener scraped during a real game
 * (colyseus.js clients), through real HTTP. (With Redis and PostgreSQL, and their outages:
 * ops-cluster.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST,
  freePort,
  httpGet,
  seatTwo,
  startChild,
  tempDataDir,
  type Child,
} from './helpers.ts';
import { Playthrough } from './playthrough.ts';

let server: Child;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startChild(tempDataDir(), await freePort(), {
    ...FAST,
    TABLETOP_METRICS_ADDRESS: `127.0.0.1:${metricsPort}`,
  });
}, 120_000);

/** The value of one sample line (`name{labels} value`) of a scrape; 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

async function scrape(): Promise<string> {
  const r = await httpGet(metricsPort, '/metrics');
  expect(r.status).toBe(200);
  expect(r.type).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.body;
}
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

describe('metrics', () => {
  it('is not served on the public port', async () => {
    expect((await httpGet(server.port, '/metrics')).status).toBe(404);
  });

  it('a game moves the move counters and histograms; no match id or token is exposed', async () => {
    const before = await scrape();
    const { a, b, wa, wb } = await seatTwo(server.port, server.port, 'battleline', {
      tactics: false,
    });
    const game = new Playthrough([a, b], (n, version) => version % n);
    await game.run(6);
    // One move for a version long gone by: refused with its code.
    const r0 = a.received.length;
    a.room.send('move', { move: game.played[0], version: 99 });
    const refused = await a.waitFor('refused', () => true, r0);
    const after = await scrape();
    const delta = (name: string) => sample(after, name) - sample(before, name);
    expect(delta('tabletop_moves_accepted_total')).toBe(6);
    expect(delta(`tabletop_moves_refused_total{code="${refused.code}"}`)).toBe(1);
    expect(delta('tabletop_move_seconds_count')).toBe(7);
    expect(delta('tabletop_move_seconds_sum')).toBeGreaterThan(0);
    expect(delta('tabletop_store_commit_seconds_count')).toBe(6);
    expect(delta('tabletop_move_seconds_bucket{le="+Inf"}')).toBe(7);
    expect(sample(after, 'tabletop_rooms')).toBe(1);
    expect(sample(after, 'tabletop_seated_players')).toBe(2);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    for (const secret of [wa.matchId, wa.token!, wb.token!, wa.invite!])
      expect(after).not.toContain(secret);
    await a.leave();
    await b.leave();
  });
});
