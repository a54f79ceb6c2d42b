import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../memory-storage.ts';
import { forgetToken, listTokens, readToken, writeToken } from '../../../src/ui/online/tokens.ts';

const tok = (c: string): string => c.repeat(43);

describe('seat tokens in local storage', () => {
  it('keeps one token per match, lists them newest first, forgets one', () => {
    const s = new MemoryStorage();
    writeToken(s, { matchId: 'm1', game: 'battleline', seat: 0, token: tok('a'), savedAt: 1 });
    writeToken(s, { matchId: 'm2', game: 'hill218', seat: 1, token: tok('b'), savedAt: 2 });
    expect(readToken(s, 'm1')?.token).toBe(tok('a'));
    expect(listTokens(s).map((t) => t.matchId)).toEqual(['m2', 'm1']);
    forgetToken(s, 'm2');
    expect(listTokens(s).map((t) => t.matchId)).toEqual(['m1']);
  });

  it('keeps the first match of a line of rematches, and refuses a malformed one', () => {
    const s = new MemoryStorage();
    const t = { game: 'battleline', seat: 1, token: tok('a'), savedAt: 1 } as const;
    writeToken(s, { ...t, matchId: 'm3', series: 'm1' });
    expect(readToken(s, 'm3')?.series).toBe('m1');
    s.setItem('tabletop.online.m4', JSON.stringify({ ...t, matchId: 'm4', series: 'a b' }));
    expect(readToken(s, 'm4')).toBeNull();
  });

  it('ignores damaged or foreign entries', () => {
    const s = new MemoryStorage();
    s.setItem('tabletop.online.x', '{not json');
    s.setItem(
      'tabletop.online.y',
      JSON.stringify({ matchId: 'y', game: 'chess', seat: 0, token: tok('c'), savedAt: 1 }),
    );
    s.setItem(
      'tabletop.online.z',
      JSON.stringify({
        matchId: 'other',
        game: 'battleline',
        seat: 0,
        token: tok('c'),
        savedAt: 1,
      }),
    );
    s.setItem('tabletop.lang', 'en');
    expect(readToken(s, 'x')).toBeNull();
    expect(readToken(s, 'y')).toBeNull();
    expect(listTokens(s)).toEqual([]);
  });
});
