import { describe, expect, it } from 'vitest';
import { bombardTargets, type10, whyNotBombard } from '../../../src/games/type10/index.ts';
import { at, errorCode, play, position, stepsOf } from './helpers.ts';

describe('bombard strength', () => {
  it('destroys when strength exceeds defense; equal is not enough and may not be declared', () => {
    // Type 10 (4) vs T-72 (defense 4): equal. Missile (5) vs T-72: greater.
    const s = position(
      [
        ['t10', 'type10', '0505'],
        ['ms', 'missile', '0507'],
        ['t72', 't72', '0503'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(errorCode(s, { type: 'bombard', unit: 't10', target: 't72' })).toBe('bombard/too-weak');
    expect(bombardTargets(s, 't10')).toEqual([]);
    expect(bombardTargets(s, 'ms')).toEqual(['t72']);
    const s2 = play(s, { type: 'bombard', unit: 'ms', target: 't72' });
    expect(at(s2, 't72')).toBe('gone');
    expect(s2.kills).toEqual([0, 1]);
    expect(s2.northLosses).toBe(0); // the T-72 does not count toward the loss limit
  });

  it('sends a destroyed infantry back to hand and counts the loss', () => {
    const s = position(
      [
        ['t10', 'type10', '0507'],
        ['inf1', 'infantry', '0505'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const s2 = play(s, { type: 'bombard', unit: 't10', target: 'inf1' });
    expect(at(s2, 'inf1')).toBe('hand');
    expect(s2.northLosses).toBe(1);
    expect(s2.kills).toEqual([0, 1]);
  });

  it('counts range as hex distance for targets in the open', () => {
    const s = position([
      ['pl', 'platoon', '0603'],
      ['inf1', 'infantry', '0503'],
      ['t72', 't72', '0502'],
      ['ms', 'missile', '0506'],
      ['cmd', 'command', '0909'],
    ]);
    // Infantry (bombard 2) next to the platoon (defense 3): too weak.
    expect(whyNotBombard(s, 'inf1', 'pl')).toMatch(/does not exceed/);
    // T-72 (3 / 3) at 0502 vs missile (defense 1) at 0506: distance 4.
    expect(errorCode(s, { type: 'bombard', unit: 't72', target: 'ms' })).toBe(
      'bombard/out-of-range',
    );
    expect(whyNotBombard(s, 't72', 'ms')).toBe(
      "The Medium-range guided missile is 4 away; the T-72's range is 3.",
    );
    const closer = position([
      ['t72', 't72', '0503'],
      ['ms', 'missile', '0506'],
      ['cmd', 'command', '0909'],
    ]);
    expect(bombardTargets(closer, 't72')).toEqual(['ms']);
  });

  it('allows one bombard per action, before, during or after the move', () => {
    const s = position(
      [
        ['t10', 'type10', '0806'],
        ['inf1', 'infantry', '0803'],
        ['inf2', 'infantry', '0703'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const s2 = play(
      s,
      { type: 'step', unit: 't10', to: '0805' },
      { type: 'bombard', unit: 't10', target: 'inf1' },
    );
    expect(s2.active?.fired).toBe(true);
    expect(errorCode(s2, { type: 'bombard', unit: 't10', target: 'inf2' })).toBe('bombard/used');
    const s3 = play(s2, { type: 'step', unit: 't10', to: '0804' });
    expect(at(s3, 't10')).toBe('0804');
    expect(s3.lastAction?.shots).toEqual([{ kind: 'bombard', target: 'inf1', at: '0803' }]);
  });
});

describe('bombard into forest', () => {
  it('cannot bombard a target in forest without a friendly unit next to it', () => {
    const s = position(
      [
        ['t10', 'type10', '0506'],
        ['inf1', 'infantry', '0504'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(errorCode(s, { type: 'bombard', unit: 't10', target: 'inf1' })).toBe(
      'bombard/hidden-in-forest',
    );
  });

  it('can with a friendly unit next to the target, counting forest as 2', () => {
    const base: [string, string, string][] = [
      ['inf1', 'infantry', '0504'],
      ['uav', 'uav', '0503'],
      ['cmd', 'command', '0909'],
    ];
    // From 0506: 0505 (1) + 0504 forest (2) = 3, within range 3.
    const near = position([['t10', 'type10', '0506'], ...base], { phase: 'pkfAct' });
    expect(bombardTargets(near, 't10')).toEqual(['inf1']);
    // From 0507: plain distance 3, forest-counted 4 > 3.
    const far = position([['t10', 'type10', '0507'], ...base], { phase: 'pkfAct' });
    const r = type10.apply(far, { type: 'bombard', unit: 't10', target: 'inf1' });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'bombard/out-of-range',
      detail: { distance: 4, range: 3 },
    });
    // The same shot into the open from 0507 at plain distance 3 would be in range.
    const open = position(
      [
        ['t10', 'type10', '0507'],
        ['inf1', 'infantry', '0404'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(bombardTargets(open, 't10')).toEqual(['inf1']);
  });

  it('counts forest hexes on the way too (0406 to 0408 is 4, not 2)', () => {
    const units: [string, string, string][] = [
      ['inf1', 'infantry', '0408'],
      ['pl', 'platoon', '0409'],
      ['cmd', 'command', '0909'],
    ];
    const missile = position([['ms', 'missile', '0406'], ...units], { phase: 'pkfAct' });
    expect(bombardTargets(missile, 'ms')).toEqual(['inf1']); // range 4
    const tank = position([['t10', 'type10', '0406'], ...units], { phase: 'pkfAct' });
    expect(errorCode(tank, { type: 'bombard', unit: 't10', target: 'inf1' })).toBe(
      'bombard/out-of-range',
    );
  });

  it('lets the firer itself, standing next to the target, spot it', () => {
    const s = position(
      [
        ['t10', 'type10', '0505'],
        ['inf1', 'infantry', '0504'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(bombardTargets(s, 't10')).toEqual(['inf1']);
  });

  it('needs a friend of the firer: an enemy next to the target does not spot it', () => {
    const s = position(
      [
        ['t10', 'type10', '0506'],
        ['inf1', 'infantry', '0504'],
        ['inf2', 'infantry', '0505'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    expect(bombardTargets(s, 't10')).toEqual(['inf2']);
  });
});

describe('attack by stepping on', () => {
  it('destroys the target, stands in its hex and goes on moving; no second attack', () => {
    const s = position(
      [
        ['t10', 'type10', '0804'],
        ['inf1', 'infantry', '0803'],
        ['inf2', 'infantry', '0703'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const s2 = play(s, { type: 'step', unit: 't10', to: '0803' });
    expect(at(s2, 'inf1')).toBe('hand');
    expect(at(s2, 't10')).toBe('0803');
    expect(s2.active).toMatchObject({ unit: 't10', mpLeft: 2, fired: true });
    const s3 = play(s2, { type: 'step', unit: 't10', to: '0802' });
    expect(at(s3, 't10')).toBe('0802');
    // inf2 at 0703 is next to 0802, but the attack is spent (and so is the bombard).
    expect(stepsOf(s3, 't10')).not.toContain('0703');
    expect(type10.legalMoves(s3).some((m) => m.type === 'bombard')).toBe(false);
    expect(s3.lastAction?.path).toEqual(['0804', '0803', '0802']);
  });

  it('refuses an attack that cannot destroy (equal attack and defense)', () => {
    // North infantry (attack 3) vs PKF platoon (defense 3).
    const s = position([
      ['inf1', 'infantry', '0503'],
      ['pl', 'platoon', '0603'],
      ['cmd', 'command', '0909'],
    ]);
    expect(stepsOf(s, 'inf1')).not.toContain('0603');
    expect(type10.apply(s, { type: 'step', unit: 'inf1', to: '0603' })).toMatchObject({
      ok: false,
      error: { code: 'step/illegal', message: expect.stringMatching(/does not exceed/) },
    });
  });

  it('cannot bombard and attack in the same action', () => {
    const s3 = position([
      ['t72', 't72', '0503'],
      ['ms', 'missile', '0505'],
      ['pl', 'platoon', '0603'],
      ['cmd', 'command', '0909'],
    ]);
    expect(stepsOf(s3, 't72')).toContain('0603'); // platoon defense 3 < attack 5
    const s4 = play(s3, { type: 'bombard', unit: 't72', target: 'ms' });
    expect(stepsOf(s4, 't72')).not.toContain('0603');
  });

  it('cannot destroy the UAV by attack, but can bombard it', () => {
    const s = position([
      ['t72', 't72', '0503'],
      ['uav', 'uav', '0603'],
      ['cmd', 'command', '0909'],
    ]);
    expect(stepsOf(s, 't72')).not.toContain('0603');
    expect(type10.apply(s, { type: 'step', unit: 't72', to: '0603' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/cannot be destroyed by attack/) },
    });
    const s2 = play(s, { type: 'bombard', unit: 't72', target: 'uav' });
    expect(at(s2, 'uav')).toBe('gone');
  });
});
