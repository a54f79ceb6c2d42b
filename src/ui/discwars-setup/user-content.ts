/**
 * The player's own Disc Wars content — disc types, armies and scenarios — kept in local storage.
 * Everything that enters goes through the engine's parsers (`parseDiscType`, `buildCatalogue`,
 * `parseArmy`, `parseScenario`): an addition is checked whole and either lands whole or changes
 * nothing. What comes back from storage is checked again, so a corrupt or hand-edited entry is
 * dropped rather than breaking the home screen.
 */
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { isRecord } from '../../core/json.ts';
import {
  ARMIES,
  CATALOGUE,
  SCENARIOS,
  buildCatalogue,
  parseArmy,
  parseDiscType,
  parseScenario,
  type ArmyDef,
  type DiscType,
  type ScenarioDef,
} from '../../games/discwars/index.ts';

export const USER_CONTENT_KEY = 'tabletop.discwars.user';

/** The highest point limit the options accept: stored armies are checked against it. */
export const MAX_POINTS = 1000;

export interface UserContent {
  readonly catalogue: readonly DiscType[];
  readonly armies: readonly ArmyDef[];
  readonly scenarios: readonly ScenarioDef[];
}

export const EMPTY_CONTENT: UserContent = { catalogue: [], armies: [], scenarios: [] };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The built-in catalogue plus the user's disc types, by id. */
export function catalogueOf(c: UserContent): Readonly<Record<string, DiscType>> {
  const out: Record<string, DiscType> = {};
  for (const t of [...CATALOGUE, ...c.catalogue]) out[t.id] = t;
  return out;
}

/** Reads the stored content; anything unreadable is left out, never thrown. */
export function loadUserContent(storage: Store | undefined): UserContent {
  let raw: unknown;
  try {
    const text = storage?.getItem(USER_CONTENT_KEY);
    if (!text) return EMPTY_CONTENT;
    raw = JSON.parse(text);
  } catch {
    return EMPTY_CONTENT;
  }
  if (!isRecord(raw)) return EMPTY_CONTENT;
  let content = EMPTY_CONTENT;
  // One entry at a time, so a single bad entry costs only itself.
  const each = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
  for (const t of each(raw['catalogue'])) {
    const r = addDiscTypes(content, [t]);
    if (r.ok) content = r.value;
  }
  for (const s of each(raw['scenarios'])) {
    const r = addScenario(content, s);
    if (r.ok) content = r.value;
  }
  for (const a of each(raw['armies'])) {
    const r = addArmy(content, a, MAX_POINTS);
    if (r.ok) content = r.value;
  }
  return content;
}

/** Writes the content; a full or blocked storage is reported, not thrown. */
export function saveUserContent(storage: Store | undefined, c: UserContent): boolean {
  try {
    storage?.setItem(USER_CONTENT_KEY, JSON.stringify(c));
    return storage !== undefined;
  } catch {
    return false;
  }
}

function addDiscTypes(c: UserContent, xs: readonly unknown[]): Result<UserContent, GameError> {
  if (xs.length === 0) return err('user/empty', 'The list of disc types is empty.');
  // buildCatalogue refuses clashes with the built-in discs and with each other.
  const all = buildCatalogue([...c.catalogue, ...xs]);
  if (!all.ok) return all;
  const added: DiscType[] = [];
  for (const x of xs) {
    const t = parseDiscType(x);
    if (!t.ok) return t;
    added.push(t.value);
  }
  return ok({ ...c, catalogue: [...c.catalogue, ...added] });
}

function addScenario(c: UserContent, x: unknown): Result<UserContent, GameError> {
  const s = parseScenario(x);
  if (!s.ok) return s;
  if ([...SCENARIOS, ...c.scenarios].some((q) => q.id === s.value.id))
    return err('user/scenario-duplicate', `A scenario "${s.value.id}" already exists.`);
  return ok({ ...c, scenarios: [...c.scenarios, s.value] });
}

function addArmy(c: UserContent, x: unknown, limit: number): Result<UserContent, GameError> {
  const a = parseArmy(x, catalogueOf(c), limit);
  if (!a.ok) return a;
  if ([...ARMIES, ...c.armies].some((q) => q.id === a.value.id))
    return err('user/army-duplicate', `An army "${a.value.id}" already exists.`);
  return ok({ ...c, armies: [...c.armies, a.value] });
}

/** What an added JSON text held, for the message after adding it. */
export interface Added {
  readonly catalogue: number;
  readonly armies: number;
  readonly scenarios: number;
}

/**
 * Adds a JSON text: a disc type, a list of disc types, an army, a scenario, or a bundle
 * `{ catalogue?, armies?, scenarios? }`. Disc types are added first so a bundle's armies may use
 * them. Armies are checked against `limit`. On any error the content is returned unchanged.
 */
export function addJson(
  c: UserContent,
  text: string,
  limit: number,
): Result<{ content: UserContent; added: Added }, GameError> {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return err('user/json', `This is not valid JSON: ${e instanceof Error ? e.message : ''}`);
  }
  let bundle: { catalogue: unknown[]; armies: unknown[]; scenarios: unknown[] };
  if (Array.isArray(x)) bundle = { catalogue: x, armies: [], scenarios: [] };
  else if (!isRecord(x))
    return err('user/shape', 'Give a disc type, a list of disc types, an army or a scenario.');
  else if (x['id'] === undefined && ('catalogue' in x || 'armies' in x || 'scenarios' in x)) {
    const list = (k: string): unknown[] | null => {
      const v = x[k];
      return v === undefined ? [] : Array.isArray(v) ? v : null;
    };
    const catalogue = list('catalogue');
    const armies = list('armies');
    const scenarios = list('scenarios');
    if (!catalogue || !armies || !scenarios)
      return err('user/shape', 'In { catalogue, armies, scenarios } each part is a JSON list.');
    bundle = { catalogue, armies, scenarios };
  } else if ('discs' in x) bundle = { catalogue: [], armies: [x], scenarios: [] };
  else if (['width', 'depth', 'lands', 'rocks', 'setupDepth', 'rounds'].some((k) => k in x))
    bundle = { catalogue: [], armies: [], scenarios: [x] };
  else bundle = { catalogue: [x], armies: [], scenarios: [] };

  let next = c;
  if (bundle.catalogue.length > 0) {
    const r = addDiscTypes(next, bundle.catalogue);
    if (!r.ok) return r;
    next = r.value;
  }
  for (const s of bundle.scenarios) {
    const r = addScenario(next, s);
    if (!r.ok) return r;
    next = r.value;
  }
  for (const a of bundle.armies) {
    const r = addArmy(next, a, limit);
    if (!r.ok) return r;
    next = r.value;
  }
  const added = {
    catalogue: bundle.catalogue.length,
    armies: bundle.armies.length,
    scenarios: bundle.scenarios.length,
  };
  if (added.catalogue + added.armies + added.scenarios === 0)
    return err('user/empty', 'There is nothing to add in this JSON.');
  return ok({ content: next, added });
}

/** Saves an army from the builder: a new one is added, one with the same id is replaced. */
export function putArmy(c: UserContent, army: ArmyDef): Result<UserContent, GameError> {
  if (ARMIES.some((q) => q.id === army.id))
    return err('user/army-builtin', `"${army.id}" is a built-in army; it cannot be replaced.`);
  const i = c.armies.findIndex((q) => q.id === army.id);
  const armies = i < 0 ? [...c.armies, army] : c.armies.map((q, j) => (j === i ? army : q));
  return ok({ ...c, armies });
}

export function deleteArmy(c: UserContent, id: string): UserContent {
  return { ...c, armies: c.armies.filter((a) => a.id !== id) };
}

/** Deletes a user disc type, unless one of the user's armies still fields it. */
export function deleteDiscType(c: UserContent, id: string): Result<UserContent, GameError> {
  const user = c.armies.find((a) => a.discs.includes(id));
  if (user)
    return err('user/disc-in-use', `The army "${user.name}" uses "${id}"; change it first.`, {
      army: user.name,
      disc: id,
    });
  return ok({ ...c, catalogue: c.catalogue.filter((t) => t.id !== id) });
}

export function deleteScenario(c: UserContent, id: string): UserContent {
  return { ...c, scenarios: c.scenarios.filter((s) => s.id !== id) };
}

/** A fresh army id from its name, unlike every existing army id. */
export function armyIdFor(c: UserContent, name: string): string {
  const base =
    'my-' +
    (name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'army');
  const taken = new Set([...ARMIES, ...c.armies].map((a) => a.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
