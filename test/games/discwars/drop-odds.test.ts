/** The bot's drop odds: a bigger target is hit more often, and a disc under the target is exposed. */
import { describe, expect, it } from 'vitest';
import { anyHit, counterHitChances } from '../../../src/games/discwars/drop-odds.ts';
import { at, loadModule } from './helpers.ts';

const mod = await loadModule();

describe('drop odds', () => {
  it('grow with the target and share out to the disc beneath it', () => {
    const s = at(mod, {
      discs: [
        { id: 'small', owner: 1, type: 'fern-rangers', x: 5, y: 5 },
        { id: 'big', owner: 1, type: 'elder-treeherd', x: 15, y: 5 },
        { id: 'under', owner: 0, type: 'cinder-spears', x: 10, y: 14 },
        { id: 'top', owner: 1, type: 'hawk-riders', x: 10.8, y: 14, level: 1 },
      ],
    });
    const small = counterHitChances(s, 'small').get('small') ?? 0;
    const big = counterHitChances(s, 'big').get('big') ?? 0;
    expect(big).toBeGreaterThan(small);
    const stack = counterHitChances(s, 'top');
    expect(stack.get('top')).toBeGreaterThan(0);
    expect(stack.get('under')).toBeGreaterThan(0.02);
    expect(anyHit(0.5, 2)).toBeCloseTo(0.75);
  });
});
