/**
 * The drop's model versions: model 1 (the drop before 2026-12-03) still gives, bit for bit, the
 * tables it gave then, so a game saved or stored under it replays to the table its players saw;
 * model 2's draws say so and replay to their own table; a bad model is refused.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { flatDisc } from '../../src/physics/scenes.ts';
import { physics } from './helpers.ts';

const table: TableState = {
  width: 36,
  depth: 36,
  pieces: [
    flatDisc('t', 4, 18, 18),
    flatDisc('f1', 2, 15, 18),
    flatDisc('f2', 2, 21, 18),
    flatDisc('f3', 2.5, 18, 21.3),
  ],
};
const req = (seed: number) => ({
  targetId: 't',
  counterIds: ['m1', 'm2', 'm3'],
  rng: seedRng(seed),
});

describe('drop models', () => {
  it('model 1 gives the very tables the drop gave before model 2', () => {
    // Recorded with the code of main b366184 (before model 2), same table and requests.
    const before = ['6ca5c754c596060c', 'd9726bfda3238f5d', '7595151d365348e5'];
    const now = [1, 2, 3].map((seed) => {
      const r = physics.drop(table, { ...req(seed), model: 1 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.draws.model).toBeUndefined();
      return physics.hash(r.value.table);
    });
    expect(now).toEqual(before);
  });

  it('replays each model from its draws alone', () => {
    for (const model of [1, 2] as const) {
      const first = physics.drop(table, { ...req(5), model });
      if (!first.ok) throw new Error(first.error.message);
      expect(first.value.draws.model).toBe(model === 2 ? 2 : undefined);
      // The replay is asked for with the other model: the draws decide.
      const again = physics.drop(table, {
        ...req(99),
        model: model === 1 ? 2 : 1,
        replay: first.value.draws,
      });
      if (!again.ok) throw new Error(again.error.message);
      expect(physics.hash(again.value.table)).toBe(physics.hash(first.value.table));
    }
  });

  it('new drops use model 2, and the two models land differently', () => {
    const latest = physics.drop(table, req(7));
    const two = physics.drop(table, { ...req(7), model: 2 });
    const one = physics.drop(table, { ...req(7), model: 1 });
    if (!latest.ok || !two.ok || !one.ok) throw new Error('drop refused');
    expect(latest.value.draws.model).toBe(2);
    expect(physics.hash(latest.value.table)).toBe(physics.hash(two.value.table));
    expect(physics.hash(one.value.table)).not.toBe(physics.hash(two.value.table));
  });

  it('refuses an unknown model and changes nothing', () => {
    const r = physics.drop(table, { ...req(1), model: 3 as never });
    expect(r.ok ? 'accepted' : r.error.code).toBe('drop/model');
    const d = physics.drop(table, { ...req(1), model: 2 });
    if (!d.ok) throw new Error(d.error.message);
    const bad = physics.drop(table, { ...req(1), replay: { ...d.value.draws, model: 7 as never } });
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('drop/model');
  });
});
