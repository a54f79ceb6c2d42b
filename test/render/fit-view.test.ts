import { describe, expect, it } from 'vitest';
import { backOffToShow, fitShift } from '../../src/render/fit-view.ts';

// 90° vertical field of view: tan(45°) = 1, so a point at depth d fits up to |y| = d.
const square = { fovDeg: 90, aspect: 1 };

describe('fitShift', () => {
  it('comes closer when the points fill only part of the view', () => {
    // y = 2 at depth 10: at depth 2 it would touch the edge, 8 closer.
    expect(fitShift([{ x: 0, y: 2, z: -10 }], square, 1)).toBeCloseTo(-8);
    expect(backOffToShow([{ x: 0, y: 2, z: -10 }], square, 1)).toBe(0);
  });
  it('backs away when a point is outside, by the tightest point', () => {
    const pts = [
      { x: 0, y: 12, z: -10 },
      { x: 3, y: 0, z: -10 },
    ];
    expect(fitShift(pts, square, 1)).toBeCloseTo(2);
    // A wide stage fits the sideways point sooner than the upright one.
    expect(fitShift([{ x: 12, y: 0, z: -10 }], { fovDeg: 90, aspect: 2 }, 1)).toBeCloseTo(-4);
  });
});

const lens = { fovDeg: 90, aspect: 2 };

describe('backOffToShow', () => {
  it('is 0 for points already in view', () => {
    expect(backOffToShow([{ x: 0, y: 0, z: -5 }], lens, 1)).toBe(0);
    // tan(45°) = 1: a point 4 up at depth 5 is inside.
    expect(backOffToShow([{ x: 0, y: 4, z: -5 }], lens, 1)).toBe(0);
  });

  it('backs away until the highest and widest points fit', () => {
    // 8 up at depth 5 needs depth 8: 3 more. 20 right needs depth 10 (aspect 2): 5 more.
    expect(backOffToShow([{ x: 0, y: 8, z: -5 }], lens, 1)).toBeCloseTo(3);
    expect(
      backOffToShow(
        [
          { x: 0, y: 8, z: -5 },
          { x: -20, y: 0, z: -5 },
        ],
        lens,
        1,
      ),
    ).toBeCloseTo(5);
    // A point behind the camera needs its depth made up too.
    expect(backOffToShow([{ x: 0, y: 0, z: 2 }], lens, 1)).toBeCloseTo(2);
    // A margin asks for more room.
    expect(backOffToShow([{ x: 0, y: 8, z: -5 }], lens, 2)).toBeCloseTo(11);
  });
});
