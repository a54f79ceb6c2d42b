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

describe('drop odds follow the game’s drop model', () => {
  // The physics' measured chances (docs/discwars-drop.md, test/physics/drop-calibration.test.ts):
  // model 2 about 23 % on a 1.75 in disc and 69 % on a 4.1 in one; model 1 41 % and 90 %.
  const lone = (type: string) => at(mod, { discs: [{ id: 't', owner: 1, type, x: 10, y: 10 }] });
  const small = lone('fern-rangers');
  it('estimate a new game’s drops as model 2 lands them', () => {
    const p = counterHitChances({ ...small, drop: 2 }, 't').get('t') ?? 0;
    expect(p).toBeGreaterThan(0.18);
    expect(p).toBeLessThan(0.3);
  });
  it('estimate an old game’s drops as model 1 lands them', () => {
    const p = counterHitChances(small, 't').get('t') ?? 0;
    expect(p).toBeGreaterThan(0.35);
    expect(p).toBeLessThan(0.47);
  });
});
