/**
 * Heuristics for the generic MCTS: an evaluation built from the loss counter, the units each
 * side destroyed, the threat to the PKF command vehicle and the border risk; a rollout policy
 * that takes kills when it sees them, never walks a PKF unit onto the border and ends actions
 * and turns often enough that playouts cover whole rounds; candidate pruning of suicidal border
 * steps; and forced moves for an immediate win. Levels: easy is random; normal and hard are MCTS
 * with fixed iteration budgets (hard's matches what its 150 ms reaches in Node, see docs/type10.md).
 * A decision here is one step of one unit, so a side's turn is ~10 decisions: 150 ms each keeps a
 * hard bot's turn to a few seconds.
 */
import type { Seat } from '../../core/game.ts';
import type { GameBot } from '../../core/bots/levels.ts';
import type { Rng } from '../../core/rng.ts';
import { apply } from './rules.ts';
import type { Type10Move, Type10State } from './types.ts';
import { hexIndex } from './hex.ts';
import { gridOf, isBorder, occupancy, onBoard, sideOf, typeOf, unitById } from './units.ts';

/** Whether a move walks a PKF unit onto a border hex (an instant loss). */
function suicidal(s: Type10State, m: Type10Move): boolean {
  if (m.type !== 'step' || !isBorder(s, m.to)) return false;
  const u = s.units.find((x) => x.id === m.unit);
  return !!u && sideOf(s, u) === 'pkf';
}

/**
 * Threat to the command vehicle: North units that could destroy it next turn, by movement plus
 * bombard range or by moving next to it and stepping on (distances on an empty board).
 */
export function commandThreat(s: Type10State): number {
  const cmd = s.units.find((u) => onBoard(u) && typeOf(s, u).command);
  if (!cmd) return 0;
  const occ = occupancy(s);
  const g = occ.grid;
  const ck = s.units.indexOf(cmd);
  const to = occ.hexOf[ck]!;
  const def = typeOf(s, cmd).defense;
  let threat = 0;
  s.units.forEach((u, k) => {
    const from = occ.hexOf[k]!;
    if (from < 0 || sideOf(s, u) !== 'north') return;
    const t = typeOf(s, u);
    const d = g.dist(from, to);
    const byGun =
      t.bombard !== null && t.range !== null && t.bombard > def && d <= t.move + t.range;
    const byTrack = t.attack !== null && t.attack > def && d <= t.move;
    if (byGun || byTrack) threat += 1;
    else if (t.bombard !== null && t.bombard > def && d <= t.move + (t.range ?? 0) + 2)
      threat += 0.3;
  });
  return threat;
}

/** PKF units standing one step from the border (a careless step loses at once). */
export function borderRisk(s: Type10State): number {
  const g = gridOf(s.scenario);
  const occ = occupancy(s);
  const border = new Set(s.scenario.border.map((h) => g.names.indexOf(h)));
  let risk = 0;
  s.units.forEach((u, k) => {
    const i = occ.hexOf[k]!;
    if (i >= 0 && sideOf(s, u) === 'pkf' && g.neighbours[i]!.some((n) => border.has(n))) risk += 1;
  });
  return risk;
}

/** PKF's prospects in [0, 1]: losses toward the limit and kills against command threat. */
export function pkfValue(s: Type10State): number {
  if (s.result) return s.result.winner === null ? 0.5 : s.result.winner === 1 ? 1 : 0;
  const lossProgress = s.northLosses / s.scenario.lossLimit;
  const killEdge = s.kills[1] - s.kills[0];
  const pkfUnits = s.units.filter((u) => onBoard(u) && sideOf(s, u) === 'pkf').length;
  const northBoard = s.units.filter((u) => onBoard(u) && sideOf(s, u) === 'north').length;
  const x =
    2.5 * lossProgress +
    0.35 * killEdge +
    0.15 * pkfUnits -
    0.1 * northBoard -
    0.45 * commandThreat(s) -
    0.1 * borderRisk(s);
  return 1 / (1 + Math.exp(-x));
}

/** A bombard, or a step onto an enemy (an attack); a step through a friend is no kill. */
function isKill(s: Type10State, m: Type10Move): boolean {
  if (m.type === 'bombard') return true;
  if (m.type !== 'step') return false;
  const occ = occupancy(s);
  const k = occ.at[hexIndex(occ.grid, m.to)] ?? -1;
  const mover = unitById(s, m.unit);
  return k >= 0 && !!mover && sideOf(s, s.units[k]!) !== sideOf(s, mover);
}

function rollout(s: Type10State, legal: readonly Type10Move[], rng: Rng): Type10Move {
  const kills = legal.filter((m) => isKill(s, m));
  if (kills.length > 0 && rng.next() < 0.8) return rng.pick(kills);
  const safe = legal.filter((m) => !suicidal(s, m));
  const pool = safe.length > 0 ? safe : legal;
  const closing = pool.find(
    (m) =>
      m.type === 'endAction' ||
      m.type === 'endTurn' ||
      m.type === 'endSpawn' ||
      m.type === 'search',
  );
  if (closing && rng.next() < 0.25) return closing;
  return rng.pick(pool);
}

/**
 * Steps that only wander: a unit stepping back onto a hex it already stood on in this action, and
 * the command vehicle or the UAV moving without reason. The command vehicle moves only to lower
 * the threat to it (it has nothing else to do on the board); the UAV, whose search may place a
 * North unit next to it, only to come within two hexes of a PKF unit that can destroy what it
 * finds.
 * Without this the search wandered them back and forth from round to round.
 */
function wandering(s: Type10State, m: Type10Move): boolean {
  if (m.type !== 'step') return false;
  if (s.active?.unit === m.unit && s.active.path.includes(m.to)) return true;
  const u = unitById(s, m.unit);
  if (!u || sideOf(s, u) !== 'pkf') return false;
  const t = typeOf(s, u);
  if (!t.command && !t.searches) return false;
  const r = apply(s, m);
  if (!r.ok) return true;
  if (t.command) return commandThreat(r.value) >= commandThreat(s);
  // Near enough (two hexes) to a guard the UAV stays: following every guard's move is what
  // walked it back and forth.
  const d = guardDistance(s, m.unit);
  return d <= 2 || guardDistance(r.value, m.unit) >= d;
}

/** Hex distance from a unit to the nearest PKF unit (other than it) that can bombard or attack. */
function guardDistance(s: Type10State, id: string): number {
  const occ = occupancy(s);
  const g = occ.grid;
  const k = s.units.findIndex((u) => u.id === id);
  const from = occ.hexOf[k] ?? -1;
  if (from < 0) return Infinity;
  let best = Infinity;
  s.units.forEach((u, j) => {
    const at = occ.hexOf[j]!;
    if (j === k || at < 0 || sideOf(s, u) !== 'pkf') return;
    const t = typeOf(s, u);
    if (t.bombard === null && t.attack === null) return;
    best = Math.min(best, g.dist(from, at));
  });
  return best;
}

function forced(s: Type10State, legal: readonly Type10Move[], seat: Seat): Type10Move | undefined {
  for (const m of legal) {
    if (!isKill(s, m)) continue;
    const r = apply(s, m);
    if (r.ok && r.value.result && r.value.result.winner === seat) return m;
  }
  return undefined;
}

export const type10Bot: GameBot<Type10State, Type10Move> = {
  hints: {
    rollout,
    evaluate: (s, seat) => (seat === 1 ? pkfValue(s) : 1 - pkfValue(s)),
    rolloutDepth: 10,
    candidates: (s, legal) => {
      const safe = legal.filter((m) => !suicidal(s, m));
      const pool = safe.length > 0 ? safe : legal;
      const purposeful = pool.filter((m) => !wandering(s, m));
      return purposeful.length > 0 ? purposeful : pool;
    },
    forced,
  },
  levels: {
    easy: { kind: 'random' },
    normal: { kind: 'mcts', iterations: 24, timeMs: 5 },
    hard: { kind: 'mcts', iterations: 1000, timeMs: 150 },
  },
};
