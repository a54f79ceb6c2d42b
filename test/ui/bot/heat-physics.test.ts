/**
 * The worker's physics is heated when a Disc Wars table opens (issue 25 item 6): a few flips of a
 * fixed battle really run through the engine, and the same flips every time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createDiscWarsModule } from '../../../src/games/discwars/index.ts';
import { memoPhysics } from '../../../src/games/discwars/physics-memo.ts';
import type { DiscPhysics } from '../../../src/games/discwars/physics-port.ts';
import { createDiscPhysics } from '../../../src/physics/index.ts';
import { heatPhysicsUntil } from '../../../src/ui/bot/heat-physics.ts';

let raw: DiscPhysics;
beforeAll(async () => {
  raw = await createDiscPhysics();
});

const heatPhysics = (def: Parameters<typeof heatPhysicsUntil>[0], sims: number): Promise<number> =>
  heatPhysicsUntil(def, () => false, sims);

describe('heatPhysics', () => {
  it('runs the asked number of simulations through the engine', async () => {
    const memo = memoPhysics(raw);
    const mod = createDiscWarsModule(memo.physics);
    expect(await heatPhysics(mod.def, 4)).toBe(4);
    expect(memo.runs()).toBeGreaterThanOrEqual(4);
  });

  it('plays the same battle each time (a second copy runs nothing new)', async () => {
    const memo = memoPhysics(raw);
    const mod = createDiscWarsModule(memo.physics);
    await heatPhysics(mod.def, 3);
    const runs = memo.runs();
    await heatPhysics(mod.def, 3);
    expect(memo.runs()).toBe(runs);
  });
});

describe('heatPhysicsUntil', () => {
  it('heats a move at a time and stops as soon as a job has come', async () => {
    const memo = memoPhysics(raw);
    const mod = createDiscWarsModule(memo.physics);
    let steps = 0;
    // A job comes after the second move: the heating plays no third.
    const simulated = await heatPhysicsUntil(mod.def, () => steps++ >= 2, 4);
    expect(steps).toBe(3);
    expect(simulated).toBeLessThan(4);
    const whole = memoPhysics(raw);
    expect(await heatPhysicsUntil(createDiscWarsModule(whole.physics).def, () => false, 4)).toBe(4);
    expect(whole.runs()).toBeGreaterThan(memo.runs());
  });

  it('heats nothing when a job came before it started', async () => {
    const memo = memoPhysics(raw);
    const mod = createDiscWarsModule(memo.physics);
    expect(await heatPhysicsUntil(mod.def, () => true)).toBe(0);
    expect(memo.runs()).toBe(0);
  });
});
