/**
 * Disc Wars online: the server resolved a flip or a drop with its physics and sent the hash of the
 * table it got. The page re-runs the very simulation from public facts (the view before, the move,
 * the view after; `replayRequestOf`) with its own Rapier and returns that table's hash, which must
 * equal the server's: the animation the table shows is then the game's real simulation.
 */
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsView,
} from '../../games/discwars/index.ts';
import { loadDiscWarsModule } from '../physics-load/discwars-module.ts';

/** The hash of this page's re-run, or null when the move ran no simulation (or it failed). */
export async function rerunHash(
  before: unknown,
  move: unknown,
  after: unknown,
): Promise<string | null> {
  const mod = await loadDiscWarsModule();
  try {
    const b = before as DiscWarsView;
    const req = replayRequestOf(b, move as DiscWarsMove, after as DiscWarsView);
    if (!req) return null;
    const r =
      'flip' in req ? mod.physics.flip(b.table, req.flip) : mod.physics.drop(b.table, req.drop);
    return r.ok ? mod.physics.hash(r.value.table) : null;
  } catch {
    return null;
  }
}
