import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { battleline, seriesScore, type Seat } from '../../../src/games/battleline/index.ts';
import { formatOnlineRoute } from '../../../src/ui/online/online-route.ts';
import { writeToken } from '../../../src/ui/online/tokens.ts';
import { seriesRecorder } from '../../../src/ui/tables/battleline/series-recorder.ts';
import { loadSeries } from '../../../src/ui/tables/battleline/series-store.ts';
import { randomGame } from '../../games/battleline/helpers.ts';
import { MemoryStorage } from '../memory-storage.ts';

const t = (key: string): string => key;

/** The finished game of `seed` as the table of `seat` gets it in its last frame. */
function finalFrame(seed: number, seat: Seat) {
  const s = randomGame(seed);
  const outcome = battleline.outcome(s);
  if (!outcome) throw new Error('the random game did not end');
  return {
    view: battleline.view(s, seat),
    seat,
    legal: [],
    toMove: null,
    outcome,
    lastMove: null,
    moveCount: 60,
    lang: 'en' as const,
  };
}

describe('Battle Line series recording', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { hash: '#/' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("an online table counts its game once, though the rematch's route arrives before it closes", () => {
    const token = 'a'.repeat(43);
    writeToken(storage, { matchId: 'first1', game: 'battleline', seat: 0, token, savedAt: 1 });
    location.hash = formatOnlineRoute({ kind: 'online', matchId: 'first1' });
    const recorder = seriesRecorder(t);
    const f = finalFrame(3, 0);
    recorder.record(f);
    const once = loadSeries('online-first1');
    expect(once).toHaveLength(1);
    const points = seriesScore(once);
    expect(points[0] + points[1]).toBeGreaterThan(0);
    // The rematch: its token (seats swapped, the same series), then its route, while this table,
    // still open, gets its last frame again (a clock message, a redraw).
    writeToken(storage, {
      matchId: 'second2',
      game: 'battleline',
      seat: 1,
      token: 'b'.repeat(43),
      savedAt: 2,
      series: 'first1',
    });
    location.hash = formatOnlineRoute({ kind: 'online', matchId: 'second2' });
    recorder.record(f);
    expect(loadSeries('online-first1')).toEqual(once);
    // The rematch's own table counts toward the same series from this player's side.
    expect(seriesRecorder(t).scope()).toMatchObject({ key: 'online-first1', side: 1 });
  });

  it('a local table counts each finished game once, a new game again', () => {
    location.hash = '#/battleline';
    const recorder = seriesRecorder(t);
    recorder.record(finalFrame(3, 0));
    recorder.record(finalFrame(3, 0));
    expect(loadSeries('hotseat')).toHaveLength(1);
    recorder.record({ ...finalFrame(5, 0), moveCount: 61 });
    expect(loadSeries('hotseat')).toHaveLength(2);
  });
});
