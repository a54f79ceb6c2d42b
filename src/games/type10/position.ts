/**
 * Positions as setup JSON (docs/type10.md): `toSetup` writes the whole state, `fromSetup` reads
 * it back, filling left-out fields with the opening values, and refuses impossible positions
 * (two units on a hex, a PKF unit on the border of a running game, counters that disagree with
 * the units destroyed, an acting unit of the wrong side...). Round trip: fromSetup(toSetup(s)) = s.
 */
import type { Outcome } from '../../core/game.ts';
import { deepEqual, isInt, isRecord, own } from '../../core/json.ts';
import { shown } from '../../core/shown.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { isRngState, seedRng, type RngState } from '../../core/rng.ts';
import { hexIndex } from './hex.ts';
import { freeSpawnHexes, handTypes, hexesNextToSearcher, searcher } from './phases.ts';
import { validateScenario } from './scenario.ts';
import { defaultScenario } from './scenarios/default.ts';
import { defaultOptions, validateOptions } from './setup.ts';
import type { ActionRecord, ActiveAction, Phase, Type10State, UnitState } from './types.ts';
import { gridOf, onBoard, sideOf, typeOf } from './units.ts';

const PHASES: readonly Phase[] = ['spawn', 'uav', 'uavPlace', 'northAct', 'pkfAct', 'over'];

export function toSetup(s: Type10State): unknown {
  const { scenario, ...rest } = s;
  return deepEqual(scenario, defaultScenario)
    ? { game: 'type10', ...rest }
    : { game: 'type10', scenario, ...rest };
}

type R<T> = Result<T, GameError>;

export function fromSetup(json: unknown): R<Type10State> {
  if (!isRecord(json)) return err('setup/bad-shape', 'A Type 10 position must be a JSON object.');
  if (json.game !== undefined && json.game !== 'type10')
    return err('setup/wrong-game', `This position is for "${shown(json.game)}", not Type 10.`);
  let scenario = defaultScenario;
  if (json.scenario !== undefined) {
    const sc = validateScenario(json.scenario);
    if (!sc.ok) return sc;
    scenario = deepEqual(sc.value, defaultScenario) ? defaultScenario : sc.value;
  }
  const opts = validateOptions(json.options ?? defaultOptions);
  if (!opts.ok) return opts;
  const { scenario: _ignored, ...options } = opts.value;
  const units = readUnits(json.units, scenario);
  if (!units.ok) return units;
  const base = { scenario, units: units.value };
  const phase = json.phase ?? 'spawn';
  if (!PHASES.includes(phase as Phase))
    return err(
      'setup/bad-phase',
      `Unknown phase "${shown(phase)}"; use one of ${PHASES.join(', ')}.`,
    );
  const round = json.round ?? 1;
  if (!isInt(round, 1)) return err('setup/bad-round', 'round must be a whole number from 1.');
  const acted = json.acted ?? [];
  if (
    !Array.isArray(acted) ||
    !acted.every((a) => units.value.some((u) => u.id === a)) ||
    new Set(acted).size !== acted.length
  ) {
    return err('setup/bad-acted', 'acted must list distinct unit ids.');
  }
  const gone = (side: 'north' | 'pkf'): number =>
    units.value.filter((u) => u.at === 'gone' && typeOf(base, u).side === side).length;
  const northLosses = json.northLosses ?? 0;
  if (!isInt(northLosses, 0))
    return err('setup/bad-losses', 'northLosses must be a whole number from 0.');
  const kills = json.kills ?? [gone('pkf'), northLosses + gone('north')];
  if (!Array.isArray(kills) || kills.length !== 2 || !isInt(kills[0], 0) || !isInt(kills[1], 0)) {
    return err(
      'setup/bad-kills',
      'kills must be two whole numbers: PKF units destroyed by North, North units destroyed by PKF.',
    );
  }
  if (kills[0] !== gone('pkf') || kills[1] !== northLosses + gone('north')) {
    return err(
      'setup/kills-mismatch',
      "kills disagree with the destroyed units and North's losses.",
      { expected: [gone('pkf'), northLosses + gone('north')] },
    );
  }
  const lastRoll = json.lastRoll ?? null;
  if (lastRoll !== null && !isInt(lastRoll, 1, 6))
    return err('setup/bad-roll', 'lastRoll must be 1–6 or null.');
  const clock =
    json.clock ?? (options.timeControl ? { totalMs: 0, stepMs: 0, seatMs: [0, 0] } : null);
  if (options.timeControl !== (clock !== null))
    return err('setup/bad-clock', 'clock must be present exactly when timeControl is on.');
  if (
    clock !== null &&
    (!isRecord(clock) ||
      !isTime(clock.totalMs) ||
      !isTime(clock.stepMs) ||
      !Array.isArray(clock.seatMs) ||
      clock.seatMs.length !== 2 ||
      !isTime(clock.seatMs[0]) ||
      !isTime(clock.seatMs[1]))
  ) {
    return err(
      'setup/bad-clock',
      'clock must be { totalMs, stepMs, seatMs: [north, pkf] } in milliseconds.',
    );
  }
  let rng: RngState;
  if (json.rng !== undefined) {
    if (!isRngState(json.rng)) return err('setup/bad-rng', 'rng must be four 32-bit words.');
    rng = [json.rng[0], json.rng[1], json.rng[2], json.rng[3]];
  } else {
    if (json.seed !== undefined && !isInt(json.seed, 0, 0xffffffff))
      return err('setup/bad-seed', 'seed must be a whole number from 0 to 4294967295.');
    rng = seedRng((json.seed as number | undefined) ?? 0);
  }
  const result = readResult(json.result ?? null);
  if (!result.ok) return result;
  const s: Type10State = {
    scenario,
    options,
    units: units.value,
    phase: phase as Phase,
    round,
    acted: acted as string[],
    active: null,
    northLosses,
    kills: [kills[0], kills[1]],
    lastRoll,
    lastAction: null,
    clock:
      clock === null
        ? null
        : {
            totalMs: clock.totalMs as number,
            stepMs: clock.stepMs as number,
            seatMs: [(clock.seatMs as number[])[0]!, (clock.seatMs as number[])[1]!],
          },
    rng,
    result: result.value,
  };
  const active = readActive(json.active ?? null, s);
  if (!active.ok) return active;
  const lastAction = readLastAction(json.lastAction ?? null, s);
  if (!lastAction.ok) return lastAction;
  const full = { ...s, active: active.value, lastAction: lastAction.value };
  const sane = checkPosition(full);
  return sane.ok ? ok(full) : sane;
}

/**
 * Who may have acted by the step the position is in: nobody before the UAV search (spawn and
 * search steps: the UAV acts in its search, once a round), only the UAV while a found unit is
 * placed, and no PKF unit but the UAV while North acts. A UAV listed as acted in the search step
 * was offered steps its action check then refused (issue 23).
 */
function checkActed(s: Type10State): string | null {
  if (s.acted.length === 0) return null;
  // The searcher by its type: it may have been destroyed since it searched.
  const searches = (id: string): boolean => {
    const u = s.units.find((x) => x.id === id);
    return u !== undefined && typeOf(s, u).searches;
  };
  switch (s.phase) {
    case 'spawn':
    case 'uav':
      return `Nobody has acted yet in the ${s.phase === 'spawn' ? 'spawn' : 'search'} step of a round, so acted must be empty.`;
    case 'uavPlace':
      return s.acted.every(searches) ? null : 'Only the UAV has acted when a found unit is placed.';
    case 'northAct': {
      const pkf = s.acted.find((id) => {
        const u = s.units.find((x) => x.id === id);
        return u !== undefined && !searches(id) && sideOf(s, u) === 'pkf';
      });
      return pkf ? `PKF unit "${pkf}" cannot have acted before North's acting step ends.` : null;
    }
    default:
      return null;
  }
}

const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function readUnits(x: unknown, scenario: Type10State['scenario']): R<UnitState[]> {
  const start = scenario.units.map((u) => ({ id: u.id, type: u.type, at: u.at as string }));
  if (x === undefined) return ok(start);
  if (!Array.isArray(x)) return err('setup/bad-units', 'units must be a list of { id, at }.');
  const grid = gridOf(scenario);
  const seen = new Set<string>();
  for (const u of x as unknown[]) {
    if (!isRecord(u) || typeof u.id !== 'string')
      return err('setup/bad-unit', 'Each unit needs an id.', { unit: u });
    const k = start.findIndex((s) => s.id === u.id);
    const su = start[k];
    if (!su) return err('setup/unknown-unit', `The scenario has no unit "${u.id}".`);
    if (seen.has(u.id)) return err('setup/duplicate-unit', `Unit "${u.id}" is listed twice.`);
    seen.add(u.id);
    if (u.type !== undefined && u.type !== su.type)
      return err('setup/wrong-type', `Unit "${u.id}" is a ${su.type}, not a ${shown(u.type)}.`);
    const t = own(scenario.unitTypes, su.type) as NonNullable<(typeof scenario.unitTypes)[string]>;
    if (u.at === 'hand' && !t.respawns)
      return err(
        'setup/bad-hand',
        `The ${t.name} "${u.id}" cannot be in hand; only North units that return to hand can.`,
      );
    if (u.at === 'gone' && t.respawns)
      return err(
        'setup/bad-gone',
        `A destroyed ${t.name} returns to hand; "${u.id}" cannot be "gone".`,
      );
    if (
      u.at !== 'hand' &&
      u.at !== 'gone' &&
      (typeof u.at !== 'string' || hexIndex(grid, u.at) < 0)
    ) {
      return err(
        'setup/bad-hex',
        `Unit "${u.id}" stands on "${shown(u.at)}", not a hex of this map.`,
      );
    }
    start[k] = { ...su, at: u.at as string };
  }
  return ok(start);
}

function readResult(x: unknown): R<Outcome | null> {
  if (x === null) return ok(null);
  if (
    !isRecord(x) ||
    (x.winner !== 0 && x.winner !== 1 && x.winner !== null) ||
    typeof x.reason !== 'string'
  ) {
    return err(
      'setup/bad-result',
      'result must be null or { winner: 0 | 1 | null, reason, score? }.',
    );
  }
  if (x.score === undefined) return ok({ winner: x.winner, reason: x.reason });
  if (
    !Array.isArray(x.score) ||
    x.score.length !== 2 ||
    !isInt(x.score[0], 0) ||
    !isInt(x.score[1], 0)
  ) {
    return err('setup/bad-result', 'result.score must be two whole numbers.');
  }
  return ok({ winner: x.winner, reason: x.reason, score: [x.score[0], x.score[1]] });
}

function readActive(x: unknown, s: Type10State): R<ActiveAction | null> {
  if (x === null) return ok(null);
  if (
    !isRecord(x) ||
    typeof x.unit !== 'string' ||
    !isInt(x.mpLeft, 0) ||
    typeof x.fired !== 'boolean' ||
    !Array.isArray(x.path)
  ) {
    return err('setup/bad-active', 'active must be null or { unit, mpLeft, path, fired }.');
  }
  const u = s.units.find((v) => v.id === x.unit);
  if (!u || !onBoard(u))
    return err('setup/bad-active', `The acting unit "${x.unit}" is not on the board.`);
  const grid = gridOf(s.scenario);
  if (
    x.path.length === 0 ||
    !x.path.every((h) => typeof h === 'string' && hexIndex(grid, h) >= 0) ||
    x.path[x.path.length - 1] !== u.at
  ) {
    return err(
      'setup/bad-active',
      'active.path must be hexes of the map ending where the acting unit stands.',
    );
  }
  if (x.mpLeft > typeOf(s, u).move)
    return err(
      'setup/bad-active',
      'The acting unit has more movement left than its movement value.',
    );
  if (s.acted.includes(u.id))
    return err('setup/bad-active', 'The acting unit is also listed as having acted.');
  const side = sideOf(s, u);
  const okPhase =
    s.phase === 'uav'
      ? searcher(s) === u.id
      : (s.phase === 'northAct' && side === 'north') || (s.phase === 'pkfAct' && side === 'pkf');
  if (!okPhase)
    return err(
      'setup/bad-active',
      `The ${typeOf(s, u).name} cannot be acting in the ${s.phase} step.`,
    );
  return ok({ unit: u.id, mpLeft: x.mpLeft, path: x.path as string[], fired: x.fired });
}

function readLastAction(x: unknown, s: Type10State): R<ActionRecord | null> {
  if (x === null) return ok(null);
  const bad = err('setup/bad-last-action', 'lastAction must be null or { unit, path, shots }.');
  if (
    !isRecord(x) ||
    typeof x.unit !== 'string' ||
    !Array.isArray(x.path) ||
    !Array.isArray(x.shots)
  )
    return bad;
  if (!s.units.some((u) => u.id === x.unit) || !x.path.every((h) => typeof h === 'string'))
    return bad;
  const shots: ActionRecord['shots'][number][] = [];
  for (const sh of x.shots as unknown[]) {
    if (
      !isRecord(sh) ||
      (sh.kind !== 'bombard' && sh.kind !== 'attack') ||
      typeof sh.target !== 'string' ||
      typeof sh.at !== 'string'
    )
      return bad;
    shots.push({ kind: sh.kind, target: sh.target, at: sh.at });
  }
  return ok({ unit: x.unit, path: x.path as string[], shots });
}

function checkPosition(s: Type10State): R<true> {
  const grid = gridOf(s.scenario);
  const byHex = new Map<number, UnitState[]>();
  for (const u of s.units) {
    if (!onBoard(u)) continue;
    const i = hexIndex(grid, u.at);
    byHex.set(i, [...(byHex.get(i) ?? []), u]);
  }
  for (const [i, us] of byHex) {
    if (us.length === 1) continue;
    const passing =
      us.length === 2 &&
      s.active &&
      us.some((u) => u.id === s.active?.unit) &&
      sideOf(s, us[0]!) === sideOf(s, us[1]!);
    if (!passing)
      return err(
        'setup/stacked',
        `Units ${us.map((u) => `"${u.id}"`).join(' and ')} stand on the same hex ${grid.names[i]}.`,
      );
  }
  if ((s.result === null) !== (s.phase !== 'over'))
    return err('setup/bad-result', 'The phase is "over" exactly when the position has a result.');
  if (s.result) return ok(true);
  const pkfOnBorder = s.units.find(
    (u) => onBoard(u) && sideOf(s, u) === 'pkf' && s.scenario.border.includes(u.at),
  );
  if (pkfOnBorder)
    return err(
      'setup/pkf-on-border',
      `PKF unit "${pkfOnBorder.id}" stands on the border, so North has already won.`,
    );
  if (s.units.some((u) => u.at === 'gone' && typeOf(s, u).command))
    return err('setup/command-gone', 'The command vehicle is destroyed, so North has already won.');
  if (s.northLosses >= s.scenario.lossLimit)
    return err(
      'setup/loss-limit',
      `North has lost ${s.northLosses} units, so PKF has already won.`,
    );
  if (s.phase === 'spawn' && (handTypes(s).length === 0 || freeSpawnHexes(s).length === 0))
    return err('setup/empty-spawn', 'The spawn step needs a unit in hand and a free spawn hex.');
  if (s.phase === 'uav' && searcher(s) === null)
    return err('setup/no-uav', 'The search step needs the UAV on the board.');
  if (s.phase === 'uavPlace' && (handTypes(s).length === 0 || hexesNextToSearcher(s).length === 0))
    return err(
      'setup/no-placement',
      'A found unit needs a unit in hand and a free hex next to the UAV.',
    );
  const actedError = checkActed(s);
  if (actedError) return err('setup/acted-out-of-step', actedError);
  if (!s.options.timeControl && s.round > s.options.roundLimit)
    return err('setup/past-round-limit', 'The round is past the round limit.');
  return ok(true);
}
