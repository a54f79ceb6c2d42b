// Shared set-up for the physics tests: one initialised Rapier and the port over it.
import type { TableState } from '../../src/games/discwars/physics-port.ts';
import { discPhysics } from '../../src/physics/index.ts';
import { loadRapier } from '../../src/physics/rapier.ts';

export const R = await loadRapier();
export const physics = discPhysics(R);

export function pose(table: TableState, id: string) {
  const p = table.pieces.find((q) => q.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p;
}

export function horizontalMove(a: TableState, b: TableState, id: string): number {
  const p = pose(a, id).position;
  const q = pose(b, id).position;
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** |z component of the face normal|: 1 when flat. */
export function flatness(table: TableState, id: string): number {
  const q = pose(table, id).orientation;
  return Math.abs(1 - 2 * (q.x * q.x + q.y * q.y));
}
