/**
 * A legal fire must never be refused. Reported: a fire listed in a position holding a disc whose
 * centre lay on the table's corner was refused `settle/unsettled` — the drop killed a disc another
 * disc lay on, the table settled, and the disc over the corner fell off the table for ever. Such a
 * position is no position of the rules (a flip never lands a disc over the edge): the setup check
 * refuses it, and the same fire with every disc on the table is accepted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscWarsModule } from '../../../src/games/discwars/index.ts';
import { position as positionJson } from '../../../src/games/discwars/examples.ts';
import { at, loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

function spec(seed: number, b4: { x: number; y: number }) {
  return {
    phase: 'missile' as const,
    missileDone: [false, true] as const,
    seed,
    discs: [
      { id: 'a1', owner: 0 as const, type: 'soot-crossbows', x: 10, y: 4 },
      { id: 'b2', owner: 1 as const, type: 'oak-wardens', x: 10, y: 10, damage: 2 },
      { id: 'b3', owner: 1 as const, type: 'glade-longbows', x: 10.5, y: 10.4, level: 1 },
      { id: 'b4', owner: 1 as const, type: 'cinder-spears', ...b4 },
    ],
  };
}

describe('a fire that kills a disc another disc lies on', () => {
  it('a position with a disc over the table’s edge is refused with a clear error', () => {
    // The reported position: the Cinder Spears' centre on the Skirmish table's far corner.
    for (const b4 of [
      { x: 20, y: 20 },
      { x: 0.5, y: 10 },
      { x: 10, y: 19.5 },
    ]) {
      const r = mod.def.fromSetup(positionJson(spec(6, b4)));
      expect(r.ok ? 'ok' : r.error.code).toBe('setup/off-table');
    }
    // Touching the edge is on the table (the Cinder Spears are 2 in across).
    expect(mod.def.fromSetup(positionJson(spec(6, { x: 1, y: 19 }))).ok).toBe(true);
  });

  it.each([6, 8])('is listed and accepted with every disc on the table (seed %i)', (seed) => {
    const s = at(mod, spec(seed, { x: 18, y: 18 }));
    const fire = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    expect(mod.def.legalMoves(s)).toContainEqual(fire);
    const r = mod.def.apply(s, fire);
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
  });
});
