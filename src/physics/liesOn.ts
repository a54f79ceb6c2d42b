/**
 * "Lies on", derived from the physics: a piece lies on another when their shapes touch (within a
 * small tolerance) at a contact whose normal is mostly vertical, and it is the upper one there.
 * Only direct contacts count, so in a stack of three the top disc lies on the middle one only.
 * Discs touching rim to rim (horizontal normals) do not lie on each other.
 */
import type { PieceBody, TableWorld } from './world.ts';
import { toCm } from './units.ts';

/** Contacts closer than this (cm) count as touching: resting contacts sit within ~0.005 cm. */
const TOUCH_CM = toCm(0.01);
/** The contact normal must point at least this much downwards from the upper piece. */
const VERTICAL = 0.5;

function horizontalReach(pb: PieceBody): number {
  return toCm(pb.pose.diameter) * (pb.pose.kind === 'counter' ? Math.SQRT1_2 : 0.5);
}

/** Does `upper` lie directly on `lower`? */
export function liesOnPiece(upper: PieceBody, lower: PieceBody): boolean {
  if (upper === lower || !upper.dynamic) return false;
  const a = upper.body.translation();
  const b = lower.body.translation();
  const reach = horizontalReach(upper) + horizontalReach(lower) + TOUCH_CM;
  if ((a.x - b.x) ** 2 + (a.y - b.y) ** 2 > reach * reach) return false;
  // Any pair of their convex parts touching with a downward normal from `upper` will do; the
  // deepest pair is not always the telling one (a thin outer strip of a disc can report a sideways
  // normal where the face below it reports the true vertical one).
  for (const cu of upper.colliders)
    for (const cl of lower.colliders) {
      const c = cu.contactCollider(cl, TOUCH_CM);
      if (c === null || c.distance > TOUCH_CM) continue;
      // normal1 points out of `upper` towards `lower`: downwards when `upper` rests on top.
      if (c.normal1.z > -VERTICAL) continue;
      // The upper one there: its point no lower than the lower one's, but for the depth the two
      // overlap (a counter pressed a hair into a disc's face by the one lying on it still lies on
      // it; comparing the points alone missed 2-3 % of counters resting on a disc).
      if (c.point1.z >= c.point2.z + Math.min(0, c.distance) - TOUCH_CM && a.z > b.z) return true;
    }
  return false;
}

/** The ids `pb` lies on, in table order. */
export function liesOnOf(w: TableWorld, pb: PieceBody): string[] {
  const out: string[] = [];
  for (const other of w.pieces) if (liesOnPiece(pb, other)) out.push(other.pose.id);
  return out;
}

/** For every dynamic piece, what it lies on. */
export function liesOnAll(w: TableWorld): Record<string, string[]> {
  // Built from entries so a piece id such as "__proto__" is an own key like any other.
  return Object.fromEntries(
    w.pieces.filter((pb) => pb.dynamic).map((pb) => [pb.pose.id, liesOnOf(w, pb)]),
  );
}
