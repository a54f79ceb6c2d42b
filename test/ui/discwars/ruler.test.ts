import { describe, expect, it } from 'vitest';
import { rulerReading, type RulerEnd } from '../../../src/ui/tables/discwars/ruler.ts';

const point = (x: number, y: number): RulerEnd => ({ x, y, disc: null });
const disc = (id: string, x: number, y: number, r: number): RulerEnd => ({
  x,
  y,
  disc: { id, x, y, z: 0.1, r },
});

describe('free ruler', () => {
  it('reads point to point straight', () => {
    expect(rulerReading(point(1, 1), point(4, 5)).inches).toBeCloseTo(5);
  });

  it('reads from a disc’s edge, and edge to edge between discs', () => {
    const r = rulerReading(disc('a', 0, 0, 1), point(5, 0));
    expect(r.inches).toBeCloseTo(4);
    expect(r.from).toEqual({ x: 1, y: 0 });
    const two = rulerReading(disc('b2', 14, 14, 1), disc('a1', 10.5, 12, 1.25));
    expect(two.inches).toBeCloseTo(Math.hypot(3.5, 2) - 2.25);
  });

  it('never reads below 0 (touching or stacked discs)', () => {
    expect(rulerReading(disc('a', 0, 0, 1), disc('b', 0.5, 0, 1)).inches).toBe(0);
    expect(rulerReading(disc('a', 0, 0, 1), point(0.5, 0)).inches).toBe(0);
  });
});
