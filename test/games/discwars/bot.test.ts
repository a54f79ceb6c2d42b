import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import type {
  DiscWarsModule,
  DiscWarsMove,
  DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { at, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

function choose(s: DiscWarsState): DiscWarsMove {
  const seat = mod.def.toMove(s)!;
  return chooseBotMove(
    { def: mod.def, view: mod.def.view(s, seat), seat, legal: mod.def.legalMoves(s), seed: 1 },
    mod.bot,
    'normal',
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
});
