/**
 * User keys named like Object.prototype members (`constructor`, `toString`, `__proto__`) are
 * ordinary unknown names, never the prototype's properties (issue 15).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '../../src/core/json.ts';
import {
  CATALOGUE,
  buildArmy,
  buildCatalogue,
  parseArmy,
  type DiscWarsModule,
} from '../../src/games/discwars/index.ts';
import { position as dwPosition } from '../../src/games/discwars/examples.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { defaultScenario } from '../../src/games/type10/scenarios/default.ts';
import { loadModule } from './discwars/helpers.ts';

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('Disc Wars disc ids', () => {
  const catalogue = Object.fromEntries(CATALOGUE.map((t) => [t.id, t]));
  const limit = 10;

  it.each(NAMES)('refuses an army listing "%s" instead of counting it as 0 points', (name) => {
    const hound = CATALOGUE[0]!.id;
    const r = parseArmy({ id: 'x', name: 'X', discs: [hound, name, name, name] }, catalogue, 999);
    expect(!r.ok && r.error.code).toBe('army/unknown-disc');
    const b = buildArmy('x', 'X', [name], limit, catalogue);
    expect(!b.ok && b.error.code).toBe('army/unknown-disc');
  });

  it('refuses a user disc type called "__proto__" (ids are lower-case words)', () => {
    const t = { ...CATALOGUE[0]!, id: '__proto__', name: 'Proto' };
    const c = buildCatalogue([JSON.parse(JSON.stringify(t))]);
    expect(!c.ok && c.error.code).toBe('catalogue/id');
  });

  let mod: DiscWarsModule;
  beforeAll(async () => {
    mod = await loadModule();
  });

  it.each(NAMES)('refuses a position whose disc type is "%s"', (name) => {
    const j = dwPosition({ discs: [{ id: 'a', owner: 0, type: 'char-hounds', x: 5, y: 5 }] });
    const bad = JSON.parse(JSON.stringify(j).replace('"type":"char-hounds"', `"type":"${name}"`));
    const r = mod.def.fromSetup(bad);
    expect(r.ok ? 'accepted' : r.error.code).toBe('setup/disc-type');
  });

  it.each(NAMES)('plays a position with a disc called "%s" like any other id', (name) => {
    const j = JSON.parse(
      JSON.stringify(
        dwPosition({ discs: [{ id: name, owner: 0, type: 'char-hounds', x: 5, y: 5 }] }),
      ),
    );
    const r = mod.def.fromSetup(j);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.hasOwn(r.value.liesOn, name)).toBe(true);
    const moves = mod.def.legalMoves(r.value);
    expect(moves.length).toBeGreaterThan(0);
    const back = mod.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(r.value))));
    expect(back.ok && deepEqual(back.value, r.value)).toBe(true);
  });
});

describe('Type 10 unit types', () => {
  const withUnitType = (type: string) =>
    JSON.parse(
      JSON.stringify({
        ...defaultScenario,
        units: [...defaultScenario.units, { id: 'x1', type, at: '0101' }],
      }),
    ) as unknown;

  it.each(NAMES)('refuses a unit of type "%s"', (name) => {
    const r = type10.validateOptions({ scenario: withUnitType(name) });
    expect(!r.ok && r.error.code).toBe('scenario/unknown-type');
  });

  it('keeps a unit type called "__proto__" as an own entry', () => {
    const sc = JSON.parse(
      JSON.stringify({ ...defaultScenario, units: [] }).replace(
        '"unitTypes":{',
        `"unitTypes":{"__proto__":${JSON.stringify(Object.values(defaultScenario.unitTypes).find((t) => t.respawns))},`,
      ),
    ) as Record<string, unknown>;
    sc['units'] = [...defaultScenario.units, { id: 'p1', type: '__proto__', at: 'hand' }];
    const r = type10.validateOptions({ scenario: sc });
    if (!r.ok) throw new Error(r.error.message);
    const types = r.value.scenario!.unitTypes;
    expect(Object.getPrototypeOf(types)).toBe(Object.prototype);
    expect(Object.hasOwn(types, '__proto__')).toBe(true);
    expect(Object.hasOwn(types, 'constructor')).toBe(false);
  });
});
