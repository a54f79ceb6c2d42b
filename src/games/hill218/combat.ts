/**
 * Combat: the single attack a unit makes when it is played, with support for units that cannot
 * attack alone, and Air Strikes. Only the unit just placed attacks; a target in its attack pattern
 * is legal when the unit attacks alone or when another friendly unit has that target in its
 * support pattern (supplied or not, played earlier or this turn, never used up).
 */
import { boardIndex, cellKey, occupant, unitAt, type BoardIndex } from './supply.ts';
import type { Placed, Pos, Seat } from './types.ts';
import { BOARD_PATTERNS, NEIGHBOURS, UNITS } from './units.ts';

export interface AttackOption {
  readonly target: Pos;
  /** The friendly unit whose support makes the attack possible; absent for units attacking alone. */
  readonly supporter?: Pos;
}

/** Every friendly unit (other than `attacker`) whose support pattern covers `target`. */
export function supportersOf(cells: readonly Placed[], attacker: Pos, target: Pos): Pos[] {
  const atk = unitAt(cells, attacker);
  if (!atk) return [];
  const out: Pos[] = [];
  for (const c of cells) {
    if (c.owner !== atk.owner || (c.x === attacker.x && c.y === attacker.y)) continue;
    for (const [dx, dy] of BOARD_PATTERNS[c.unit][c.owner].support) {
      if (c.x + dx === target.x && c.y + dy === target.y) {
        out.push({ x: c.x, y: c.y });
        break;
      }
    }
  }
  return out;
}

/**
 * The legal targets of the unit standing at `attacker`, each with one supporter when support is
 * needed (the first in play order; any other supporter is just as good, support is never used up).
 */
export function attackOptions(cells: readonly Placed[], attacker: Pos): readonly AttackOption[] {
  const ix = boardIndex(cells);
  const key = cellKey(attacker.x, attacker.y);
  const memo = ix.memo.get(key) as readonly AttackOption[] | undefined;
  if (memo) return memo;
  const found = computeAttackOptions(cells, attacker);
  ix.memo.set(key, found);
  return found;
}

function computeAttackOptions(cells: readonly Placed[], attacker: Pos): AttackOption[] {
  const atk = unitAt(cells, attacker);
  if (!atk) return [];
  const spec = UNITS[atk.unit];
  const ix = boardIndex(cells);
  const out: AttackOption[] = [];
  for (const [dx, dy] of BOARD_PATTERNS[atk.unit][atk.owner].attack) {
    const t = { x: atk.x + dx, y: atk.y + dy };
    const target = occupant(ix, t.x, t.y);
    if (!target || target.owner === atk.owner) continue;
    if (spec.attacksAlone) {
      out.push({ target: t });
      continue;
    }
    const sup = firstSupporter(ix, atk, t);
    if (sup) out.push({ target: t, supporter: sup });
  }
  return out;
}

/**
 * The supporter `supportersOf` would list first (earliest played), found by looking only at the
 * target's neighbours: every support pattern lies within one cell.
 */
function firstSupporter(ix: BoardIndex, atk: Placed, t: Pos): Pos | undefined {
  let best: Placed | undefined;
  let bestIndex = Infinity;
  for (const [dx, dy] of NEIGHBOURS) {
    const p = occupant(ix, t.x - dx, t.y - dy);
    if (!p || p.owner !== atk.owner || p === atk) continue;
    const bit = 1 << ((dx + 1) * 3 + (dy + 1));
    if ((BOARD_PATTERNS[p.unit][p.owner].supportMask & bit) === 0) continue;
    const i = ix.cells.indexOf(p);
    if (i < bestIndex) {
      bestIndex = i;
      best = p;
    }
  }
  return best ? { x: best.x, y: best.y } : undefined;
}

/** Cells an Air Strike of `seat` may hit: every enemy unit on the table. */
export function airStrikeTargets(cells: readonly Placed[], seat: Seat): Pos[] {
  return cells.filter((c) => c.owner !== seat).map((c) => ({ x: c.x, y: c.y }));
}

/** The table without the unit at `p`. */
export function removeAt(cells: readonly Placed[], p: Pos): Placed[] {
  return cells.filter((c) => c.x !== p.x || c.y !== p.y);
}
