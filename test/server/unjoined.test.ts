/**
 * No free rows (issue 23), through the real server: matchmaking `create` calls over HTTP without
 * a WebSocket used to leave a permanent match row each. Now each address may create
 * TABLETOP_CREATES_PER_MIN matches a minute (the rest are refused `rate-limited` before anything
 * is stored), and a match whose creator never came is dropped when its room closes (here after
 * the 2 s Colyseus keeps the creator's seat). A match whose creator did come is kept.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

function rows(dataDir: string): number {
  const db = new Database(join(dataDir, 'tabletop.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM matches').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('matches created without a WebSocket', () => {
  it('are limited per address and minute, and dropped when nobody came for them', async () => {
    const dataDir = tempDataDir();
    server = await startChild(dataDir, await freePort(), {
      TABLETOP_CREATES_PER_MIN: '5',
      COLYSEUS_SEAT_RESERVATION_TIME: '2',
    });
    // A creator who comes: its match stays.
    const a = await TestClient.connect(server.port, 'create', {
      create: { game: 'battleline', options: {}, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    const answers: { code?: number; error?: string; room?: unknown }[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await fetch(`http://127.0.0.1:${server.port}/colyseus/matchmake/create/match`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ create: { game: 'battleline', options: {}, seat: 0 } }),
      });
      answers.push((await r.json()) as (typeof answers)[number]);
    }
    expect(answers.filter((x) => x.room).length).toBe(4);
    const refused = answers.filter((x) => !x.room);
    expect(refused.length).toBe(26);
    for (const x of refused) expect(x.error).toMatch(/^rate-limited: /);
    expect(rows(dataDir)).toBeLessThanOrEqual(5);
    // Nobody came for the 4: their rooms close after the seat reservation, their rows go.
    const deadline = Date.now() + 20_000;
    while (rows(dataDir) > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(rows(dataDir)).toBe(1);
    // The match whose creator came is still there, and playable.
    const s = await TestClient.connect(server.port, 'joinOrCreate', { match: wa.matchId });
    expect((await s.waitFor('welcome')).matchId).toBe(wa.matchId);
    for (const c of [a, s]) await c.leave();
  });
});
