/**
 * The frame that ends a show is drawn at the show's budget; the still table's sharp frame comes on
 * its own, in the next idle moment (issue 25 item 6: a show's last frame at the full budget was
 * its longest task on the 2-core machine).
 */
import { describe, expect, it } from 'vitest';
import { ShowBudget } from '../../src/render/show-budget.ts';

function budget(): { b: ShowBudget; idle: (() => void)[]; redraws: () => number } {
  const idle: (() => void)[] = [];
  let redraws = 0;
  const b = new ShowBudget(
    () => redraws++,
    (fn) => idle.push(fn),
  );
  return { b, idle, redraws: () => redraws };
}

describe('ShowBudget', () => {
  it('draws a show at the moving budget from its first frame to its last', () => {
    const { b } = budget();
    expect(b.frame(false)).toBe(false);
    expect(b.moving).toBe(false);
    expect(b.frame(true)).toBe(true);
    expect(b.moving).toBe(true);
    expect(b.frame(true)).toBe(false);
    // The frame after the last animation step: still the moving budget, no resize.
    expect(b.frame(false)).toBe(false);
    expect(b.moving).toBe(true);
  });

  it('draws the still table sharp in a frame of its own, once the page is idle', () => {
    const { b, idle, redraws } = budget();
    b.frame(true);
    b.frame(false);
    b.frame(false);
    expect(idle).toHaveLength(1);
    expect(redraws()).toBe(0);
    idle.shift()?.();
    expect(redraws()).toBe(1);
    expect(b.frame(false)).toBe(true);
    expect(b.moving).toBe(false);
    expect(b.frame(false)).toBe(false);
    expect(idle).toHaveLength(0);
  });

  it('keeps the moving budget when a new show starts before the idle moment', () => {
    const { b, idle } = budget();
    b.frame(true);
    b.frame(false);
    b.frame(true);
    idle.shift()?.();
    // The idle moment came during the next show: its frames stay at the moving budget.
    expect(b.frame(true)).toBe(false);
    expect(b.moving).toBe(true);
    // That show's end asks for its own sharp frame.
    b.frame(false);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(b.frame(false)).toBe(true);
    expect(b.moving).toBe(false);
  });
});
