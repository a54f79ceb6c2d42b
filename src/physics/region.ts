/**
 * The region of the table a flip or a drop can touch. Building a world of only the pieces near the
 * action (and copying the rest through unchanged) is what keeps one resolve within its time
 * budget: a step's cost grows with every resting disc's contacts, and a whole battle table is ten
 * times the pieces a flip can reach. Owns choosing those pieces (everything whose footprint
 * reaches into a circle round the action, plus whatever is stacked on or under them) and the guard
 * that notices, step by step, when a moving piece comes near a piece left out; the caller then
 * throws the region away and resolves again on the whole table, so no piece left out could have
 * been touched. The result stays a deterministic function of the inputs; the cut is decided with
 * + and × only (no Math.hypot, whose last bit engines may round differently).
 */
import type { PiecePose, TableState, Vec3 } from '../games/discwars/physics-port.ts';
import { faceNormal } from './quat.ts';
import * as U from './units.ts';
import { thicknessIn, type TableWorld } from './world.ts';

/** Thrown from a step when a moving piece reaches a piece outside the region. */
export class LeftRegion extends Error {
  constructor(readonly pieceId: string) {
    super(`piece ${pieceId} left the simulated region`);
  }
}

/** Horizontal reach (inches) of a piece from its centre, whatever its tilt. */
export function footprintIn(p: PiecePose): number {
  return p.kind === 'counter' ? (p.diameter * Math.SQRT2) / 2 : p.diameter / 2;
}

/** Height (inches) of a piece's highest point. */
export function topIn(p: PiecePose): number {
  const n = faceNormal(p.orientation);
  const nz = Math.min(1, Math.abs(n.z));
  return p.position.z + (thicknessIn(p) / 2) * nz + footprintIn(p) * Math.sqrt(1 - nz * nz);
}

const isDynamic = (p: PiecePose): boolean => p.kind !== 'land' && p.kind !== 'terrain';

/**
 * Ids of the pieces to simulate: every piece whose footprint reaches within `radius` in of
 * `centre` (seen from above), then, repeatedly, every piece overlapping a chosen dynamic piece
 * from above (a stack moves together). Fixed pieces are chosen by the first rule only: nothing
 * rests on a land disc's far side because of what happens here.
 */
export function regionIds(
  table: TableState,
  centre: { x: number; y: number },
  radius: number,
): Set<string> {
  const chosen = new Set<string>();
  const todo: PiecePose[] = [];
  for (const p of table.pieces) {
    const r = radius + footprintIn(p);
    if ((p.position.x - centre.x) ** 2 + (p.position.y - centre.y) ** 2 < r * r) {
      chosen.add(p.id);
      if (isDynamic(p)) todo.push(p);
    }
  }
  for (let p = todo.pop(); p; p = todo.pop()) {
    for (const q of table.pieces) {
      if (chosen.has(q.id)) continue;
      const r = footprintIn(p) + footprintIn(q);
      if ((p.position.x - q.position.x) ** 2 + (p.position.y - q.position.y) ** 2 < r * r) {
        chosen.add(q.id);
        if (isDynamic(q)) todo.push(q);
      }
    }
  }
  return chosen;
}

/** A piece left out of the world, as the guard sees it (centimetres). */
interface Outside {
  readonly x: number;
  readonly y: number;
  readonly reach: number;
  readonly top: number;
}

/** Clearance (cm) kept between a moving piece and a piece left out: beyond contact prediction. */
const GUARD_MARGIN_CM = 1;
/** A piece counts as moving once its centre is this far (cm) from where it was built. */
const MOVED_CM = 0.005;

/**
 * A step hook for a world built from `only`: throws `LeftRegion` as soon as a piece that has
 * moved comes within the margin of a piece left out (seen from above, and not wholly above it).
 */
export function regionGuard(table: TableState, only: ReadonlySet<string>): (w: TableWorld) => void {
  const outside: Outside[] = table.pieces
    .filter((p) => !only.has(p.id))
    .map((p) => ({
      x: U.toCm(p.position.x),
      y: U.toCm(p.position.y),
      reach: U.toCm(footprintIn(p)),
      top: U.toCm(topIn(p)),
    }));
  let start: Map<string, Vec3> | null = null;
  return (w) => {
    if (outside.length === 0) return;
    if (start === null) {
      start = new Map();
      for (const pb of w.pieces) start.set(pb.pose.id, pb.body.translation());
    }
    for (const pb of w.pieces) {
      if (!pb.dynamic || pb.body.isSleeping() || !pb.body.isEnabled()) continue;
      const t = pb.body.translation();
      const s = start.get(pb.pose.id);
      if (s && Math.abs(t.x - s.x) + Math.abs(t.y - s.y) + Math.abs(t.z - s.z) < MOVED_CM) continue;
      const reach = U.toCm(footprintIn(pb.pose)) + GUARD_MARGIN_CM;
      for (const o of outside) {
        if (t.z - reach > o.top) continue;
        const r = reach + o.reach;
        if ((t.x - o.x) ** 2 + (t.y - o.y) ** 2 < r * r) throw new LeftRegion(pb.pose.id);
      }
    }
  };
}

/**
 * How often a resolve ran on a region and how often it had to start again on the whole table
 * (diagnostics for the bench; no result depends on it).
 */
export const regionStats = { regions: 0, fallbacks: 0 };

/**
 * Resolves `run` on the region first and, when a piece leaves it, again on the whole table.
 * `run` receives the ids to build (null: all) and the step guard to install.
 */
export function inRegion<T>(
  table: TableState,
  centre: { x: number; y: number },
  radius: number,
  run: (only: ReadonlySet<string> | null, guard: ((w: TableWorld) => void) | null) => T,
): T {
  const only = regionIds(table, centre, radius);
  if (only.size === table.pieces.length) return run(null, null);
  regionStats.regions++;
  try {
    return run(only, regionGuard(table, only));
  } catch (e) {
    if (!(e instanceof LeftRegion)) throw e;
    regionStats.fallbacks++;
    return run(null, null);
  }
}
