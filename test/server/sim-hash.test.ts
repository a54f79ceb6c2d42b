import { describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../src/physics/index.ts';
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../src/games/discwars/index.ts';
import { loadServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { storedMatch } from './helpers.ts';
import { CLOSE_QUARTERS } from './close-quarters.ts';

/**
 * Seed 5: the first shot kills the only enemy archer, so the same move runs on to the fights and
 * counter removal (the counters and the dead disc leave the table).
 */

describe('the Disc Wars physics hash sent with a view', () => {
  it('is the hash of the table the drop left, which a page re-runs from views, even when the move ran on to counter removal', async () => {
    const m = new MatchState(
      await loadServerGame('discwars'),
      storedMatch('discwars', CLOSE_QUARTERS, 5),
    );
    const physics = await createDiscPhysics();
    for (let guard = 0; guard < 20; guard++) {
      const seat = m.toMove()!;
      const before = m.viewFor(0).view as DiscWarsState;
      const legal = m.legalFor(seat) as DiscWarsMove[];
      const move = legal.find((x) => x.type === 'fire') ?? legal.find((x) => x.type === 'pass')!;
      const next = m.check(seat, move, m.version);
      if (!next.ok) throw new Error(next.error.message);
      m.commit(seat, move, next.value);
      const v = m.viewFor(1);
      // A move without a simulation has no hash to compare (a page would report a mismatch).
      if (move.type !== 'fire') {
        expect(v.hash).toBeUndefined();
        continue;
      }
      const after = v.view as DiscWarsState;
      expect(after.events.map((e) => e.kind)).toContain('dead');
      expect(after.events).toContainEqual(expect.objectContaining({ phase: 'counter-removal' }));
      const req = replayRequestOf(before, move, after) as { drop: never };
      const rerun = physics.drop(before.table, req.drop);
      if (!rerun.ok) throw new Error(rerun.error.message);
      expect(v.hash).toBe(physics.hash(rerun.value.table));
      expect(v.hash).not.toBe(physics.hash(after.table));
      expect(m.viewFor(0).hash).toBe(v.hash);
      // Rebuilt from the store (a restart), the room sends the same hash.
      expect(
        new MatchState(m.game, storedMatch('discwars', CLOSE_QUARTERS, 5, m.moves)).viewFor(null)
          .hash,
      ).toBe(v.hash);
      return;
    }
    throw new Error('no shot within 20 moves');
  }, 120_000);
});
