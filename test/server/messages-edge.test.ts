/**
 * Issue 23, item 7: the smaller holes. Message types Colyseus treats specially are refused like
 * any unknown type (`__no_message_handler` closed the socket without a word; `'*'` was taken as a
 * type with its payload as the type); a client flooding past the rate limit is disconnected;
 * chat drops bidirectional overrides; SQLite can sync every commit. Real colyseus.js clients
 * against the real server.
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_FLOODED } from '../../src/net/protocol.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { freePort, seatTwo, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

let server: Child;

beforeAll(async () => {
  server = await startChild(tempDataDir(), await freePort(), {
    TABLETOP_RATE_BURST: '20',
    TABLETOP_RATE_PER_S: '5',
    TABLETOP_SQLITE_SYNC: 'full',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function spectator(match: string): Promise<TestClient> {
  const s = await TestClient.connect(server.port, 'joinOrCreate', { match });
  await s.waitFor('view');
  // The kept chat comes after the view (it is read from the store): all that joining sends.
  await s.waitFor('chat-log');
  return s;
}

describe('message types', () => {
  it('refuses __no_message_handler and * like any unknown type, and stays connected', async () => {
    const { a, b, wa } = await seatTwo(server.port, server.port, 'battleline');
    const s = await spectator(wa.matchId);
    let closed: number | null = null;
    s.room.onLeave((code) => (closed = code));
    for (const [type, payload] of [
      ['__no_message_handler', {}],
      ['__no_message_handler', 'sync'],
      ['*', 'sync'],
      ['*', { type: 'sync' }],
      ['constructor', {}],
      ['teleport', {}],
    ] as const) {
      const from = s.received.length;
      s.room.send(type, payload);
      const r = await s.waitFor('refused', () => true, from);
      expect(r.code, type).toBe('bad-message');
      expect(r.of, type).toBe(type);
      // Nothing else came back: no view sent for a '*' carrying 'sync'.
      expect(s.received.slice(from).map((m) => m.type)).toEqual(['refused']);
    }
    // Still connected: a real `sync` is answered.
    const from = s.received.length;
    s.room.send('sync', {});
    await s.waitFor('view', () => true, from);
    expect(closed).toBeNull();
    for (const c of [a, b, s]) await c.leave();
  });
});

describe('flooding', () => {
  it('disconnects a client that keeps sending past the rate limit', async () => {
    const { a, b, wa } = await seatTwo(server.port, server.port, 'battleline');
    const s = await spectator(wa.matchId);
    const left = new Promise<number>((resolve) => a.room.onLeave((code) => resolve(code)));
    const from = a.received.length;
    for (let i = 0; i < 200; i++) a.room.send('chat', { text: `flood ${i}` });
    const code = await Promise.race([
      left,
      new Promise((r) => setTimeout(() => r('open'), 15_000)),
    ]);
    expect(code).toBe(CLOSE_FLOODED);
    const refusals = a.received.slice(from).filter((m) => m.type === 'refused');
    // 20 within the burst, then 20 refused (a few more if the server is slow to read them), then
    // gone (was: 180 refusals and still connected).
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(40);
    // The others heard only the chat lines within the rate.
    await new Promise((r) => setTimeout(r, 300));
    expect(s.received.filter((m) => m.type === 'chat').length).toBeLessThanOrEqual(40);
    // No transparent reconnection for the flooder; joining again with its token starts afresh.
    const reconnect = new Client(`ws://127.0.0.1:${server.port}/colyseus`).reconnect(
      a.room.reconnectionToken,
    );
    await expect(reconnect).rejects.toThrow();
    const again = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      token: wa.token,
    });
    expect((await again.waitFor('welcome')).seat).toBe(0);
    const g = again.received.length;
    again.room.send('sync', {});
    await again.waitFor('view', () => true, g);
    // A client past the rate only briefly stays: 30 at once are 20 answered, 10 refused.
    const from2 = b.received.length;
    for (let i = 0; i < 30; i++) b.room.send('chat', { text: `hi ${i}` });
    await b.waitFor('refused', (r) => r.code === 'rate-limited', from2);
    await new Promise((r) => setTimeout(r, 300));
    const f = b.received.length;
    await new Promise((r) => setTimeout(r, 1000));
    b.room.send('sync', {});
    await b.waitFor('view', () => true, f);
    for (const c of [b, s, again]) await c.leave();
  });
});

describe('chat', () => {
  it('drops bidirectional embeddings, overrides and isolates', async () => {
    const { a, b } = await seatTwo(server.port, server.port, 'battleline');
    const from = b.received.length;
    a.room.send('chat', {
      text: '\u202Ea\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069 gg',
    });
    const line = await b.waitFor('chat', () => true, from);
    expect(line.text).toBe('abcdefgh gg');
    // Only overrides: nothing left to say.
    const f = a.received.length;
    a.room.send('chat', { text: '\u202E\u2066' });
    expect((await a.waitFor('refused', () => true, f)).code).toBe('bad-chat');
    for (const c of [a, b]) await c.leave();
  });
});

describe('SQLite synchronous', () => {
  it('is normal by default and full when asked; the server plays with full', async () => {
    const normal = new SqliteStore(tempDataDir());
    expect(normal.synchronous).toBe('normal');
    await normal.close();
    const full = new SqliteStore(tempDataDir(), { synchronous: 'full' });
    expect(full.synchronous).toBe('full');
    await full.close();
    // This file's server runs with TABLETOP_SQLITE_SYNC=full: a move is acknowledged.
    const { a, b } = await seatTwo(server.port, server.port, 'battleline');
    const va = await a.waitFor('view');
    const mover = va.toMove === 0 ? a : b;
    const v = await mover.waitFor('view', (x) => x.legal.length > 0);
    const f = mover.received.length;
    mover.room.send('move', { move: v.legal[0], version: v.version });
    await mover.waitFor('view', (x) => x.version === v.version + 1, f);
    for (const c of [a, b]) await c.leave();
  });
});
