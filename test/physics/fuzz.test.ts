// Seeded fuzz over crowded tables. The suite runs a small count; PHYSICS_FUZZ_FULL=1 runs the
// issue's full 10,000 flips and 1,000 drops.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.ts';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { maxPenetrationIn, poseProblems } from '../../src/physics/inspect.ts';
import { crowdedTable } from '../../src/physics/scenes.ts';
import { physics, R } from './helpers.ts';

const FULL = process.env['PHYSICS_FUZZ_FULL'] === '1';
const FLIPS = FULL ? 10_000 : 120;
const DROPS = FULL ? 1_000 : 12;

function check(table: TableState, what: string): void {
  expect(poseProblems(table), what).toEqual([]);
  expect(maxPenetrationIn(R, table), what).toBeLessThan(0.02);
}

describe('fuzz', () => {
  it(`${FLIPS} seeded random flips on crowded tables`, () => {
    const rng = Rng.fromSeed('flip-fuzz');
    let table = crowdedTable(1);
    let done = 0;
    for (let i = 0; i < FLIPS; i++) {
      if (i % 40 === 0) table = crowdedTable(1000 + i);
      const discs = table.pieces.filter((p) => p.kind === 'creature');
      const disc = rng.pick(discs);
      const r = physics.flip(table, { discId: disc.id, direction: rng.next() * 2 * Math.PI });
      if (!r.ok) {
        // Only the legality refusals are acceptable; never "did not settle".
        expect(['flip/off-table', 'flip/into-terrain']).toContain(r.error.code);
        continue;
      }
      done++;
      table = r.value.table;
      if (i % 10 === 0) check(table, `flip ${i}`);
    }
    expect(done).toBeGreaterThan(FLIPS / 4);
  }, 600_000);

  it(`${DROPS} seeded drops on crowded tables`, () => {
    for (let i = 0; i < DROPS; i++) {
      const table = crowdedTable(5000 + i);
      const rng = new Rng(seedRng(i));
      const target = rng.pick(table.pieces.filter((p) => p.kind === 'creature'));
      const r = physics.drop(table, {
        targetId: target.id,
        counterIds: ['m1', 'm2', 'm3'],
        rng: rng.state(),
      });
      expect(r.ok, `drop ${i}: ${r.ok ? '' : r.error.code}`).toBe(true);
      if (r.ok) check(r.value.table, `drop ${i}`);
    }
  }, 600_000);
});
