/**
 * The built-in disc catalogue (our own names and stats, in the ranges of the real game), the
 * built-in armies and the validators for user-added catalogue entries and armies, plus the army
 * builder. Catalogue entries and armies are plain JSON: anything a user adds goes through
 * `parseDiscType` / `parseArmy`, which refuse bad data with a clear message.
 */
import type { GameError, Result } from '../../core/result.ts';
import { shown } from '../../core/shown.ts';
import { err, ok } from '../../core/result.ts';
import { isInt, isRecord, own, recordOf } from '../../core/json.ts';
import type { ArmyDef, DiscType, MissileType, SpellId } from './types.ts';
import { CATALOGUE } from './data.ts';

export { ARMIES, CATALOGUE, RETIRED_ARMIES } from './data.ts';

export const MISSILES: Readonly<Record<MissileType, { range: number; damage: number }>> = {
  arrow: { range: 12, damage: 2 },
  bolt: { range: 12, damage: 3 },
  fireball: { range: 6, damage: 4 },
  boulder: { range: 6, damage: 5 },
};

/** Our spells (the Legions spells are not reproduced): ranges in inches, edge to edge. */
export const SPELLS: Readonly<Record<SpellId, { name: string; range: number; text: string }>> = {
  'ember-dart': { name: 'Ember Dart', range: 6, text: '3 damage to an enemy disc within 6 in.' },
  mend: { name: 'Mend', range: 6, text: 'Remove one wound from a friendly disc within 6 in.' },
  stoneskin: {
    name: 'Stoneskin',
    range: 6,
    text: '+2 toughness this round to a friendly disc within 6 in.',
  },
};

export const RALLY_RANGE = 12;
export const RALLY_BONUS = 3;
export const EMBER_DART_DAMAGE = 3;
export const STONESKIN_BONUS = 2;

const MISSILE_TYPES = Object.keys(MISSILES) as MissileType[];
const SPELL_IDS = Object.keys(SPELLS) as SpellId[];
const DIAMETERS = [1.75, 2, 2.5, 3.5];

function bad(what: string, message: string, detail?: unknown): Result<never, GameError> {
  return err(`catalogue/${what}`, message, detail);
}

/** Checks one user-supplied catalogue entry. */
export function parseDiscType(x: unknown): Result<DiscType, GameError> {
  if (!isRecord(x)) return bad('not-object', 'A disc type must be a JSON object.');
  const id = x['id'];
  if (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id))
    return bad('id', 'A disc type needs an id of lower-case letters, digits and dashes.', { id });
  const name = x['name'];
  if (typeof name !== 'string' || name.length === 0 || name.length > 40)
    return bad('name', `Disc type "${id}" needs a name of 1 to 40 characters.`);
  const diameter = x['diameter'];
  if (typeof diameter !== 'number' || !DIAMETERS.includes(diameter))
    return bad('diameter', `Disc type "${id}": the diameter must be one of 1.75, 2, 2.5, 3.5 in.`);
  const ints: [string, number, number][] = [
    ['movement', 0, 6],
    ['attack', 0, 12],
    ['defense', 0, 12],
    ['toughness', 1, 12],
    ['points', 3, 18],
    ['wounds', 1, 5],
  ];
  for (const [k, lo, hi] of ints) {
    const v = x[k] ?? (k === 'wounds' ? 1 : undefined);
    if (!isInt(v, lo, hi))
      return bad(k, `Disc type "${id}": ${k} must be a whole number from ${lo} to ${hi}.`);
  }
  const flying = x['flying'] ?? false;
  if (typeof flying !== 'boolean')
    return bad('flying', `Disc type "${id}": flying is true or false.`);
  const out: { -readonly [K in keyof DiscType]: DiscType[K] } = {
    id,
    name,
    diameter,
    movement: x['movement'] as number,
    attack: x['attack'] as number,
    defense: x['defense'] as number,
    toughness: x['toughness'] as number,
    points: x['points'] as number,
    wounds: (x['wounds'] ?? 1) as number,
    flying,
  };
  const missile = x['missile'];
  if (missile !== undefined) {
    if (
      !isRecord(missile) ||
      !MISSILE_TYPES.includes(missile['type'] as MissileType) ||
      !isInt(missile['count'], 1, 6)
    )
      return bad(
        'missile',
        `Disc type "${id}": missile is { type: arrow|bolt|fireball|boulder, count: 1-6 }.`,
      );
    out.missile = { type: missile['type'] as MissileType, count: missile['count'] as number };
  }
  const ability = x['ability'];
  if (ability !== undefined) {
    if (ability !== 'rally')
      return bad('ability', `Disc type "${id}": the only ability is "rally".`);
    out.ability = ability;
  }
  const spells = x['spells'];
  if (spells !== undefined) {
    if (
      !Array.isArray(spells) ||
      spells.length === 0 ||
      !spells.every((sp) => SPELL_IDS.includes(sp as SpellId))
    )
      return bad('spells', `Disc type "${id}": spells must list some of ${SPELL_IDS.join(', ')}.`);
    out.spells = spells as SpellId[];
  }
  return ok(out);
}

/** The built-in catalogue plus user entries (a user id may not clash with another). */
export function buildCatalogue(
  extra: readonly unknown[] = [],
): Result<Readonly<Record<string, DiscType>>, GameError> {
  const out = new Map<string, DiscType>(CATALOGUE.map((t) => [t.id, t]));
  for (const x of extra) {
    const t = parseDiscType(x);
    if (!t.ok) return t;
    if (CATALOGUE.some((c) => c.id === t.value.id))
      return bad('duplicate', `Disc type "${t.value.id}" is a built-in disc; choose another id.`);
    if (out.has(t.value.id)) return bad('duplicate', `Disc type "${t.value.id}" is defined twice.`);
    out.set(t.value.id, t.value);
  }
  return ok(recordOf(out));
}

export function armyPoints(army: ArmyDef, catalogue: Readonly<Record<string, DiscType>>): number {
  return army.discs.reduce((sum, id) => sum + (own(catalogue, id)?.points ?? 0), 0);
}

/** Checks a user-supplied army against the catalogue and the point limit. */
export function parseArmy(
  x: unknown,
  catalogue: Readonly<Record<string, DiscType>>,
  limit: number,
): Result<ArmyDef, GameError> {
  if (!isRecord(x)) return err('army/not-object', 'An army must be a JSON object.');
  const { id, name, discs } = x;
  if (typeof id !== 'string' || id.length === 0) return err('army/id', 'An army needs an id.');
  if (typeof name !== 'string' || name.length === 0)
    return err('army/name', `Army "${id}" needs a name.`);
  if (!Array.isArray(discs) || discs.length === 0)
    return err('army/empty', `Army "${id}" has no discs.`);
  if (discs.length > 30) return err('army/too-many', `Army "${id}" has more than 30 discs.`);
  for (const d of discs)
    if (typeof d !== 'string' || !own(catalogue, d))
      return err(
        'army/unknown-disc',
        `Army "${id}" lists "${shown(d)}", which is not in the catalogue.`,
      );
  const army: ArmyDef = { id, name, discs: discs as string[] };
  const points = armyPoints(army, catalogue);
  if (points > limit)
    return err('army/over-limit', `Army "${id}" costs ${points} points; the limit is ${limit}.`, {
      points,
      limit,
    });
  return ok(army);
}

/**
 * The army builder: adds the picked disc types in order, refusing any pick that would pass the
 * point limit, and returns the army with its points.
 */
export function buildArmy(
  id: string,
  name: string,
  picks: readonly string[],
  limit: number,
  catalogue: Readonly<Record<string, DiscType>> = Object.fromEntries(
    CATALOGUE.map((t) => [t.id, t]),
  ),
): Result<{ army: ArmyDef; points: number }, GameError> {
  let points = 0;
  for (const p of picks) {
    const t = own(catalogue, p);
    if (!t) return err('army/unknown-disc', `"${p}" is not in the catalogue.`);
    if (points + t.points > limit)
      return err(
        'army/over-limit',
        `Adding ${t.name} (${t.points} points) would bring the army to ${points + t.points} points; the limit is ${limit}.`,
        { points: points + t.points, limit },
      );
    points += t.points;
  }
  const army = parseArmy({ id, name, discs: [...picks] }, catalogue, limit);
  return army.ok ? ok({ army: army.value, points }) : army;
}
