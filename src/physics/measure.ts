/**
 * Edge-to-edge measurement as the rules define it: seen from above, the centre distance minus
 * both radii, never below 0, in inches. Pure geometry over table state; no world is needed.
 */
import type { GameError, Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { NearbyDisc, PiecePose, TableState } from '../games/discwars/physics-port.ts';

export function edgeToEdgePoses(a: PiecePose, b: PiecePose): number {
  const centre = Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y);
  return Math.max(0, centre - a.diameter / 2 - b.diameter / 2);
}

function find(table: TableState, id: string): Result<PiecePose, GameError> {
  const p = table.pieces.find((q) => q.id === id);
  return p ? ok(p) : err('measure/unknown-piece', `There is no piece "${id}" on the table.`);
}

export function edgeToEdge(table: TableState, a: string, b: string): Result<number, GameError> {
  const pa = find(table, a);
  if (!pa.ok) return pa;
  const pb = find(table, b);
  if (!pb.ok) return pb;
  return ok(edgeToEdgePoses(pa.value, pb.value));
}

/** Creature and spell discs within `distance` in (edge to edge) of `id`, nearest first. */
export function within(
  table: TableState,
  id: string,
  distance: number,
): Result<NearbyDisc[], GameError> {
  const from = find(table, id);
  if (!from.ok) return from;
  if (!(distance >= 0)) return err('measure/bad-distance', 'The distance must be 0 or more.');
  const out: NearbyDisc[] = [];
  for (const p of table.pieces) {
    if (p.id === id || (p.kind !== 'creature' && p.kind !== 'spell')) continue;
    const d = edgeToEdgePoses(from.value, p);
    if (d <= distance) out.push({ id: p.id, distance: d });
  }
  out.sort((x, y) => x.distance - y.distance || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return ok(out);
}
