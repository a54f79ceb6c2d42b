import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/game.ts';
import { loadServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { storedMatch } from './helpers.ts';

/** Plays the first legal move whose type is `type` (or the first legal move); returns it. */
function playOne(m: MatchState, type?: string): { move: unknown; seat: Seat } {
  const seat = m.toMove()!;
  const legal = m.legalFor(seat) as { type: string }[];
  const move = legal.find((x) => x.type === type) ?? legal[0]!;
  const next = m.check(seat, move, m.version);
  if (!next.ok) throw new Error(next.error.message);
  m.commit(seat, move, next.value);
  return { move, seat };
}

const recordOf = (game: 'battleline' | 'hill218') =>
  storedMatch(game, game === 'battleline' ? { tactics: false } : {}, 12345);

describe('the last move each viewer is told', () => {
  it('Battle Line: the opponent and spectators are told a played card and its flag', async () => {
    const m = new MatchState(await loadServerGame('battleline'), recordOf('battleline'));
    const { move, seat } = playOne(m, 'play');
    expect(move).toMatchObject({ type: 'play' });
    const opp: Seat = seat === 0 ? 1 : 0;
    expect(m.viewFor(opp).lastMove).toEqual(move);
    expect(m.viewFor(opp).lastSeat).toBe(seat);
    expect(m.viewFor(null).lastMove).toEqual(move);
    expect(m.viewFor(seat).lastMove).toEqual(move);
  });

  it('a secret card in a move is told to its maker only', async () => {
    const bl = await loadServerGame('battleline');
    const scout = { type: 'scoutReturn', card: 'r5' };
    expect(bl.shownMove(0, 0, scout)).toEqual(scout);
    expect(bl.shownMove(0, 1, scout)).toEqual({ type: 'scoutReturn' });
    expect(bl.shownMove(0, null, scout)).toEqual({ type: 'scoutReturn' });
    const m = new MatchState(await loadServerGame('hill218'), recordOf('hill218'));
    const { move, seat } = playOne(m, 'bottom');
    expect(move).toMatchObject({ type: 'bottom' });
    expect(m.viewFor(seat).lastMove).toEqual(move);
    expect(m.viewFor(seat === 0 ? 1 : 0).lastMove).toEqual({ type: 'bottom' });
    expect(JSON.stringify(m.viewFor(null))).not.toContain('units');
  });
});
