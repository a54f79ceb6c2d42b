import { describe, expect, it } from 'vitest';
import { parseSeries, seriesScope } from '../../../src/ui/tables/battleline/series-store.ts';
import { sortHand } from '../../../src/ui/tables/battleline/hand-order.ts';

describe('Battle Line series store', () => {
  it('keeps one series per mode and bot level', () => {
    expect(seriesScope('hotseat', 'hard')).toBe('hotseat');
    expect(seriesScope('bot', 'hard')).toBe('bot-hard');
    expect(seriesScope('bot', 'normal')).not.toBe(seriesScope('hotseat', 'normal'));
  });

  it('drops damaged or hand-edited records and unknown series', () => {
    const parsed = parseSeries({
      hotseat: {
        keys: ['a', 7],
        games: [
          { winner: 0, flags: [3, 1] },
          { winner: 2, flags: [3, 1] },
          { winner: 1, flags: [9, 9] },
          { winner: null, flags: [1.5, 0] },
          { winner: null, flags: [2, 2], extra: 'x' },
          'junk',
        ],
      },
      'bot-normal': { keys: 'x', games: [] },
      cheat: { keys: [], games: [{ winner: 0, flags: [5, 0] }] },
    });
    expect(Object.keys(parsed)).toEqual(['hotseat']);
    expect(Object.keys(parseSeries({ 'online-Ab_1': { keys: [], games: [] } }))).toEqual([
      'online-Ab_1',
    ]);
    expect(parseSeries({ 'online-a b': { keys: [], games: [] } })).toEqual({});
    expect(parsed.hotseat?.keys).toEqual(['a']);
    expect(parsed.hotseat?.games).toEqual([
      { winner: 0, flags: [3, 1] },
      { winner: null, flags: [2, 2] },
    ]);
    expect(parseSeries('nonsense')).toEqual({});
    expect(parseSeries([1, 2])).toEqual({});
  });
});

describe('Battle Line hand order', () => {
  it('sorts troops by colour then value, tactics last', () => {
    expect(sortHand(['y9', 'r10', 'b3', 'alexander', 'r2', 'fog', 'g7'])).toEqual([
      'r2',
      'r10',
      'y9',
      'g7',
      'b3',
      'alexander',
      'fog',
    ]);
  });
});
