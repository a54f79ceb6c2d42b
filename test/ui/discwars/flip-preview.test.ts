/**
 * The flip preview is the engine's own flip for the aimed whole-degree bucket: what it says (open
 * ground, an attack, a refusal) is what applying that move does, and it is cached per bucket.
 */
import { describe, expect, it } from 'vitest';
import {
  bucketDegrees,
  bucketDirection,
  FlipPreviews,
} from '../../../src/ui/tables/discwars/flip-preview.ts';
import { at, loadModule } from '../../games/discwars/helpers.ts';

const mod = await loadModule();
const deg = (d: number) => (d * Math.PI) / 180;

describe('flip preview', () => {
  const s = at(mod, {
    moving: { disc: 'a1', flipsLeft: 2 },
    discs: [
      { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 6, activated: true },
      { id: 'b1', owner: 1, type: 'oak-wardens', x: 10, y: 8.2 },
      { id: 'a2', owner: 0, type: 'fern-rangers', x: 3, y: 3 },
    ],
  });

  it('snaps any angle to a whole-degree bucket in [0, 360)', () => {
    expect(bucketDegrees(deg(89.6))).toBe(90);
    expect(bucketDegrees(deg(-0.4)) + 0).toBe(0);
    expect(bucketDegrees(deg(359.7))).toBe(0);
    expect(bucketDirection(deg(-90))).toBeCloseTo(deg(270));
  });

  it('says attack onto an adjacent enemy, and the engine lands there', () => {
    const previews = new FlipPreviews(mod);
    const p = previews.get(s, 'a1', deg(90.3));
    expect(p.kind).toBe('attack');
    expect(p.under).toEqual(['b1']);
    expect(p.move.direction).toBeCloseTo(deg(90));
    const r = mod.def.apply(s, p.move);
    if (!r.ok) throw new Error(r.error.message);
    const pose = r.value.table.pieces.find((x) => x.id === 'a1')!;
    expect(pose.position.x).toBeCloseTo(p.rest!.x, 6);
    expect(pose.position.y).toBeCloseTo(p.rest!.y, 6);
    // Cached per bucket: the same object for any angle in it.
    expect(previews.get(s, 'a1', deg(89.8))).toBe(p);
    expect(previews.peek(s, 'a1', deg(90))).toBe(p);
  });

  it('says open ground away from everyone, and refused off the table with the reason', () => {
    const previews = new FlipPreviews(mod);
    expect(previews.get(s, 'a1', deg(0)).kind).toBe('open');
    const edge = at(mod, {
      moving: { disc: 'a1', flipsLeft: 2 },
      discs: [
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 1.2, activated: true },
        { id: 'b1', owner: 1, type: 'oak-wardens', x: 15, y: 15 },
      ],
    });
    const off = previews.get(edge, 'a1', deg(270));
    expect(off.kind).toBe('refused');
    expect(off.error?.code).toMatch(/^flip\//);
    expect(mod.def.apply(edge, off.move).ok).toBe(false);
  });
});
