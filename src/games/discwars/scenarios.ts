/**
 * Scenarios: the default "Torgun Pass" reconstruction (docs/rules/discwars.md) and a second one of
 * our own ("Mirefold Crossing": a small table, reinforcements and a ford to hold), plus the validator
 * for user-added scenario JSON.
 */
import type { GameError, Result } from '../../core/result.ts';
import { err, ok } from '../../core/result.ts';
import { isInt, isRecord } from '../../core/json.ts';
import type { LandDef, RockDef, ScenarioDef } from './types.ts';

export const TORGUN_PASS: ScenarioDef = {
  id: 'torgun-pass',
  name: 'Battle for Torgun Pass',
  width: 36,
  depth: 36,
  lands: [
    { id: 'land-s1', x: 10, y: 4, diameter: 4, owner: 0 },
    { id: 'land-s2', x: 26, y: 4, diameter: 4, owner: 0 },
    { id: 'land-n1', x: 10, y: 32, diameter: 4, owner: 1 },
    { id: 'land-n2', x: 26, y: 32, diameter: 4, owner: 1 },
  ],
  rocks: [
    { id: 'rock-w1', x: 6, y: 18, diameter: 6, height: 3 },
    { id: 'rock-w2', x: 12, y: 18, diameter: 5, height: 3 },
    { id: 'rock-e1', x: 24, y: 18, diameter: 5, height: 3 },
    { id: 'rock-e2', x: 30, y: 18, diameter: 6, height: 3 },
  ],
  setupDepth: 9,
  rounds: 8,
  objective: { x: 18, y: 18 },
};

export const MIREFOLD_CROSSING: ScenarioDef = {
  id: 'mirefold-crossing',
  name: 'Mirefold Crossing',
  width: 28,
  depth: 28,
  lands: [
    { id: 'stage-s', x: 14, y: 2.5, diameter: 4, owner: 0 },
    { id: 'stage-n', x: 14, y: 25.5, diameter: 4, owner: 1 },
    { id: 'ford', x: 14, y: 14, diameter: 4 },
  ],
  rocks: [
    { id: 'mire-w', x: 5, y: 14, diameter: 4, height: 2 },
    { id: 'mire-e', x: 23, y: 14, diameter: 4, height: 2 },
  ],
  setupDepth: 8,
  rounds: 6,
  startingDiscs: 6,
  reinforcementsPerRound: 3,
  hold: { land: 'ford', points: 15 },
  objective: { x: 14, y: 14 },
};

/** A small open field for quick battles, demonstrations and tests. */
export const SKIRMISH: ScenarioDef = {
  id: 'skirmish',
  name: 'Skirmish',
  width: 20,
  depth: 20,
  lands: [],
  rocks: [],
  setupDepth: 5,
  rounds: 3,
  objective: { x: 10, y: 10 },
};

export const SCENARIOS: readonly ScenarioDef[] = [TORGUN_PASS, MIREFOLD_CROSSING, SKIRMISH];

function num(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
}

function circleOnTable(c: { x: number; y: number; diameter: number }, w: number, d: number) {
  const r = c.diameter / 2;
  return c.x - r >= 0 && c.y - r >= 0 && c.x + r <= w && c.y + r <= d;
}

/** Checks a user-supplied scenario. */
export function parseScenario(x: unknown): Result<ScenarioDef, GameError> {
  if (!isRecord(x)) return err('scenario/not-object', 'A scenario must be a JSON object.');
  const id = x['id'];
  if (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id))
    return err('scenario/id', 'A scenario needs an id of lower-case letters, digits and dashes.');
  const name = x['name'];
  if (typeof name !== 'string' || name.length === 0)
    return err('scenario/name', `Scenario "${id}" needs a name.`);
  const { width, depth, setupDepth, rounds } = x;
  if (!num(width, 12, 96) || !num(depth, 12, 96))
    return err('scenario/size', `Scenario "${id}": width and depth are 12 to 96 in.`);
  if (!num(setupDepth, 3, depth / 2 - 1))
    return err(
      'scenario/setup-depth',
      `Scenario "${id}": setupDepth is 3 in to just under half the depth.`,
    );
  if (!isInt(rounds, 1, 20))
    return err('scenario/rounds', `Scenario "${id}": rounds is a whole number from 1 to 20.`);
  const ids = new Set<string>();
  const lands: LandDef[] = [];
  for (const l of Array.isArray(x['lands']) ? x['lands'] : []) {
    if (
      !isRecord(l) ||
      typeof l['id'] !== 'string' ||
      !num(l['x'], 0, width) ||
      !num(l['y'], 0, depth) ||
      !num(l['diameter'], 2, 8)
    )
      return err(
        'scenario/land',
        `Scenario "${id}": a land disc needs id, x, y and a diameter of 2 to 8 in.`,
      );
    const owner = l['owner'];
    if (owner !== undefined && owner !== 0 && owner !== 1)
      return err('scenario/land', `Scenario "${id}": a land disc's owner is 0 or 1.`);
    const land: LandDef = {
      id: l['id'],
      x: l['x'],
      y: l['y'],
      diameter: l['diameter'],
      ...(owner === undefined ? {} : { owner }),
    };
    if (!circleOnTable(land, width, depth))
      return err(
        'scenario/land',
        `Scenario "${id}": land disc "${land.id}" is not wholly on the table.`,
      );
    lands.push(land);
  }
  const rocks: RockDef[] = [];
  for (const r of Array.isArray(x['rocks']) ? x['rocks'] : []) {
    if (
      !isRecord(r) ||
      typeof r['id'] !== 'string' ||
      !num(r['x'], 0, width) ||
      !num(r['y'], 0, depth) ||
      !num(r['diameter'], 1, 12) ||
      !num(r['height'], 0.5, 6)
    )
      return err(
        'scenario/rock',
        `Scenario "${id}": a rock needs id, x, y, diameter (1-12 in) and height (0.5-6 in).`,
      );
    rocks.push({ id: r['id'], x: r['x'], y: r['y'], diameter: r['diameter'], height: r['height'] });
  }
  for (const p of [...lands, ...rocks]) {
    if (ids.has(p.id))
      return err('scenario/duplicate', `Scenario "${id}": the id "${p.id}" is used twice.`);
    ids.add(p.id);
  }
  const objective = x['objective'];
  if (!isRecord(objective) || !num(objective['x'], 0, width) || !num(objective['y'], 0, depth))
    return err(
      'scenario/objective',
      `Scenario "${id}": objective is a point { x, y } on the table.`,
    );
  const out: { -readonly [K in keyof ScenarioDef]: ScenarioDef[K] } = {
    id,
    name,
    width,
    depth,
    lands,
    rocks,
    setupDepth,
    rounds,
    objective: { x: objective['x'], y: objective['y'] },
  };
  if (x['startingDiscs'] !== undefined) {
    if (!isInt(x['startingDiscs'], 1, 30))
      return err('scenario/starting', `Scenario "${id}": startingDiscs is 1 to 30.`);
    out.startingDiscs = x['startingDiscs'];
  }
  if (x['reinforcementsPerRound'] !== undefined) {
    if (!isInt(x['reinforcementsPerRound'], 1, 30))
      return err('scenario/reinforcements', `Scenario "${id}": reinforcementsPerRound is 1 to 30.`);
    if (!lands.some((l) => l.owner === 0) || !lands.some((l) => l.owner === 1))
      return err(
        'scenario/staging',
        `Scenario "${id}": reinforcements need a land disc owned by each seat.`,
      );
    out.reinforcementsPerRound = x['reinforcementsPerRound'];
  }
  const hold = x['hold'];
  if (hold !== undefined) {
    if (
      !isRecord(hold) ||
      !lands.some((l) => l.id === hold['land']) ||
      !isInt(hold['points'], 1, 100)
    )
      return err(
        'scenario/hold',
        `Scenario "${id}": hold is { land: <a land disc id>, points: 1-100 }.`,
      );
    out.hold = { land: hold['land'] as string, points: hold['points'] };
  }
  return ok(out);
}
