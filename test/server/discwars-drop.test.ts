import { afterAll, describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../src/physics/index.ts';
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../src/games/discwars/index.ts';
import { CLOSE_QUARTERS } from './close-quarters.ts';
import { freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('Disc Wars online', () => {
  it('a missile drop resolved by the server re-runs on both seats to the same physics hash', async () => {
    server = await startChild(tempDataDir(), await freePort());
    const a = await TestClient.connect(server.port, 'create', {
      create: { game: 'discwars', options: CLOSE_QUARTERS, seat: 0 },
    });
    const wa = await a.waitFor('welcome');
    const b = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: wa.invite,
    });
    await b.waitFor('welcome');
    const clients = [a, b] as const;
    const physics = await createDiscPhysics();
    let version = 0;
    for (let guard = 0; guard < 20; guard++) {
      const before = await Promise.all(
        clients.map((c) => c.waitFor('view', (x) => x.version === version)),
      );
      // A match created with options that leave the drop model out gets today's (model 2); only
      // options stored before model 2 existed lack it.
      expect((before[0]!.view as DiscWarsState).drop).toBe(2);
      const mover = before[0]!.toMove!;
      const legal = before[mover]!.legal as DiscWarsMove[];
      // Both sides pass their activations; the first archer in range fires.
      const move = legal.find((m) => m.type === 'fire') ?? legal.find((m) => m.type === 'pass')!;
      expect(move).toBeDefined();
      clients[mover].room.send('move', { move, version });
      const after = await Promise.all(
        clients.map((c) => c.waitFor('view', (x) => x.version === version + 1)),
      );
      version++;
      if (move.type !== 'fire') continue;
      // Each seat re-runs the drop from its own views and the move: the server's table exactly.
      for (const s of [0, 1] as const) {
        const v0 = before[s]!.view as DiscWarsState;
        const v1 = after[s]!.view as DiscWarsState;
        expect(after[s]!.lastMove).toEqual(move);
        const req = replayRequestOf(v0, move, v1);
        expect(req && 'drop' in req).toBe(true);
        expect((req as { drop: { replay: { model?: number } } }).drop.replay.model).toBe(2);
        const out = physics.drop(v0.table, (req as { drop: never }).drop);
        expect(out.ok).toBe(true);
        // The server's hash is of the table its drop left (a fire that ends the missile phase
        // runs on to counter removal in the same move, but the hash is taken before that).
        if (out.ok) expect(physics.hash(out.value.table)).toBe(after[s]!.hash);
      }
      expect(after[0]!.hash).toBe(after[1]!.hash);
      await a.leave();
      await b.leave();
      return;
    }
    throw new Error('no missile drop within 20 moves');
  }, 120_000);
});
