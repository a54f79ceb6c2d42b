// The disc-landing sound follows the physics: the flip record carries how hard the disc landed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import type { TableState } from '../../../src/games/discwars/physics-port.ts';
import { flatDisc } from '../../../src/physics/scenes.ts';
import { cueFor, landingSpeedOf } from '../../../src/ui/sound/cues.ts';
import { loadModule, play } from '../../games/discwars/helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const open = (d: number): TableState => ({
  width: 36,
  depth: 36,
  pieces: [flatDisc('a', d, 18, 18)],
});

function landing(t: TableState, disc: string, direction: number): number {
  const r = mod.physics.flip(t, { discId: disc, direction });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.landingSpeed;
}

describe('disc landing loudness from the physics', () => {
  it('a flip record carries its landing speed, and a harder landing sounds louder', () => {
    const small = landing(open(1.75), 'a', 0);
    const big = landing(open(4), 'a', 0);
    expect(small).toBeGreaterThan(0.05);
    expect(big).toBeGreaterThan(small * 1.5);
    const flip = { type: 'flip', disc: 'a', direction: 0 };
    const soft = cueFor('discwars', flip, small)!;
    const hard = cueFor('discwars', flip, big)!;
    expect(soft.kind).toBe('disc');
    expect(hard.volume).toBeGreaterThan(soft.volume + 0.2);
    expect(hard.volume).toBeLessThanOrEqual(1);
  });

  it("the engine's flip event holds the physics' landing speed, and the cue reads it", () => {
    const ex = RULE_EXAMPLES.find((e) => e.id === 'flip-attack');
    const s0 = mod.def.fromSetup(ex?.setup);
    if (!s0.ok) throw new Error(s0.error.message);
    const s: DiscWarsState = s0.value;
    const move = { type: 'flip' as const, disc: 'a1', direction: Math.PI / 2 };
    const direct = mod.physics.flip(s.table, { discId: 'a1', direction: Math.PI / 2 });
    if (!direct.ok) throw new Error(direct.error.message);
    const after = play(mod, s, move);
    const speed = landingSpeedOf(after);
    expect(speed).toBe(direct.value.landingSpeed);
    expect(cueFor('discwars', move, speed)!.volume).toBe(
      cueFor('discwars', move, direct.value.landingSpeed)!.volume,
    );
    expect(landingSpeedOf(s)).toBeUndefined();
    expect(landingSpeedOf(null)).toBeUndefined();
  });
});
