/**
 * Disc Wars bench: whole bot-vs-bot battles headless with the real physics, timed per phase (the
 * phase a move was made in; the automatic phases that follow a move — combat, counter removal,
 * reinforcement — count with the move that triggered them), split into the bot's choice and the
 * move's application. One default battle (Torgun Pass, two 150-point armies) and three quick
 * skirmishes (two patrols). BENCH_DISCWARS_SEEDS sets the skirmish seeds (default 1,2,3).
 */
import { performance } from 'node:perf_hooks';
import { createDiscPhysics } from '../../src/physics/index.ts';
import { runBattle } from '../../src/games/discwars/battle.ts';
import { createDiscWarsModule, type DiscWarsOptions } from '../../src/games/discwars/index.ts';
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

export async function run(): Promise<Figure[]> {
  const mod = createDiscWarsModule(await createDiscPhysics());
  const out: Figure[] = [];
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
  const seeds = (process.env['BENCH_DISCWARS_SEEDS'] ?? '1,2,3').split(',').map(Number);
  const quick = seeds.map((seed) =>
    battle(mod, seed, { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] }),
  );
  out.push({
    figure: 'skirmish battle (patrols), whole',
    value: fmtSamples(summarize(quick.map((q) => q.ms / 1000)), 's', 1),
    detail: `seeds ${seeds.join(',')}; ${quick.map((q) => q.moves).join('/')} moves`,
  });
  return out;
}
