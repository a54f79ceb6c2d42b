/** The Rules-menu positions: each loads, and the missile example is a real missile exchange. */
import { describe, expect, it } from 'vitest';
import { RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import { replayRequestOf } from '../../../src/games/discwars/index.ts';
import { loadModule, play } from './helpers.ts';

const mod = await loadModule();

function example(id: string) {
  const r = mod.def.fromSetup(RULE_EXAMPLES.find((e) => e.id === id)?.setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('rules examples', () => {
  it('every example is a position the engine accepts, with ids that are unique', () => {
    const ids = RULE_EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of RULE_EXAMPLES) expect(mod.def.fromSetup(e.setup).ok, e.id).toBe(true);
  });

  it('missile: each side has an archer with a target in range, and the drop replays from the views', () => {
    const s = example('missile');
    expect(s.phase).toBe('missile');
    expect(mod.def.toMove(s)).toBe(0);
    const fire = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    expect(mod.def.legalMoves(s)).toContainEqual(fire);
    const after = play(mod, s, fire);
    expect(after.counters).toBe(2);
    // The text tells what a counter does to the disc it lands on: the example shows it happen.
    expect(after.discs.find((d) => d.id === 'b2')?.damage).toBeGreaterThan(0);
    expect(after.discs.filter((d) => d.owner === 0).every((d) => d.damage === 0)).toBe(true);
    expect(mod.def.toMove(after)).toBe(1);
    expect(mod.helpers.missileTargets(after, 'b1').length).toBeGreaterThan(0);
    const req = replayRequestOf(mod.def.view(s, 0), fire, mod.def.view(after, 0));
    if (!req || !('drop' in req)) throw new Error('no replay request');
    const again = mod.physics.drop(mod.def.view(s, 0).table, req.drop);
    if (!again.ok) throw new Error(again.error.message);
    expect(mod.physics.hash(again.value.table)).toBe(mod.physics.hash(after.table));
    expect(again.value.frames.length).toBeGreaterThan(30);
  });
});
