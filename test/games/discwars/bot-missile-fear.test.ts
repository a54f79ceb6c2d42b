/**
 * Normal's fear of enemy bows: a disc resting, without attacking, in range of a free enemy archer
 * whose volley can kill it is worth less than the same disc once that archer has fired (A
 * marker). Before, normal feared only discs that could land on it, and walked into bow range to be
 * shot (issue 25: normal won 75 % against random with the new drop, 30-9-1).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NORMAL_STYLE, restingValue } from '../../../src/games/discwars/bot-value.ts';
import type { DiscWarsModule } from '../../../src/games/discwars/index.ts';
import { at, loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

describe('normal bot', () => {
  it('fears resting in range of a free enemy archer that can kill it', () => {
    const spec = (activated: boolean) => ({
      discs: [
        { id: 'a1', owner: 0 as const, type: 'fern-rangers', x: 10, y: 4 },
        // 8 in away edge to edge: in bow range, out of the archer's flipping reach.
        { id: 'b1', owner: 1 as const, type: 'soot-crossbows', x: 10, y: 4 + 1.75 + 8, activated },
      ],
    });
    const ctx = { physics: mod.physics };
    const free = restingValue(ctx, { ...at(mod, spec(false)), drop: 2 }, 'a1', NORMAL_STYLE);
    const fired = restingValue(ctx, { ...at(mod, spec(true)), drop: 2 }, 'a1', NORMAL_STYLE);
    expect(free).toBeLessThan(fired - 0.5);
  });
});
