/**
 * `npm run bench fuzz` (issue 15): seeded games of all four games through the public API with
 * garbage and mutated moves at every position, mutated setups and mutated saves (bench/fuzz.ts).
 * Exceptions, refused moves that changed the state, accepted setups that cannot go on and games
 * that did not end must all be 0. Then, per game, positions × listed moves (issue 23,
 * `fuzzListed`): setups reshaped with values the game itself uses, and a few plies played on
 * from each accepted one; every listed move must be accepted by `apply` (Disc Wars: its physics
 * moves are not tried). BENCH_FUZZ_SCALE multiplies the number of games (default 1).
 */
import { performance } from 'node:perf_hooks';
import type { AnyGameDef } from '../../src/core/game.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { createDiscWarsModule } from '../../src/games/discwars/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { createDiscPhysics } from '../../src/physics/index.ts';
import { failures, fuzzGame, fuzzListed, type FuzzOptions, type ListedOptions } from '../fuzz.ts';
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
  const listed: [AnyGameDef, ListedOptions][] = [
    [battleline, { games: 10 * scale, seed: 1, setups: 40, changes: 3, plies: 8, maxMoves: 5000 }],
    [hill218, { games: 10 * scale, seed: 1, setups: 40, changes: 3, plies: 8, maxMoves: 5000 }],
    [type10, { games: 10 * scale, seed: 1, setups: 80, changes: 3, plies: 8, maxMoves: 5000 }],
    [
      discwars,
      {
        games: 1 * scale,
        seed: 1,
        setups: 30,
        changes: 3,
        plies: 4,
        maxMoves: 60,
        tryMove: physicsMove,
      },
    ],
  ];
  for (const [def, opts] of listed) {
    const t0 = performance.now();
    const c = fuzzListed(def, opts);
    const bad = failures(c);
    rows.push({
      figure: `${def.id} listed moves: ${c.reshapedSetups} reshaped setups (${fmt((performance.now() - t0) / 1000, 1)} s)`,
      value: `${c.reshapedAccepted} accepted; ${fmt(c.listedPositions, 0)} positions, ${fmt(c.listedMoves, 0)} listed moves applied`,
      detail: `refused ${c.listedRefused}, exceptions ${c.exceptions}${bad.length ? ` — FAIL: ${bad.join('; ')}` : ''}`,
    });
  }
  return rows;
}
