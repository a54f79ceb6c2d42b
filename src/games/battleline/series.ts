/**
 * Series play across games: the score of one game (winner 5 points, loser 1 per flag he claimed;
 * a drawn game gives each 1 per flag) summed over outcomes as a pure function, and the options of
 * the next game, where the loser of the last game moves second (the seed pages say the second
 * player has the edge, so the winner gives it up).
 */
import { flagsClaimed } from './board.ts';
import type { BattleLineOptions, BattleLineState, Seat } from './types.ts';

export interface GameRecord {
  readonly winner: Seat | null;
  /** Flags claimed by seat 0 and seat 1 when the game ended. */
  readonly flags: readonly [number, number];
}

export function gameRecord(s: BattleLineState): GameRecord | null {
  if (!s.result) return null;
  return { winner: s.result.winner, flags: flagsClaimed(s.flags) };
}

export function gamePoints(g: GameRecord): [number, number] {
  if (g.winner === 0) return [5, g.flags[1]];
  if (g.winner === 1) return [g.flags[0], 5];
  return [g.flags[0], g.flags[1]];
}

export function seriesScore(games: readonly GameRecord[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const g of games) {
    const [x, y] = gamePoints(g);
    a += x;
    b += y;
  }
  return [a, b];
}

/** The next game's options: the loser of the last game moves second; a draw leaves it to the seed. */
export function nextGameOptions(
  options: BattleLineOptions,
  last: GameRecord | null,
): BattleLineOptions {
  if (!last || last.winner === null) return { ...options, firstSeat: 'seed' };
  return { ...options, firstSeat: last.winner };
}
