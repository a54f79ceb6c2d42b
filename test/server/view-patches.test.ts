import { getMessageBytes, Protocol } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewMessage, ViewPatch } from '../../src/net/protocol.ts';
import { utf8Length } from '../../src/net/view-patch.ts';
import {
  chooser,
  FAST,
  freePort,
  seatTwo,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
} from './helpers.ts';

let server: Child;
beforeAll(async () => {
  server = await startChild(tempDataDir(), await freePort(), FAST);
});
afterAll(async () => {
  await server?.stop();
});

const size = (x: unknown) => utf8Length(JSON.stringify(x));

function patches(c: TestClient): ViewPatch[] {
  return c.received.flatMap((r) => (r.type === 'patch' ? [r.payload] : []));
}

/** Every string anywhere in a JSON value. */
function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x !== null && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

describe('views after the first come as patches', () => {
  it('each connection gets its first view whole, then patches of its own seat only', async () => {
    const { a, b, wa } = await seatTwo(server.port, server.port, 'battleline');
    const pick = chooser(3);
    const clients = [a, b];
    const hands0 = new Map<number, Set<string>>();
    let version = 0;
    for (; version < 16; version++) {
      const va = await a.waitFor('view', (v) => v.version === version);
      hands0.set(version, new Set((va.view as { hand: string[] }).hand));
      const toMove = va.toMove!;
      const mine = await clients[toMove]!.waitFor('view', (v) => v.version === version);
      clients[toMove]!.room.send('move', {
        move: mine.legal[pick(mine.legal.length)],
        version,
      });
      if (version === 8) {
        // A spectator joining late: the whole view first, then patches.
        const s = await TestClient.connect(server.port, 'joinOrCreate', { match: wa.matchId });
        clients.push(s);
      }
    }
    await a.waitFor('view', (v) => v.version === version);
    const late = clients[2]!;
    await late.waitFor('view', (v) => v.version === version);
    for (const c of clients) {
      const kinds = c.received.filter((r) => r.type === 'view' || r.type === 'patch');
      // The first view of a connection is whole (its received list starts with the view).
      expect(kinds[0]!.type).toBe('view');
      expect(patches(c).length).toBeGreaterThan(c === late ? 4 : 12);
      // Each patch frame is shorter than the frame of the whole view it makes.
      const patchFrames = c.frames.filter((f) => f.startsWith('\x0d\xa5patch'));
      const made = c.received.flatMap((r, k) =>
        r.type === 'patch' ? [c.received[k + 1]!.payload as ViewMessage] : [],
      );
      expect(patchFrames.length).toBe(made.length);
      let i = 0;
      for (const [k, f] of patchFrames.entries()) {
        const whole = getMessageBytes.raw(Protocol.ROOM_DATA, 'view', made[k]!);
        expect(f.length).toBeLessThan(whole.length);
        // Smaller as JSON text too.
        expect(size(c.received.filter((r) => r.type === 'patch')[k]!.payload)).toBeLessThan(
          size(made[k]),
        );
        i++;
      }
      expect(i).toBeGreaterThan(0);
    }
    // Seat 1's and the spectator's patches never name a card in seat 0's hand at that version.
    for (const c of [b, late]) {
      for (let j = 0; j < c.received.length; j++) {
        const r = c.received[j]!;
        if (r.type !== 'patch') continue;
        const v = c.received[j + 1]!.payload as ViewMessage;
        const hidden = hands0.get(v.version);
        if (!hidden || v.outcome) continue;
        const prev = hands0.get(v.version - 1) ?? hidden;
        for (const s of strings(r.payload.ops))
          expect(hidden.has(s) && prev.has(s), `${s} at v${v.version}`).toBe(false);
      }
    }
    // What the patches made is what the server would send whole now (`sync`).
    for (const c of clients) {
      const made = c.last('view')!;
      const from = c.received.length;
      c.room.send('sync', {});
      const whole = await c.waitFor('view', () => true, from);
      expect(c.received[from]!.type).toBe('view');
      expect(whole).toEqual(made);
      await c.leave();
    }
  });

  it('a patch on a base the client does not hold makes it ask for the whole view', async () => {
    const { a, b } = await seatTwo(server.port, server.port, 'battleline');
    const v0 = await a.waitFor('view');
    const mover = v0.toMove === 0 ? a : b;
    const mine = await mover.waitFor('view');
    // Forget the view the next patch applies to: the client asks `sync` and gets it whole.
    mover.forgetView();
    const from = mover.received.length;
    mover.room.send('move', { move: mine.legal[0], version: 0 });
    const after = await mover.waitFor('view', (v) => v.version === 1, from);
    const kinds = mover.received
      .slice(from)
      .map((r) => r.type)
      .filter((t) => t === 'view' || t === 'patch');
    expect(kinds.slice(0, 2)).toEqual(['patch', 'view']);
    expect(after.version).toBe(1);
    await a.leave();
    await b.leave();
  });
});
