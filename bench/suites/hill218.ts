/**
 * Hill 218 bench: random complete games per second through the public API (setup, legalMoves,
 * apply, outcome), legal-move generation per second over positions from random games, and bot
 * strength (hard vs random, hard vs normal) over seeded games with fixed iteration budgets, played
 * on two worker threads. BENCH_GAMES sets the number of strength games per pairing (default 20; 200 is the full figure and takes hours).
 */
import { BOT_LEVELS, chooseBotMove, type BotLevel } from '../../src/core/bots/levels.ts';
import type { Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { playGames, tally, type GameRecord, type PoolJob } from '../game-pool.ts';
import { fmtSamples, perSecond, type Figure } from '../harness.ts';
import { hill218, hill218Bot } from '../../src/games/hill218/index.ts';
import { randomGamesFigure } from '../random-games.ts';
import type { Hill218State } from '../../src/games/hill218/types.ts';

function samplePositions(n: number): Hill218State[] {
  const out: Hill218State[] = [];
  for (let g = 0; out.length < n; g++) {
    let s = hill218.setup(hill218.defaultOptions, 10_000 + g);
    const rng = Rng.fromSeed(g);
    while (hill218.outcome(s) === null) {
      out.push(s);
      s = (hill218.apply(s, rng.pick(hill218.legalMoves(s))) as { ok: true; value: Hill218State })
        .value;
    }
  }
  return out.slice(0, n);
}

/** Plays one seeded game between two levels; returns the winner seat or null. */
export function botGame(seed: number, levels: readonly [BotLevel, BotLevel]): GameRecord {
  let s = hill218.setup(hill218.defaultOptions, seed);
  let turn = 0;
  while (hill218.outcome(s) === null) {
    const seat = hill218.toMove(s) as Seat;
    const legal = hill218.legalMoves(s);
    const ans = chooseBotMove(
      { def: hill218, view: hill218.view(s, seat), seat, legal, seed: seed * 1009 + turn++ },
      hill218Bot,
      levels[seat],
      { budget: 'iterations' },
    );
    const r = hill218.apply(s, ans.move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return { winner: (hill218.outcome(s) as { winner: Seat | null }).winner, moves: turn };
}

/** `games` games of `strong` vs `weak`, one seed each, the strong bot seat 0 in even games. */
function matchJobs(strong: BotLevel, weak: BotLevel, games: number): PoolJob[] {
  return Array.from({ length: games }, (_, g) => ({
    seed: 7_000 + g,
    levels: g % 2 === 0 ? [strong, weak] : [weak, strong],
  }));
}

export async function run(): Promise<Figure[]> {
  const rows: Figure[] = [];
  rows.push(randomGamesFigure(hill218));
  const positions = samplePositions(2000);
  let i = 0;
  const gen = perSecond(() => {
    for (let k = 0; k < 100; k++)
      hill218.legalMoves(positions[i++ % positions.length] as Hill218State);
    return 100;
  });
  rows.push({
    figure: 'legalMoves calls/s',
    value: fmtSamples(gen, 'calls/s', 0),
    detail: 'positions from random games',
  });
  const n = Number(process.env.BENCH_GAMES ?? 20);
  const lv = hill218Bot.levels;
  const budget = (l: BotLevel): string => {
    const spec = lv[l];
    return spec.kind === 'mcts' ? `${spec.iterations} it` : 'random';
  };
  // BENCH_GAMES=0 measures speed only.
  for (const [strong, weak] of n <= 0
    ? []
    : ([
        ['hard', 'easy'],
        ['hard', 'normal'],
      ] as const)) {
    const jobs = matchJobs(strong, weak, n);
    const budgets = BOT_LEVELS.map(budget).join(',');
    const t = tally(jobs, await playGames(jobs, { suite: import.meta.url, budgets }), strong);
    rows.push({
      figure: `${strong} vs ${weak}`,
      value: `${t.wins}-${t.losses}-${t.draws} (${((100 * t.wins) / n).toFixed(1)}% wins)`,
      detail: `${n} seeded games, seats alternate, ${budget(strong)} vs ${budget(weak)}`,
    });
  }
  return rows;
}
