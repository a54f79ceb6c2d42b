/**
 * The deployment phase: each player places their discs inside their own set-up area (refused with
 * a reason outside it, on another disc, or for a disc that is not theirs), "deploy for me" places
 * the rest as the automatic set-up does, reinforcements stay in reserve, and a deployment-phase
 * state saves and loads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import { runBattle } from '../../../src/games/discwars/battle.ts';
import { reserves, toDeploy } from '../../../src/games/discwars/deployment.ts';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const PATROLS = { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] } as const;

function fresh(options: object, seed: number): DiscWarsState {
  return mod.def.setup({ ...mod.def.defaultOptions, ...options, deploy: true }, seed);
}

function roundTrips(s: DiscWarsState): boolean {
  const r = mod.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(s))));
  return r.ok && deepEqual(r.value, s);
}

describe('deployment', () => {
  it('starts with no creature on the table, the first player deploying', () => {
    const s = fresh(PATROLS, 3);
    expect(s.phase).toBe('deploy');
    expect(s.round).toBe(1);
    expect(s.toAct).toBe(s.firstPlayer);
    expect(s.table.pieces.filter((p) => p.kind === 'creature')).toEqual([]);
    expect(s.deploying).toEqual(s.discs.map((d) => d.id));
    expect(roundTrips(s)).toBe(true);
    expect(mod.def.legalMoves(s).at(-1)).toEqual({ type: 'deploy-auto' });
  });

  it('places a disc at an exact spot and refuses bad spots with a reason, changing nothing', () => {
    const s = fresh(PATROLS, 3);
    const seat = s.toAct!;
    const mine = toDeploy(s, seat);
    const a = mine[0]!.id;
    const b = mine[1]!.id;
    const enemy = toDeploy(s, seat === 0 ? 1 : 0)[0]!.id;
    const y = seat === 0 ? 2 : 18;
    const s1 = play(mod, s, { type: 'deploy', disc: a, x: 6, y });
    const pose = s1.table.pieces.find((p) => p.id === a)!;
    expect([pose.position.x, pose.position.y]).toEqual([6, y]);
    expect(s1.discs.find((d) => d.id === a)!.where).toBe('table');
    expect(s1.deploying).not.toContain(a);
    expect(s1.toAct).toBe(seat);
    expect(roundTrips(s1)).toBe(true);
    const before = JSON.stringify(s1);
    const refusal = (m: object) => {
      const r = mod.def.apply(s1, m as never);
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(refusal({ type: 'deploy', disc: b, x: 10, y: 10 })).toBe('deploy/outside');
    expect(refusal({ type: 'deploy', disc: b, x: 0.2, y })).toBe('deploy/outside');
    expect(refusal({ type: 'deploy', disc: b, x: 6.5, y })).toBe('deploy/overlap');
    expect(refusal({ type: 'deploy', disc: enemy, x: 14, y })).toBe('deploy/not-yours');
    expect(refusal({ type: 'deploy', disc: 'zz', x: 14, y })).toBe('deploy/disc');
    expect(refusal({ type: 'deploy', disc: b, x: NaN, y })).toBe('deploy/spot');
    expect(refusal({ type: 'deploy', disc: b, x: '3', y })).toBe('move/shape');
    const r = mod.def.apply(s1, { type: 'deploy', disc: b, x: 6.5, y });
    expect(!r.ok && r.error.message).toMatch(/overlap/);
    expect(JSON.stringify(s1)).toBe(before);
    // A placed disc may be picked up and placed again while its player is still deploying.
    const s2 = play(mod, s1, { type: 'deploy', disc: a, x: 12, y });
    expect(s2.table.pieces.find((p) => p.id === a)!.position.x).toBe(12);
  });

  it('"deploy for me" places the rest as the automatic set-up does; then round 1 starts', () => {
    const auto = mod.def.setup({ ...mod.def.defaultOptions, ...PATROLS, deploy: false }, 8);
    const s = fresh(PATROLS, 8);
    const first = s.toAct!;
    const s1 = play(mod, s, { type: 'deploy-auto' });
    expect(s1.phase).toBe('deploy');
    expect(s1.toAct).toBe(first === 0 ? 1 : 0);
    expect(roundTrips(s1)).toBe(true);
    const s2 = play(mod, s1, { type: 'deploy-auto' });
    expect(s2.phase).toBe('activation');
    expect(s2.toAct).toBe(s2.firstPlayer);
    expect(s2.deploying).toBeUndefined();
    const sorted = (x: DiscWarsState) => [...x.table.pieces].sort((p, q) => (p.id < q.id ? -1 : 1));
    expect(sorted(s2)).toEqual(sorted(auto));
    expect(s2.discs).toEqual(auto.discs);
    expect(roundTrips(s2)).toBe(true);
  });

  it('keeps reinforcements in reserve (Mirefold Crossing: 6 deploy, the rest wait)', () => {
    const s = fresh({ scenario: 'mirefold-crossing' }, 2);
    for (const seat of [0, 1] as const) {
      expect(toDeploy(s, seat)).toHaveLength(6);
      expect(reserves(s, seat).length).toBeGreaterThan(0);
    }
    const seat = s.toAct!;
    const spare = reserves(s, seat)[0]!.id;
    const r = mod.def.apply(s, { type: 'deploy', disc: spare, x: 4, y: seat === 0 ? 4 : 24 });
    expect(r.ok ? 'accepted' : r.error.code).toBe('deploy/reserve');
    const done = play(mod, s, { type: 'deploy-auto' }, { type: 'deploy-auto' });
    expect(done.phase).toBe('activation');
    for (const seat of [0, 1] as const) {
      expect(
        done.table.pieces.filter((p) => done.discs.find((d) => d.id === p.id)?.owner === seat),
      ).toHaveLength(6);
      expect(reserves(done, seat)).toEqual(reserves(s, seat));
    }
  });

  it('bots deploy and finish a battle; every state round-trips', () => {
    let bad = 0;
    let deploys = 0;
    const { final } = runBattle(mod, 5, {
      options: { ...PATROLS, deploy: true },
      levels: ['normal', 'easy'],
      onStep: ({ before, after }) => {
        if (before.phase === 'deploy') deploys++;
        if (!roundTrips(after)) bad++;
      },
    });
    expect(deploys).toBeGreaterThanOrEqual(2);
    expect(final.outcome).not.toBeNull();
    expect(bad).toBe(0);
  }, 300_000);
});
