/**
 * The default armies' balance, a battle per line: `npx tsx bench/discwars-balance.ts <scenario>
 * <first seed> <battles> [armies.json]` plays normal against normal with the default armies (or
 * the two of the file: ids or army definitions as setup JSON takes them) (seats and armies
 * swapped in turn, as the bench's "default armies" rows do, through the same `playMatchup`) and
 * prints each battle as it ends, then the totals. For runs too long for one bench sitting: two
 * runs over different seed ranges add up (battle i of a run uses seed first + i; start a run at
 * an even index of a four-battle cycle to keep seats and armies swapped evenly).
 */
import { readFileSync } from 'node:fs';
import { createDiscPhysics } from '../src/physics/index.ts';
import { createDiscWarsModule, type ArmyDef } from '../src/games/discwars/index.ts';
import { DEFAULT_OPTIONS } from '../src/games/discwars/setup.ts';
import { playMatchup } from './discwars-matchups.ts';

const [scenario = 'torgun-pass', first = '31', battles = '40', armiesFile] = process.argv.slice(2);
// A JSON file of two armies (ids or whole army definitions) tries other lists than the defaults.
const armies = (
  armiesFile ? JSON.parse(readFileSync(armiesFile, 'utf8')) : DEFAULT_OPTIONS.armies
) as readonly [string | ArmyDef, string | ArmyDef];
const named = armies.map((a) => (typeof a === 'string' ? a : a.id));
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
  `${scenario}: ${named[0]} ${r.armyWins[0]}, ${named[1]} ${r.armyWins[1]}, drawn ${r.draws}`,
);
