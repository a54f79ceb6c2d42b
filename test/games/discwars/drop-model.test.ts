/**
 * A game keeps the drop model it started with: new games (the default options) use model 2; a
 * game whose options or position predate it (no "drop") keeps model 1, so a save or a stored
 * online match replays its drops to the table its players saw. A bad value is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { position } from '../../../src/games/discwars/examples.ts';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const archers = {
  phase: 'missile' as const,
  seed: 1,
  discs: [
    { id: 'a1', owner: 0 as const, type: 'soot-crossbows', x: 10, y: 4 },
    { id: 'b2', owner: 1 as const, type: 'oak-wardens', x: 10, y: 10 },
  ],
};

function fired(s: DiscWarsState) {
  const after = play(mod, s, { type: 'fire', archer: 'a1', target: 'b2' });
  const drop = after.events.find((e) => e.kind === 'drop');
  if (!drop || drop.kind !== 'drop') throw new Error('no drop event');
  return drop.draws;
}

describe('the drop model a game uses', () => {
  it('is model 2 for a new game and model 1 for options from before it', () => {
    const fresh = mod.def.validateOptions(mod.def.defaultOptions);
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(mod.def.setup(fresh.value, 3).drop).toBe(2);
    // The options a save written before model 2 carries (test/fixtures/discwars-save-2026-12-03).
    const { drop: _none, ...old } = mod.def.defaultOptions;
    const before = mod.def.validateOptions(old);
    if (!before.ok) throw new Error(before.error.message);
    const s = mod.def.setup(before.value, 3);
    expect(s.drop).toBeUndefined();
    expect(mod.def.fromSetup(mod.def.toSetup(s))).toMatchObject({ ok: true });
  });

  it('decides how a fired missile falls, and survives setup JSON', () => {
    const json = position(archers) as Record<string, unknown>;
    const one = mod.def.fromSetup(json);
    const two = mod.def.fromSetup({ ...json, drop: 2 });
    if (!one.ok || !two.ok) throw new Error('position refused');
    expect(fired(one.value).model).toBeUndefined();
    expect(fired(two.value).model).toBe(2);
    const again = mod.def.fromSetup(mod.def.toSetup(two.value));
    expect(again.ok && again.value.drop).toBe(2);
  });

  it('refuses a bad model', () => {
    const o = mod.def.validateOptions({ ...mod.def.defaultOptions, drop: 3 });
    expect(o.ok ? 'accepted' : o.error.code).toBe('options/drop');
    const p = mod.def.fromSetup({ ...(position(archers) as object), drop: 1 });
    expect(p.ok ? 'accepted' : p.error.code).toBe('setup/drop');
  });
});
