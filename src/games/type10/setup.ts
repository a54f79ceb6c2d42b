/**
 * Starting a game: the default options (clocks off, 30-round limit; the table turns clocks on for
 * two-player play), their validation, and the opening position of a scenario.
 */
import { isInt, isRecord } from '../../core/json.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { seedRng } from '../../core/rng.ts';
import { enterPhase } from './phases.ts';
import { validateScenario } from './scenario.ts';
import { defaultScenario } from './scenarios/default.ts';
import type { Type10Options, Type10State } from './types.ts';

export const defaultOptions: Type10Options = {
  timeControl: false,
  stepLimitMs: 5 * 60_000,
  gameLimitMs: 60 * 60_000,
  roundLimit: 30,
};

export function validateOptions(options: unknown): Result<Type10Options, GameError> {
  if (options === undefined || options === null) return ok(defaultOptions);
  if (!isRecord(options)) return err('options/bad-shape', 'Options must be an object.');
  const known = ['timeControl', 'stepLimitMs', 'gameLimitMs', 'roundLimit', 'scenario'];
  const extra = Object.keys(options).filter((k) => !known.includes(k));
  if (extra.length > 0)
    return err('options/unknown', `Unknown option(s): ${extra.join(', ')}.`, {
      names: extra.join(', '),
    });
  const o = { ...defaultOptions, ...options } as Record<string, unknown>;
  if (typeof o.timeControl !== 'boolean')
    return err('options/time-control', 'timeControl must be true or false.');
  if (!isInt(o.stepLimitMs, 1))
    return err(
      'options/step-limit',
      'stepLimitMs must be a positive whole number of milliseconds.',
    );
  if (!isInt(o.gameLimitMs, 1))
    return err(
      'options/game-limit',
      'gameLimitMs must be a positive whole number of milliseconds.',
    );
  if (!isInt(o.roundLimit, 1, 10_000))
    return err('options/round-limit', 'roundLimit must be a whole number from 1 to 10000.');
  const out: Type10Options = {
    timeControl: o.timeControl,
    stepLimitMs: o.stepLimitMs,
    gameLimitMs: o.gameLimitMs,
    roundLimit: o.roundLimit,
  };
  if (o.scenario === undefined) return ok(out);
  const sc = validateScenario(o.scenario);
  if (!sc.ok) return sc;
  return ok({ ...out, scenario: sc.value });
}

export function setup(options: Type10Options, seed: number): Type10State {
  const { scenario = defaultScenario, ...rest } = options;
  const s: Type10State = {
    scenario,
    options: rest,
    units: scenario.units.map((u) => ({ id: u.id, type: u.type, at: u.at })),
    phase: 'spawn',
    round: 1,
    acted: [],
    active: null,
    northLosses: 0,
    kills: [0, 0],
    lastRoll: null,
    lastAction: null,
    clock: options.timeControl ? { totalMs: 0, stepMs: 0, seatMs: [0, 0] } : null,
    rng: seedRng(seed),
    result: null,
  };
  return enterPhase(s, 'spawn');
}
