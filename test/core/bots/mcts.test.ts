import { describe, expect, it } from 'vitest';
import { mctsBot } from '../../../src/core/bots/mcts.ts';
import { randomBot } from '../../../src/core/bots/random.ts';
import type { Seat } from '../../../src/core/game.ts';
import { unwrap } from '../../../src/core/result.ts';
import { tokenRace, type TRState } from '../../fixtures/tokenrace.ts';

/** What a bot of the seat to move in `s` is asked, without its budget. */
function askFor(s: TRState, seed: number) {
  const seat = tokenRace.toMove(s) as Seat;
  return {
    def: tokenRace,
    view: tokenRace.view(s, seat),
    seat,
    legal: tokenRace.legalMoves(s),
    seed,
  };
}

function playGame(seed: number, mctsSeat: Seat, iterations: number): Seat | null {
  let s: TRState = tokenRace.setup({ pile: 15 }, seed);
  for (let ply = 0; tokenRace.outcome(s) === null; ply++) {
    const req = { ...askFor(s, seed * 1000 + ply), budget: { iterations } };
    const seat = req.seat;
    const m = seat === mctsSeat ? mctsBot(req).move : randomBot(req).move;
    s = unwrap(tokenRace.apply(s, m));
  }
  return tokenRace.outcome(s)?.winner ?? null;
}

describe('information-set MCTS', () => {
  it('beats the random bot clearly from both seats', () => {
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) if (playGame(g, (g % 2) as Seat, 300) === g % 2) wins++;
    expect(wins / games).toBeGreaterThan(0.7);
  });

  it('is deterministic for a given seed and budget', () => {
    const s = tokenRace.setup({ pile: 15 }, 11);
    const req = {
      def: tokenRace,
      view: tokenRace.view(s, 0),
      seat: 0 as Seat,
      legal: tokenRace.legalMoves(s),
      seed: 5,
      budget: { iterations: 200 },
    };
    const a = mctsBot(req);
    const b = mctsBot(req);
    expect(a.move).toEqual(b.move);
    expect(a.stats).toEqual(b.stats);
    expect(a.iterations).toBe(200);
  });

  it('never reads hidden state: its choice depends on the view alone', () => {
    // Two real states that differ only in what seat 0 cannot see give seat 0 the same move.
    const base = tokenRace.setup({ pile: 9 }, 21);
    const other: TRState = {
      ...base,
      hands: [base.hands[0], [...base.hands[1]].reverse()],
      deck: [...base.deck].reverse(),
    };
    const ask = (s: TRState) =>
      mctsBot({
        def: tokenRace,
        view: tokenRace.view(s, 0),
        seat: 0,
        legal: tokenRace.legalMoves(s),
        seed: 1,
        budget: { iterations: 300 },
      });
    expect(ask(base).move).toEqual(ask(other).move);
    expect(ask(base).stats).toEqual(ask(other).stats);
  });

  it('finds the winning take when one exists', () => {
    const s = unwrap(
      tokenRace.fromSetup({
        pile: 3,
        hands: [
          [3, 1],
          [1, 1],
        ],
        deck: [2, 2],
        toMove: 0,
        passes: 0,
        rng: [1, 2, 3, 4],
      }),
    );
    const a = mctsBot({
      def: tokenRace,
      view: tokenRace.view(s, 0),
      seat: 0,
      legal: tokenRace.legalMoves(s),
      seed: 2,
      budget: { iterations: 200 },
    });
    expect(a.move).toEqual({ type: 'take', card: 3, count: 3 });
  });

  it('stops on a time budget with an injected clock', () => {
    let t = 0;
    const s = tokenRace.setup({ pile: 15 }, 3);
    const a = mctsBot({
      def: tokenRace,
      view: tokenRace.view(s, 0),
      seat: 0,
      legal: tokenRace.legalMoves(s),
      seed: 2,
      budget: { timeMs: 10, now: () => (t += 0.1), exhaustive: true },
    });
    expect(a.iterations).toBeGreaterThan(700);
    expect(a.iterations).toBeLessThan(900); // the clock is read every 8 iterations, 0.1 ms a read
  });

  it('stops early only when the answer can no longer change, and then gives the same move', () => {
    let saved = 0;
    for (let g = 0; g < 40; g++) {
      let s: TRState = tokenRace.setup({ pile: 15 }, 100 + g);
      for (let ply = 0; ply < 4 && tokenRace.outcome(s) === null; ply++) {
        const base = askFor(s, g * 31 + ply);
        const full = mctsBot({ ...base, budget: { iterations: 400, exhaustive: true } });
        const quick = mctsBot({ ...base, budget: { iterations: 400 } });
        expect(quick.move).toEqual(full.move);
        expect(quick.iterations).toBeLessThanOrEqual(full.iterations);
        saved += full.iterations - quick.iterations;
        s = unwrap(tokenRace.apply(s, full.move));
      }
    }
    expect(saved).toBeGreaterThan(0);
  });
});
