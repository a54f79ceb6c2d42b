/**
 * The drawing buffer's size: unchanged on a GPU, held to a pixel budget where WebGL is rasterised
 * in software (there a full-size frame of the Disc Wars table blocked the page for 100–500 ms,
 * issue 25), never sharper than the screen.
 */
import { describe, expect, it } from 'vitest';
import {
  renderScale,
  SOFTWARE_MOVING_PIXELS,
  SOFTWARE_PIXELS,
} from '../../src/render/software-gl.ts';

describe('renderScale', () => {
  it('is the screen density (at most 2) on a GPU', () => {
    expect(renderScale(980, 749, 1, false)).toBe(1);
    expect(renderScale(980, 749, 3, false)).toBe(2);
    expect(renderScale(980, 749, 0, false)).toBe(1);
  });

  it('holds a software frame to the pixel budget (the bench stage: 980 × 749 CSS px)', () => {
    const s = renderScale(980, 749, 1, true);
    expect(s).toBeLessThan(1);
    expect(980 * s * (749 * s)).toBeLessThanOrEqual(SOFTWARE_PIXELS * 1.0001);
    // A phone at density 3 is held to the same budget.
    const p = renderScale(390, 600, 3, true);
    expect(390 * p * (600 * p)).toBeLessThanOrEqual(SOFTWARE_PIXELS * 1.0001);
  });

  it('never draws sharper than the screen, nor below a third of a CSS pixel', () => {
    expect(renderScale(200, 150, 1, true)).toBe(1);
    expect(renderScale(4000, 3000, 1, true)).toBe(0.35);
  });

  it('draws a show with fewer pixels in software, and a still table at the full budget', () => {
    const still = renderScale(980, 749, 1, true);
    const moving = renderScale(980, 749, 1, true, true);
    expect(moving).toBeLessThan(still);
    expect(980 * moving * (749 * moving)).toBeLessThanOrEqual(SOFTWARE_MOVING_PIXELS * 1.0001);
    expect(980 * moving * (749 * moving)).toBeGreaterThan(SOFTWARE_MOVING_PIXELS * 0.99);
    // On a GPU a show is as sharp as the still table.
    expect(renderScale(980, 749, 2, false, true)).toBe(2);
  });
});
