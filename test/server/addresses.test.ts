/**
 * Issue 23, item 4: the per-address limit counts the socket's address; X-Forwarded-For and
 * X-Real-IP are believed only from a proxy in TABLETOP_TRUSTED_PROXIES, and then only their
 * right-most untrusted hop. Real colyseus.js clients (which send the given headers on both the
 * matchmaking request and the WebSocket) against the real server.
 */
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild, tempDataDir, type Child } from './helpers.ts';

const LIMIT = 50;
let plain: Child;
let proxied: Child;
let starting: Promise<Child>[] = [];
const rooms: Room[] = [];

beforeAll(async () => {
  starting = [
    startChild(tempDataDir(), await freePort()),
    startChild(tempDataDir(), await freePort(), {
      TABLETOP_TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8',
    }),
  ];
  [plain, proxied] = (await Promise.all(starting)) as [Child, Child];
}, 120_000);
afterAll(async () => {
  await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
  // Both, even if one did not start in time.
  await Promise.all(
    starting.map((c) =>
      c.then(
        (s) => s.stop(),
        () => undefined,
      ),
    ),
  );
});

/** A match on `port` with its creator seated (one connection from 127.0.0.1). */
async function newMatch(port: number): Promise<string> {
  const room = await new Client(`ws://127.0.0.1:${port}/colyseus`).create('match', {
    create: { game: 'battleline', options: {}, seat: 0 },
  });
  rooms.push(room);
  return new Promise((resolve) =>
    room.onMessage('welcome', (w: { matchId: string }) => resolve(w.matchId)),
  );
}

/** A spectator join with `headers`: 'ok', or the refusal code. */
async function watch(port: number, match: string, headers: Record<string, string> = {}) {
  const client = new Client(`ws://127.0.0.1:${port}/colyseus`, { headers });
  try {
    const room = await client.joinOrCreate('match', { match });
    room.onMessage('*', () => undefined);
    rooms.push(room);
    return 'ok';
  } catch (e) {
    return /^([a-z-]+):/.exec((e as Error).message)?.[1] ?? (e as Error).message;
  }
}

describe('the per-address limit', () => {
  it('counts the socket address; forged forwarding headers change nothing', async () => {
    const match = await newMatch(plain.port);
    for (let i = 1; i < LIMIT; i++) expect(await watch(plain.port, match)).toBe('ok');
    expect(await watch(plain.port, match)).toBe('too-many-rooms');
    const forged: string[] = [];
    for (let i = 0; i < 30; i++) {
      const other = `198.51.100.${i + 1}`;
      forged.push(
        await watch(
          plain.port,
          match,
          i % 2 ? { 'X-Forwarded-For': other } : { 'X-Real-IP': other },
        ),
      );
    }
    expect(forged).toEqual(Array(30).fill('too-many-rooms'));
  });

  it('believes a trusted proxy, taking the right-most untrusted hop', async () => {
    const match = await newMatch(proxied.port);
    const client = '203.0.113.7';
    // Through the proxy (127.0.0.1), which appends the address it saw.
    for (let i = 0; i < LIMIT; i++)
      expect(await watch(proxied.port, match, { 'X-Forwarded-For': client })).toBe('ok');
    expect(await watch(proxied.port, match, { 'X-Forwarded-For': client })).toBe('too-many-rooms');
    // What the client wrote left of its own address is not believed...
    expect(await watch(proxied.port, match, { 'X-Forwarded-For': `192.0.2.1, ${client}` })).toBe(
      'too-many-rooms',
    );
    // ...nor does a chain of trusted proxies hide it...
    expect(
      await watch(proxied.port, match, { 'X-Forwarded-For': `192.0.2.1, ${client}, 10.1.2.3` }),
    ).toBe('too-many-rooms');
    // ...and another client behind the proxy is counted on its own, by X-Real-IP too.
    expect(await watch(proxied.port, match, { 'X-Forwarded-For': '203.0.113.8' })).toBe('ok');
    expect(await watch(proxied.port, match, { 'X-Real-IP': '203.0.113.9' })).toBe('ok');
    // The creator's own address (127.0.0.1, no header) still has room.
    expect(await watch(proxied.port, match)).toBe('ok');
  });
});
