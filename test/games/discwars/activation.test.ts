import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import { at, disc, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const NORTH = Math.PI / 2;
const SOUTH = (3 * Math.PI) / 2;

function example(id: string): DiscWarsState {
  const r = mod.def.fromSetup(RULE_EXAMPLES.find((e) => e.id === id)?.setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Four hounds each (no archers, far apart) for the turn-order rules. */
function field(): DiscWarsState {
  const discs = [];
  for (let i = 0; i < 4; i++) {
    discs.push({ id: `a${i}`, owner: 0 as const, type: 'char-hounds', x: 3 + 4 * i, y: 1.5 });
    discs.push({ id: `b${i}`, owner: 1 as const, type: 'char-hounds', x: 3 + 4 * i, y: 17 });
  }
  return at(mod, { discs });
}

const act = (disc: string) => ({
  type: 'activate' as const,
  disc,
  action: { kind: 'move' as const },
});

describe('activation', () => {
  it('a player activates three discs, then the other player; passing ends his activations', () => {
    let s = field();
    expect(mod.def.toMove(s)).toBe(0);
    for (const id of ['a0', 'a1', 'a2']) s = play(mod, s, act(id), { type: 'stop' });
    expect(mod.def.toMove(s)).toBe(1);
    s = play(mod, s, act('b0'), { type: 'stop' }, { type: 'pass' });
    expect(mod.def.toMove(s)).toBe(0);
    expect(s.activation.done).toEqual([false, true]);
    // Seat 1 passed: seat 0 keeps the turn for its last disc, then the phase ends.
    s = play(mod, s, act('a3'), { type: 'stop' });
    // Nobody can activate any more: missile, combat and counter removal run, round 2 begins.
    expect(s.round).toBe(2);
    expect(s.phase).toBe('activation');
  });

  it('a disc activates at most once per round and gets an A marker', () => {
    let s = play(mod, field(), act('a0'), { type: 'stop' });
    expect(disc(s, 'a0').activated).toBe(true);
    const again = mod.def.apply(s, act('a0'));
    expect(again.ok ? '' : again.error.code).toBe('activate/again');
    expect(mod.def.legalMoves(s)).not.toContainEqual(act('a0'));
    s = play(mod, s, act('a1'));
    expect(s.activation.moving).toEqual({ disc: 'a1', flipsLeft: 4 });
  });

  it('a pinned disc cannot activate, whoever owns the top disc', () => {
    const s = example('pinned');
    expect(mod.def.toMove(s)).toBe(1);
    const r = mod.def.apply(s, act('b1'));
    expect(r.ok ? '' : r.error.code).toBe('activate/pinned');
    expect(mod.helpers.activatable(s)).toEqual(['b2']);
  });

  it('a flip moves the disc one diameter on open ground; apply takes any direction in [0, 2π)', () => {
    const s = play(mod, field(), act('a0'));
    const before = s.table.pieces.find((p) => p.id === 'a0')!;
    const after = play(mod, s, { type: 'flip', disc: 'a0', direction: NORTH });
    const p = after.table.pieces.find((q) => q.id === 'a0')!;
    expect(p.position.y - before.position.y).toBeCloseTo(1.75, 1);
    expect(after.activation.moving).toEqual({ disc: 'a0', flipsLeft: 3 });
    const odd = mod.def.apply(s, { type: 'flip', disc: 'a0', direction: 1.2345 });
    expect(odd.ok).toBe(true);
    for (const bad of [-0.1, 2 * Math.PI, Number.NaN]) {
      const r = mod.def.apply(s, { type: 'flip', disc: 'a0', direction: bad });
      expect(r.ok ? '' : r.error.code).toBe('flip/direction');
    }
    // Off the table: not offered, and refused.
    expect(mod.helpers.legalFlips(s, 'a0')).not.toContain(SOUTH);
    expect(mod.def.apply(s, { type: 'flip', disc: 'a0', direction: SOUTH }).ok).toBe(false);
  });

  it('the movement value bounds the flips; a flip onto an enemy stops the disc and is an attack', () => {
    const s = example('flip-attack');
    const after = play(mod, s, { type: 'flip', disc: 'a1', direction: NORTH });
    expect(after.events).toContainEqual(
      expect.objectContaining({ kind: 'flip', disc: 'a1', liesOn: ['b1'], stopped: true }),
    );
    // Nothing else can act, so the round runs on: the attack is fought in the combat phase.
    expect(after.events).toContainEqual(
      expect.objectContaining({ kind: 'fight', defender: 'b1', strikers: ['a1'] }),
    );
    // Char Hounds have movement 4: after four flips the activation is over.
    let walker = play(mod, field(), act('a1'));
    for (let i = 0; i < 3; i++)
      walker = play(mod, walker, { type: 'flip', disc: 'a1', direction: NORTH });
    expect(walker.activation.moving).toEqual({ disc: 'a1', flipsLeft: 1 });
    walker = play(mod, walker, { type: 'flip', disc: 'a1', direction: NORTH });
    expect(walker.activation.moving).toBeNull();
    expect(walker.activation.count).toBe(1);
  });

  it('a flyer does not stop on a friend but stops on an enemy; a walker stops on a friend', () => {
    const s = example('flyer');
    const over = play(mod, s, { type: 'flip', disc: 'b1', direction: SOUTH });
    expect(over.liesOn['b1']).toContain('b2');
    expect(over.activation.moving).toEqual({ disc: 'b1', flipsLeft: 3 });
    const hunter = at(mod, {
      toAct: 1,
      moving: { disc: 'b1', flipsLeft: 4 },
      discs: [
        { id: 'b1', owner: 1, type: 'hawk-riders', x: 10, y: 10, activated: true },
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 7.9 },
        { id: 'a2', owner: 0, type: 'cinder-spears', x: 3, y: 3 },
      ],
    });
    const landed = play(mod, hunter, { type: 'flip', disc: 'b1', direction: SOUTH });
    expect(landed.events).toContainEqual(
      expect.objectContaining({ kind: 'flip', liesOn: ['a1'], stopped: true }),
    );
    expect(landed.activation.moving).toBeNull();
    const walker = at(mod, {
      toAct: 1,
      moving: { disc: 'b1', flipsLeft: 4 },
      discs: [
        { id: 'b1', owner: 1, type: 'fern-rangers', x: 10, y: 14, activated: true },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 10, y: 11.9 },
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 3 },
      ],
    });
    const stopped = play(mod, walker, { type: 'flip', disc: 'b1', direction: SOUTH });
    expect(stopped.liesOn['b1']).toContain('b2');
    expect(stopped.activation.moving).toBeNull();
  });

  it('rally gives an unactivated friend within 12 in three more flips this round', () => {
    const s = at(mod, {
      toAct: 1,
      discs: [
        { id: 'b1', owner: 1, type: 'reedpipe-drummer', x: 5, y: 15 },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 10, y: 15 },
        { id: 'b3', owner: 1, type: 'oak-wardens', x: 19, y: 2 },
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 18, y: 18 },
      ],
    });
    expect(mod.helpers.rallyTargets(s, 'b1')).toEqual(['b2']);
    const r = mod.def.apply(s, {
      type: 'activate',
      disc: 'b1',
      action: { kind: 'rally', target: 'b3' },
    });
    expect(r.ok ? '' : r.error.code).toBe('activate/rally-target');
    const rallied = play(
      mod,
      s,
      { type: 'activate', disc: 'b1', action: { kind: 'rally', target: 'b2' } },
      act('b2'),
    );
    expect(rallied.activation.moving).toEqual({ disc: 'b2', flipsLeft: 5 });
  });

  it('spells: ember dart damages an enemy in range, mend removes a wound, stoneskin adds toughness', () => {
    const s = at(mod, {
      discs: [
        { id: 'a1', owner: 0, type: 'moss-seer', x: 10, y: 10 },
        { id: 'a2', owner: 0, type: 'thornguard-champion', x: 13, y: 10, wounds: 1 },
        { id: 'b1', owner: 1, type: 'fern-rangers', x: 10, y: 14 },
        { id: 'b2', owner: 1, type: 'fern-rangers', x: 10, y: 19 },
      ],
    });
    expect(mod.helpers.spellTargets(s, 'a1', 'ember-dart')).toEqual(['b1']);
    const dart = play(mod, s, {
      type: 'activate',
      disc: 'a1',
      action: { kind: 'spell', spell: 'ember-dart', target: 'b1' },
    });
    expect(disc(dart, 'b1').where).toBe('dead'); // 3 damage ≥ toughness 2
    expect(dart.destroyed[0]).toBe(7);
    const mend = play(mod, s, {
      type: 'activate',
      disc: 'a1',
      action: { kind: 'spell', spell: 'mend', target: 'a2' },
    });
    expect(disc(mend, 'a2').wounds).toBe(0);
    const skin = play(mod, s, {
      type: 'activate',
      disc: 'a1',
      action: { kind: 'spell', spell: 'stoneskin', target: 'a1' },
    });
    expect(disc(skin, 'a1').bonusToughness).toBe(2);
  });
});

describe('rounds', () => {
  it('the first player alternates every round and counter removal clears A markers', () => {
    let s = field();
    expect(s.firstPlayer).toBe(0);
    s = play(mod, s, { type: 'pass' }, { type: 'pass' });
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(1);
    expect(mod.def.toMove(s)).toBe(1);
    s = play(mod, s, act('b0'), { type: 'stop' }, { type: 'pass' }, { type: 'pass' });
    expect(s.round).toBe(3);
    expect(s.firstPlayer).toBe(0);
    expect(s.discs.every((d) => !d.activated)).toBe(true);
  });

  it('reinforcements enter touching the staging land disc from round 2 (Mirefold Crossing)', () => {
    const s = mod.def.setup(
      {
        ...mod.def.defaultOptions,
        scenario: 'mirefold-crossing',
        armies: ['ashen-host', 'verdant-league'],
        // The automatic set-up, as before the deployment phase.
        deploy: false,
      },
      3,
    );
    const onTable = (x: DiscWarsState, seat: 0 | 1) =>
      x.discs.filter((d) => d.owner === seat && d.where === 'table').length;
    expect(onTable(s, 0)).toBe(6);
    const next = play(mod, s, { type: 'pass' }, { type: 'pass' });
    expect(next.round).toBe(2);
    expect(onTable(next, 0)).toBe(9);
    expect(onTable(next, 1)).toBe(9);
    const entered = next.events
      .filter((e) => e.kind === 'enter')
      .map((e) => (e.kind === 'enter' ? e.disc : ''));
    const stage = next.table.pieces.find((p) => p.id === 'stage-s')!;
    const first = next.table.pieces.find((p) => p.id === entered.find((id) => id.startsWith('a')))!;
    const gap =
      Math.hypot(first.position.x - stage.position.x, first.position.y - stage.position.y) -
      (first.diameter + stage.diameter) / 2;
    expect(gap).toBeLessThan(0.1);
  });
});
