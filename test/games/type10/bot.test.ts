import { describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import { Rng } from '../../../src/core/rng.ts';
import { borderRisk, commandThreat, pkfValue } from '../../../src/games/type10/bot.ts';
import { type10, type10Bot, type10Module } from '../../../src/games/type10/index.ts';
import type { Type10State } from '../../../src/games/type10/types.ts';
import { position } from './helpers.ts';

const ask = (s: Type10State, level: 'easy' | 'normal' | 'hard', seed = 1) => {
  const seat = type10.toMove(s)!;
  return chooseBotMove(
    { def: type10, view: type10.view(s, seat), seat, legal: type10.legalMoves(s), seed },
    type10Bot,
    level,
    { budget: 'iterations' },
  );
};

describe('type10Bot', () => {
  it('has the three levels, easy random', () => {
    expect(type10Module.bot.levels.easy).toEqual({ kind: 'random' });
    expect(type10Bot.levels.hard.kind).toBe('mcts');
    const { normal, hard } = type10Bot.levels;
    expect(
      normal.kind === 'mcts' && hard.kind === 'mcts' && hard.iterations > normal.iterations,
    ).toBe(true);
  });

  it('takes an immediate win without search: stepping on the command vehicle', () => {
    // After balancing the command vehicle has defense 3, so the T-72 (attack 5) steps on it.
    const s = position([
      ['t72', 't72', '0503'],
      ['cmd', 'command', '0603'],
      ['pl', 'platoon', '0608'],
    ]);
    const a = ask(s, 'normal');
    const after = type10.apply(s, a.move);
    expect(after.ok).toBe(true);
    expect(a.iterations).toBe(0);
    expect(after.ok && after.value.result).toMatchObject({
      winner: 0,
      reason: 'command-destroyed',
    });
  });

  it('never walks a PKF unit onto the border when it has another choice', () => {
    const s = position(
      [
        ['t10', 'type10', '0502'],
        ['cmd', 'command', '0909'],
        ['t72', 't72', '0105'],
      ],
      { phase: 'pkfAct' },
    );
    const cands = type10Bot.hints.candidates!(s, type10.legalMoves(s));
    expect(cands.some((m) => m.type === 'step' && m.to.endsWith('01'))).toBe(false);
    expect(cands.length).toBeGreaterThan(0);
  });

  it('plays legal moves at normal level through a short seeded game slice', () => {
    let s = type10.setup(type10.defaultOptions, 21);
    for (let k = 0; k < 30 && !type10.outcome(s); k++) {
      const a = ask(s, 'normal', k);
      expect(type10.legalMoves(s).map((m) => type10.moveKey!(m))).toContain(
        type10.moveKey!(a.move),
      );
      const r = type10.apply(s, a.move);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
  });

  it('evaluates threats: the command vehicle near a T-72 is in danger, far away it is not', () => {
    const near = position([
      ['t72', 't72', '0503'],
      ['cmd', 'command', '0506'],
    ]);
    const far = position([
      ['t72', 't72', '0102'],
      ['cmd', 'command', '0909'],
    ]);
    expect(commandThreat(near)).toBeGreaterThan(commandThreat(far));
    expect(pkfValue(near)).toBeLessThan(pkfValue(far));
    const edge = position([
      ['t10', 'type10', '0502'],
      ['cmd', 'command', '0909'],
    ]);
    expect(borderRisk(edge)).toBe(1);
    expect(borderRisk(far)).toBe(0);
  });

  it('rollouts pick legal moves and prefer kills', () => {
    const s = position(
      [
        ['t10', 'type10', '0507'],
        ['inf1', 'infantry', '0505'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const legal = type10.legalMoves(s);
    const rng = Rng.fromSeed(3);
    let kills = 0;
    for (let i = 0; i < 50; i++) {
      const m = type10Bot.hints.rollout!(s, legal, rng);
      expect(legal).toContainEqual(m);
      if (m.type === 'bombard') kills++;
    }
    expect(kills).toBeGreaterThan(25);
  });
  it('rollouts do not count a step through a friend as a kill', () => {
    const s = position([
      ['t72', 't72', '0503'],
      ['inf1', 'infantry', '0504'],
      ['cmd', 'command', '0909'],
    ]);
    const legal = type10.legalMoves(s);
    const ontoFriend = (m: (typeof legal)[number]) =>
      m.type === 'step' && ((m.unit === 't72' && m.to === '0504') || m.to === '0503');
    expect(legal.filter(ontoFriend).length).toBeGreaterThan(0);
    const rng = Rng.fromSeed(5);
    let picked = 0;
    for (let i = 0; i < 400; i++) if (ontoFriend(type10Bot.hints.rollout!(s, legal, rng))) picked++;
    // Uniform among the non-closing moves, not the 80% a kill gets.
    expect(picked / 400).toBeLessThan(0.3);
  });
});

describe('docs/type10.md example position', () => {
  it('parses', () => {
    const r = type10.fromSetup({
      phase: 'northAct',
      round: 3,
      units: [
        { id: 't72', at: '0603' },
        { id: 'inf1', at: '0503' },
      ],
      active: { unit: 't72', mpLeft: 1, path: ['0502', '0602', '0603'], fired: true },
      northLosses: 1,
      kills: [0, 1],
      seed: 12,
    });
    expect(r.ok).toBe(true);
    expect(r.ok && type10.legalMoves(r.value).every((m) => m.type !== 'bombard')).toBe(true);
  });
});
