import { describe, expect, it } from 'vitest';
import { advance, readPace, REAL_TIME } from '../../../src/ui/tables/discwars/show-clock.ts';

describe('Disc Wars show clock', () => {
  it('runs at the asked speed', () => {
    expect(advance(0.5, 0.1, REAL_TIME)).toBeCloseTo(0.6);
    expect(advance(0.5, 1, { speed: 0.1, hold: null })).toBeCloseTo(0.6);
    expect(advance(0.5, 1, { speed: 0, hold: null })).toBe(0.5);
  });

  it('stops at a hold whatever the frame gaps, and goes on once it is lifted', () => {
    const pace = { speed: 1, hold: 0.65 };
    let at = 0;
    for (const dt of [0.016, 0.3, 2.5, 0.016]) at = advance(at, dt, pace);
    expect(at).toBe(0.65);
    expect(advance(at, 0.1, pace)).toBe(0.65);
    expect(advance(at, 0.1, REAL_TIME)).toBeCloseTo(0.75);
  });

  it('ignores a hold already passed', () => {
    expect(advance(0.9, 0.1, { speed: 1, hold: 0.65 })).toBeCloseTo(1.0);
  });

  it('reads the panel attributes, unreadable values as real time', () => {
    expect(readPace({})).toEqual(REAL_TIME);
    expect(readPace({ showSpeed: '0.1', showHold: '0.65' })).toEqual({ speed: 0.1, hold: 0.65 });
    expect(readPace({ showSpeed: 'fast', showHold: '-1' })).toEqual(REAL_TIME);
    expect(readPace({ showSpeed: '0', showHold: '' })).toEqual({ speed: 0, hold: null });
  });
});
