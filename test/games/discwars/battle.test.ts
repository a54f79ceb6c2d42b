import { beforeAll, describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../../src/physics/index.ts';
import { deepEqual } from '../../../src/core/json.ts';
import type { DiscPhysics } from '../../../src/games/discwars/physics-port.ts';
import { runBattle } from '../../../src/games/discwars/battle.ts';
import { position } from '../../../src/games/discwars/examples.ts';
import {
  createDiscWarsModule,
  MIREFOLD_CROSSING,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
let physics: DiscPhysics;
beforeAll(async () => {
  mod = await loadModule();
  physics = await createDiscPhysics();
});

const PATROLS = { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] } as const;

/** Replays through a fresh module, so no flip comes from the first module's memo. */
function replay(seed: number, moves: readonly DiscWarsMove[]): DiscWarsState[] {
  const fresh = createDiscWarsModule(physics);
  let s = fresh.def.setup({ ...fresh.def.defaultOptions, ...PATROLS }, seed);
  const states = [s];
  for (const m of moves) {
    const r = fresh.def.apply(s, JSON.parse(JSON.stringify(m)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    states.push(s);
  }
  return states;
}

describe('bot-vs-bot battles', () => {
  let first: { final: DiscWarsState; moves: DiscWarsMove[] };

  it('seeded battles run headless to their end, every move legal', () => {
    first = runBattle(mod, 7, { options: PATROLS });
    expect(first.final.outcome).not.toBeNull();
    expect(first.moves.length).toBeGreaterThan(5);
    const second = runBattle(mod, 8, { options: PATROLS, levels: ['normal', 'easy'] });
    expect(second.final.outcome).not.toBeNull();
    const o = second.final.outcome!;
    if (o.reason === 'points') expect(second.final.round).toBe(3);
    expect(o.score?.[0]).toBe(second.final.destroyed[0]);
  }, 180_000);

  it('a move log replays to the same battle and the same table', () => {
    const states = replay(7, first.moves);
    const last = states[states.length - 1]!;
    expect(deepEqual(last, first.final)).toBe(true);
    expect(physics.hash(last.table)).toBe(physics.hash(first.final.table));
  }, 180_000);

  it('save and load mid-round restores the same table and the battle continues identically', () => {
    const states = replay(7, first.moves);
    const i = states.findIndex((s, k) => k > 3 && s.activation.moving !== null);
    expect(i).toBeGreaterThan(0);
    const mid = states[i]!;
    const fresh = createDiscWarsModule(physics);
    const loaded = fresh.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(mid))));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(physics.hash(loaded.value.table)).toBe(physics.hash(mid.table));
    expect(deepEqual(loaded.value, mid)).toBe(true);
    let s = loaded.value;
    for (const m of first.moves.slice(i)) s = play(fresh, s, m);
    expect(physics.hash(s.table)).toBe(physics.hash(first.final.table));
    expect(s.outcome).toEqual(first.final.outcome);
  }, 180_000);
});

describe('victory', () => {
  it('at once when a side has no creature left', () => {
    const s = mod.def.fromSetup(
      position({
        phase: 'missile',
        discs: [
          { id: 'b', owner: 1, type: 'fern-rangers', x: 10, y: 10 },
          { id: 'a', owner: 0, type: 'cinder-spears', x: 10.5, y: 10, level: 1, activated: true },
        ],
      }),
    );
    if (!s.ok) throw new Error(s.error.message);
    const end = play(mod, s.value, { type: 'pass' });
    expect(end.outcome).toEqual({ winner: 0, reason: 'wiped-out', score: [7, 0] });
    expect(mod.def.toMove(end)).toBeNull();
    expect(mod.def.legalMoves(end)).toEqual([]);
    // A battle ended in combat can be saved and loaded.
    expect(end.combat).toBeNull();
    const back = mod.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(end))));
    if (!back.ok) throw new Error(`${back.error.code}: ${back.error.message}`);
    expect(deepEqual(back.value, end)).toBe(true);
  });

  it('by enemy points destroyed after the last round, a held land disc adding its points', () => {
    const j = position({
      round: 3,
      discs: [
        { id: 'a', owner: 0, type: 'fern-rangers', x: 3, y: 3 },
        { id: 'b', owner: 1, type: 'fern-rangers', x: 17, y: 17 },
      ],
    }) as Record<string, unknown>;
    const s = mod.def.fromSetup({ ...j, destroyed: [10, 12] });
    if (!s.ok) throw new Error(s.error.message);
    const end = play(mod, s.value, { type: 'pass' }, { type: 'pass' });
    expect(end.outcome).toEqual({ winner: 1, reason: 'points', score: [10, 12] });

    const held = position({
      scenario: MIREFOLD_CROSSING,
      round: 6,
      discs: [
        { id: 'a', owner: 0, type: 'oak-wardens', x: 14, y: 14, level: 1 },
        { id: 'b', owner: 1, type: 'fern-rangers', x: 20, y: 22 },
      ],
    }) as Record<string, unknown>;
    const h = mod.def.fromSetup({ ...held, destroyed: [0, 9] });
    if (!h.ok) throw new Error(h.error.message);
    expect(h.value.liesOn['a']).toContain('ford');
    const won = play(mod, h.value, { type: 'pass' }, { type: 'pass' });
    expect(won.outcome).toEqual({ winner: 0, reason: 'points', score: [15, 9] });
  });
});
