/**
 * Monte Carlo tree search over any `GameDef`, in its information-set form (single-observer
 * ISMCTS, Cowling, Powley & Whitehouse 2012). Each iteration samples a full state consistent with
 * the bot's own view (`def.determinize`), descends one shared tree whose edges are moves, and
 * counts how often each move was available so that UCB is fair across samples. For games without
 * hidden information the sample is the position itself and this is plain UCT.
 */
import { moveKeyOf, type Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import type { BotAnswer, BotRequest } from './bot.ts';

interface TreeNode<M> {
  readonly move: M | null;
  readonly key: string;
  /** The seat that played `move` into this node; rewards are counted for it. */
  readonly mover: Seat | null;
  readonly children: Map<string, TreeNode<M>>;
  visits: number;
  avail: number;
  value: number;
}

const EXPLORATION = 0.7;

function newNode<M>(move: M | null, key: string, mover: Seat | null): TreeNode<M> {
  return { move, key, mover, children: new Map(), visits: 0, avail: 0, value: 0 };
}

function budgetLeft(
  req: BotRequest<unknown, unknown, unknown>,
  done: number,
  startedAt: number,
): boolean {
  const b = req.budget;
  if (b.iterations !== undefined && done >= b.iterations) return false;
  if (b.timeMs !== undefined && b.now && done % 8 === 0 && b.now() - startedAt >= b.timeMs)
    return false;
  if (b.iterations === undefined && (b.timeMs === undefined || !b.now)) return done < 1000;
  return true;
}

export function mctsBot<S, M, V>(req: BotRequest<S, M, V>): BotAnswer<M> {
  const { def, hints } = req;
  if (req.legal.length === 0) throw new Error('mctsBot called with no legal move');
  if (req.legal.length === 1) return { move: req.legal[0] as M, iterations: 0, stats: [] };
  const rng = Rng.fromSeed(req.seed);
  const probe = def.determinize(req.view, req.seat, rng);
  const forced = hints?.forced?.(probe, req.legal, req.seat);
  if (forced !== undefined) return { move: forced, iterations: 0, stats: [] };

  const rootLegal = hints?.candidates ? hints.candidates(probe, req.legal) : req.legal;
  const rootKeys = new Set(rootLegal.map((m) => moveKeyOf(def, m)));
  const root = newNode<M>(null, '', null);
  const startedAt = req.budget.now ? req.budget.now() : 0;
  const path: TreeNode<M>[] = [];
  let iterations = 0;

  while (budgetLeft(req as BotRequest<unknown, unknown, unknown>, iterations, startedAt)) {
    let s = def.determinize(req.view, req.seat, rng);
    let node = root;
    path.length = 0;
    let expanded = false;
    while (!expanded && def.outcome(s) === null) {
      const mover = def.toMove(s);
      if (mover === null) break;
      let legal: readonly M[];
      if (node === root) legal = rootLegal;
      else {
        const all = def.legalMoves(s);
        legal = hints?.candidates ? hints.candidates(s, all) : all;
      }
      if (legal.length === 0) break;
      const untried: M[] = [];
      let best: TreeNode<M> | undefined;
      let bestScore = -Infinity;
      for (const m of legal) {
        const key = moveKeyOf(def, m);
        if (node === root && !rootKeys.has(key)) continue;
        const child = node.children.get(key);
        if (!child) {
          untried.push(m);
          continue;
        }
        child.avail++;
        const score =
          child.value / child.visits +
          EXPLORATION * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      let chosen: TreeNode<M>;
      if (untried.length > 0) {
        const m = rng.pick(untried);
        chosen = newNode(m, moveKeyOf(def, m), mover);
        chosen.avail = 1;
        node.children.set(chosen.key, chosen);
        expanded = true;
      } else if (best) {
        chosen = best;
      } else break;
      const next = def.apply(s, chosen.move as M);
      if (!next.ok)
        throw new Error(
          `mcts: a legal move was refused (${next.error.code}): ${next.error.message}`,
        );
      s = next.value;
      node = chosen;
      path.push(node);
    }

    const reward0 = playout(req, s, rng);
    for (const n of path) {
      n.visits++;
      n.value += n.mover === 0 ? reward0 : 1 - reward0;
    }
    iterations++;
    if ((iterations & 31) === 0 && settled(req, root, iterations, startedAt)) break;
  }

  let bestChild: TreeNode<M> | undefined;
  for (const c of root.children.values())
    if (!bestChild || c.visits > bestChild.visits) bestChild = c;
  const stats = [...root.children.values()].map((c) => ({
    key: c.key,
    visits: c.visits,
    value: c.visits ? c.value / c.visits : 0,
  }));
  return { move: bestChild ? (bestChild.move as M) : (rootLegal[0] as M), iterations, stats };
}

/**
 * True when the most visited root move can no longer be overtaken within what is left of the
 * budget, so searching on cannot change the answer. With an iteration budget this is exact (the
 * leader must stay strictly ahead, so ties cannot flip the insertion-order tie-break); with a time
 * budget the iterations left are estimated from the rate so far.
 */
function settled<M>(
  req: BotRequest<unknown, unknown, unknown>,
  root: TreeNode<M>,
  done: number,
  startedAt: number,
): boolean {
  const b = req.budget;
  if (b.exhaustive) return false;
  let left = b.iterations !== undefined ? b.iterations - done : Infinity;
  if (b.timeMs !== undefined && b.now) {
    const elapsed = b.now() - startedAt;
    if (elapsed > 0) left = Math.min(left, (done / elapsed) * (b.timeMs - elapsed));
  }
  if (!Number.isFinite(left)) return false;
  let first = 0;
  let second = 0;
  for (const c of root.children.values()) {
    if (c.visits > first) {
      second = first;
      first = c.visits;
    } else if (c.visits > second) second = c.visits;
  }
  return first - second > left;
}

/** Plays on from `s` and returns seat 0's reward in [0, 1]. */
function playout<S, M, V>(req: BotRequest<S, M, V>, start: S, rng: Rng): number {
  const { def, hints } = req;
  const depthLimit = hints?.rolloutDepth ?? Infinity;
  let s = start;
  for (let depth = 0; ; depth++) {
    const o = def.outcome(s);
    if (o) return o.winner === null ? 0.5 : o.winner === 0 ? 1 : 0;
    if (def.toMove(s) === null) return 0.5;
    if (depth >= depthLimit) return hints?.evaluate ? hints.evaluate(s, 0) : 0.5;
    const legal = def.legalMoves(s);
    if (legal.length === 0) return hints?.evaluate ? hints.evaluate(s, 0) : 0.5;
    const m = hints?.rollout ? hints.rollout(s, legal, rng) : rng.pick(legal);
    const next = def.apply(s, m);
    if (!next.ok) throw new Error(`mcts playout: a legal move was refused (${next.error.code})`);
    s = next.value;
  }
}
