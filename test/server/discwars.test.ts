import { afterAll, describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../src/physics/index.ts';
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../src/games/discwars/index.ts';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('Disc Wars online', () => {
  it('a flip resolved by the server re-runs locally to the same physics hash', async () => {
    server = await startChild(tempDataDir(), await freePort());
    const a = await TestClient.connect(server.port, 'create', {
      // The automatic set-up: this test is about flips, not the deployment phase.
      create: { game: 'discwars', options: { deploy: false }, seat: 1 },
    });
    const wa = await a.waitFor('welcome');
    const b = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: wa.invite,
    });
    await b.waitFor('welcome');
    const bySeat = { 1: a, 0: b } as const;
    const physics = await createDiscPhysics();
    let version = 0;
    for (let guard = 0; guard < 10; guard++) {
      const v = await a.waitFor('view', (x) => x.version === version);
      // Only a view after a flip or a drop carries a hash (of that simulation's table).
      expect(v.hash).toBeUndefined();
      const c = bySeat[v.toMove!];
      const mine = await c.waitFor('view', (x) => x.version === version);
      const legal = mine.legal as DiscWarsMove[];
      const move =
        legal.find((m) => m.type === 'flip') ??
        legal.find((m) => m.type === 'activate' && m.action.kind === 'move') ??
        legal[0]!;
      c.room.send('move', { move, version });
      const after = await a.waitFor('view', (x) => x.version === version + 1);
      version++;
      if (move.type !== 'flip') continue;
      // The other seat animates from public facts: its previous view, the move and the new view.
      expect(after.lastMove).toEqual(move);
      const req = replayRequestOf(v.view as DiscWarsState, move, after.view as DiscWarsState);
      expect(req && 'flip' in req).toBe(true);
      const out = physics.flip((v.view as DiscWarsState).table, (req as { flip: never }).flip);
      expect(out.ok).toBe(true);
      if (out.ok) expect(physics.hash(out.value.table)).toBe(after.hash);
      await a.leave();
      await b.leave();
      return;
    }
    throw new Error('no flip within 10 moves');
  }, 120_000);
});
