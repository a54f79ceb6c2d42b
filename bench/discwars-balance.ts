/**
 * The default armies' balance, a battle per line: `npx tsx bench/discwars-balance.ts <scenario>
 * <first seed> <battles>` plays normal against normal with the default armies (seats and armies
 * swapped in turn, as the bench's "default armies" rows do, through the same `playMatchup`) and
 * prints each battle as it ends, then the totals. For runs too long for one bench sitting: two
 * runs over different seed ranges add up (battle i of a run uses seed first + i; start a run at
 * an even index of a four-battle cycle to keep seats and armies swapped evenly).
 */
import { createDiscPhysics } from '../src/physics/index.ts';
import { createDiscWarsModule } from '../src/games/discwars/index.ts';
import { DEFAULT_OPTIONS } from '../src/games/discwars/setup.ts';
import { playMatchup } from './discwars-matchups.ts';

const [scenario = 'torgun-pass', first = '31', battles = '40'] = process.argv.slice(2);
const armies = DEFAULT_OPTIONS.armies as readonly [string, string];
const mod = createDiscWarsModule(await createDiscPhysics());
let t = performance.now();
const r = playMatchup(
  mod,
  { scenario, armies, a: 'normal', b: 'normal', battles: Number(battles), first: Number(first) },
  () => performance.now(),
  (_i, line) => {
    const now = performance.now();
    console.log(`${line} (${((now - t) / 1000).toFixed(0)} s)`);
    t = now;
  },
);
console.log(
  `${scenario}: ${armies[0]} ${r.armyWins[0]}, ${armies[1]} ${r.armyWins[1]}, drawn ${r.draws}`,
);
