import { describe, expect, it } from 'vitest';
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { flatDisc } from '../../src/physics/scenes.ts';
import { flatness, horizontalMove, physics, pose } from './helpers.ts';

const open = (d: number): TableState => ({
  width: 36,
  depth: 36,
  pieces: [flatDisc('a', d, 18, 18)],
});

describe('flip on open table', () => {
  for (const d of [1.75, 2, 2.5, 3.5, 4]) {
    it(`moves a ${d} in disc one diameter and lands it flat on its other face`, () => {
      for (const dir of [0, 1, 2.5, -2]) {
        const r = physics.flip(open(d), { discId: 'a', direction: dir });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const p = r.value.pose.position;
        expect(Math.abs(Math.hypot(p.x - 18, p.y - 18) - d)).toBeLessThan(0.02);
        expect(
          Math.abs(Math.atan2(p.y - 18, p.x - 18) - Math.atan2(Math.sin(dir), Math.cos(dir))),
        ).toBeLessThan(0.01);
        expect(flatness(r.value.table, 'a')).toBeGreaterThan(0.9999);
        // Turned over: the front face now points down.
        const q = r.value.pose.orientation;
        expect(1 - 2 * (q.x * q.x + q.y * q.y)).toBeLessThan(-0.999);
        expect(r.value.liesOn).toEqual([]);
        expect(r.value.frames.length).toBeGreaterThan(5);
      }
    });
  }

  it('two flips in the same direction travel two diameters and restore the face', () => {
    const a = physics.flip(open(2), { discId: 'a', direction: 0 });
    if (!a.ok) throw new Error(a.error.message);
    const b = physics.flip(a.value.table, { discId: 'a', direction: 0 });
    if (!b.ok) throw new Error(b.error.message);
    expect(Math.abs(b.value.pose.position.x - 22)).toBeLessThan(0.02);
    expect(b.value.pose.orientation.w ** 2 + b.value.pose.orientation.z ** 2).toBeGreaterThan(
      0.999,
    );
  });
});

describe('flip onto a neighbour', () => {
  const table: TableState = {
    width: 36,
    depth: 36,
    pieces: [
      flatDisc('a', 2, 10, 10),
      flatDisc('b', 2.5, 13.9, 10),
      flatDisc('c', 1.75, 12, 12.2),
      flatDisc('d', 2, 7, 10),
    ],
  };
  it('lands partly raised on it, lies on it, and shoves nobody', () => {
    const r = physics.flip(table, { discId: 'a', direction: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.liesOn).toEqual(['b']);
    expect(r.value.pose.position.z).toBeGreaterThan(0.05);
    for (const id of ['b', 'c', 'd'])
      expect(horizontalMove(table, r.value.table, id)).toBeLessThan(0.05);
    const lies = physics.liesOn(r.value.table);
    expect(lies.ok && lies.value['a']).toEqual(['b']);
    expect(lies.ok && lies.value['b']).toEqual([]);
  });

  it('a disc beside it but not under it is only touched rim to rim, not lain on', () => {
    const r = physics.flip(table, { discId: 'a', direction: Math.PI / 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.liesOn).toEqual([]);
  });
});

describe('illegal flips are refused before anything changes', () => {
  it('off the table', () => {
    const t: TableState = { width: 36, depth: 36, pieces: [flatDisc('a', 2, 2, 10)] };
    const before = JSON.stringify(t);
    const r = physics.flip(t, { discId: 'a', direction: Math.PI });
    expect(!r.ok && r.error.code).toBe('flip/off-table');
    expect(JSON.stringify(t)).toBe(before);
    expect(physics.flip(t, { discId: 'a', direction: 0 }).ok).toBe(true);
  });
  it('into impassable terrain', () => {
    const t: TableState = {
      width: 36,
      depth: 36,
      pieces: [
        flatDisc('a', 2, 10, 10),
        {
          id: 'rock',
          kind: 'terrain',
          diameter: 2,
          height: 2,
          position: { x: 13.5, y: 10, z: 1 },
          orientation: { x: 0, y: 0, z: 0, w: 1 },
        },
      ],
    };
    const r = physics.flip(t, { discId: 'a', direction: 0 });
    expect(!r.ok && r.error.code).toBe('flip/into-terrain');
    expect(physics.flip(t, { discId: 'a', direction: Math.PI }).ok).toBe(true);
  });
  it('unknown discs, terrain and bad directions', () => {
    const t: TableState = { width: 36, depth: 36, pieces: [flatDisc('a', 2, 10, 10)] };
    expect(!physics.flip(t, { discId: 'zz', direction: 0 }).ok).toBe(true);
    expect(!physics.flip(t, { discId: 'a', direction: Number.NaN }).ok).toBe(true);
    const land: TableState = { ...t, pieces: [{ ...pose(t, 'a'), kind: 'land' }] };
    expect(!physics.flip(land, { discId: 'a', direction: 0 }).ok).toBe(true);
  });
});

describe('lies on, one level down', () => {
  it('in a stack of three the top disc lies on the middle one only', () => {
    const stack: TableState = {
      width: 36,
      depth: 36,
      pieces: [
        flatDisc('bottom', 4, 10, 10),
        flatDisc('middle', 2.5, 10.3, 10, 0.12),
        flatDisc('top', 1.75, 10.5, 10.1, 0.2),
      ],
    };
    const settled = physics.settle(stack);
    if (!settled.ok) throw new Error(settled.error.message);
    const lies = physics.liesOn(settled.value);
    if (!lies.ok) throw new Error(lies.error.message);
    expect(lies.value['top']).toEqual(['middle']);
    expect(lies.value['middle']).toEqual(['bottom']);
    expect(lies.value['bottom']).toEqual([]);
  });
});
