/**
 * Waking resting pieces only where something is about to reach them. A world built asleep costs
 * a step nothing for its resting discs; but Rapier lets a sleeping disc that is woken in the
 * middle of a step (something lands on it) fall one free step before its contact with the table
 * is solved (0.026 in into the felt). So, between two steps, every sleeping piece that a moving
 * piece could reach within the next step (seen from above and in height, with a margin beyond
 * one step's travel) is woken first; a piece never meets a sleeping one.
 */
import { footprintIn, topIn } from './region.ts';
import * as U from './units.ts';
import type { PieceBody, TableWorld } from './world.ts';

/** A moving piece is this fast (cm/s) or more. */
const MOVING_CM_S = 0.5;

/**
 * Returns the hook to call before every step. `marginCm` must exceed the distance the fastest
 * piece travels in a step plus the contact prediction distance.
 */
export function proximityWaker(w: TableWorld, marginCm: number): () => void {
  const top = new Map<PieceBody, number>();
  const reach = (pb: PieceBody): number => U.toCm(footprintIn(pb.pose));
  return () => {
    const movers: { x: number; y: number; low: number; reach: number }[] = [];
    for (const pb of w.pieces) {
      if (!pb.dynamic || pb.body.isSleeping() || !pb.body.isEnabled()) continue;
      const v = pb.body.linvel();
      const a = pb.body.angvel();
      const r = reach(pb);
      const fast = MOVING_CM_S * MOVING_CM_S;
      if (
        v.x * v.x + v.y * v.y + v.z * v.z < fast &&
        (a.x * a.x + a.y * a.y + a.z * a.z) * r * r < fast
      )
        continue;
      const t = pb.body.translation();
      movers.push({ x: t.x, y: t.y, low: t.z - r, reach: r });
    }
    if (movers.length === 0) return;
    for (const pb of w.pieces) {
      if (!pb.dynamic || !pb.body.isSleeping()) continue;
      let h = top.get(pb);
      if (h === undefined) {
        h = U.toCm(topIn(pb.pose));
        top.set(pb, h);
      }
      const t = pb.body.translation();
      const r = reach(pb) + marginCm;
      for (const m of movers) {
        if (m.low > h + marginCm) continue;
        const d = r + m.reach;
        if ((t.x - m.x) ** 2 + (t.y - m.y) ** 2 < d * d) {
          pb.body.wakeUp();
          break;
        }
      }
    }
  };
}
