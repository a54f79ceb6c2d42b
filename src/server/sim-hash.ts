/**
 * Disc Wars online: the physics hash the server sends with the view after a flip or a fire. It is
 * the hash of the table AS THE SIMULATION LEFT IT — what each page re-runs from public facts and
 * animates — not of the table after the whole move: a fire that kills the last enemy archer, or
 * the last fire of the phase, runs on in the same move to the fights and to counter removal, which
 * take dead discs and the counters off the table. Hashing that final table made every page report
 * a physics mismatch for such a shot although its re-run was bit for bit the server's.
 *
 * The server's own simulation of the move is the one `apply` just ran: the game is built on the
 * physics memo (`physics-memo.ts`), so the hash costs no second simulation (a miss, after other
 * rooms' moves in between, simply runs it again: the physics is deterministic).
 */
import {
  physicsRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../games/discwars/index.ts';
import { memoPhysics } from '../games/discwars/physics-memo.ts';
import type { DiscPhysics } from '../games/discwars/physics-port.ts';

/** Outcomes kept: a move's own flip or drop is looked up right after `apply` ran it. */
const KEPT = 8;

export interface SimulationHasher {
  /** The physics to build the game on: the real one, remembering its last flips and drops. */
  readonly physics: DiscPhysics;
  /**
   * The hash of the table the simulation of `move` (a flip or a fire) in `before` left; undefined
   * for a move that runs no simulation, or one the physics refuses.
   */
  hash(before: unknown, move: unknown): string | undefined;
}

export function simulationHasher(real: DiscPhysics): SimulationHasher {
  const { physics } = memoPhysics(real, KEPT);
  return {
    physics,
    hash(before, move) {
      const s = before as DiscWarsState;
      const req = physicsRequestOf(s, move as DiscWarsMove);
      if (!req) return undefined;
      const r = 'flip' in req ? physics.flip(s.table, req.flip) : physics.drop(s.table, req.drop);
      return r.ok ? real.hash(r.value.table) : undefined;
    },
  };
}
