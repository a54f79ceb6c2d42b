/**
 * Disc Wars bench: whole bot-vs-bot battles headless with the real physics, timed per phase (the
 * phase a move was made in; the automatic phases that follow a move — combat, counter removal,
 * reinforcement — count with the move that triggered them), split into the bot's choice and the
 * move's application. One default battle (Torgun Pass, two 150-point armies) and three quick
 * skirmishes (two patrols). BENCH_DISCWARS_SEEDS sets the skirmish seeds (default 1,2,3).
 *
 * Then the bot levels and the default armies, over seeded battles with seats and armies swapped
 * (bench/discwars-matchups.ts): normal against random and hard against normal on the skirmish
 * (patrols; BENCH_DISCWARS_LEVEL_BATTLES, default 40), and normal against normal with the default
 * armies on each built-in scenario (BENCH_DISCWARS_BALANCE_BATTLES, default 40; a Torgun Pass
 * battle takes about a minute and a half on a busy 2-core machine). 0 skips either;
 * BENCH_DISCWARS_ONLY=matchups runs only these rows.
 */
import { performance } from 'node:perf_hooks';
import { createDiscPhysics } from '../../src/physics/index.ts';
import { applicableMove, runBattle } from '../../src/games/discwars/battle.ts';
import { chooseBotMove } from '../../src/core/bots/levels.ts';
import { createDiscWarsModule, type DiscWarsOptions } from '../../src/games/discwars/index.ts';
import { memoPhysics } from '../../src/games/discwars/physics-memo.ts';
import { playMatchup, type Matchup } from '../discwars-matchups.ts';
import { fmtSamples, summarize, type Figure } from '../harness.ts';

interface PhaseTimes {
  think: number;
  apply: number;
  moves: number;
}

function battle(
  mod: ReturnType<typeof createDiscWarsModule>,
  seed: number,
  options: Partial<DiscWarsOptions>,
) {
  const phases: Record<string, PhaseTimes> = {};
  const flips: number[] = [];
  const drops: number[] = [];
  const t0 = performance.now();
  const { final, moves } = runBattle(mod, seed, {
    options,
    now: () => performance.now(),
    onStep: ({ before, move, thinkMs, applyMs }) => {
      const p = (phases[before.phase] ??= { think: 0, apply: 0, moves: 0 });
      p.think += thinkMs;
      p.apply += applyMs;
      p.moves += 1;
      if (move.type === 'flip') flips.push(applyMs);
      if (move.type === 'fire') drops.push(applyMs);
    },
  });
  return { ms: performance.now() - t0, final, moves: moves.length, phases, flips, drops };
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The hard bot's first turn of the default battle as the browser's worker plays it: every move of
 * the first seat to act until the other seat's turn, each chosen with the level's time budget and
 * checked to apply (as the worker does). Milliseconds of choosing and checking, and the moves.
 */
function firstTurn(mod: ReturnType<typeof createDiscWarsModule>, seed: number) {
  const { def, bot } = mod;
  // Set up automatically (no deployment phase), as the browser's bot game the figure is about.
  let s = def.setup({ ...def.defaultOptions, deploy: false }, seed);
  const first = def.toMove(s);
  let ms = 0;
  let moves = 0;
  while (def.toMove(s) === first && def.outcome(s) === null && moves < 60) {
    const seat = def.toMove(s) as 0 | 1;
    const legal = def.legalMoves(s);
    const t0 = performance.now();
    const { move } = chooseBotMove(
      { def, view: def.view(s, seat), seat, legal, seed: moves },
      bot,
      'hard',
      { budget: 'time', now: () => performance.now() },
    );
    const r = applicableMove(def, s, move, legal);
    ms += performance.now() - t0;
    if (!r) break;
    s = r.after;
    moves++;
  }
  return { ms, moves };
}

export async function run(): Promise<Figure[]> {
  const physics = await createDiscPhysics();
  const mod = createDiscWarsModule(physics);
  // BENCH_DISCWARS_ONLY=matchups: only the levels' and the armies' rows (below).
  if (process.env['BENCH_DISCWARS_ONLY'] === 'matchups') return matchupRows(mod);
  const out: Figure[] = [];
  // The worker's engine: its physics behind the memo (`physics-memo.ts`), as in the browser; a
  // fresh memo for each turn, so no turn is answered from another's simulations.
  const turns = [1, 1, 2, 3, 4, 5].map((seed) =>
    firstTurn(createDiscWarsModule(memoPhysics(physics).physics), seed),
  );
  const full = battle(mod, 7, {});
  const o = full.final.outcome;
  out.push({
    figure: 'default battle (seed 7), whole',
    value: secs(full.ms),
    detail: `${full.moves} moves, ${full.final.round} rounds, ${o ? `winner ${o.winner ?? 'none'} by ${o.reason} ${o.score?.join('-')}` : 'unfinished'}`,
  });
  for (const [phase, t] of Object.entries(full.phases))
    out.push({
      figure: `default battle, ${phase} phase`,
      value: secs(t.think + t.apply),
      detail: `${t.moves} moves; bot ${secs(t.think)}, apply ${secs(t.apply)}`,
    });
  if (full.flips.length)
    out.push({
      figure: 'apply of one flip',
      value: fmtSamples(summarize(full.flips), 'ms', 0),
      detail: `${full.flips.length} flips`,
    });
  if (full.drops.length)
    out.push({
      figure: 'apply of one drop',
      value: fmtSamples(summarize(full.drops), 'ms', 0),
      detail: `${full.drops.length} drops`,
    });
  // The first turn of seed 1 runs twice (before anything else): the first pays the physics' warm-up (WebAssembly tiers up
  // while it runs), as the browser's fresh worker does; the rest are warm. The ratio to one flip's
  // apply (the median above) makes the figure comparable on a busy machine.
  const flipMs = full.flips.length ? summarize(full.flips).median : NaN;
  const warm = summarize(turns.slice(1).map((t) => t.ms));
  out.push({
    figure: 'hard bot, first turn of the default battle (choose + check, as the worker)',
    value: fmtSamples(summarize(turns.slice(1).map((t) => t.ms / 1000)), 's', 1),
    detail: `target ≤ 5 s in the browser; seeds 1-5, ${turns.map((t) => t.moves).join('/')} moves; ${(warm.median / flipMs).toFixed(0)} × one flip's apply (5 s = ${(5000 / flipMs).toFixed(0)} ×); the very first (cold) ${secs(turns[0]?.ms ?? 0)}`,
  });
  const seeds = (process.env['BENCH_DISCWARS_SEEDS'] ?? '1,2,3').split(',').map(Number);
  const quick = seeds.map((seed) =>
    battle(mod, seed, { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] }),
  );
  out.push({
    figure: 'skirmish battle (patrols), whole',
    value: fmtSamples(summarize(quick.map((q) => q.ms / 1000)), 's', 1),
    detail: `seeds ${seeds.join(',')}; ${quick.map((q) => q.moves).join('/')} moves`,
  });
  out.push(...matchupRows(mod));
  return out;
}

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0} %`;

function matchupRows(mod: ReturnType<typeof createDiscWarsModule>): Figure[] {
  const out: Figure[] = [];
  const now = () => performance.now();
  const levelBattles = Number(process.env['BENCH_DISCWARS_LEVEL_BATTLES'] ?? 40);
  const patrols = ['ashen-patrol', 'verdant-patrol'] as const;
  const levels: Matchup[] = [
    { scenario: 'skirmish', armies: patrols, a: 'normal', b: 'easy', battles: levelBattles },
    { scenario: 'skirmish', armies: patrols, a: 'hard', b: 'normal', battles: levelBattles },
  ];
  for (const m of levelBattles > 0 ? levels : []) {
    const r = playMatchup(mod, m, now);
    const t = summarize(r.thinkMs);
    out.push({
      figure: `${m.a} against ${m.b === 'easy' ? 'random (easy)' : m.b}, skirmish (patrols)`,
      value: `${pct(r.wins, m.battles)} won`,
      detail: `${r.wins}-${r.losses}-${r.draws} (won-lost-drawn) of ${m.battles}, seats and armies swapped; ${m.a}'s choice (node) median ${t.median.toFixed(0)} ms, max ${t.max.toFixed(0)} ms`,
    });
  }
  const balance = Number(process.env['BENCH_DISCWARS_BALANCE_BATTLES'] ?? 40);
  const armies = ['ashen-vanguard', 'verdant-vanguard-2'] as const;
  for (const scenario of balance > 0 ? ['torgun-pass', 'mirefold-crossing'] : []) {
    const r = playMatchup(
      mod,
      { scenario, armies, a: 'normal', b: 'normal', battles: balance },
      now,
    );
    out.push({
      figure: `default armies, ${scenario}, normal against normal`,
      value: `${armies[0]} ${pct(r.armyWins[0], balance)}, ${armies[1]} ${pct(r.armyWins[1], balance)}`,
      detail: `${r.armyWins[0]}-${r.armyWins[1]}, ${r.draws} drawn, of ${balance} battles with seats swapped`,
    });
  }
  return out;
}
