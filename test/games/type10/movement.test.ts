import { describe, expect, it } from 'vitest';
import { reachableHexes, stepOnTargets, type10 } from '../../../src/games/type10/index.ts';
import { at, errorCode, play, position, stepsOf } from './helpers.ts';

const costs = (s: Parameters<typeof reachableHexes>[0], unit: string) =>
  Object.fromEntries(reachableHexes(s, unit).map((r) => [r.hex, r.cost]));

describe('movement with forest', () => {
  it('charges 2 to enter forest (the T-72 example: in forest with 1 left it cannot enter forest)', () => {
    const s = position([
      ['t72', 't72', '0705'],
      ['cmd', 'command', '0909'],
    ]);
    const c = costs(s, 't72');
    expect(c['0706']).toBe(2); // forest
    expect(c['0707']).toBe(3); // via forest 0706, or around
    expect(c['0605']).toBe(2);
    expect(c['0704']).toBe(1);
    const s2 = play(s, { type: 'step', unit: 't72', to: '0706' });
    expect(s2.active).toMatchObject({ unit: 't72', mpLeft: 1 });
    // From 0706: forest neighbours 0705 and 0605 cost 2 > 1; clear ones cost 1.
    expect(stepsOf(s2, 't72')).toEqual(['0606', '0707', '0805', '0806']);
    expect(errorCode(s2, { type: 'step', unit: 't72', to: '0605' })).toBe('step/illegal');
  });

  it('lets a movement-1 unit always move one hex, even into forest (example 2)', () => {
    const s = position([
      ['inf1', 'infantry', '0305'],
      ['cmd', 'command', '0909'],
    ]);
    // 0305 is forest; its neighbours 0304 and 0204 are forest too.
    expect(stepsOf(s, 'inf1')).toEqual(['0204', '0205', '0304', '0306', '0404', '0405']);
    const s2 = play(s, { type: 'step', unit: 'inf1', to: '0304' });
    expect(at(s2, 'inf1')).toBe('0304');
    // No movement left and no shot in reach: the action ended by itself.
    expect(s2.active).toBeNull();
    expect(s2.acted).toContain('inf1');
  });

  it('gives a movement-2 unit no at-least-one bonus after its first hex', () => {
    const s = position(
      [
        ['cmd', 'command', '0303'],
        ['t72', 't72', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const s2 = play(s, { type: 'step', unit: 'cmd', to: '0302' });
    expect(s2.active?.mpLeft).toBe(1);
    const s3 = position(
      [
        ['cmd', 'command', '0403'],
        ['t72', 't72', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const s4 = play(s3, { type: 'step', unit: 'cmd', to: '0303' });
    expect(stepsOf(s4, 'cmd')).not.toContain('0304'); // forest, 2 > 1
    expect(stepsOf(s4, 'cmd')).toContain('0302');
  });
});

describe('passing friends, blocked by enemies', () => {
  it('cannot pass an enemy it cannot attack', () => {
    const s = position(
      [
        ['cmd', 'command', '0803'],
        ['inf1', 'infantry', '0804'],
      ],
      { phase: 'pkfAct' },
    );
    expect(costs(s, 'cmd')['0805']).toBeUndefined();
    expect(stepsOf(s, 'cmd')).not.toContain('0804');
    expect(errorCode(s, { type: 'step', unit: 'cmd', to: '0804' })).toBe('step/illegal');
    const free = position(
      [
        ['cmd', 'command', '0803'],
        ['inf1', 'infantry', '0104'],
      ],
      { phase: 'pkfAct' },
    );
    expect(costs(free, 'cmd')['0805']).toBe(2);
  });

  it('passes through a friend but may not end there', () => {
    const s = position(
      [
        ['cmd', 'command', '0803'],
        ['pl', 'platoon', '0804'],
        ['t72', 't72', '0101'],
      ],
      { phase: 'pkfAct' },
    );
    const c = costs(s, 'cmd');
    expect(c['0805']).toBe(2);
    expect(c['0804']).toBeUndefined();
    const s2 = play(s, { type: 'step', unit: 'cmd', to: '0804' });
    expect(type10.legalMoves(s2).some((m) => m.type === 'endAction')).toBe(false);
    expect(errorCode(s2, { type: 'endAction' })).toBe('action/on-friend');
    const s3 = play(s2, { type: 'step', unit: 'cmd', to: '0805' });
    expect(at(s3, 'cmd')).toBe('0805');
    expect(s3.lastAction?.path).toEqual(['0803', '0804', '0805']);
  });

  it('may not step onto a friend when no movement would be left to leave it', () => {
    const s = position(
      [
        ['pl', 'platoon', '0803'],
        ['cmd', 'command', '0804'],
        ['t72', 't72', '0101'],
      ],
      { phase: 'pkfAct' },
    );
    expect(stepsOf(s, 'pl')).not.toContain('0804');
    expect(errorCode(s, { type: 'step', unit: 'pl', to: '0804' })).toBe('step/illegal');
  });

  it('may not end on a friend even after passing several', () => {
    // Command (mv 2) at 0803, friends at 0804 and 0805: 0805 is not an end, 0804 leads only to it or back.
    const s = position(
      [
        ['cmd', 'command', '0803'],
        ['pl', 'platoon', '0804'],
        ['ms', 'missile', '0805'],
        ['t72', 't72', '0101'],
      ],
      { phase: 'pkfAct' },
    );
    const ends = reachableHexes(s, 'cmd').map((r) => r.hex);
    expect(ends).not.toContain('0804');
    expect(ends).not.toContain('0805');
    expect(stepsOf(s, 'cmd')).toContain('0804'); // can come back or go to other empty hexes next to 0804
  });

  it('reports paths that start where the unit stands', () => {
    const s = position([
      ['t72', 't72', '0502'],
      ['cmd', 'command', '0909'],
    ]);
    const r = reachableHexes(s, 't72').find((x) => x.hex === '0604');
    expect(r?.path[0]).toBe('0502');
    expect(r?.path[r.path.length - 1]).toBe('0604');
    expect(r?.path).toHaveLength(4);
    expect(r?.cost).toBe(3);
    // 0505 is 3 hexes away but every 3-hex path crosses forest 0504: 4 > 3.
    expect(reachableHexes(s, 't72').some((x) => x.hex === '0505')).toBe(false);
  });
});

describe('step-on targets', () => {
  it('lists enemies the unit could destroy by stepping on them, with a path', () => {
    const s = position(
      [
        ['t10', 'type10', '0806'],
        ['inf1', 'infantry', '0803'],
        ['t72', 't72', '0902'],
        ['uav', 'uav', '0805'],
      ],
      { phase: 'pkfAct' },
    );
    const targets = stepOnTargets(s, 't10')
      .map((t) => t.target)
      .sort();
    expect(targets).toEqual(['inf1']);
    const t = stepOnTargets(s, 't10')[0]!;
    expect(t.path[0]).toBe('0806');
    expect(t.path[t.path.length - 1]).toBe('0803');
  });
});
