/**
 * The drop against what players report (docs/discwars-drop.md): one card counter dropped on an
 * isolated disc hits a 1.75 in disc about one time in four and a 4.1 in disc about two times in
 * three. Seeded drops (seeds 0…N−1), so the figures are the same on every run; the bands allow
 * for N being small (a figure's standard error is about 4.5 points) and exclude the model before
 * 2026-12-03 (41 % and 90 %).
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { flatDisc } from '../../src/physics/scenes.ts';
import { physics } from './helpers.ts';

const N = 100;

function hitChance(diameter: number): number {
  const t: TableState = { width: 36, depth: 36, pieces: [flatDisc('t', diameter, 18, 18)] };
  let hits = 0;
  for (let seed = 0; seed < N; seed++) {
    const r = physics.drop(t, { targetId: 't', counterIds: ['m'], rng: seedRng(seed) });
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.counters[0]?.hits.includes('t')) hits++;
  }
  return hits / N;
}

describe('the drop, calibrated against players', () => {
  it('hits a 1.75 in disc about one time in four', () => {
    const p = hitChance(1.75);
    expect(p).toBeGreaterThanOrEqual(0.14);
    expect(p).toBeLessThanOrEqual(0.34);
  });

  it('hits a 4.1 in disc about two times in three', () => {
    const p = hitChance(4.1);
    expect(p).toBeGreaterThanOrEqual(0.56);
    expect(p).toBeLessThanOrEqual(0.8);
  });
});
