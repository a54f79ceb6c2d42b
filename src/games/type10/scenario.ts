/**
 * Validation of scenario data (map, terrain, spawn and border hexes, unit types, starting units
 * and hand), so a custom scenario from a setup JSON or the options is refused with a clear
 * message rather than breaking the rules later.
 */
import { isInt, isRecord, own, recordOf } from '../../core/json.ts';
import { shown } from '../../core/shown.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { parseHex, type HexName } from './hex.ts';
import type { Scenario, ScenarioUnit, UnitType } from './types.ts';

type R<T> = Result<T, GameError>;

/**
 * Bounds on a custom scenario, by what the game needs with headroom: the default map is 9×9 with
 * 15 units of 8 types. A 30×30 map has 11 times its hexes and keeps every rule query (reachable
 * hexes, bombard range, the bot's search) within a frame; beyond it the board no longer fits a
 * phone screen readably. Hex names are `CCRR`, so 99 was the format's limit, not the game's.
 */
export const SCENARIO_LIMITS = { mapSize: 30, units: 120, unitTypes: 24, nameLength: 80 } as const;

const L = SCENARIO_LIMITS;

function hexList(x: unknown, what: string, w: number, h: number): R<HexName[]> {
  if (!Array.isArray(x))
    return err('scenario/bad-hexes', `The ${what} must be a list of hex names.`);
  const seen = new Set<string>();
  for (const n of x) {
    const hex = parseHex(n);
    if (!hex || hex.col > w || hex.row > h) {
      return err(
        'scenario/bad-hex',
        `"${shown(n)}" in the ${what} is not a hex of this ${w}×${h} map.`,
        { hex: n },
      );
    }
    if (seen.has(n as string))
      return err('scenario/duplicate-hex', `${shown(n)} is listed twice in the ${what}.`);
    seen.add(n as string);
  }
  return ok(x as HexName[]);
}

const nullableStat = (x: unknown): x is number | null => x === null || isInt(x, 0, 99);

function unitType(key: string, x: unknown): R<UnitType> {
  if (!isRecord(x)) return err('scenario/bad-unit-type', `Unit type "${key}" must be an object.`);
  const bad = (what: string): R<UnitType> =>
    err('scenario/bad-unit-type', `Unit type "${key}": ${what}.`);
  if (typeof x.name !== 'string' || x.name === '' || x.name.length > L.nameLength)
    return bad(`name must be a non-empty text of at most ${L.nameLength} characters`);
  if (x.side !== 'north' && x.side !== 'pkf') return bad('side must be "north" or "pkf"');
  if (!nullableStat(x.bombard) || !nullableStat(x.range))
    return bad('bombard and range must be whole numbers 0–99 or null');
  if ((x.bombard === null) !== (x.range === null))
    return bad('bombard and range are both numbers or both null');
  if (!nullableStat(x.attack)) return bad('attack must be a whole number 0–99 or null');
  if (!isInt(x.defense, 0, 99)) return bad('defense must be a whole number 0–99');
  if (!isInt(x.move, 0, 99)) return bad('move must be a whole number 0–99');
  for (const f of ['respawns', 'flies', 'attackImmune', 'command', 'searches'] as const) {
    if (typeof x[f] !== 'boolean') return bad(`${f} must be true or false`);
  }
  if (x.respawns && x.side !== 'north') return bad('only North units return to hand');
  return ok({
    name: x.name,
    side: x.side,
    bombard: x.bombard,
    range: x.range,
    attack: x.attack,
    defense: x.defense,
    move: x.move,
    respawns: x.respawns as boolean,
    flies: x.flies as boolean,
    attackImmune: x.attackImmune as boolean,
    command: x.command as boolean,
    searches: x.searches as boolean,
  });
}

export function validateScenario(x: unknown): R<Scenario> {
  if (!isRecord(x)) return err('scenario/bad-shape', 'A scenario must be an object.');
  if (typeof x.name !== 'string' || x.name.length > L.nameLength)
    return err(
      'scenario/bad-name',
      `The scenario needs a name of at most ${L.nameLength} characters.`,
      { limit: L.nameLength },
    );
  if (!isInt(x.width, 1, L.mapSize) || !isInt(x.height, 1, L.mapSize)) {
    return err(
      'scenario/bad-size',
      `The map width and height must be whole numbers from 1 to ${L.mapSize}.`,
      { limit: L.mapSize },
    );
  }
  const w = x.width;
  const h = x.height;
  const forest = hexList(x.forest, 'forest', w, h);
  if (!forest.ok) return forest;
  const border = hexList(x.border, 'border', w, h);
  if (!border.ok) return border;
  const spawn = hexList(x.spawn, 'spawn hexes', w, h);
  if (!spawn.ok) return spawn;
  if (!isInt(x.lossLimit, 1, 999))
    return err('scenario/bad-loss-limit', 'lossLimit must be a whole number from 1.');
  if (!isRecord(x.unitTypes))
    return err('scenario/bad-unit-types', 'unitTypes must map type names to unit types.');
  if (Object.keys(x.unitTypes).length > L.unitTypes)
    return err(
      'scenario/too-many-types',
      `A scenario may define at most ${L.unitTypes} unit types.`,
      { limit: L.unitTypes },
    );
  const typeEntries: [string, UnitType][] = [];
  for (const [k, v] of Object.entries(x.unitTypes)) {
    const t = unitType(k, v);
    if (!t.ok) return t;
    typeEntries.push([k, t.value]);
  }
  // Own keys only: a unit of type "constructor" or "__proto__" is an unknown type, not a prototype.
  const unitTypes = recordOf(typeEntries);
  if (Object.values(unitTypes).filter((t) => t.searches).length > 1) {
    return err('scenario/two-searchers', 'At most one unit type may search with the die.');
  }
  if (!Array.isArray(x.units)) return err('scenario/bad-units', 'units must be a list.');
  if (x.units.length > L.units)
    return err('scenario/too-many-units', `A scenario may have at most ${L.units} units.`, {
      limit: L.units,
    });
  const units: ScenarioUnit[] = [];
  const ids = new Set<string>();
  const taken = new Map<string, string>();
  for (const u of x.units as unknown[]) {
    if (
      !isRecord(u) ||
      typeof u.id !== 'string' ||
      u.id === '' ||
      u.id.length > L.nameLength ||
      typeof u.type !== 'string'
    ) {
      return err('scenario/bad-unit', 'Each unit needs an id and a type.', { unit: u });
    }
    if (ids.has(u.id)) return err('scenario/duplicate-unit', `Unit id "${u.id}" is used twice.`);
    ids.add(u.id);
    const t = own(unitTypes, u.type);
    if (!t) return err('scenario/unknown-type', `Unit "${u.id}" has unknown type "${u.type}".`);
    if (u.at === 'hand') {
      if (!t.respawns)
        return err(
          'scenario/bad-hand',
          `Only North units that return to hand may start in hand ("${u.id}").`,
        );
    } else {
      const hex = parseHex(u.at);
      if (!hex || hex.col > w || hex.row > h)
        return err(
          'scenario/bad-hex',
          `Unit "${u.id}" starts on "${shown(u.at)}", not a hex of this map.`,
        );
      const other = taken.get(u.at as string);
      if (other)
        return err(
          'scenario/stacked',
          `Units "${other}" and "${u.id}" both start on ${shown(u.at)}.`,
        );
      taken.set(u.at as string, u.id);
      if (t.side === 'pkf' && border.value.includes(u.at as string)) {
        return err('scenario/pkf-on-border', `PKF unit "${u.id}" cannot start on a border hex.`);
      }
    }
    units.push({ id: u.id, type: u.type, at: u.at as HexName | 'hand' });
  }
  return ok({
    name: x.name,
    width: w,
    height: h,
    forest: forest.value,
    border: border.value,
    spawn: spawn.value,
    lossLimit: x.lossLimit,
    unitTypes,
    units,
  });
}
