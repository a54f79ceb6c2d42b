/**
 * Hill 218 bench: random complete games per second through the public API (setup, legalMoves,
 * apply, outcome), legal-move generation per second over positions from random games, and bot
 * strength (hard vs random, hard vs normal) over seeded games with fixed iteration budgets, played
 * on two worker threads. BENCH_GAMES sets the number of strength games per pairing (default 20; 200 is the full figure and takes hours).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { chooseBotMove, type BotLevel } from '../../src/core/bots/levels.ts';
import type { Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
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
export function botGame(seed: number, levels: readonly [BotLevel, BotLevel]): Seat | null {
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
  return (hill218.outcome(s) as { winner: Seat | null }).winner;
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
}

/** Runs `games` games of `strong` vs `weak` (seats alternating) on two worker threads. */
async function match(strong: BotLevel, weak: BotLevel, games: number): Promise<Tally> {
  const half = Math.ceil(games / 2);
  const chunks = [
    [0, half],
    [half, games],
  ] as const;
  const results = await Promise.all(
    chunks.map(
      ([from, to]) =>
        new Promise<Tally>((resolve, reject) => {
          // The worker registers tsx itself, then loads this same file (see the end of it).
          const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
          const w = new Worker(boot, {
            eval: true,
            workerData: { hill218Bench: true, strong, weak, from, to },
          });
          w.once('message', (t: Tally) => resolve(t));
          w.once('error', reject);
        }),
    ),
  );
  return results.reduce((a, b) => ({
    wins: a.wins + b.wins,
    losses: a.losses + b.losses,
    draws: a.draws + b.draws,
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
  const budget = (l: BotLevel) => {
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
    const t = await match(strong, weak, n);
    rows.push({
      figure: `${strong} vs ${weak}`,
      value: `${t.wins}-${t.losses}-${t.draws} (${((100 * t.wins) / n).toFixed(1)}% wins)`,
      detail: `${n} seeded games, seats alternate, ${budget(strong)} vs ${budget(weak)}`,
    });
  }
  return rows;
}

/** Worker side: this same file plays a range of seeded games and posts the tally. */
function playRange(d: { strong: BotLevel; weak: BotLevel; from: number; to: number }): Tally {
  const tally = { wins: 0, losses: 0, draws: 0 };
  for (let g = d.from; g < d.to; g++) {
    // Even games: the strong bot is seat 0; odd games: seat 1.
    const strongSeat: Seat = g % 2 === 0 ? 0 : 1;
    const levels: [BotLevel, BotLevel] = strongSeat === 0 ? [d.strong, d.weak] : [d.weak, d.strong];
    const w = botGame(7_000 + g, levels);
    if (w === null) tally.draws++;
    else if (w === strongSeat) tally.wins++;
    else tally.losses++;
  }
  return tally;
}

if (!isMainThread && (workerData as { hill218Bench?: boolean } | null)?.hill218Bench) {
  parentPort?.postMessage(
    playRange(workerData as { strong: BotLevel; weak: BotLevel; from: number; to: number }),
  );
}
