import { describe, expect, it } from 'vitest';
import { newMatch, play } from '../../../src/core/match.ts';
import { unwrap } from '../../../src/core/result.ts';
import type { Seat } from '../../../src/core/game.ts';
import { GameLog } from '../../../src/ui/match/game-log.ts';
import type { Session } from '../../../src/ui/shell/store.ts';
import type { TableController } from '../../../src/ui/tables/table.ts';
import { tokenRace, type TRMove, type TRState, type TRView } from '../../fixtures/tokenrace.ts';

const t = (key: string, p: Record<string, string | number> = {}): string =>
  `${key}|${Object.entries(p)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')}`;

function session(moves: number): Session[] {
  let m = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 15 }, seed: 4 }));
  const out: Session[] = [];
  const mk = (): Session => ({
    game: 'battleline',
    module: { def: tokenRace, bot: { hints: {}, levels: {} } } as unknown as Session['module'],
    mode: 'hotseat',
    humanSeat: 0,
    level: 'easy',
    match: m,
    revealed: null,
    botThinking: false,
  });
  out.push(mk());
  for (let i = 0; i < moves; i++) {
    m = unwrap(play(tokenRace, m, tokenRace.legalMoves(m.state)[0] as TRMove));
    out.push(mk());
  }
  return out;
}

describe('the game log', () => {
  it('numbers the lines a table writes and leaves out the moves it leaves unwritten', () => {
    const seen: TRView[] = [];
    const controller: TableController<TRView, TRMove> = {
      update: () => undefined,
      dispose: () => undefined,
      // Every second move (a clock tick, say) writes no line; the view is the opponent's.
      describeMove: (before, move, mover) => {
        seen.push(before);
        return before.toMove === mover && before.pile % 2 === 0 ? '' : `took ${move.type}`;
      },
    };
    const log = new GameLog(
      t,
      () => 'en',
      () => controller as TableController<unknown, unknown>,
    );
    const states = session(6);
    const last = states[6] as Session;
    const lines = log.lines(last);
    const pile = (i: number): number => (states[i]?.match.state as TRState).pile;
    const written = last.match.log.filter((_, i) => pile(i) % 2 !== 0);
    expect(lines).toHaveLength(written.length);
    lines.forEach((l, i) => expect(l).toContain(`n=${i + 1},`));
    // The writer saw only views of the seat that did not move (its own hand, not the mover's).
    for (const v of seen) expect(v.hand.length).toBeLessThanOrEqual(2);
    // Appending move by move gives the same lines as the rebuild.
    const inc = new GameLog(
      t,
      () => 'en',
      () => controller as TableController<unknown, unknown>,
    );
    for (let i = 0; i < 6; i++) {
      const before = states[i] as Session;
      const e = (states[i + 1] as Session).match.log[i];
      inc.append(before, states[i + 1] as Session, e?.seat as Seat, e?.move);
    }
    expect(inc.lines(last)).toEqual(lines);
  });

  it("falls back to the engine's English and the plain seat names without a table", () => {
    const log = new GameLog(
      t,
      () => 'en',
      () => null,
    );
    const last = session(2)[2] as Session;
    const lines = log.lines(last);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('player=player.0|');
    expect(log.outcomeReason(last, { winner: 0, reason: 'pile-empty' })).toBe('pile-empty');
  });
});
