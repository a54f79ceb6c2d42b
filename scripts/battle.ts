/**
 * `npm run battle -- --seed 7 [--scenario torgun-pass] [--armies ashen-vanguard,verdant-vanguard]
 * [--levels normal,normal] [--quiet]`: plays a Disc Wars battle bot against bot with the real
 * headless physics and prints it round by round: every move, what it caused (landings, hits,
 * wounds, fights, deaths), a summary at each round's end and the result.
 */
import { performance } from 'node:perf_hooks';
import { isBotLevel, type BotLevel } from '../src/core/bots/levels.ts';
import { createDiscPhysics } from '../src/physics/index.ts';
import { runBattle } from '../src/games/discwars/battle.ts';
import {
  createDiscWarsModule,
  describeEvent,
  type DiscWarsState,
} from '../src/games/discwars/index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seed = Number(arg('seed') ?? 7);
const scenario = arg('scenario') ?? 'torgun-pass';
const armies = (arg('armies') ?? 'ashen-vanguard,verdant-vanguard').split(',') as [string, string];
const levels = (arg('levels') ?? 'normal,normal').split(',');
const quiet = process.argv.includes('--quiet');
if (
  !Number.isInteger(seed) ||
  armies.length !== 2 ||
  levels.length !== 2 ||
  !levels.every(isBotLevel)
) {
  console.error(
    'usage: npm run battle -- --seed 7 [--scenario id] [--armies a,b] [--levels normal,easy]',
  );
  process.exit(2);
}

function tally(s: DiscWarsState): string {
  return ([0, 1] as const)
    .map((seat) => {
      const mine = s.discs.filter((d) => d.owner === seat);
      const on = mine.filter((d) => d.where === 'table').length;
      const reserve = mine.filter((d) => d.where === 'reserve').length;
      return `${s.armies[seat]}: ${on} on the table${reserve ? `, ${reserve} in reserve` : ''}, ${s.destroyed[seat]} enemy points destroyed`;
    })
    .join(' | ');
}

const physics = await createDiscPhysics();
const mod = createDiscWarsModule(physics);
const valid = mod.def.validateOptions({ ...mod.def.defaultOptions, scenario, armies });
if (!valid.ok) {
  console.error(valid.error.message);
  process.exit(2);
}
const start = mod.def.setup(valid.value, seed);
console.log(`Disc Wars — ${start.scenario.name}, seed ${seed}`);
console.log(
  `Seat 0: ${start.armies[0]} (${levels[0]})   Seat 1: ${start.armies[1]} (${levels[1]})`,
);
console.log(`First player in round 1: seat ${start.firstPlayer}`);
const t0 = performance.now();
let round = 1;
console.log(`\n== round 1 (first player: seat ${start.firstPlayer})`);
const { final, moves } = runBattle(mod, seed, {
  options: valid.value,
  levels: levels as [BotLevel, BotLevel],
  onStep: ({ before, move, after, seat }) => {
    if (!quiet) console.log(`  seat ${seat}: ${mod.def.describeMove?.(before, move) ?? ''}`);
    for (const e of after.events) {
      if (e.kind === 'phase') {
        if (e.round > round) {
          console.log(`== end of round ${round}: ${tally(after)}`);
          round = e.round;
          console.log(`\n== round ${round} (first player: seat ${after.firstPlayer})`);
        }
        if (!quiet && e.phase !== 'activation') console.log(`  -- ${e.phase} phase`);
        continue;
      }
      // The move's own line already says who rallied whom or cast what.
      if (quiet || e.kind === 'rally' || e.kind === 'spell') continue;
      console.log(`      ${describeEvent(after, e)}`);
    }
    if (after.outcome) console.log(`== end of round ${round}: ${tally(after)}`);
  },
});
const o = final.outcome;
console.log(
  `\nResult: ${o ? (o.winner === null ? 'a draw' : `seat ${o.winner} (${final.armies[o.winner]}) wins`) : 'unfinished'}` +
    `${o ? ` by ${o.reason}, score ${o.score?.join(' – ')}` : ''}; ${moves.length} moves, ` +
    `${((performance.now() - t0) / 1000).toFixed(1)} s, table hash ${physics.hash(final.table)}`,
);
