import { describe, expect, it } from 'vitest';
import { hexesNextToSearcher, type10 } from '../../../src/games/type10/index.ts';
import { defaultScenario } from '../../../src/games/type10/scenarios/default.ts';
import type { Type10Move } from '../../../src/games/type10/types.ts';
import { at, errorCode, play, position } from './helpers.ts';

const opening = (seed: number) => type10.setup(type10.defaultOptions, seed);

describe('North spawn step', () => {
  it('opens the game: North may place infantry or special forces on the three spawn hexes', () => {
    const s = opening(1);
    expect(s.phase).toBe('spawn');
    expect(type10.toMove(s)).toBe(0);
    const moves = type10.legalMoves(s);
    expect(moves).toHaveLength(2 * 3 + 1);
    expect(
      moves
        .filter((m) => m.type === 'spawn')
        .map((m) => (m.type === 'spawn' ? m.to : ''))
        .sort(),
    ).toEqual(['0203', '0203', '0503', '0503', '0803', '0803']);
  });

  it('allows at most one unit per hex, never on an occupied spawn hex or elsewhere', () => {
    const s = play(opening(1), { type: 'spawn', unitType: 'special', to: '0503' });
    expect(at(s, 'sf1')).toBe('0503');
    expect(errorCode(s, { type: 'spawn', unitType: 'infantry', to: '0503' })).toBe('spawn/bad-hex');
    expect(errorCode(s, { type: 'spawn', unitType: 'infantry', to: '0504' })).toBe('spawn/bad-hex');
    const blocked = position(
      [
        ['t72', 't72', '0503'],
        ['inf1', 'infantry', 'hand'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'spawn' },
    );
    expect(type10.legalMoves(blocked).map((m) => (m.type === 'spawn' ? m.to : m.type))).toEqual([
      '0203',
      '0803',
      'endSpawn',
    ]);
  });

  it('moves on by itself once the spawn hexes are full, and refuses types not in hand', () => {
    let s = opening(1);
    expect(errorCode(s, { type: 'spawn', unitType: 't72', to: '0203' })).toBe('spawn/not-in-hand');
    s = play(
      s,
      { type: 'spawn', unitType: 'special', to: '0203' },
      { type: 'spawn', unitType: 'special', to: '0503' },
    );
    expect(s.phase).toBe('spawn');
    s = play(s, { type: 'spawn', unitType: 'special', to: '0803' });
    expect(s.phase).toBe('uav');
    expect(type10.toMove(s)).toBe(1);
  });

  it('is skipped when North has nothing in hand', () => {
    const s = position(
      [
        ['t72', 't72', '0502'],
        ['uav', 'uav', '0607'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const next = play(s, { type: 'endTurn' });
    expect(next.round).toBe(2);
    expect(next.phase).toBe('uav');
  });
});

describe('UAV search with the seeded die', () => {
  // First rolls by seed (hand-checked from the generator): 0 → 3, 2 → 6, 5 → 1.
  const searchFrom = (seed: number) => play(opening(seed), { type: 'endSpawn' });

  it('moves the UAV (flying over forest at cost 1), then rolls; on 3–6 nothing is found', () => {
    let s = searchFrom(2);
    expect(s.phase).toBe('uav');
    s = play(
      s,
      { type: 'step', unit: 'uav', to: '0707' },
      { type: 'step', unit: 'uav', to: '0706' },
    ); // forest costs the UAV 1
    expect(s.active).toMatchObject({ unit: 'uav', mpLeft: 2, path: ['0607', '0707', '0706'] });
    expect(type10.legalMoves(s).some((m) => m.type === 'bombard' || m.type === 'endAction')).toBe(
      false,
    );
    s = play(s, { type: 'search' });
    expect(s.lastRoll).toBe(6);
    expect(s.phase).toBe('northAct');
    expect(s.acted).toContain('uav');
  });

  it('on 1–2 North must place one unit from hand next to the UAV', () => {
    let s = play(searchFrom(5), { type: 'search' });
    expect(s.lastRoll).toBe(1);
    expect(s.phase).toBe('uavPlace');
    expect(type10.toMove(s)).toBe(0);
    const spots = hexesNextToSearcher(s).sort();
    expect(spots).toEqual(['0508', '0606', '0707', '0708']); // 0507 (Type 10) and 0608 (platoon) are taken
    expect(type10.legalMoves(s)).toHaveLength(2 * 4);
    expect(type10.legalMoves(s).some((m) => m.type === 'endSpawn')).toBe(false);
    expect(errorCode(s, { type: 'spawn', unitType: 'infantry', to: '0203' })).toBe('spawn/bad-hex');
    s = play(s, { type: 'spawn', unitType: 'infantry', to: '0707' });
    expect(at(s, 'inf1')).toBe('0707');
    expect(s.phase).toBe('northAct');
  });

  it('the same seed gives the same roll; the view hides the generator', () => {
    expect(play(searchFrom(3), { type: 'search' }).lastRoll).toBe(
      play(searchFrom(3), { type: 'search' }).lastRoll,
    );
    expect(play(searchFrom(0), { type: 'search' }).lastRoll).toBe(3);
    expect(type10.view(searchFrom(3), 0).rng).toBeNull();
    const s = searchFrom(3);
    expect(type10.revealsInformation(s, { type: 'search' }, play(s, { type: 'search' }))).toBe(
      true,
    );
    expect(
      type10.revealsInformation(
        s,
        { type: 'step', unit: 'uav', to: '0707' },
        play(s, { type: 'step', unit: 'uav', to: '0707' }),
      ),
    ).toBe(false);
  });

  it('finds nothing when the hand is empty', () => {
    const s = position(
      [
        ['t72', 't72', '0502'],
        ['uav', 'uav', '0607'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'uav', seed: 5 },
    );
    const s2 = play(s, { type: 'search' });
    expect(s2.lastRoll).toBe(1);
    expect(s2.phase).toBe('northAct');
  });

  it('lets no unit but the UAV act in the search step, and the UAV not again that round', () => {
    let s = searchFrom(2);
    expect(errorCode(s, { type: 'step', unit: 'type10', to: '0506' })).toBe('phase/uav-only');
    s = play(s, { type: 'search' }, { type: 'endTurn' });
    expect(s.phase).toBe('pkfAct');
    expect(errorCode(s, { type: 'step', unit: 'uav', to: '0606' })).toBe('action/already-acted');
    expect(type10.legalMoves(s).some((m) => m.type === 'step' && m.unit === 'uav')).toBe(false);
  });
});

describe('one action at a time', () => {
  it('finishes one unit before another starts; a unit acts once per round', () => {
    const s = position([
      ['t72', 't72', '0502'],
      ['inf1', 'infantry', '0205'],
      ['cmd', 'command', '0909'],
    ]);
    const s2 = play(s, { type: 'step', unit: 't72', to: '0602' });
    expect(errorCode(s2, { type: 'step', unit: 'inf1', to: '0206' })).toBe('action/other-active');
    expect(errorCode(s2, { type: 'endTurn' })).toBe('action/unfinished');
    expect(
      type10
        .legalMoves(s2)
        .every((m) => m.type === 'endAction' || ('unit' in m && m.unit === 't72')),
    ).toBe(true);
    const s3 = play(s2, { type: 'endAction' });
    expect(errorCode(s3, { type: 'step', unit: 't72', to: '0603' })).toBe('action/already-acted');
    expect(errorCode(s3, { type: 'step', unit: 'cmd', to: '0908' })).toBe('move/not-yours');
  });
});

describe('victory conditions', () => {
  it('PKF wins when North has lost 10 infantry / special forces (returns counted)', () => {
    const s = position(
      [
        ['t10', 'type10', '0507'],
        ['inf1', 'infantry', '0505'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct', northLosses: 9, kills: [0, 9] },
    );
    const s2 = play(s, { type: 'bombard', unit: 't10', target: 'inf1' });
    expect(type10.outcome(s2)).toEqual({ winner: 1, reason: 'losses', score: [0, 10] });
    expect(type10.toMove(s2)).toBeNull();
    expect(type10.legalMoves(s2)).toEqual([]);
    expect(errorCode(s2, { type: 'endTurn' })).toBe('game/over');
  });

  it('North wins when the command vehicle is destroyed (by attack too)', () => {
    const s = position([
      ['sf1', 'special', '0803'],
      ['cmd', 'command', '0805'],
    ]);
    const s2 = play(
      s,
      { type: 'step', unit: 'sf1', to: '0804' },
      { type: 'step', unit: 'sf1', to: '0805' },
    );
    expect(type10.outcome(s2)).toMatchObject({ winner: 0, reason: 'command-destroyed' });
  });

  it('North wins when a PKF unit enters a border hex', () => {
    const s = position(
      [
        ['t10', 'type10', '0502'],
        ['cmd', 'command', '0909'],
        ['t72', 't72', '0909'.replace('09', '08')],
      ],
      { phase: 'pkfAct' },
    );
    const s2 = play(s, { type: 'step', unit: 't10', to: '0501' });
    expect(type10.outcome(s2)).toMatchObject({ winner: 0, reason: 'border-crossed' });
    // North units may stand on the border freely.
    const n = position([
      ['t72', 't72', '0502'],
      ['cmd', 'command', '0909'],
    ]);
    expect(type10.outcome(play(n, { type: 'step', unit: 't72', to: '0501' }))).toBeNull();
  });

  it('either side may resign at any time', () => {
    const s = opening(2);
    expect(type10.outcome(play(s, { type: 'resign' }))).toMatchObject({
      winner: 1,
      reason: 'resignation',
    });
    expect(type10.outcome(play(s, { type: 'resign', seat: 1 }))).toMatchObject({
      winner: 0,
      reason: 'resignation',
    });
    expect(type10.legalMoves(s).some((m) => m.type === 'resign' || m.type === 'clock')).toBe(false);
  });

  it('the round limit counts destroyed units (more wins, equal draws)', () => {
    const s = position(
      [
        ['t72', 't72', '0502'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct', round: 30 },
    );
    expect(type10.outcome(play(s, { type: 'endTurn' }))).toEqual({
      winner: null,
      reason: 'round-limit',
      score: [0, 0],
    });
    const won = position(
      [
        ['t72', 't72', '0502'],
        ['cmd', 'command', '0909'],
        ['pl', 'platoon', '0608'],
      ],
      { phase: 'pkfAct', round: 30, units: [{ id: 'pl', at: 'gone' }] },
    );
    expect(type10.outcome(play(won, { type: 'endTurn' }))).toEqual({
      winner: 0,
      reason: 'round-limit',
      score: [1, 0],
    });
    const short = type10.fromSetup({ options: { roundLimit: 2 }, phase: 'pkfAct', round: 2 });
    expect(short.ok && type10.outcome(play(short.value, { type: 'endTurn' }))).toMatchObject({
      reason: 'round-limit',
    });
    const early = position(
      [
        ['t72', 't72', '0502'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct', round: 29 },
    );
    expect(type10.outcome(play(early, { type: 'endTurn' }))).toBeNull();
  });
});

describe('time control', () => {
  const timed = (rest: Record<string, unknown> = {}) => {
    const r = type10.fromSetup({ options: { timeControl: true }, ...rest });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const tick = (ms: number): Type10Move => ({ type: 'clock', elapsedMs: ms });

  it('refuses clock moves when clocks are off', () => {
    expect(errorCode(opening(1), tick(1000))).toBe('clock/off');
  });

  it('a side that uses more than 5 minutes in one step loses', () => {
    const s = play(timed(), tick(299_000));
    expect(type10.outcome(s)).toBeNull();
    expect(type10.outcome(play(s, tick(2_000)))).toMatchObject({ winner: 1, reason: 'time-out' });
  });

  it('the step clock restarts with each step', () => {
    const s = play(timed(), tick(299_000), { type: 'endSpawn' });
    expect(s.clock).toEqual({ totalMs: 299_000, stepMs: 0, seatMs: [299_000, 0] });
    expect(play(s, tick(1_000)).clock?.seatMs).toEqual([299_000, 1_000]);
    expect(type10.outcome(play(s, tick(200_000)))).toBeNull();
  });

  it('after 60 minutes of play the destroyed units are counted', () => {
    const s = timed({
      clock: { totalMs: 3_599_000, stepMs: 0, seatMs: [1_800_000, 1_799_000] },
      units: [{ id: 'platoon', at: 'gone' }],
      kills: [1, 0],
    });
    expect(type10.outcome(play(s, tick(1_000)))).toEqual({
      winner: 0,
      reason: 'time-limit',
      score: [1, 0],
    });
  });

  it('has no round limit with clocks on', () => {
    const s = timed({ phase: 'pkfAct', round: 40 });
    expect(play(s, { type: 'endTurn' }).round).toBe(41);
  });

  it('rejects nonsense time', () => {
    expect(errorCode(timed(), tick(-5))).toBe('clock/bad-time');
  });
});

describe('default scenario', () => {
  it('matches the rules file, but for the balance change recorded in docs/type10.md', () => {
    const s = opening(0);
    const where = Object.fromEntries(s.units.map((u) => [u.id, u.at]));
    expect(where).toMatchObject({
      t72: '0502',
      type10: '0507',
      uav: '0607',
      command: '0909',
      platoon: '0608',
      missile: '0409',
    });
    expect(defaultScenario.unitTypes.command).toMatchObject({
      attack: 1,
      defense: 3,
      move: 2,
      command: true,
    });
    expect(
      s.units
        .filter((u) => u.at === 'hand')
        .map((u) => u.type)
        .sort(),
    ).toEqual([...Array(6).fill('infantry'), ...Array(3).fill('special')]);
    expect(defaultScenario.forest).toHaveLength(15);
    expect(defaultScenario.spawn).toEqual(['0203', '0503', '0803']);
  });
});
