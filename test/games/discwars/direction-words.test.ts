/**
 * A flip's direction in words: towards a disc on its way, else relative to the mover's own edge
 * (seat 0 looks along +y with −x on its left; seat 1 looks along −y with +x on its left).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { flipDirectionWords, sectorOf } from '../../../src/games/discwars/direction-words.ts';
import { describeMove, type DiscWarsModule } from '../../../src/games/discwars/index.ts';
import { at, loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const deg = (d: number) => (d * Math.PI) / 180;

describe('flip directions in words', () => {
  it('relative to the mover’s own edge, for each seat', () => {
    expect(sectorOf(0, deg(90))).toBe('forward');
    expect(sectorOf(0, deg(180))).toBe('left');
    expect(sectorOf(0, deg(0))).toBe('right');
    expect(sectorOf(0, deg(135))).toBe('forward-left');
    expect(sectorOf(0, deg(270))).toBe('back');
    expect(sectorOf(1, deg(270))).toBe('forward');
    expect(sectorOf(1, deg(0))).toBe('left');
    expect(sectorOf(1, deg(247))).toBe('forward-right');
    expect(sectorOf(1, deg(-90))).toBe('forward');
  });

  it('names the disc a flip heads for, and never says degrees', () => {
    const s = at(mod, {
      discs: [
        { id: 'a', owner: 0, type: 'hawk-riders', x: 10, y: 10, activated: true },
        { id: 'b', owner: 1, type: 'ash-wyvern', x: 10, y: 13 },
        { id: 'c', owner: 1, type: 'oak-wardens', x: 17, y: 17 },
      ],
    });
    expect(flipDirectionWords(s, 'a', deg(90))).toEqual({ kind: 'disc', disc: 'b' });
    expect(flipDirectionWords(s, 'a', deg(180))).toEqual({ kind: 'sector', sector: 'left' });
    const line = describeMove(s, { type: 'flip', disc: 'a', direction: deg(90) });
    expect(line).toBe('flips Hawk Riders (a) towards Ash Wyvern (b)');
    expect(describeMove(s, { type: 'flip', disc: 'a', direction: deg(0) })).toBe(
      'flips Hawk Riders (a) to the right',
    );
  });
});
