import { describe, expect, it } from 'vitest';
import { rulerReading, type RulerEnd } from '../../../src/ui/tables/discwars/ruler.ts';
import { besideCircle } from '../../../src/ui/tables/discwars/disc-card.ts';

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

describe('disc card placement', () => {
  const area = { left: 0, top: 0, right: 400, bottom: 800 };
  const clear = (c: { x: number; y: number }, r: number, at: { x: number; y: number }) => {
    const nx = Math.max(at.x, Math.min(c.x, at.x + 200));
    const ny = Math.max(at.y, Math.min(c.y, at.y + 100));
    return Math.hypot(nx - c.x, ny - c.y) >= r;
  };

  it('goes right of the disc when it fits, else left, else above or below; never over it', () => {
    for (const c of [
      { x: 50, y: 400 },
      { x: 350, y: 400 },
      { x: 200, y: 700 },
      { x: 200, y: 60 },
    ]) {
      const at = besideCircle(c, 30, 200, 100, area);
      expect(clear(c, 30, at)).toBe(true);
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x + 200).toBeLessThanOrEqual(400);
    }
  });
});
