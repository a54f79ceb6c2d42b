/**
 * Property: every state of seeded bot battles survives a save and a load — `fromSetup(toSetup(s))`
 * accepts it and gives back the same state (phases, combat, outcome and the table).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import { runBattle } from '../../../src/games/discwars/battle.ts';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const PATROLS = { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] } as const;

function roundTrips(s: DiscWarsState): string | null {
  const r = mod.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(s))));
  if (!r.ok) return `${r.error.code}: ${r.error.message}`;
  return deepEqual(r.value, s) ? null : 'loaded state differs';
}

describe('save round-trip of bot battles', () => {
  it.each([11, 12, 13])(
    'seed %i: every state round-trips',
    (seed) => {
      const failures: string[] = [];
      let count = 0;
      const { final } = runBattle(mod, seed, {
        options: PATROLS,
        levels: ['easy', 'easy'],
        onStep: ({ after }) => {
          count++;
          const why = roundTrips(after);
          if (why) failures.push(`move ${count} (${after.phase}): ${why}`);
        },
      });
      expect(final.outcome).not.toBeNull();
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
