/**
 * Battle Line knowledge for the generic information-set MCTS: a proven claim is always taken (a
 * claim costs nothing and can only be lost by waiting), playouts feed flags where a troop fits the
 * cards already there and claim whatever they can, and the per-level budgets. The iteration
 * budgets are what each level reaches in its time budget on one core of the reference machine
 * (measured with a CPU-time clock by bench/suites/battleline.ts, since the machine is shared:
 * about 2,700-3,900 iterations per second in the opening and middle game), so iteration-budget
 * play matches time-budget play.
 */
import type { BotHints } from '../../core/bots/bot.ts';
import type { GameBot } from '../../core/bots/levels.ts';
import type { Rng } from '../../core/rng.ts';
import { flagsClaimed } from './board.ts';
import { flagSize } from './formation.ts';
import { cardInfo, type BattleLineMove, type BattleLineState, type Seat } from './types.ts';

/** How well troop `card` fits the cards already on the mover's side of `flag` (higher is better). */
export function fitScore(s: BattleLineState, card: string, flag: number): number {
  const f = s.flags[flag];
  const info = cardInfo(card);
  if (!f || !info) return 0;
  const side = f.sides[s.active];
  let score = info.value / 20;
  if (side.length === 0) return score;
  let sameColour = true;
  let run = true;
  let same = true;
  for (const c of side) {
    const o = cardInfo(c);
    if (!o || o.kind !== 'troop') continue;
    if (o.colour !== info.colour) sameColour = false;
    const d = Math.abs(o.value - info.value);
    if (d === 0 || d >= flagSize(f)) run = false;
    if (d !== 0) same = false;
  }
  if (sameColour && run) score += 4;
  else if (same) score += 3;
  else if (sameColour) score += 2;
  else if (run) score += 1.5;
  else score -= 1;
  return score;
}

function moveScore(s: BattleLineState, m: BattleLineMove): number {
  switch (m.type) {
    case 'claim':
      return 100;
    case 'play':
      return cardInfo(m.card)?.kind === 'troop' ? fitScore(s, m.card, m.flag) : 0.5;
    case 'draw':
      return m.deck === 'troop' ? 1 : 0;
    case 'endClaims':
    case 'pass':
      return -1;
    default:
      return 0;
  }
}

/** Playout policy: the best-looking of a few sampled moves, claims first. */
function rollout(s: BattleLineState, legal: readonly BattleLineMove[], rng: Rng): BattleLineMove {
  if (s.phase === 'claim') return legal[0] as BattleLineMove;
  if (legal.length === 1) return legal[0] as BattleLineMove;
  let best = rng.pick(legal);
  let bestScore = moveScore(s, best);
  for (let i = 0; i < 3; i++) {
    const m = rng.pick(legal);
    const sc = moveScore(s, m);
    if (sc > bestScore) {
      best = m;
      bestScore = sc;
    }
  }
  return best;
}

/**
 * Value of a cut-off position for `seat`: claimed flags, weighted by how close either side is to
 * three adjacent or five, squashed into [0, 1]. Used only when a playout is cut short.
 */
export function evaluate(s: BattleLineState, seat: Seat): number {
  if (s.result) return s.result.winner === null ? 0.5 : s.result.winner === seat ? 1 : 0;
  const [a, b] = flagsClaimed(s.flags);
  const diff = seat === 0 ? a - b : b - a;
  return Math.min(1, Math.max(0, 0.5 + diff * 0.1));
}

/**
 * Tactics cards the mover may hold before it stops drawing more. A tactics card can only be played
 * while you have not played more of them than your opponent, so a hand of several is a hand that
 * cannot move: a bot that kept drawing them (they look strong in playouts) ended up holding seven
 * it could not play and passed until the game ended on two passes.
 */
export const TACTICS_HAND_LIMIT = 2;

/** The draw a sensible player makes without thinking: a troop once tactics fill the hand. */
function forcedDraw(
  s: BattleLineState,
  legal: readonly BattleLineMove[],
): BattleLineMove | undefined {
  if (s.phase !== 'draw') return undefined;
  const troop = legal.find((m) => m.type === 'draw' && m.deck === 'troop');
  if (!troop) return undefined;
  let tactics = 0;
  for (const c of s.hands[s.active]) if (cardInfo(c)?.kind !== 'troop') tactics++;
  return tactics >= TACTICS_HAND_LIMIT ? troop : undefined;
}

export const battlelineHints: BotHints<BattleLineState, BattleLineMove> = {
  forced(s, legal) {
    return legal.find((m) => m.type === 'claim') ?? forcedDraw(s, legal);
  },
  rollout,
  evaluate,
};

export const battlelineBot: GameBot<BattleLineState, BattleLineMove> = {
  hints: battlelineHints,
  levels: {
    easy: { kind: 'random' },
    normal: { kind: 'mcts', iterations: 600, timeMs: 250 },
    hard: { kind: 'mcts', iterations: 3000, timeMs: 1000 },
  },
};
