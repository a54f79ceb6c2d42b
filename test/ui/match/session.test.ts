import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result.ts';
import { newMatch } from '../../../src/core/match.ts';
import type { GameModule } from '../../../src/games/registry.ts';
import {
  actingSeat,
  applyMove,
  curtainFor,
  isBotTurn,
  undoCheck,
  undoMove,
  viewSeatOf,
} from '../../../src/ui/match/session.ts';
import type { Session } from '../../../src/ui/shell/store.ts';
import { tokenRace, QUIET_START } from '../../fixtures/tokenrace.ts';

const module: GameModule = {
  def: tokenRace,
  bot: {
    hints: {},
    levels: { easy: { kind: 'random' }, normal: { kind: 'random' }, hard: { kind: 'random' } },
  },
};
const quiet = QUIET_START;

function session(mode: 'hotseat' | 'bot', humanSeat: 0 | 1 = 0): Session {
  return {
    game: 'battleline',
    module,
    mode,
    humanSeat,
    level: 'normal',
    match: unwrap(newMatch(tokenRace, quiet)),
    revealed: mode === 'bot' ? humanSeat : null,
    botThinking: false,
  };
}

describe('hot-seat hand-over', () => {
  it('raises the curtain for the seat to move and hides every view until it is revealed', () => {
    const s = session('hotseat');
    expect(curtainFor(s)).toBe(0);
    expect(viewSeatOf(s)).toBe(null);
    expect(actingSeat(s)).toBe(null);
    const shown = { ...s, revealed: 0 as const };
    expect(curtainFor(shown)).toBe(null);
    expect(viewSeatOf(shown)).toBe(0);
    expect(actingSeat(shown)).toBe(0);
  });

  it('drops the curtain again when the seat to move changes', () => {
    const s = { ...session('hotseat'), revealed: 0 as const };
    const after = unwrap(applyMove(s, { type: 'take', card: 2, count: 2 }));
    expect(after.revealed).toBe(null);
    expect(curtainFor(after)).toBe(1);
    expect(viewSeatOf(after)).toBe(null);
  });

  it('lets the player who just moved take it back, behind a curtain for him', () => {
    const s = { ...session('hotseat'), revealed: 0 as const };
    const after = unwrap(applyMove(s, { type: 'take', card: 2, count: 1 }));
    // The device may already be in seat 1's hands: seat 0's hand shows only after seat 0 is ready.
    const back = unwrap(undoMove({ ...after, revealed: 1 }));
    expect(back.match.log).toHaveLength(0);
    expect(back.revealed).toBe(null);
    expect(curtainFor(back)).toBe(0);
    expect(viewSeatOf(back)).toBe(null);
  });
});

describe('against the bot', () => {
  it('always draws the human seat and knows when the bot is to move', () => {
    const s = session('bot', 1);
    expect(viewSeatOf(s)).toBe(1);
    expect(isBotTurn(s)).toBe(true);
    expect(actingSeat(s)).toBe(null);
    expect(curtainFor(s)).toBe(null);
  });

  it('undoes the bot reply together with the human move', () => {
    let s = session('bot', 0);
    s = unwrap(applyMove(s, { type: 'take', card: 1, count: 1 }));
    s = unwrap(applyMove(s, { type: 'take', card: 3, count: 2 }));
    const back = unwrap(undoMove(s));
    expect(back.match.log).toHaveLength(0);
  });

  it('refuses an illegal move and keeps the session', () => {
    const s = session('bot', 0);
    const r = applyMove(s, { type: 'take', card: 3, count: 3 });
    expect(r.ok).toBe(false);
  });
});

describe('undoCheck (what the Undo button offers)', () => {
  it('agrees with undoMove: refused with nothing played, allowed after a quiet move of ours', () => {
    const s = { ...session('bot', 0) };
    const none = undoCheck(s);
    expect(none.ok).toBe(false);
    expect(undoMove(s).ok).toBe(false);
    const after = unwrap(applyMove(s, { type: 'take', card: 2, count: 1 }));
    expect(undoCheck(after).ok).toBe(undoMove(after).ok);
  });
});

describe('hand-over curtain a game asks for though nothing is hidden', () => {
  const open = (handOver: boolean): Session => ({
    ...session('hotseat'),
    module: {
      ...module,
      def: {
        ...tokenRace,
        hiddenInformation: false,
        ...(handOver ? { handOverCurtain: () => true } : {}),
      },
    },
  });

  it('goes up for the next seat after a move while the game asks for it, down when revealed', () => {
    const s = open(true);
    expect(curtainFor(s)).toBe(null);
    const after = unwrap(applyMove(s, { type: 'take', card: 2, count: 2 }));
    expect(curtainFor(after)).toBe(1);
    expect(actingSeat(after)).toBe(null);
    const shown = { ...after, revealed: 1 as const };
    expect(curtainFor(shown)).toBe(null);
    expect(actingSeat(shown)).toBe(1);
  });

  it('never goes up when the game does not ask for it', () => {
    const after = unwrap(applyMove(open(false), { type: 'take', card: 2, count: 2 }));
    expect(curtainFor(after)).toBe(null);
    expect(actingSeat(after)).toBe(1);
  });
});
