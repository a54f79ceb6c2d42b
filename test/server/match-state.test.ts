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

describe('a move is accepted only as one the rules listed (issue 23)', () => {
  it('Battle Line: the listed object is the answer, whatever key order was sent; anything else is refused', async () => {
    const m = new MatchState(await loadServerGame('battleline'), recordOf('battleline'));
    const seat = m.toMove()!;
    const listed = m.legalFor(seat)[0] as Record<string, unknown>;
    const sent = Object.fromEntries(Object.entries(listed).reverse());
    const r = m.accept(seat, sent, 0);
    expect(r.ok && r.value.move).toBe(listed);
    const extra = m.accept(seat, { ...listed, note: '<b>x</b>' }, 0);
    expect(!extra.ok && extra.error.code).toBe('illegal-move');
    // The rules' own words for a move they refuse.
    const bad = m.accept(seat, { type: 'play', card: 'zz', flag: 0 }, 0);
    expect(!bad.ok && bad.error.message).not.toMatch(/offered/);
    expect(m.version).toBe(0);
  });

  it('Disc Wars: a deploy spot and a flip direction may be any number, other keys must be listed', async () => {
    const m = new MatchState(await loadServerGame('discwars'), storedMatch('discwars', {}, 3));
    let seat = m.toMove()!;
    const deploy = (m.legalFor(seat) as { type: string; x: number }[]).find(
      (x) => x.type === 'deploy',
    )!;
    const moved = { ...deploy, x: deploy.x + 0.01 };
    const r = m.accept(seat, moved, 0);
    expect(r.ok && r.value.move).toEqual(moved);
    expect(r.ok && r.value.move).not.toBe(moved);
    const extra = m.accept(seat, { ...moved, note: 'x' }, 0);
    expect(!extra.ok && extra.error.code).toBe('illegal-move');
    // On to a disc being moved: its flips.
    for (let i = 0; i < 12 && !m.legalFor(m.toMove()!).some((x) => isType(x, 'flip')); i++) {
      seat = m.toMove()!;
      const legal = m.legalFor(seat);
      const move =
        legal.find((x) => isType(x, 'deploy-auto')) ??
        legal.find((x) => isType(x, 'activate') && JSON.stringify(x).includes('"move"'))!;
      const next = m.accept(seat, move, m.version);
      if (!next.ok) throw new Error(next.error.message);
      m.commit(seat, next.value.move, next.value.next);
    }
    seat = m.toMove()!;
    const flip = m.legalFor(seat).find((x) => isType(x, 'flip')) as { direction: number };
    const aimed = { ...flip, direction: flip.direction + 0.01 };
    const f = m.accept(seat, aimed, m.version);
    expect(f.ok && f.value.move).toEqual(aimed);
    for (const bad of [
      { ...aimed, note: 'x' },
      { ...aimed, disc: 'nobody' },
      { ...aimed, direction: 'north' },
    ]) {
      const b = m.accept(seat, bad, m.version);
      expect(!b.ok && b.error.code).toBe('illegal-move');
    }
  }, 120_000);
});

function isType(m: unknown, type: string): boolean {
  return (m as { type?: unknown }).type === type;
}
