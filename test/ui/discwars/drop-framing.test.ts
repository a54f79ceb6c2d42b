import { describe, expect, it } from 'vitest';
import { backOffToShow } from '../../../src/render/fit-view.ts';
import type { SceneHost } from '../../../src/render/scene-host.ts';
import { DropFraming } from '../../../src/ui/tables/discwars/drop-framing.ts';

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

/** A host whose camera distance is a number and whose animations run at 60 frames a second. */
function fakeHost(needed: number) {
  const state = { distance: 10, frames: 0 };
  const host = {
    cameraResets: 0,
    backOffToShow: () => Math.max(0, needed - state.distance),
    dolly: (d: number) => void (state.distance += d),
    animate: (fn: (t: number) => boolean) => {
      for (let f = 0; f < 600 && fn(f / 60); f++) state.frames++;
    },
  } as unknown as SceneHost;
  return { host, state };
}

describe('DropFraming', () => {
  it('backs away just far enough, then returns by the same distance', () => {
    const { host, state } = fakeHost(16);
    const framing = new DropFraming(host);
    framing.show([]);
    expect(state.distance).toBeCloseTo(16);
    expect(state.frames).toBeGreaterThan(5);
    expect(state.frames).toBeLessThan(120);
    framing.release();
    expect(state.distance).toBeCloseTo(10);
  });

  it('does not move when the drop is already in view', () => {
    const { host, state } = fakeHost(8);
    const framing = new DropFraming(host);
    framing.show([]);
    framing.release();
    expect(state.distance).toBe(10);
    expect(state.frames).toBe(0);
  });

  it('does not return from a camera put back home meanwhile (a new seat, "reset view")', () => {
    const { host, state } = fakeHost(16);
    const framing = new DropFraming(host);
    framing.show([]);
    state.distance = 10;
    (host as unknown as { cameraResets: number }).cameraResets++;
    framing.release();
    expect(state.distance).toBe(10);
  });
});
