/**
 * What the table shows of a flip or a fire move: the very simulation that decided it, re-run on
 * the physics port from public facts (the view before the move, the move, and the draws the `drop`
 * event recorded). The re-run is shown as it comes, never checked against the view after the move:
 * the rest of that move (the fights a drop that ends the missile phase runs on to, dead discs
 * leaving, what lay on them settling, counter removal, reinforcements) changes the table after the
 * simulation, and a drop compared with that final table was dropped unshown (issue 25 item 3). The
 * online table checks the simulation itself by its hash (physics-hash.ts). Only a refusal or a
 * throw gives null: the table is then simply drawn as it now is. No DOM and no three.js here.
 */
import type { DiscWarsModule, DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';
import { replayRequestOf } from '../../../games/discwars/index.ts';
import type { TableState } from '../../../games/discwars/physics-port.ts';
import type { MoveShow } from '../../../render/discwars/motion.ts';
import type { PoseLike } from '../../../render/discwars/tracks.ts';

export interface Replay {
  /** The table right after the simulation, before any later phase changed it. */
  readonly table: TableState;
  readonly show: MoveShow;
}

function shared(a: TableState, b: TableState): TableState {
  const ids = new Set(b.pieces.map((p) => p.id));
  return { ...a, pieces: a.pieces.filter((p) => ids.has(p.id)) };
}

/** Whether `after` is `sim` with only whole pieces removed or added by the rest of the move. */
export function agrees(mod: DiscWarsModule, sim: TableState, after: TableState): boolean {
  const hash = mod.physics.hash;
  if (hash(sim) === hash(after)) return true;
  return hash(shared(sim, after)) === hash(shared(after, sim));
}

export function replayOf(
  mod: DiscWarsModule,
  before: DiscWarsView,
  move: DiscWarsMove,
  after: DiscWarsView,
): Replay | null {
  try {
    const req = replayRequestOf(before, move, after);
    if (!req) return null;
    const start = new Map<string, PoseLike>(before.table.pieces.map((p) => [p.id, p]));
    if ('flip' in req) {
      const r = mod.physics.flip(before.table, req.flip);
      if (!r.ok) return null;
      return { table: r.value.table, show: { frames: r.value.frames, start } };
    }
    const r = mod.physics.drop(before.table, req.drop);
    if (!r.ok) return null;
    const d = r.value.draws;
    return {
      table: r.value.table,
      show: {
        frames: r.value.frames,
        start,
        drop: { carrierId: r.value.carrierId, aim: d.aim, placed: d.placed },
      },
    };
  } catch {
    return null;
  }
}

/** The discs a move's events show as hit: missile and spell hits, and both sides of a fight. */
export function hitDiscs(v: DiscWarsView): string[] {
  const out = new Set<string>();
  for (const e of v.events) {
    if (e.kind === 'hit') out.add(e.disc);
    if (e.kind === 'fight') {
      if (e.toDefender > 0) out.add(e.defender);
      if (e.answered && e.toAttacker > 0) out.add(e.answered);
    }
  }
  return [...out];
}

/**
 * The counters a drop left on the table that the rest of the same move took away again (the last
 * fire of a round runs on to counter removal): the table keeps drawing them where they fell until
 * the next move, so a player sees where they landed.
 */
export function fallenCounters(sim: TableState, after: TableState): TableState['pieces'] {
  const now = new Set(after.pieces.map((p) => p.id));
  return sim.pieces.filter((p) => p.kind === 'counter' && !now.has(p.id));
}
