import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscWarsModule } from '../../../src/games/discwars/index.ts';
import { exampleType, RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import { at, disc, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

function fromExample(id: string) {
  const ex = RULE_EXAMPLES.find((e) => e.id === id);
  const r = mod.def.fromSetup(ex?.setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the seed’s combat examples', () => {
  it('attack 3 against toughness 3 wounds (and kills a one-wound disc)', () => {
    const s = play(mod, fromExample('seed-attack-3-vs-toughness-3'), { type: 'pass' });
    expect(disc(s, 'def').where).toBe('dead');
    expect(s.destroyed).toEqual([5, 0]);
    expect(s.events).toContainEqual({ kind: 'wound', disc: 'def', wounds: 1 });
  });

  it('defense 2 against toughness 4 does not wound; the damage clears at counter removal', () => {
    const before = fromExample('seed-defense-2-vs-toughness-4');
    const s = play(mod, before, { type: 'pass' });
    const fight = s.events.find((e) => e.kind === 'fight');
    expect(fight).toMatchObject({ toAttacker: 2, answered: 'att' });
    expect(disc(s, 'att')).toMatchObject({ where: 'table', wounds: 0, damage: 0 });
    expect(s.round).toBe(2);
  });

  it('2 missile damage plus attack 2 against toughness 4 wounds', () => {
    const s = play(mod, fromExample('seed-missile-plus-attack'), { type: 'pass' });
    expect(disc(s, 'def').where).toBe('dead');
    // Without the carried damage the same attack does not wound.
    const fresh = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'def', owner: 1, type: exampleType('defender-t4', 1, 1, 4), x: 10, y: 10 },
        {
          id: 'att',
          owner: 0,
          type: exampleType('attacker-a2', 2, 1, 4),
          x: 10.6,
          y: 10,
          level: 1,
          activated: true,
        },
      ],
    });
    expect(disc(play(mod, fresh, { type: 'pass' }), 'def').where).toBe('table');
  });
});

describe('wounds', () => {
  it('each full multiple of toughness is a wound: a two-wound hero dies to twice its toughness', () => {
    const hero = exampleType('hero', 1, 1, 3, { wounds: 2 });
    const base = {
      phase: 'missile' as const,
      discs: [
        { id: 'h', owner: 1 as const, type: hero, x: 10, y: 10 },
        {
          id: 'a',
          owner: 0 as const,
          type: exampleType('brute', 5, 0, 9),
          x: 10.6,
          y: 10,
          level: 1,
          activated: true,
        },
      ],
    };
    const once = play(mod, at(mod, base), { type: 'pass' });
    expect(disc(once, 'h')).toMatchObject({ where: 'table', wounds: 1 });
    const withDamage = at(mod, {
      ...base,
      discs: [{ ...base.discs[0]!, damage: 1 }, base.discs[1]!],
    });
    const twice = play(mod, withDamage, { type: 'pass' });
    expect(disc(twice, 'h').where).toBe('dead');
  });

  it('wound counters stay across rounds, damage does not', () => {
    const hero = exampleType('hero', 1, 1, 3, { wounds: 2 });
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'h', owner: 1, type: hero, x: 10, y: 10 },
        {
          id: 'a',
          owner: 0,
          type: exampleType('brute', 4, 0, 9),
          x: 10.6,
          y: 10,
          level: 1,
          activated: true,
        },
      ],
    });
    const next = play(mod, s, { type: 'pass' });
    expect(next.round).toBe(2);
    expect(disc(next, 'h')).toMatchObject({ wounds: 1, damage: 0, roundWounds: 0 });
  });
});

describe('several attackers, several defenders, stacks', () => {
  it('attacks add up on one defender, which answers the attacker its owner picks', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'd', owner: 1, type: exampleType('wall', 0, 3, 4, { diameter: 3.5 }), x: 10, y: 10 },
        {
          id: 'a1',
          owner: 0,
          type: exampleType('left', 2, 0, 3),
          x: 9,
          y: 10,
          level: 1,
          activated: true,
        },
        {
          id: 'a2',
          owner: 0,
          type: exampleType('right', 2, 0, 5),
          x: 11,
          y: 10,
          level: 1,
          activated: true,
        },
      ],
    });
    const waiting = play(mod, s, { type: 'pass' });
    expect(waiting.phase).toBe('combat');
    expect(mod.def.toMove(waiting)).toBe(1);
    expect(mod.def.legalMoves(waiting)).toEqual([
      { type: 'answer', defender: 'd', attacker: 'a1' },
      { type: 'answer', defender: 'd', attacker: 'a2' },
    ]);
    expect(mod.def.apply(waiting, { type: 'strike', attacker: 'a1', defender: 'd' }).ok).toBe(
      false,
    );
    const done = play(mod, waiting, { type: 'answer', defender: 'd', attacker: 'a1' });
    expect(disc(done, 'd').where).toBe('dead'); // 2 + 2 = 4 ≥ toughness 4
    expect(disc(done, 'a1').where).toBe('dead'); // defense 3 ≥ toughness 3
    expect(disc(done, 'a2').where).toBe('table');
  });

  it('an attacker on two defenders strikes the one its owner picks; their defenses add up', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'd1', owner: 1, type: exampleType('d-one', 0, 2, 3), x: 9, y: 10 },
        { id: 'd2', owner: 1, type: exampleType('d-two', 0, 2, 3), x: 11.05, y: 10 },
        {
          id: 'a',
          owner: 0,
          type: exampleType('big', 3, 0, 4, { diameter: 3.5 }),
          x: 10,
          y: 10,
          level: 1,
          activated: true,
        },
      ],
    });
    const waiting = play(mod, s, { type: 'pass' });
    expect(mod.def.toMove(waiting)).toBe(0);
    const legal = mod.def.legalMoves(waiting);
    expect(legal).toHaveLength(2);
    expect(legal.every((m) => m.type === 'strike' && m.attacker === 'a')).toBe(true);
    const done = play(mod, waiting, { type: 'strike', attacker: 'a', defender: 'd2' });
    expect(disc(done, 'd2').where).toBe('dead');
    expect(disc(done, 'd1').where).toBe('table');
    expect(disc(done, 'a').where).toBe('dead'); // 2 + 2 = 4 ≥ toughness 4
  });

  it('a stack resolves top-down with damage accumulating from fight to fight', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'bottom', owner: 0, type: exampleType('base', 0, 2, 9), x: 10, y: 10 },
        {
          id: 'mid',
          owner: 1,
          type: exampleType('middle', 1, 0, 5),
          x: 10.3,
          y: 10,
          level: 1,
          activated: true,
        },
        {
          id: 'top',
          owner: 0,
          type: exampleType('peak', 3, 0, 9),
          x: 10.5,
          y: 10,
          level: 2,
          activated: true,
        },
      ],
    });
    const done = play(mod, s, { type: 'pass' });
    const fights = done.events.filter((e) => e.kind === 'fight');
    expect(fights.map((f) => (f.kind === 'fight' ? f.defender : ''))).toEqual(['mid', 'bottom']);
    // mid took 3 from the top; the bottom's defense 2 adds to that: 5 ≥ toughness 5.
    expect(disc(done, 'mid').where).toBe('dead');
    expect(done.destroyed).toEqual([5, 0]);
  });
});
