/** Custom scenarios are bounded by what the game needs (issue 15: a 99×99 link froze the tab). */
import { describe, expect, it } from 'vitest';
import { type10 } from '../../../src/games/type10/index.ts';
import { SCENARIO_LIMITS } from '../../../src/games/type10/scenario.ts';
import { defaultScenario } from '../../../src/games/type10/scenarios/default.ts';
import { bigScenario } from '../../../bench/suites/type10-map.ts';

const codeOf = (scenario: unknown): string | null => {
  const r = type10.validateOptions({ scenario });
  return r.ok ? null : r.error.code;
};

describe('scenario bounds', () => {
  it('accepts a 30×30 map and plays on it', () => {
    expect(SCENARIO_LIMITS.mapSize).toBe(30);
    const r = type10.validateOptions({ scenario: bigScenario(30) });
    if (!r.ok) throw new Error(r.error.message);
    let s = type10.setup(r.value, 3);
    for (let i = 0; i < 30 && type10.outcome(s) === null; i++) {
      const legal = type10.legalMoves(s);
      expect(legal.length).toBeGreaterThan(0);
      const next = type10.apply(s, legal[i % legal.length]!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
  });

  it.each([
    [{ width: 31 }, 'scenario/bad-size'],
    [{ height: 99 }, 'scenario/bad-size'],
    [{ name: 'x'.repeat(81) }, 'scenario/bad-name'],
  ])('refuses %j', (patch, code) => {
    expect(codeOf({ ...defaultScenario, ...patch })).toBe(code);
  });

  it('refuses more units or unit types than any scenario needs', () => {
    const hexes: string[] = [];
    for (let c = 1; c <= 20; c++)
      for (let r = 2; r <= 20; r++)
        hexes.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
    const units = hexes.slice(0, 121).map((at, i) => ({ id: `u${i}`, type: 'infantry', at }));
    const big = { ...defaultScenario, width: 20, height: 20, units };
    expect(codeOf(big)).toBe('scenario/too-many-units');
    expect(codeOf({ ...big, units: units.slice(0, 120) })).toBeNull();
    const inf = defaultScenario.unitTypes['infantry']!;
    const unitTypes = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`t${i}`, { ...inf, searches: false }]),
    );
    expect(
      codeOf({ ...defaultScenario, unitTypes: { ...defaultScenario.unitTypes, ...unitTypes } }),
    ).toBe('scenario/too-many-types');
    expect(
      codeOf({ ...defaultScenario, units: [{ id: 'x'.repeat(81), type: 'infantry', at: 'hand' }] }),
    ).toBe('scenario/bad-unit');
  });
});
