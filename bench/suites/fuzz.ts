/**
 * `npm run bench fuzz` (issue 15): seeded games of all four games through the public API with
 * garbage and mutated moves at every position, mutated setups and mutated saves (bench/fuzz.ts).
 * Exceptions, refused moves that changed the state, accepted setups that cannot go on and games
 * that did not end must all be 0. BENCH_FUZZ_SCALE multiplies the number of games (default 1).
 */
import { performance } from 'node:perf_hooks';
import type { AnyGameDef } from '../../src/core/game.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { createDiscWarsModule } from '../../src/games/discwars/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { createDiscPhysics } from '../../src/physics/index.ts';
import { failures, fuzzGame, type FuzzOptions } from '../fuzz.ts';
import { fmt, type Figure } from '../harness.ts';

export async function run(): Promise<Figure[]> {
  const scale = Number(process.env.BENCH_FUZZ_SCALE ?? 1);
  const discwars = createDiscWarsModule(await createDiscPhysics()).def as AnyGameDef;
  const physicsMove = (m: unknown): boolean => {
    const t = (m as { type?: unknown }).type;
    return t !== 'flip' && t !== 'fire';
  };
  const plan: [AnyGameDef, FuzzOptions][] = [
    [battleline, { games: 40 * scale, seed: 1, garbage: 10, every: 4, maxMoves: 5000 }],
    [hill218, { games: 40 * scale, seed: 1, garbage: 10, every: 4, maxMoves: 5000 }],
    [type10, { games: 10 * scale, seed: 1, garbage: 10, every: 4, maxMoves: 5000 }],
    [
      discwars,
      { games: 2 * scale, seed: 1, garbage: 6, every: 6, maxMoves: 400, tryMove: physicsMove },
    ],
  ];
  const rows: Figure[] = [];
  for (const [def, opts] of plan) {
    const t0 = performance.now();
    const c = fuzzGame(def, opts);
    const bad = failures(c);
    rows.push({
      figure: `${def.id}: ${c.games} games, ${fmt(c.moves, 0)} moves (${fmt((performance.now() - t0) / 1000, 1)} s)`,
      value: `garbage ${fmt(c.garbageMoves, 0)} (${fmt(c.garbageAccepted, 0)} legal), setups ${c.mutatedSetups} (${c.setupsAccepted} accepted), saves ${c.mutatedSaves} (${c.savesLoaded} loaded)`,
      detail: `exceptions ${c.exceptions}, changed on refusal ${c.changedOnRefusal}, stuck setups ${c.setupsStuck}, unfinished ${c.unfinished}${bad.length ? ` — FAIL: ${bad.join('; ')}` : ''}`,
    });
  }
  return rows;
}
