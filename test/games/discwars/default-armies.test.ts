/**
 * The default battle's armies: equal in points and legal under the army-building rules (at most
 * the 150-point limit, every disc from the catalogue, built pick by pick). The two earlier default
 * lists stay under their ids, so a game saved with them before the defaults changed still loads
 * and replays to the very same table (the fixture was saved by the previous defaults' code).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../../src/core/game.ts';
import { loadSave } from '../../../src/core/save.ts';
import {
  ARMIES,
  CATALOGUE,
  RETIRED_ARMIES,
  armyPoints,
  buildArmy,
  parseArmy,
  type DiscWarsModule,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const catalogue = Object.fromEntries(CATALOGUE.map((t) => [t.id, t]));

describe('the default armies', () => {
  it('are equal in points and legal under army building', () => {
    const ids = mod.def.defaultOptions.armies;
    const armies = ids.map((id) => ARMIES.find((a) => a.id === id));
    expect(armies.every((a) => a !== undefined)).toBe(true);
    const [a, b] = armies as [NonNullable<(typeof armies)[0]>, NonNullable<(typeof armies)[0]>];
    expect(armyPoints(a, catalogue)).toBe(armyPoints(b, catalogue));
    const limit = mod.def.defaultOptions.points;
    for (const army of [a, b]) {
      expect(armyPoints(army, catalogue)).toBeLessThanOrEqual(limit);
      expect(parseArmy(army, catalogue, limit)).toEqual({ ok: true, value: army });
      const built = buildArmy(army.id, army.name, army.discs, limit);
      expect(built.ok ? built.value.points : built.error.code).toBe(armyPoints(army, catalogue));
    }
    // The default battle is valid as it stands.
    expect(mod.def.validateOptions(mod.def.defaultOptions).ok).toBe(true);
  });

  it('are offered for new games; a retired list still loads for saved games', () => {
    const ids = mod.def.defaultOptions.armies as readonly string[];
    for (const id of ids) expect(RETIRED_ARMIES.has(id)).toBe(false);
    // The list the defaults had from 3 to 7 December 2026: the same discs in another order.
    const old = ARMIES.find((a) => a.id === 'verdant-vanguard')!;
    const now = ARMIES.find((a) => a.id === ids[1])!;
    expect(RETIRED_ARMIES.has(old.id)).toBe(true);
    expect([...old.discs].sort()).toEqual([...now.discs].sort());
    expect(old.name).toBe(now.name);
    const options = { ...mod.def.defaultOptions, armies: ['ashen-vanguard', 'verdant-vanguard'] };
    expect(mod.def.validateOptions(options).ok).toBe(true);
  });

  it('a game saved with the earlier defaults still loads and replays to the same table', () => {
    const text = readFileSync('test/fixtures/discwars-save-2026-12-03.json', 'utf8');
    const loaded = loadSave(text, (id) =>
      id === 'discwars' ? (mod.def as unknown as AnyGameDef) : undefined,
    );
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    const s = loaded.value.match.state as DiscWarsState;
    expect(s.armies).toEqual(['The Ashen Host', 'The Verdant League']);
    expect(loaded.value.match.log).toHaveLength(14);
    // Recorded when the save was written (previous defaults' code, seed 5, 14 bot moves).
    expect(mod.physics.hash(s.table)).toBe('79f2f10e7d67cfcc');
  });
});
