import { describe, expect, it } from 'vitest';
import {
  isSeriesRecord,
  onBadStorage,
  readStoredJson,
  reportBadStorage,
  usableStorage,
  validSeries,
} from '../../../src/ui/storage/stored-data.ts';

describe('stored Battle Line series', () => {
  it.each([
    [{ games: [null] }, 0],
    [
      {
        keys: ['a'],
        games: [{ winner: 0, flags: [5, 2] }, null, 'x', { winner: 2, flags: [1, 1] }],
      },
      1,
    ],
    [{ keys: 'x', games: {} }, 0],
    [[1, 2], 0],
    ['text', 0],
    [
      {
        keys: [],
        games: [
          { winner: null, flags: [1, 1, 1] },
          { winner: 1, flags: [-1, 3] },
        ],
      },
      0,
    ],
  ])('keeps only the valid games of %j', (raw, kept) => {
    const r = validSeries(raw);
    expect(r.games).toHaveLength(kept);
    expect(r.dropped).toBe(true);
    expect(r.games.every(isSeriesRecord)).toBe(true);
  });

  it('accepts a good tally as it is and an absent one as empty', () => {
    const good = { keys: ['k'], games: [{ winner: null, flags: [3, 3] }] };
    expect(validSeries(good)).toEqual({ ...good, dropped: false });
    expect(validSeries(undefined)).toEqual({ keys: [], games: [], dropped: false });
  });
});

describe('reading storage', () => {
  it('reports unreadable JSON once, to listeners that come later too', () => {
    const store = { getItem: () => '{"broken' };
    expect(readStoredJson(store, 'k.one')).toBe(undefined);
    reportBadStorage('k.one');
    const heard: string[] = [];
    const stop = onBadStorage((k) => heard.push(k));
    expect(heard).toEqual(['k.one']);
    reportBadStorage('k.two');
    expect(heard).toEqual(['k.one', 'k.two']);
    stop();
  });

  it('survives a storage the browser refuses', () => {
    const s = usableStorage(() => {
      throw new Error('SecurityError');
    });
    s.setItem('a', '1');
    expect(s.getItem('a')).toBe('1');
    expect(
      readStoredJson(
        {
          getItem: () => {
            throw new Error('no');
          },
        },
        'a',
      ),
    ).toBe(undefined);
  });
});
