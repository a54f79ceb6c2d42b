import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import type {
  DiscWarsModule,
  DiscWarsMove,
  DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { at, disc, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

function choose(s: DiscWarsState, level: 'normal' | 'hard' = 'normal'): DiscWarsMove {
  const seat = mod.def.toMove(s)!;
  return chooseBotMove(
    { def: mod.def, view: mod.def.view(s, seat), seat, legal: mod.def.legalMoves(s), seed: 1 },
    mod.bot,
    level,
    { budget: 'iterations' },
  ).move;
}

describe('bot', () => {
  it('easy is random; normal and hard play the physics-scored heuristic', () => {
    expect(mod.bot.levels.easy.kind).toBe('random');
    expect(mod.bot.hints.forced).toBeTypeOf('function');
  });

  it('flips onto an enemy archer it can kill to pin it', () => {
    const s = at(mod, {
      moving: { disc: 'a1', flipsLeft: 2 },
      discs: [
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 6, activated: true },
        { id: 'b1', owner: 1, type: 'glade-longbows', x: 10, y: 8.3 },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 3, y: 17 },
      ],
    });
    const m = choose(s);
    expect(m.type).toBe('flip');
    const after = play(mod, s, m);
    expect(after.events).toContainEqual(expect.objectContaining({ kind: 'flip', liesOn: ['b1'] }));
  });

  it('fires at the target its missiles can destroy, and keeps a ready archer for the missile phase', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
        { id: 'b1', owner: 1, type: 'elder-treeherd', x: 5, y: 12 },
        { id: 'b2', owner: 1, type: 'hawk-riders', x: 15, y: 12 },
      ],
    });
    expect(choose(s)).toEqual({ type: 'fire', archer: 'a1', target: 'b2' });
    const act = at(mod, {
      discs: [
        { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
        { id: 'a2', owner: 0, type: 'cinder-spears', x: 4, y: 4 },
        { id: 'b1', owner: 1, type: 'hawk-riders', x: 10, y: 12 },
      ],
    });
    expect(choose(act)).toEqual({ type: 'activate', disc: 'a2', action: { kind: 'move' } });
  });
  it('weighs friendly fire by the hit chances: holds fire at a weak enemy lying on its archer', () => {
    const s = at(mod, {
      phase: 'missile',
      discs: [
        { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
        { id: 'a2', owner: 0, type: 'soot-crossbows', x: 10, y: 12 },
        { id: 'b1', owner: 1, type: 'fern-rangers', x: 10.7, y: 12, level: 1 },
      ],
    });
    expect(s.liesOn['b1']).toContain('a2');
    expect(choose(s)).toEqual({ type: 'pass' });
  });

  it('reads the level: hard sees a bolt and a fight adding up to a kill, normal does not', () => {
    // The Thornguard Champion (toughness 5, two wounds) already carries a wound, and our Cinder
    // Spears lie on it: their attack 3 alone does not wound it, a bolt hit (3) before the fight
    // makes 6 ≥ 5 — its second wound, 17 points. Normal sees only the bolt and shoots the Fern
    // Rangers (7 points) instead.
    const s = at(mod, {
      phase: 'missile',
      missileDone: [false, true],
      discs: [
        { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
        { id: 'b1', owner: 1, type: 'thornguard-champion', x: 6, y: 12, wounds: 1 },
        { id: 'a2', owner: 0, type: 'cinder-spears', x: 4, y: 12.5, level: 1, activated: true },
        { id: 'b2', owner: 1, type: 'fern-rangers', x: 14, y: 12 },
      ],
    });
    expect(s.liesOn['a2']).toEqual(['b1']);
    expect(choose(s, 'normal')).toEqual({ type: 'fire', archer: 'a1', target: 'b2' });
    const hard = choose(s, 'hard');
    expect(hard).toEqual({ type: 'fire', archer: 'a1', target: 'b1' });
    // And it is the better shot: when a bolt hits the Champion, the fight that follows kills it.
    const after = play(mod, s, hard);
    const hit = after.events.some((e) => e.kind === 'hit' && e.disc === 'b1');
    expect(hit).toBe(true);
    expect(disc(after, 'b1').where).toBe('dead');
    expect(after.destroyed[0]).toBeGreaterThanOrEqual(17);
  });
});
