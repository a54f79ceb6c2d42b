import { describe, expect, it } from 'vitest';
import { cueFor, discVolume, readMuted } from '../../../src/ui/sound/cues.ts';

describe('sound cues', () => {
  it.each([
    ['battleline', { type: 'play', card: 'r7', flag: 3 }, 'card'],
    ['battleline', { type: 'claim', flag: 3 }, null],
    ['battleline', { type: 'pass' }, null],
    ['hill218', { type: 'place', unit: 'infantry', at: [0, 1] }, 'card'],
    ['hill218', { type: 'attack', target: [0, 1] }, null],
    ['type10', { type: 'search' }, 'die'],
    ['type10', { type: 'step', unit: 'u1', to: '0203' }, null],
    ['discwars', { type: 'flip', disc: 'a1', direction: 0 }, 'disc'],
    ['discwars', { type: 'fire', archer: 'a1', target: 'b1' }, 'counters'],
    ['discwars', { type: 'pass' }, null],
    ['battleline', null, null],
    ['battleline', 'play', null],
  ] as const)('%s %j sounds as %s', (game, move, kind) => {
    expect(cueFor(game, move)?.kind ?? null).toBe(kind);
  });

  it('makes a harder disc landing louder, within bounds', () => {
    const speeds = [0, 0.1, 0.5, 1, 2, 3, 50];
    const vols = speeds.map(discVolume);
    for (let i = 1; i < vols.length; i++) expect(vols[i]).toBeGreaterThanOrEqual(vols[i - 1]!);
    expect(vols[0]).toBeGreaterThan(0);
    expect(vols[vols.length - 1]).toBe(1);
    expect(discVolume(Number.NaN)).toBe(discVolume(0));
    expect(cueFor('discwars', { type: 'flip' }, 3)!.volume).toBeGreaterThan(
      cueFor('discwars', { type: 'flip' }, 0.3)!.volume,
    );
  });

  it('reads the stored mute choice, reporting junk', () => {
    expect(readMuted('off')).toEqual({ muted: true, bad: false });
    expect(readMuted('on')).toEqual({ muted: false, bad: false });
    expect(readMuted(null)).toEqual({ muted: false, bad: false });
    expect(readMuted('{"muted":1}')).toEqual({ muted: false, bad: true });
  });
});
