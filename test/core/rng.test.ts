import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng, isRngState } from '../../src/core/rng.ts';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = Rng.fromSeed(12);
    const b = Rng.fromSeed(12);
    const c = Rng.fromSeed(13);
    const xs = Array.from({ length: 20 }, () => a.nextU32());
    expect(Array.from({ length: 20 }, () => b.nextU32())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.nextU32())).not.toEqual(xs);
  });

  it('resumes exactly from a saved state (the state lives in game state)', () => {
    const r = Rng.fromSeed('battle');
    r.int(10);
    const saved = r.state();
    const next = [r.int(100), r.int(100), r.int(100)];
    const resumed = new Rng(JSON.parse(JSON.stringify(saved)));
    expect([resumed.int(100), resumed.int(100), resumed.int(100)]).toEqual(next);
  });

  it('never mutates the state it was built from', () => {
    const s = seedRng(5);
    const copy = [...s];
    new Rng(s).shuffle([1, 2, 3, 4]);
    expect([...s]).toEqual(copy);
  });

  it('shuffles to a permutation and int stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.integer(), { maxLength: 30 }),
        (seed, xs) => {
          const r = Rng.fromSeed(seed);
          const sh = r.shuffle(xs);
          expect([...sh].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
          const n = r.int(7);
          expect(n >= 0 && n < 7).toBe(true);
          const d = r.die();
          expect(d >= 1 && d <= 6).toBe(true);
          expect(isRngState(r.state())).toBe(true);
        },
      ),
    );
  });

  it('rolls a fair-looking die over many throws', () => {
    const r = Rng.fromSeed(99);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.die() - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });

  it('refuses a nonsense bound', () => {
    expect(() => Rng.fromSeed(1).int(0)).toThrow();
  });
});
