import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

let server: Child;

beforeAll(async () => {
  server = await startChild(tempDataDir(), await freePort(), {
    TABLETOP_RATE_BURST: '20',
    TABLETOP_RATE_PER_S: '5',
  });
});
afterAll(async () => {
  await server?.stop();
});

async function refusedAfter(c: TestClient, send: () => void): Promise<string> {
  const from = c.received.length;
  send();
  const r = await c.waitFor('refused', () => true, from);
  return r.code;
}

describe('the server refuses bad input and changes nothing', () => {
  it('seats by token and invite, refuses every bad move and join', async () => {
    const a = await TestClient.connect(server.port, 'create', {
      create: { game: 'battleline', options: {}, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    expect(wa.seat).toBe(0);
    expect(wa.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(wa.invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const match = wa.matchId;
    const b = await TestClient.connect(server.port, 'joinOrCreate', { match, invite: wa.invite });
    const wb = await b.waitFor('welcome');
    expect(wb.seat).toBe(1);
    expect(wb.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(wb.token).not.toBe(wa.token);
    expect(wb.invite).toBeUndefined();

    const v0 = await a.waitFor('view');
    expect(v0.version).toBe(0);
    const mover = v0.toMove === 0 ? a : b;
    const waiter = mover === a ? b : a;
    const moverView = mover === a ? v0 : await b.waitFor('view');
    expect(moverView.legal.length).toBeGreaterThan(0);
    const move = moverView.legal[0];

    expect((await waiter.waitFor('view')).legal).toEqual([]);
    // Out of turn / for the other seat: the waiting seat sends the mover's legal move.
    expect(await refusedAfter(waiter, () => waiter.room.send('move', { move, version: 0 }))).toBe(
      'not-your-turn',
    );
    expect(await refusedAfter(mover, () => mover.room.send('move', { move, version: 5 }))).toBe(
      'stale-version',
    );
    expect(
      await refusedAfter(mover, () =>
        mover.room.send('move', { move: { type: 'play', card: 'zz', flag: 99 }, version: 0 }),
      ),
    ).toBe('illegal-move');
    expect(await refusedAfter(mover, () => mover.room.send('move', { move }))).toBe('bad-message');
    expect(await refusedAfter(mover, () => mover.room.send('teleport', {}))).toBe('bad-message');
    expect(
      await refusedAfter(mover, () => mover.room.send('chat', { text: 'x'.repeat(20_000) })),
    ).toBe('too-large');
    expect(
      await refusedAfter(mover, () => mover.room.send('chat', { text: 'y'.repeat(301) })),
    ).toBe('bad-chat');
    expect(await refusedAfter(mover, () => mover.room.send('claim-win'))).toBe('not-absent');
    expect(await refusedAfter(mover, () => mover.room.send('rematch'))).toBe('not-over');

    // A spectator only watches, and sees no hand.
    const s = await TestClient.connect(server.port, 'joinOrCreate', { match });
    expect((await s.waitFor('welcome')).seat).toBe(null);
    const sv = (await s.waitFor('view')).view as { hand: unknown[] };
    expect(sv.hand).toEqual([]);
    expect(await refusedAfter(s, () => s.room.send('move', { move, version: 0 }))).toBe(
      'spectator',
    );

    // Forged token, reused invite, malformed join: refused before joining.
    const forged = new Client(`ws://127.0.0.1:${server.port}/colyseus`);
    await expect(forged.joinOrCreate('match', { match, token: 'B'.repeat(43) })).rejects.toThrow(
      /bad-token/,
    );
    await expect(forged.joinOrCreate('match', { match, invite: wa.invite })).rejects.toThrow(
      /seat-taken/,
    );
    await expect(forged.joinOrCreate('match', { match: 'x' })).rejects.toThrow(/bad-join/);
    await expect(
      forged.joinOrCreate('match', { match: 'AAAAAAAAAAAAAAAA', token: 'B'.repeat(43) }),
    ).rejects.toThrow(/no-match/);

    // Too fast: a burst over the limit is refused with rate-limited.
    const from = mover.received.length;
    for (let i = 0; i < 40; i++) mover.room.send('chat', { text: `hi ${i}` });
    const limited = await mover.waitFor('refused', (r) => r.code === 'rate-limited', from);
    expect(limited.of).toBe('chat');

    // Nothing changed: a rejoin with the token still sees version 0, and the move is still legal.
    const again = await TestClient.connect(server.port, 'joinOrCreate', {
      match,
      token: mover === a ? wa.token : wb.token,
    });
    const va = await again.waitFor('view');
    expect(va.version).toBe(0);
    expect(va.legal).toContainEqual(move);
    // ...and the legal move is accepted.
    const f = again.received.length;
    again.room.send('move', { move, version: 0 });
    expect((await again.waitFor('view', (v) => v.version === 1, f)).version).toBe(1);
    for (const c of [a, b, s, again]) await c.leave();
  });
});
