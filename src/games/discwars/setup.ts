/**
 * Options, the seeded set-up (scenario terrain, both armies in their set-up areas, a random first
 * player) and the setup JSON (`docs/discwars.md`): the whole state except the derived "lies on"
 * facts, which `fromSetup` asks the physics for. `fromSetup` refuses impossible positions.
 */
import type { GameError, Result } from '../../core/result.ts';
import { shown } from '../../core/shown.ts';
import { err, ok } from '../../core/result.ts';
import { Rng, isRngState } from '../../core/rng.ts';
import { isInt, isRecord, own, recordOf } from '../../core/json.ts';
import { ARMIES, armyPoints, buildCatalogue, parseArmy, parseDiscType } from './catalogue.ts';
import type { Ctx } from './board.ts';
import { discPose, footprintOnTable, setupSpot, terrainPieces } from './placement.ts';
import { deployingError } from './deployment.ts';
import { HANDS, type Hand } from './dexterity.ts';
import { parseScenario, SCENARIOS } from './scenarios.ts';
import type { PiecePose } from './physics-port.ts';
import type {
  ArmyDef,
  DiscState,
  DiscType,
  DiscWarsOptions,
  DiscWarsState,
  ScenarioDef,
  Seat,
} from './types.ts';

export const DEFAULT_OPTIONS: DiscWarsOptions = {
  scenario: 'torgun-pass',
  armies: ['ashen-vanguard', 'verdant-vanguard-2'],
  points: 150,
  directions: 16,
  deploy: true,
  hand: 'steady',
  drop: 2,
};

interface Resolved {
  readonly options: DiscWarsOptions;
  readonly scenario: ScenarioDef;
  readonly armies: readonly [ArmyDef, ArmyDef];
  readonly catalogue: Readonly<Record<string, DiscType>>;
}

function resolve(options: unknown): Result<Resolved, GameError> {
  // Every default but the drop model: options without one are a game from before model 2.
  const { drop: _latest, ...defaults } = DEFAULT_OPTIONS;
  const o: (typeof defaults & { drop?: unknown }) | null = isRecord(options)
    ? { ...defaults, ...options }
    : null;
  if (!o) return err('options/not-object', 'Options must be an object.');
  if (o.drop !== undefined && o.drop !== 1 && o.drop !== 2)
    return err('options/drop', '"drop" (the drop model) is 1 or 2.');
  if (!isInt(o.points, 10, 1000))
    return err('options/points', 'The army point limit is a whole number from 10 to 1000.');
  if (!isInt(o.directions, 4, 72))
    return err('options/directions', 'Offered flip directions are a whole number from 4 to 72.');
  if (o.deploy !== undefined && typeof o.deploy !== 'boolean')
    return err('options/deploy', '"deploy" is true (players place their discs) or false.');
  if (o.hand !== undefined && !HANDS.includes(o.hand as Hand))
    return err('options/hand', '"hand" is "steady" (exact flips) or "real" (flips with error).');
  const catalogue = buildCatalogue(Array.isArray(o.catalogue) ? o.catalogue : []);
  if (!catalogue.ok) return catalogue;
  const scenarios: ScenarioDef[] = [...SCENARIOS];
  for (const x of Array.isArray(o.scenarios) ? o.scenarios : []) {
    const sc = parseScenario(x);
    if (!sc.ok) return sc;
    if (scenarios.some((q) => q.id === sc.value.id))
      return err('options/scenario-duplicate', `Scenario "${sc.value.id}" already exists.`);
    scenarios.push(sc.value);
  }
  const scenario = scenarios.find((q) => q.id === o.scenario);
  if (!scenario) return err('options/scenario', `There is no scenario "${shown(o.scenario)}".`);
  if (!Array.isArray(o.armies) || o.armies.length !== 2)
    return err('options/armies', 'Give two armies, one per seat.');
  const armies: ArmyDef[] = [];
  for (const a of o.armies) {
    const def = typeof a === 'string' ? ARMIES.find((q) => q.id === a) : a;
    if (!def) return err('options/army', `There is no army "${shown(a)}".`);
    const parsed = parseArmy(def, catalogue.value, o.points);
    if (!parsed.ok) return parsed;
    armies.push(parsed.value);
  }
  return ok({
    options: o as DiscWarsOptions,
    scenario,
    armies: [armies[0] as ArmyDef, armies[1] as ArmyDef],
    catalogue: catalogue.value,
  });
}

export function validateOptions(options: unknown): Result<DiscWarsOptions, GameError> {
  const r = resolve(options);
  return r.ok ? ok(r.value.options) : r;
}

export function discId(seat: Seat, i: number): string {
  return `${seat === 0 ? 'a' : 'b'}${i + 1}`;
}

export function setup(ctx: Ctx, options: DiscWarsOptions, seed: number): DiscWarsState {
  const r = resolve(options);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const { scenario, armies, catalogue } = r.value;
  const deploy = r.value.options.deploy === true;
  const deploying: string[] = [];
  const rng = Rng.fromSeed(seed);
  const firstPlayer: Seat = rng.int(2) === 0 ? 0 : 1;
  const pieces: PiecePose[] = terrainPieces(scenario);
  const discs: DiscState[] = [];
  const types = new Map<string, DiscType>();
  for (const seat of [0, 1] as const) {
    const army = armies[seat];
    const start = scenario.startingDiscs ?? army.discs.length;
    // Big discs first pack the set-up area best; ids keep the army's order.
    const order = army.discs
      .map((type, i) => ({ type, i }))
      .sort(
        (a, b) => (own(catalogue, b.type)?.diameter ?? 0) - (own(catalogue, a.type)?.diameter ?? 0),
      );
    const placed = new Set<number>();
    for (const { type, i } of order) {
      if (i >= start) continue;
      const t = own(catalogue, type) as DiscType;
      if (deploy) {
        deploying.push(discId(seat, i));
        continue;
      }
      const spot = setupSpot(scenario, pieces, seat, t.diameter);
      if (!spot) continue;
      pieces.push(discPose(discId(seat, i), t.diameter, spot.x, spot.y));
      placed.add(i);
    }
    army.discs.forEach((type, i) => {
      types.set(type, own(catalogue, type) as DiscType);
      discs.push({
        id: discId(seat, i),
        owner: seat,
        type,
        where: placed.has(i) ? 'table' : 'reserve',
        wounds: 0,
        damage: 0,
        roundWounds: 0,
        activated: false,
        bonusMoves: 0,
        bonusToughness: 0,
        dying: false,
      });
    });
  }
  const table = { width: scenario.width, depth: scenario.depth, pieces };
  const liesOn = ctx.physics.liesOn(table);
  if (!liesOn.ok) throw new Error(liesOn.error.message);
  return {
    version: 1,
    scenario,
    types: recordOf(types),
    armies: [armies[0].name, armies[1].name],
    directions: options.directions,
    // Only a real hand is written down, so a steady game's state is what it was before the option.
    ...(r.value.options.hand === 'real' ? { hand: 'real' as const } : {}),
    ...(r.value.options.drop === 2 ? { drop: 2 as const } : {}),
    table,
    liesOn: liesOn.value,
    discs,
    round: 1,
    phase: deploy ? 'deploy' : 'activation',
    ...(deploy ? { deploying: discs.map((d) => d.id).filter((id) => deploying.includes(id)) } : {}),
    firstPlayer,
    toAct: firstPlayer,
    activation: { count: 0, done: [false, false], moving: null },
    missileDone: [false, false],
    combat: null,
    destroyed: [0, 0],
    counters: 0,
    rng: rng.state(),
    events: [{ kind: 'phase', round: 1, phase: deploy ? 'deploy' : 'activation' }],
    outcome: null,
  };
}

export function toSetup(s: DiscWarsState): unknown {
  const { liesOn: _derived, ...rest } = s;
  return JSON.parse(JSON.stringify(rest));
}

const PHASES = ['deploy', 'activation', 'missile', 'combat', 'over'];

function bad(code: string, message: string, detail?: unknown): Result<never, GameError> {
  return err(`setup/${code}`, message, detail);
}

function seatOrNull(x: unknown): x is Seat | null {
  return x === 0 || x === 1 || x === null;
}

function boolPair(x: unknown): x is [boolean, boolean] {
  return Array.isArray(x) && x.length === 2 && x.every((b) => typeof b === 'boolean');
}

export function fromSetup(ctx: Ctx, json: unknown): Result<DiscWarsState, GameError> {
  if (!isRecord(json)) return bad('not-object', 'A Disc Wars setup is a JSON object.');
  const j = json;
  if (j['version'] !== 1) return bad('version', 'Only setup version 1 is known.');
  const sc = parseScenario(j['scenario']);
  if (!sc.ok) return sc;
  if (!isRecord(j['types']))
    return bad('types', '"types" maps disc type ids to catalogue entries.');
  const typeList = new Map<string, DiscType>();
  for (const [id, x] of Object.entries(j['types'])) {
    const t = parseDiscType(x);
    if (!t.ok) return t;
    if (t.value.id !== id) return bad('types', `Type "${id}" has the id "${t.value.id}".`);
    typeList.set(id, t.value);
  }
  const types = recordOf(typeList);
  const armies = j['armies'];
  if (!Array.isArray(armies) || armies.length !== 2 || !armies.every((a) => typeof a === 'string'))
    return bad('armies', '"armies" holds the two army names.');
  if (!isInt(j['directions'], 4, 72)) return bad('directions', '"directions" is 4 to 72.');
  if (j['hand'] !== undefined && j['hand'] !== 'real')
    return bad('hand', '"hand" is "real" or absent (a steady hand).');
  if (j['drop'] !== undefined && j['drop'] !== 2)
    return bad('drop', '"drop" (the drop model) is 2, or absent for model 1.');
  const table = j['table'];
  if (!isRecord(table) || !Array.isArray(table['pieces']))
    return bad('table', '"table" is { width, depth, pieces }.');
  if (table['width'] !== sc.value.width || table['depth'] !== sc.value.depth)
    return bad('table-size', 'The table size differs from the scenario’s.');
  const pieces = table['pieces'] as PiecePose[];
  if (!Array.isArray(j['discs'])) return bad('discs', '"discs" lists the creature discs.');
  const discs = j['discs'] as DiscState[];
  const seen = new Set<string>();
  for (const d of discs) {
    if (!isRecord(d) || typeof d.id !== 'string' || seen.has(d.id))
      return bad('disc', 'Every disc needs a unique id.');
    seen.add(d.id);
    const t = own(types, d.type);
    if (!t) return bad('disc-type', `Disc "${d.id}" has an unknown type "${shown(d.type)}".`);
    if (d.owner !== 0 && d.owner !== 1) return bad('owner', `Disc "${d.id}" needs owner 0 or 1.`);
    if (!['table', 'reserve', 'dead'].includes(d.where))
      return bad('where', `Disc "${d.id}": where is table, reserve or dead.`);
    for (const k of ['wounds', 'damage', 'roundWounds', 'bonusMoves', 'bonusToughness'] as const)
      if (!isInt(d[k], 0, 99)) return bad('counts', `Disc "${d.id}": ${k} must be 0 or more.`);
    if (typeof d.activated !== 'boolean' || typeof d.dying !== 'boolean')
      return bad('flags', `Disc "${d.id}": activated and dying are true or false.`);
    if (d.where !== 'dead' && d.wounds >= t.wounds && !d.dying)
      return bad('too-wounded', `Disc "${d.id}" has ${d.wounds} wounds; it would be dead.`);
    const pose = pieces.find((p) => p.id === d.id);
    if ((d.where === 'table') !== (pose !== undefined))
      return bad('pose', `Disc "${d.id}" must have a pose exactly when it is on the table.`);
    if (pose && (pose.kind !== 'creature' || pose.diameter !== t.diameter))
      return bad('pose', `Disc "${d.id}" must be a creature piece of diameter ${t.diameter} in.`);
    // A disc hanging over the table's edge is no position the rules reach (a flip never lands
    // there), and one whose centre is past the edge falls off as soon as the table settles, which
    // then never comes to rest: a legal move listed in such a position would be refused.
    if (pose && !footprintOnTable(pose, sc.value.width, sc.value.depth))
      return bad('off-table', `Disc "${d.id}" must lie wholly on the table.`);
  }
  for (const p of pieces)
    if (isRecord(p) && p.kind === 'creature' && !seen.has(p.id))
      return bad('stray-piece', `The table has a creature disc "${shown(p.id)}" no army owns.`);
  for (const need of [...sc.value.lands, ...sc.value.rocks])
    if (!pieces.some((p) => isRecord(p) && p.id === need.id))
      return bad('terrain', `The scenario’s "${need.id}" is missing from the table.`);
  if (!isInt(j['round'], 1, sc.value.rounds)) return bad('round', 'The round is out of range.');
  if (!PHASES.includes(j['phase'] as string)) return bad('phase', 'Unknown phase.');
  if (j['firstPlayer'] !== 0 && j['firstPlayer'] !== 1)
    return bad('first', 'firstPlayer is 0 or 1.');
  if (!seatOrNull(j['toAct'])) return bad('to-act', 'toAct is 0, 1 or null.');
  if ((j['toAct'] === null) !== (j['phase'] === 'over'))
    return bad('to-act', 'Nobody acts exactly when the battle is over.');
  const act = j['activation'];
  if (!isRecord(act) || !isInt(act['count'], 0, 2) || !boolPair(act['done']))
    return bad('activation', 'activation is { count: 0-2, done: [bool, bool], moving }.');
  const moving = act['moving'];
  if (moving !== null) {
    const d = isRecord(moving) ? discs.find((x) => x.id === moving['disc']) : undefined;
    if (
      !isRecord(moving) ||
      !d ||
      d.where !== 'table' ||
      !d.activated ||
      !isInt(moving['flipsLeft'], 1, 20)
    )
      return bad(
        'moving',
        'The moving disc must be an activated disc on the table with flips left.',
      );
    if (j['phase'] !== 'activation' || d.owner !== j['toAct'])
      return bad('moving', 'A disc moves only in the activation phase, by its owner.');
  }
  if (!boolPair(j['missileDone'])) return bad('missile', 'missileDone is [bool, bool].');
  const dep = deployingError(j, discs);
  if (dep) return bad('deploying', dep);
  const combat = j['combat'];
  if ((combat !== null) !== (j['phase'] === 'combat'))
    return bad('combat', 'Combat state is present exactly in the combat phase.');
  const destroyed = j['destroyed'];
  if (!Array.isArray(destroyed) || destroyed.length !== 2 || !destroyed.every((n) => isInt(n, 0)))
    return bad('destroyed', 'destroyed is two point totals.');
  if (!isInt(j['counters'], 0)) return bad('counters', 'counters is a count.');
  if (!isRngState(j['rng'])) return bad('rng', 'rng is four uint32 words.');
  if (!Array.isArray(j['events'])) return bad('events', 'events is a list.');
  const liesOn = ctx.physics.liesOn(table as never);
  if (!liesOn.ok) return liesOn;
  const used = armies as [string, string];
  void armyPoints;
  return ok({
    ...(j as unknown as DiscWarsState),
    armies: used,
    types,
    scenario: sc.value,
    liesOn: liesOn.value,
  });
}
