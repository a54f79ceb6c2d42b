/**
 * Hill 218 knowledge for the generic information-set MCTS: take an open enemy HQ at once, never
 * search hopeless paratrooper drops far from the fighting, and judge cut-off playouts by units on
 * the table, supply reach and the threat to each HQ (an empty HQ next to enemy supply loses).
 */
import type { Seat } from '../../core/game.ts';
import type { BotHints } from '../../core/bots/bot.ts';
import type { GameBot } from '../../core/bots/levels.ts';
import type { Rng } from '../../core/rng.ts';
import { boardIndex, cellKey, isSuppliedFor, occupant, suppliedUnits, unitAt } from './supply.ts';
import type { Hill218Move, Hill218State, Placed, Pos } from './types.ts';
import { hqOf, NEIGHBOURS, other } from './units.ts';

function isHqCapture(m: Hill218Move, seat: Seat): boolean {
  if (m.type !== 'place') return false;
  const hq = hqOf(other(seat));
  return m.at.x === hq.x && m.at.y === hq.y;
}

/**
 * How exposed `seat`'s HQ is: 0 when held and out of reach, up to 1 when empty with enemy supply
 * next to it (the enemy wins by playing there).
 */
export function hqThreat(cells: readonly Placed[], seat: Seat): number {
  const hq = hqOf(seat);
  const enemy = other(seat);
  const holder = unitAt(cells, hq);
  const reachable =
    isSuppliedFor(cells, enemy, 'infantry', hq) || isSuppliedFor(cells, enemy, 'specialForces', hq);
  if (!holder) return reachable ? 1 : 0.5;
  return reachable ? 0.3 : 0;
}

/** How many empty cells `seat` could supply with an orthogonal-supply unit: its supply reach. */
export function supplyReach(cells: readonly Placed[], seat: Seat): number {
  const ix = boardIndex(cells);
  const seen = new Set<number>();
  for (const { x, y } of suppliedUnits(cells, seat)) {
    for (const [dx, dy] of NEIGHBOURS) {
      if (!occupant(ix, x + dx, y + dy) && !(x + dx === 0 && y + dy === 0))
        seen.add(cellKey(x + dx, y + dy));
    }
  }
  return seen.size;
}

export function evaluate(s: Hill218State, seat: Seat): number {
  if (s.outcome) return s.outcome.winner === null ? 0.5 : s.outcome.winner === seat ? 1 : 0;
  const opp = other(seat);
  let mine = 0;
  let theirs = 0;
  for (const c of s.cells)
    if (c.owner === seat) mine++;
    else theirs++;
  const score =
    mine -
    theirs +
    0.15 * (supplyReach(s.cells, seat) - supplyReach(s.cells, opp)) +
    4 * (hqThreat(s.cells, opp) - hqThreat(s.cells, seat)) +
    0.7 * (s.airStrikes[seat] - s.airStrikes[opp]);
  return 1 / (1 + Math.exp(-score / 3));
}

/** Paratrooper drops worth searching: next to a unit or to the enemy HQ. */
function nearAction(cells: readonly Placed[], p: Pos, seat: Seat): boolean {
  const ix = boardIndex(cells);
  const ehq = hqOf(other(seat));
  for (const [dx, dy] of NEIGHBOURS) {
    if (occupant(ix, p.x + dx, p.y + dy)) return true;
    if (p.x + dx === ehq.x && p.y + dy === ehq.y) return true;
  }
  return false;
}

export const hill218Hints: BotHints<Hill218State, Hill218Move> = {
  forced(_s, legal, seat) {
    return legal.find((m) => isHqCapture(m, seat));
  },
  candidates(s, legal) {
    const seat = s.turn;
    const kept = legal.filter(
      (m) => m.type !== 'place' || m.unit !== 'paratroopers' || nearAction(s.cells, m.at, seat),
    );
    return kept.length > 0 ? kept : legal;
  },
  rollout(s, legal, rng: Rng) {
    const seat = s.turn;
    const win = legal.find((m) => isHqCapture(m, seat));
    return win ?? rng.pick(legal);
  },
  evaluate,
  rolloutDepth: 16,
};

export const hill218Bot: GameBot<Hill218State, Hill218Move> = {
  hints: hill218Hints,
  levels: {
    easy: { kind: 'random' },
    normal: { kind: 'mcts', iterations: 300, timeMs: 250 },
    hard: { kind: 'mcts', iterations: 3000, timeMs: 1000 },
  },
};
