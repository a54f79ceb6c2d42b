import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

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
    const c = await mover.waitFor('clock');
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
});
