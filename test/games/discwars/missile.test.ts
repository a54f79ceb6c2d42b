import { beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import {
  physicsRequestOf,
  replayRequestOf,
  type DiscWarsModule,
} from '../../../src/games/discwars/index.ts';
import { at, disc, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

function range() {
  return at(mod, {
    phase: 'missile',
    discs: [
      { id: 'b1', owner: 1, type: 'oak-wardens', x: 10, y: 16 },
      { id: 'a1', owner: 0, type: 'glade-longbows', x: 10, y: 6 },
      { id: 'a2', owner: 0, type: 'glade-longbows', x: 14, y: 6, activated: true },
      { id: 'a3', owner: 0, type: 'glade-longbows', x: 2, y: 3 },
      { id: 'b2', owner: 1, type: 'hawk-riders', x: 2.4, y: 3, level: 1, activated: true },
      { id: 'b3', owner: 1, type: 'oak-wardens', x: 17.5, y: 12 },
      { id: 'a4', owner: 0, type: 'glade-longbows', x: 17, y: 12, level: 1, activated: false },
      { id: 'a5', owner: 0, type: 'smoke-adept', x: 18, y: 2 },
    ],
  });
}

describe('missile eligibility', () => {
  it('only an archer with no A marker, not pinned, pinning nothing, with a target in range fires', () => {
    const s = range();
    expect(mod.helpers.archerBar(s, 'a1')).toBeNull();
    expect(mod.helpers.archerBar(s, 'a2')).toBe('activated');
    expect(mod.helpers.archerBar(s, 'a3')).toBe('pinned');
    expect(mod.helpers.archerBar(s, 'a4')).toBe('pinning');
    expect(mod.helpers.archerBar(s, 'a5')).toBe('no-target');
    expect(mod.helpers.archerBar(s, 'b1')).toBe('not-archer');
    expect(mod.helpers.eligibleArchers(s)).toEqual(['a1']);
    const fires = mod.def.legalMoves(s).filter((m) => m.type === 'fire');
    expect(fires.every((m) => m.type === 'fire' && m.archer === 'a1')).toBe(true);
    expect(fires.map((m) => (m.type === 'fire' ? m.target : '')).sort()).toEqual([
      'b1',
      'b2',
      'b3',
    ]);
    const r = mod.def.apply(s, { type: 'fire', archer: 'a2', target: 'b1' });
    expect(r.ok ? '' : r.error.code).toBe('missile/activated');
  });

  it('ranges are edge to edge: a fireball reaches 6 in, not more', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'a1', owner: 0, type: 'smoke-adept', x: 5, y: 5 },
        // Centre distance 7.75 - radii 1.75 = 6.0: just in range.
        { id: 'b1', owner: 1, type: 'fern-rangers', x: 12.75, y: 5 },
        { id: 'b2', owner: 1, type: 'fern-rangers', x: 5, y: 12.8 },
      ],
    });
    expect(mod.helpers.range(s, 'a1', 'b1')).toBeCloseTo(6, 6);
    expect(mod.helpers.missileTargets(s, 'a1')).toEqual(['b1']);
  });
});

describe('the drop', () => {
  it('fires every counter at one target through the physics; every disc hit takes damage, friend or foe', async () => {
    const { createDiscPhysics } = await import('../../../src/physics/index.ts');
    const physics = await createDiscPhysics();
    const s = at(mod, {
      phase: 'missile',
      seed: 3,
      discs: [
        { id: 'a1', owner: 0, type: 'glade-longbows', x: 10, y: 3 },
        { id: 'b1', owner: 1, type: 'fern-rangers', x: 10, y: 12 },
        // A big friendly disc lying on the target: the counters mostly land on it.
        { id: 'a2', owner: 0, type: 'elder-treeherd', x: 10, y: 12, level: 1, activated: true },
        // An enemy archer still to fire keeps the missile phase open.
        { id: 'b9', owner: 1, type: 'glade-longbows', x: 3, y: 10 },
      ],
    });
    expect(physicsRequestOf(s, { type: 'fire', archer: 'a1', target: 'b1' })).toEqual({
      drop: { targetId: 'b1', counterIds: ['m1', 'm2', 'm3'], rng: s.rng, model: 1 },
    });
    const after = play(mod, s, { type: 'fire', archer: 'a1', target: 'b1' });
    const drop = physics.drop(s.table, {
      targetId: 'b1',
      counterIds: ['m1', 'm2', 'm3'],
      rng: s.rng,
      // A position without "drop" is one from before drop model 2.
      model: 1,
    });
    if (!drop.ok) throw new Error(drop.error.message);
    const hits = (id: string) => drop.value.counters.filter((c) => c.hits.includes(id)).length;
    expect(hits('a2')).toBeGreaterThan(0);
    expect(disc(after, 'a1').activated).toBe(true);
    expect(after.counters).toBe(3);
    expect(after.rng).toEqual(drop.value.rng);
    expect(physics.hash(after.table)).toBe(physics.hash(drop.value.table));
    // The table re-runs the very drop from the two views (the generator hidden) to animate it.
    const move = { type: 'fire', archer: 'a1', target: 'b1' } as const;
    const req = replayRequestOf(mod.def.view(s, 1), move, mod.def.view(after, 1));
    if (!req || !('drop' in req)) throw new Error('no replay request');
    expect(req.drop.rng).not.toEqual(s.rng);
    const again = mod.physics.drop(mod.def.view(s, 1).table, req.drop);
    if (!again.ok) throw new Error(again.error.message);
    expect(physics.hash(again.value.table)).toBe(physics.hash(after.table));
    expect(again.value.frames).toEqual(drop.value.frames);
    const tampered = { ...req.drop.replay!, placed: req.drop.replay!.placed.slice(1) };
    expect(mod.physics.drop(s.table, { ...req.drop, replay: tampered }).ok).toBe(false);
    expect(after.phase).toBe('missile');
    expect(mod.def.toMove(after)).toBe(1);
    const hitEvents = after.events.filter((e) => e.kind === 'hit' && e.by === 'a1');
    expect(hitEvents.filter((e) => e.kind === 'hit' && e.disc === 'a2')).toHaveLength(hits('a2'));
    expect(hitEvents.filter((e) => e.kind === 'hit' && e.disc === 'b1')).toHaveLength(hits('b1'));
    expect(mod.def.revealsInformation(s, { type: 'fire', archer: 'a1', target: 'b1' }, after)).toBe(
      true,
    );
    // The same move on the same state gives the same table (the drop's randomness is in state).
    expect(deepEqual(play(mod, s, { type: 'fire', archer: 'a1', target: 'b1' }), after)).toBe(true);
  });

  it('dead discs stay until the end of the missile phase, then leave', () => {
    let killed = false;
    for (let seed = 1; seed <= 8 && !killed; seed++) {
      const s = at(mod, {
        phase: 'missile',
        seed,
        discs: [
          { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
          { id: 'b1', owner: 1, type: 'fern-rangers', x: 10, y: 10 },
          { id: 'b2', owner: 1, type: 'glade-longbows', x: 4, y: 15 },
        ],
      });
      const fired = play(mod, s, { type: 'fire', archer: 'a1', target: 'b1' });
      if (!disc(fired, 'b1').dying) continue;
      killed = true;
      expect(fired.phase).toBe('missile');
      expect(fired.table.pieces.some((p) => p.id === 'b1')).toBe(true);
      expect(mod.helpers.missileTargets(fired, 'b2')).not.toContain('b1');
      const end = play(mod, fired, { type: 'pass' });
      expect(end.phase).not.toBe('missile');
      expect(disc(end, 'b1').where).toBe('dead');
      expect(end.table.pieces.some((p) => p.id === 'b1')).toBe(false);
      expect(end.destroyed[0]).toBe(7);
      // Counter removal: the missile counters leave the table, A markers and damage clear.
      expect(end.table.pieces.some((p) => p.kind === 'counter')).toBe(false);
      expect(end.discs.every((d) => !d.activated && d.damage === 0)).toBe(true);
    }
    expect(killed).toBe(true);
  });
});
