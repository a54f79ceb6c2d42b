import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import { type10 } from '../../../src/games/type10/index.ts';
import { defaultScenario } from '../../../src/games/type10/scenarios/default.ts';
import { play, position } from './helpers.ts';

const codeOf = (json: unknown) => {
  const r = type10.fromSetup(json);
  return r.ok ? null : r.error.code;
};

describe('options', () => {
  it('accepts partial options and refuses bad ones with a code', () => {
    expect(type10.validateOptions({ roundLimit: 12 })).toMatchObject({
      ok: true,
      value: { roundLimit: 12, timeControl: false },
    });
    expect(type10.validateOptions({ roundLimit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'options/round-limit' },
    });
    expect(type10.validateOptions({ timeControl: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'options/time-control' },
    });
    expect(type10.validateOptions({ colour: 'red' })).toMatchObject({
      ok: false,
      error: { code: 'options/unknown' },
    });
    expect(type10.validateOptions(undefined)).toMatchObject({ ok: true });
  });

  it('starts a timed game with clocks at zero', () => {
    const s = type10.setup({ ...type10.defaultOptions, timeControl: true }, 4);
    expect(s.clock).toEqual({ totalMs: 0, stepMs: 0, seatMs: [0, 0] });
  });
});

describe('setup JSON', () => {
  it('reads the documented minimal form: an empty object is the opening position', () => {
    const r = type10.fromSetup({});
    expect(r.ok && deepEqual(r.value, type10.setup(type10.defaultOptions, 0))).toBe(true);
    expect(
      r.ok &&
        deepEqual(type10.fromSetup({ seed: 7 }), {
          ok: true,
          value: type10.setup(type10.defaultOptions, 7),
        }),
    ).toBe(true);
  });

  it('round-trips positions exactly, including custom scenarios and an action in progress', () => {
    const s = position(
      [
        ['cmd', 'command', '0803'],
        ['pl', 'platoon', '0804'],
        ['t72', 't72', '0101'],
      ],
      { phase: 'pkfAct' },
    );
    const mid = play(s, { type: 'step', unit: 'cmd', to: '0804' });
    for (const x of [s, mid, type10.setup(type10.defaultOptions, 9)]) {
      const back = type10.fromSetup(JSON.parse(JSON.stringify(type10.toSetup(x))));
      expect(back.ok && deepEqual(back.value, x)).toBe(true);
    }
  });

  it.each([
    [{ game: 'hill218' }, 'setup/wrong-game'],
    [[], 'setup/bad-shape'],
    [{ phase: 'lunch' }, 'setup/bad-phase'],
    [{ units: [{ id: 't72', at: '0507' }] }, 'setup/stacked'],
    [{ units: [{ id: 't72', at: '1010' }] }, 'setup/bad-hex'],
    [{ units: [{ id: 'ghost', at: '0101' }] }, 'setup/unknown-unit'],
    [{ units: [{ id: 't72', at: 'hand' }] }, 'setup/bad-hand'],
    [{ units: [{ id: 'inf1', at: 'gone' }] }, 'setup/bad-gone'],
    [{ units: [{ id: 'type10', at: '0501' }] }, 'setup/pkf-on-border'],
    [{ units: [{ id: 'command', at: 'gone' }], kills: [1, 0] }, 'setup/command-gone'],
    [{ northLosses: 10, kills: [0, 10] }, 'setup/loss-limit'],
    [{ northLosses: 2 }, null],
    [{ northLosses: 2, kills: [0, 1] }, 'setup/kills-mismatch'],
    [{ phase: 'over' }, 'setup/bad-result'],
    [
      { phase: 'northAct', active: { unit: 'command', mpLeft: 2, path: ['0509'], fired: false } },
      'setup/bad-active',
    ],
    [
      { phase: 'northAct', active: { unit: 't72', mpLeft: 9, path: ['0502'], fired: false } },
      'setup/bad-active',
    ],
    [
      { phase: 'northAct', active: { unit: 't72', mpLeft: 2, path: ['0503'], fired: false } },
      'setup/bad-active',
    ],
    [{ clock: { totalMs: 0, stepMs: 0, seatMs: [0, 0] } }, 'setup/bad-clock'],
    [{ options: { timeControl: true }, clock: { totalMs: 0, stepMs: 0 } }, 'setup/bad-clock'],
    [{ rng: [1, 2, 3] }, 'setup/bad-rng'],
    [{ lastRoll: 7 }, 'setup/bad-roll'],
    [{ round: 31 }, 'setup/past-round-limit'],
  ])('refuses impossible positions: %j', (json, code) => {
    expect(codeOf(json)).toBe(code);
  });

  it('refuses invalid maps and scenarios with clear messages', () => {
    const bad = (patch: Record<string, unknown>) =>
      codeOf({ scenario: { ...defaultScenario, ...patch } });
    expect(bad({ width: 0 })).toBe('scenario/bad-size');
    expect(bad({ forest: ['0204', '1204'] })).toBe('scenario/bad-hex');
    expect(bad({ spawn: ['0203', '0203'] })).toBe('scenario/duplicate-hex');
    expect(bad({ units: [{ id: 'a', type: 'tank', at: '0101' }] })).toBe('scenario/unknown-type');
    expect(
      bad({
        units: [
          { id: 'a', type: 't72', at: '0101' },
          { id: 'b', type: 't72', at: '0101' },
        ],
      }),
    ).toBe('scenario/stacked');
    expect(
      bad({
        units: [
          { id: 'a', type: 't72', at: '0101' },
          { id: 'a', type: 't72', at: '0102' },
        ],
      }),
    ).toBe('scenario/duplicate-unit');
    expect(
      bad({
        unitTypes: {
          ...defaultScenario.unitTypes,
          t72: { ...defaultScenario.unitTypes.t72, side: 'south' },
        },
      }),
    ).toBe('scenario/bad-unit-type');
    const r = type10.fromSetup({ scenario: { ...defaultScenario, forest: ['0204', '1204'] } });
    expect(r.ok ? '' : r.error.message).toBe('"1204" in the forest is not a hex of this 9×9 map.');
  });
});

describe('describeMove and moveKey', () => {
  it('names units and hexes so the log shows the path', () => {
    const s = position(
      [
        ['t10', 'type10', '0804'],
        ['inf1', 'infantry', '0803'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(type10.describeMove!(s, { type: 'step', unit: 't10', to: '0805' })).toBe(
      'Type 10 moves 0804 → 0805',
    );
    expect(type10.describeMove!(s, { type: 'step', unit: 't10', to: '0803' })).toBe(
      'Type 10 attacks the Infantry at 0803 (from 0804)',
    );
    expect(type10.describeMove!(s, { type: 'bombard', unit: 't10', target: 'inf1' })).toBe(
      'Type 10 bombards the Infantry at 0803',
    );
    const moved = play(s, { type: 'step', unit: 't10', to: '0805' });
    expect(type10.describeMove!(moved, { type: 'endAction' })).toBe(
      'Type 10 ends its action (path 0804 → 0805)',
    );
    const keys = type10.legalMoves(s).map((m) => type10.moveKey!(m));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
