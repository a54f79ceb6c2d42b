/**
 * Health checks over a table state, used by the fuzz tests and the bench: the deepest
 * interpenetration between any two pieces (or a piece and the table), and whether every piece is a
 * finite pose still on the table.
 */
import type { TableState } from '../games/discwars/physics-port.ts';
import type { Rapier } from './rapier.ts';
import { toIn } from './units.ts';
import { contactBetween, withWorld } from './world.ts';

/** Deepest overlap between any two pieces or a piece and the table, inches (0 when none). */
export function maxPenetrationIn(R: Rapier, table: TableState): number {
  return withWorld(R, table, (w) => {
    let worst = 0;
    const all = w.pieces;
    for (let i = 0; i < all.length; i++) {
      const a = all[i];
      if (!a) continue;
      const t = contactBetween(a, w.tableCollider, 0);
      if (t && -t.distance > worst) worst = -t.distance;
      for (let j = i + 1; j < all.length; j++) {
        const b = all[j];
        if (!b || (!a.dynamic && !b.dynamic)) continue;
        const c = contactBetween(a, b, 0);
        if (c && -c.distance > worst) worst = -c.distance;
      }
    }
    return toIn(worst);
  });
}

/** Problems with the poses themselves: NaN, fallen through the table, or off its edges. */
export function poseProblems(table: TableState): string[] {
  const out: string[] = [];
  for (const p of table.pieces) {
    const { x, y, z } = p.position;
    const q = p.orientation;
    if (![x, y, z, q.x, q.y, q.z, q.w].every(Number.isFinite)) out.push(`${p.id}: not a number`);
    else if (z < -0.01) out.push(`${p.id}: below the table (z = ${z})`);
    else if (x < 0 || y < 0 || x > table.width || y > table.depth)
      out.push(`${p.id}: off the table`);
  }
  return out;
}
