import { describe, expect, it } from 'vitest';
import { DROP_MODELS, LATEST_DROP_MODEL } from '../../src/physics/drop-model.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { maxPenetrationIn, poseProblems } from '../../src/physics/inspect.ts';
import { flatDisc } from '../../src/physics/scenes.ts';
import { physics, R } from './helpers.ts';

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

describe('missile drop', () => {
  it('adds the counters to the table and reports what each rests on', () => {
    let hits = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const r = physics.drop(table, {
        targetId: 't',
        counterIds: ['m1', 'm2', 'm3'],
        rng: seedRng(seed),
      });
      if (!r.ok) throw new Error(r.error.message);
      const v = r.value;
      expect(v.counters.map((c) => c.id)).toEqual(['m1', 'm2', 'm3']);
      expect(v.table.pieces.length).toBe(4 + v.counters.filter((c) => !c.offTable).length);
      for (const c of v.counters) {
        for (const h of c.hits) expect(['t', 'f1', 'f2', 'f3']).toContain(h);
        // A direct hit is something the counter rests on.
        for (const h of c.hits)
          if (!c.restsOn.some((x) => x.startsWith('m'))) expect(c.restsOn).toContain(h);
        hits += c.hits.length;
      }
      // The carrier is held back from the aimed point by the counters' mean travel along the tip.
      const { releaseOffsetIn: RELEASE_OFFSET_IN } = DROP_MODELS[LATEST_DROP_MODEL];
      const aimedX = v.draws.aim.x + RELEASE_OFFSET_IN * Math.cos(v.draws.tipDirection);
      const aimedY = v.draws.aim.y + RELEASE_OFFSET_IN * Math.sin(v.draws.tipDirection);
      expect(Math.hypot(aimedX - 18, aimedY - 18)).toBeLessThan(4);
      expect(v.rng).not.toEqual(seedRng(seed));
      expect(v.frames.length).toBeGreaterThan(30);
      expect(v.frames[0]?.poses.some((p) => p.id === v.carrierId)).toBe(true);
      expect(poseProblems(v.table)).toEqual([]);
      expect(maxPenetrationIn(R, v.table)).toBeLessThan(0.02);
    }
    // A 4 in target with friends around it: over 18 counters something is hit.
    expect(hits).toBeGreaterThan(0);
  });

  it('is a function of the table and the generator state', () => {
    const req = { targetId: 't', counterIds: ['m1', 'm2'], rng: seedRng(42) };
    const a = physics.drop(table, req);
    const b = physics.drop(table, req);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(physics.hash(a.value.table)).toBe(physics.hash(b.value.table));
  });

  it('refuses bad requests', () => {
    const rng = seedRng(1);
    expect(physics.drop(table, { targetId: 'x', counterIds: ['m'], rng }).ok).toBe(false);
    expect(physics.drop(table, { targetId: 't', counterIds: [], rng }).ok).toBe(false);
    expect(physics.drop(table, { targetId: 't', counterIds: ['f1'], rng }).ok).toBe(false);
    expect(physics.drop(table, { targetId: 't', counterIds: ['m'], rng, height: 6 }).ok).toBe(
      false,
    );
  });

  it('a counter lying on a land disc hits nothing', () => {
    // The target sits on a land disc that fills the whole landing area around it.
    const onLand: TableState = {
      width: 36,
      depth: 36,
      pieces: [
        { ...flatDisc('land', 12, 18, 18), kind: 'land' },
        flatDisc('t', 1.75, 18, 18, 0.12),
      ],
    };
    const r = physics.drop(onLand, {
      targetId: 't',
      counterIds: ['m1', 'm2', 'm3'],
      rng: seedRng(3),
    });
    if (!r.ok) throw new Error(r.error.message);
    for (const c of r.value.counters) {
      if (c.restsOn.includes('land')) expect(c.hits).toEqual([]);
    }
    expect(r.value.counters.some((c) => c.restsOn.includes('land'))).toBe(true);
  });
});
