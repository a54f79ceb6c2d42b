import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('Type 10 clocks online', () => {
  it('run on server time: a client clock move is refused, and a step that runs out ends the game', async () => {
    server = await startChild(tempDataDir(), await freePort());
    const options = { timeControl: true, stepLimitMs: 1500, gameLimitMs: 3_600_000 };
    const a = await TestClient.connect(server.port, 'create', {
      create: { game: 'type10', options, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    const b = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: wa.invite,
    });
    await b.waitFor('welcome');
    const v = await a.waitFor('view', (x) => x.version === 0);
    const mover = v.toMove === 0 ? a : b;
    const c = await mover.waitFor('clock', (x) => x.running !== null);
    expect(c.running).toBe(v.toMove);
    const from = mover.received.length;
    mover.room.send('move', { move: { type: 'clock', elapsedMs: 0 }, version: 0 });
    expect((await mover.waitFor('refused', () => true, from)).message).toMatch(/clocks/);
    // Nobody moves: the server ends the step on its own clock.
    const over = await a.waitFor('over');
    expect(over.outcome.reason).toBe('time-out');
    expect(over.outcome.winner).toBe(v.toMove === 0 ? 1 : 0);
    const last = a.last('view')!;
    expect(last.version).toBe(1);
    expect(last.lastMove).toMatchObject({ type: 'clock' });
    await a.leave();
    await b.leave();
  });

  it('do not run before both seats are taken, nor after a rematch until both players are back', async () => {
    server ??= await startChild(tempDataDir(), await freePort());
    const options = { timeControl: true, stepLimitMs: 1500, gameLimitMs: 3_600_000 };
    const a = await TestClient.connect(server.port, 'create', {
      create: { game: 'type10', options, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    await a.waitFor('view', (x) => x.version === 0);
    // Alone at the table for longer than a step: no clock runs, the game is not over.
    await a.waitFor('clock');
    await sleep(2500);
    expect(a.last('over')).toBeUndefined();
    expect(a.last('view')!.version).toBe(0);
    expect(
      a.received.filter((r) => r.type === 'clock').every((r) => r.payload.running === null),
    ).toBe(true);
    // The opponent sits down: now the clock of the seat to move runs, and its step runs out.
    const b = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: wa.invite,
    });
    await b.waitFor('welcome');
    const v = await b.waitFor('view', (x) => x.version === 0);
    expect((await a.waitFor('clock', (x) => x.running !== null)).running).toBe(v.toMove);
    expect((await a.waitFor('over', () => true, 0, 10_000)).outcome.reason).toBe('time-out');
    // A rematch: both ask; one player comes back to the new match, the other does not yet.
    a.room.send('rematch', {});
    b.room.send('rematch', {});
    const ra = await a.waitFor('rematch', (r) => !!r.matchId);
    const rb = await b.waitFor('rematch', (r) => !!r.matchId);
    await a.leave();
    await b.leave();
    const a2 = await TestClient.connect(server.port, 'joinOrCreate', {
      match: ra.matchId,
      token: ra.token,
    });
    await a2.waitFor('view', (x) => x.version === 0);
    await sleep(2500);
    expect(a2.last('over')).toBeUndefined();
    expect(a2.last('view')!.version).toBe(0);
    expect(a2.last('clock')?.running).toBeNull();
    const b2 = await TestClient.connect(server.port, 'joinOrCreate', {
      match: rb.matchId,
      token: rb.token,
    });
    const v2 = await b2.waitFor('view', (x) => x.version === 0);
    expect((await a2.waitFor('clock', (x) => x.running !== null)).running).toBe(v2.toMove);
    expect((await a2.waitFor('over', () => true, 0, 10_000)).outcome.reason).toBe('time-out');
    await a2.leave();
    await b2.leave();
  });
});
