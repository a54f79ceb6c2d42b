/**
 * Movement of one unit under the rules: the legal single steps of its action (an attack is a step
 * onto an enemy), whether a step onto a friend leaves a way to end the move legally, and the
 * highlights the table shows when a unit is selected (reachable hexes with costs and paths,
 * step-on targets). Both the engine and the table call these, so highlights never disagree with
 * `legalMoves`.
 */
import { attackRefusal } from './combat.ts';
import { enterCost, pathTo, searchMoves, type HexName, type MoveSearch } from './hex.ts';
import type { Type10State, UnitState } from './types.ts';
import { occupancy, sideOf, typeOf, unitAt, type Occupancy } from './units.ts';

/** Where a unit stands in its (possibly not yet started) action. */
export interface MoverState {
  readonly unit: UnitState;
  readonly index: number;
  readonly from: number;
  readonly mpLeft: number;
  readonly firstStep: boolean;
  readonly fired: boolean;
}

export function moverState(s: Type10State, occ: Occupancy, unitId: string): MoverState | null {
  const index = s.units.findIndex((u) => u.id === unitId);
  const unit = s.units[index];
  if (!unit || occ.hexOf[index]! < 0) return null;
  const t = typeOf(s, unit);
  const a = s.active && s.active.unit === unitId ? s.active : null;
  return {
    unit,
    index,
    from: occ.hexOf[index]!,
    mpLeft: a ? a.mpLeft : t.move,
    firstStep: a ? a.path.length <= 1 : true,
    fired: a ? a.fired : false,
  };
}

export interface StepOption {
  readonly to: number;
  readonly cost: number;
  /** The enemy destroyed by stepping there, when the step is an attack. */
  readonly attack?: string;
}

function searchFor(
  s: Type10State,
  occ: Occupancy,
  m: MoverState,
  from: number,
  mp: number,
  first: boolean,
): MoveSearch {
  const side = sideOf(s, m.unit);
  const t = typeOf(s, m.unit);
  return {
    grid: occ.grid,
    from,
    mp,
    flies: t.flies,
    firstStep: first && t.move >= 1,
    passable: (i) => {
      const u = unitAt(s, occ, i);
      return u === undefined || sideOf(s, u) === side;
    },
    endable: (i) => occ.at[i]! < 0,
  };
}

/** Enemy hexes adjacent to reached hexes that the mover could step on, with the total cost. */
function attackReach(
  s: Type10State,
  occ: Occupancy,
  m: MoverState,
  q: MoveSearch,
  spent: Int16Array,
): Map<number, { cost: number; via: number; target: UnitState }> {
  const out = new Map<number, { cost: number; via: number; target: UnitState }>();
  if (m.fired) return out;
  const side = sideOf(s, m.unit);
  const t = typeOf(s, m.unit);
  for (let r = 0; r < occ.grid.size; r++) {
    const c = spent[r]!;
    if (c < 0) continue;
    for (const n of occ.grid.neighbours[r]!) {
      const target = unitAt(s, occ, n);
      if (!target || sideOf(s, target) === side || attackRefusal(s, m.unit, target) !== null)
        continue;
      let cost = enterCost(occ.grid, n, t.flies);
      if (c + cost > q.mp) {
        if (!(q.firstStep && r === q.from)) continue;
        cost = q.mp - c;
      }
      const prev = out.get(n);
      if (!prev || c + cost < prev.cost) out.set(n, { cost: c + cost, via: r, target });
    }
  }
  return out;
}

/** Whether, standing on friend-held hex `at` with `mp` left, the mover can still end legally. */
function canFinishFrom(
  s: Type10State,
  occ: Occupancy,
  m: MoverState,
  at: number,
  mp: number,
): boolean {
  // Past the first step every hex costs at least 1, so with nothing left the unit is stuck there.
  if (mp <= 0) return false;
  const flies = typeOf(s, m.unit).flies;
  // Usually an empty hex next to the friend settles it without a search.
  for (const n of occ.grid.neighbours[at]!)
    if (occ.at[n]! < 0 && enterCost(occ.grid, n, flies) <= mp) return true;
  const q = searchFor(s, occ, m, at, mp, false);
  const r = searchMoves(q);
  for (let i = 0; i < occ.grid.size; i++) if (r.spent[i]! >= 0 && q.endable(i)) return true;
  return attackReach(s, occ, m, q, r.spent).size > 0;
}

/** The legal single steps of the mover. */
export function stepOptions(s: Type10State, occ: Occupancy, m: MoverState): StepOption[] {
  const out: StepOption[] = [];
  const t = typeOf(s, m.unit);
  const side = t.side;
  for (const n of occ.grid.neighbours[m.from]!) {
    let cost = enterCost(occ.grid, n, t.flies);
    if (cost > m.mpLeft) {
      if (!(m.firstStep && t.move >= 1)) continue;
      cost = m.mpLeft;
    }
    const u = unitAt(s, occ, n);
    if (!u) out.push({ to: n, cost });
    else if (sideOf(s, u) !== side) {
      if (!m.fired && attackRefusal(s, m.unit, u) === null) out.push({ to: n, cost, attack: u.id });
    } else if (canFinishFrom(s, occ, m, n, m.mpLeft - cost)) out.push({ to: n, cost });
  }
  return out;
}

export interface ReachableHex {
  readonly hex: HexName;
  readonly cost: number;
  /** Hexes from the unit's hex (included) to this one. */
  readonly path: readonly HexName[];
}

export interface StepOnTarget extends ReachableHex {
  readonly target: string;
}

/** Hexes where the unit's move may end now, each with its cost and a cheapest path. */
export function reachableHexes(s: Type10State, unitId: string): ReachableHex[] {
  const occ = occupancy(s);
  const m = moverState(s, occ, unitId);
  if (!m) return [];
  const q = searchFor(s, occ, m, m.from, m.mpLeft, m.firstStep);
  const r = searchMoves(q);
  const out: ReachableHex[] = [];
  for (let i = 0; i < occ.grid.size; i++) {
    if (i === m.from || r.spent[i]! < 0 || !q.endable(i)) continue;
    out.push({
      hex: occ.grid.names[i]!,
      cost: r.spent[i]!,
      path: (pathTo(r, i) ?? []).map((k) => occ.grid.names[k]!),
    });
  }
  return out;
}

/** Enemies the unit could step on (attack) within its remaining movement, with a path. */
export function stepOnTargets(s: Type10State, unitId: string): StepOnTarget[] {
  const occ = occupancy(s);
  const m = moverState(s, occ, unitId);
  if (!m) return [];
  const q = searchFor(s, occ, m, m.from, m.mpLeft, m.firstStep);
  const r = searchMoves(q);
  return [...attackReach(s, occ, m, q, r.spent).entries()].map(([n, a]) => ({
    hex: occ.grid.names[n]!,
    cost: a.cost,
    target: a.target.id,
    path: [...(pathTo(r, a.via) ?? []), n].map((k) => occ.grid.names[k]!),
  }));
}
