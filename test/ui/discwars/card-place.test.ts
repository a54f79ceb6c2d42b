import { describe, expect, it } from 'vitest';
import {
  boxDistance,
  coverage,
  placeCard,
  type Circle,
} from '../../../src/ui/tables/discwars/card-place.ts';

const W = 200;
const H = 100;
const area = { left: 0, top: 0, right: 800, bottom: 600 };
const box = (at: { x: number; y: number }) => ({ x: at.x, y: at.y, w: W, h: H });
const inArea = (at: { x: number; y: number }) =>
  at.x >= 0 && at.y >= 0 && at.x + W <= area.right && at.y + H <= area.bottom;

describe('coverage', () => {
  it('is 0 clear of the circle, small for a grazed edge, 1-ish when covered', () => {
    const c = { x: 100, y: 100, r: 20 };
    expect(coverage({ x: 121, y: 0, w: 50, h: 200 }, c)).toBe(0);
    const graze = coverage({ x: 118, y: 0, w: 50, h: 200 }, c);
    expect(graze).toBeGreaterThan(0);
    expect(graze).toBeLessThan(0.2);
    expect(coverage({ x: 0, y: 0, w: 300, h: 300 }, c)).toBeGreaterThan(1);
  });
});

describe('placeCard', () => {
  it('goes right of the disc when nothing is there, never over the disc', () => {
    const c = { x: 300, y: 300, r: 30 };
    const at = placeCard(c, W, H, area, []);
    expect(at.x).toBe(342);
    expect(boxDistance(box(at), c.x, c.y)).toBeGreaterThanOrEqual(c.r);
  });

  it('keeps off a neighbour that the place beside the disc would cover', () => {
    // The disc's right and the place below are taken by neighbours.
    const c = { x: 300, y: 300, r: 30 };
    const others: Circle[] = [
      { x: 420, y: 290, r: 30 },
      { x: 300, y: 420, r: 30 },
      { x: 230, y: 380, r: 30 },
    ];
    const at = placeCard(c, W, H, area, others);
    expect(inArea(at)).toBe(true);
    expect(boxDistance(box(at), c.x, c.y)).toBeGreaterThanOrEqual(c.r);
    for (const o of others) expect(coverage(box(at), o)).toBe(0);
  });

  it('on a crowded stage covers the least it can, still never the hovered disc', () => {
    const c = { x: 400, y: 300, r: 30 };
    const others: Circle[] = [];
    for (let x = 40; x < 800; x += 90)
      for (let y = 40; y < 600; y += 90)
        if (Math.hypot(x - c.x, y - c.y) > 80) others.push({ x, y, r: 30 });
    const at = placeCard(c, W, H, area, others);
    const cover = others.reduce((s, o) => s + coverage(box(at), o), 0);
    expect(boxDistance(box(at), c.x, c.y)).toBeGreaterThanOrEqual(c.r);
    // No place of the plain four beside the disc covers less.
    const reach = c.r + 12;
    for (const p of [
      { x: c.x + reach, y: c.y - H / 2 },
      { x: c.x - reach - W, y: c.y - H / 2 },
      { x: c.x - W / 2, y: c.y - reach - H },
      { x: c.x - W / 2, y: c.y + reach },
    ])
      expect(cover).toBeLessThanOrEqual(others.reduce((s, o) => s + coverage(box(p), o), 0));
  });

  it('at the right edge goes left; at the bottom goes above', () => {
    const right = placeCard({ x: 750, y: 300, r: 30 }, W, H, area, []);
    expect(right.x + W).toBeLessThanOrEqual(750 - 30);
    const low = placeCard({ x: 400, y: 560, r: 30 }, W, H, { ...area, right: 500 }, []);
    expect(inArea(low)).toBe(true);
    expect(boxDistance(box(low), 400, 560)).toBeGreaterThanOrEqual(30);
  });
});
