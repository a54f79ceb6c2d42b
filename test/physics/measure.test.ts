import { describe, expect, it } from 'vitest';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { flatDisc } from '../../src/physics/scenes.ts';
import { physics } from './helpers.ts';

const table: TableState = {
  width: 36,
  depth: 36,
  pieces: [
    flatDisc('a', 2, 10, 10),
    flatDisc('b', 2.5, 16, 18), // centres 10 apart: 10 - 1 - 1.25 = 7.75
    flatDisc('c', 4, 12.5, 10), // overlapping a: clamped to 0
    { ...flatDisc('land', 4, 30, 30), kind: 'land' },
  ],
};

describe('edge-to-edge measurement', () => {
  it('is centre distance minus both radii, in inches', () => {
    const r = physics.edgeToEdge(table, 'a', 'b');
    expect(r.ok && r.value).toBeCloseTo(7.75, 10);
  });
  it('is never below 0', () => {
    expect(physics.edgeToEdge(table, 'a', 'c')).toEqual({ ok: true, value: 0 });
  });
  it('is symmetric and refuses unknown ids', () => {
    expect(physics.edgeToEdge(table, 'b', 'a')).toEqual(physics.edgeToEdge(table, 'a', 'b'));
    expect(physics.edgeToEdge(table, 'a', 'nope').ok).toBe(false);
  });
  it('lists creature discs within a range, nearest first, boundary included', () => {
    const r = physics.within(table, 'a', 7.75);
    expect(r.ok && r.value).toEqual([
      { id: 'c', distance: 0 },
      { id: 'b', distance: 7.75 },
    ]);
    const short = physics.within(table, 'a', 7.7);
    expect(short.ok && short.value.map((x) => x.id)).toEqual(['c']);
    expect(physics.within(table, 'a', -1).ok).toBe(false);
  });
});
