/**
 * How often a pin lands with each hand (the dexterity option, `src/games/discwars/dexterity.ts`):
 * a Char Hounds disc (1.75 in) flipped straight at an enemy Char Hounds whose edge its ideal
 * landing overlaps by 0.05, 0.15 or 0.4 in, over seeds 1-40, with a steady hand, a careful real
 * hand (haste 0) and a hurried one (haste 1). Run: `npx tsx bench/discwars-hand.ts`.
 */
import { createDiscPhysics } from '../src/physics/index.ts';
import { createDiscWarsModule } from '../src/games/discwars/index.ts';
import { position } from '../src/games/discwars/examples.ts';

const mod = createDiscWarsModule(await createDiscPhysics());
const SEEDS = 40;
const D = 1.75;

for (const overlap of [0.05, 0.15, 0.4]) {
  const row: string[] = [];
  for (const haste of [null, 0, 1] as const) {
    let pins = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const json = position({
        seed,
        discs: [
          { id: 'a1', owner: 0, type: 'char-hounds', x: 10, y: 6, activated: true },
          { id: 'b1', owner: 1, type: 'char-hounds', x: 10, y: 6 + 2 * D - overlap },
        ],
        moving: { disc: 'a1', flipsLeft: 4 },
      }) as Record<string, unknown>;
      const s = mod.def.fromSetup(haste === null ? json : { ...json, hand: 'real' });
      if (!s.ok) throw new Error(s.error.message);
      const r = mod.def.apply(s.value, {
        type: 'flip',
        disc: 'a1',
        direction: Math.PI / 2,
        ...(haste === null ? {} : { haste }),
      });
      if (!r.ok) throw new Error(r.error.message);
      const e = r.value.events.find((x) => x.kind === 'flip');
      if (e?.kind === 'flip' && e.liesOn.includes('b1')) pins++;
    }
    row.push(`${haste === null ? 'steady' : `real, haste ${haste}`} ${pins}/${SEEDS}`);
  }
  console.log(`overlap ${overlap} in: ${row.join(' · ')}`);
}
