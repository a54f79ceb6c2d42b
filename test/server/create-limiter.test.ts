import { describe, expect, it } from 'vitest';
import { AddressCounter, CreateLimiter } from '../../src/server/rate-limit.ts';

describe('creates per address', () => {
  it('allows `perMinute` at once per address, refilled over the minute', () => {
    let t = 0;
    const l = new CreateLimiter(3, () => t);
    expect([1, 2, 3, 4].map(() => l.take('a'))).toEqual([true, true, true, false]);
    expect(l.take('b')).toBe(true);
    t += 19_000;
    expect(l.take('a')).toBe(false);
    t += 2_000;
    expect(l.take('a')).toBe(true);
    expect(l.take('a')).toBe(false);
    // A minute later the allowance is whole again (and the address forgotten meanwhile).
    t += 120_000;
    expect([1, 2, 3, 4].map(() => l.take('a'))).toEqual([true, true, true, false]);
  });

  it('tells when an address holds all the rooms it may', () => {
    const c = new AddressCounter(2);
    expect(c.full('a')).toBe(false);
    c.add('a');
    c.add('a');
    expect(c.full('a')).toBe(true);
    c.remove('a');
    expect(c.full('a')).toBe(false);
  });
});
