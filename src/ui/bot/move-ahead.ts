/**
 * A player's Disc Wars flip or fire move, simulated in the bot's worker before the page applies it
 * (issue 25 item 6): the physics of a drop took 100–300 ms of the main thread when the page ran it
 * itself, and the page froze once per missile. The worker runs the rules' `apply` on the state and
 * the show's re-run on the views, recording what the physics memo answered (`physics-memo.ts`);
 * the page adopts those entries, so its own apply and show find every simulation in the memo and
 * run none. The physics is a pure function of its inputs, so what the worker computed is exactly
 * what the page would have: the same landing, the same hashes. Runs in the worker; no DOM.
 */
import type { DiscWarsModule, replayRequestOf } from '../../games/discwars/index.ts';
import type { MemoEntry, PhysicsMemo } from '../../games/discwars/physics-memo.ts';
import { loadGame } from '../../games/registry.ts';
import { discWarsPhysicsMemo } from '../physics-load/discwars-module.ts';
import { simulatesPhysics, type AheadJob } from './move-ahead-job.ts';

/** The simulations `apply` and the show's re-run ask for; none when the move is refused. */
export async function simulateAhead(job: AheadJob): Promise<MemoEntry[]> {
  if (!simulatesPhysics(job.game, job.move)) return [];
  const mod = (await loadGame(job.game)) as DiscWarsModule | undefined;
  const memo = discWarsPhysicsMemo();
  if (!mod || !memo) return [];
  const { replayRequestOf } = await import('../../games/discwars/index.ts');
  return aheadEntries(mod, memo, replayRequestOf, job.state, job.move);
}

/**
 * Runs `apply` of `move` in `state`, then the show's re-run of it from the views (the generator
 * hidden, as `replay.ts` asks), on `mod`, whose physics is `memo`'s; returns the memo entries used.
 */
export function aheadEntries(
  mod: DiscWarsModule,
  memo: PhysicsMemo,
  requestOf: typeof replayRequestOf,
  state: unknown,
  move: unknown,
): MemoEntry[] {
  const { def, physics } = mod;
  const s = state as Parameters<typeof def.apply>[0];
  const m = move as Parameters<typeof def.apply>[1];
  memo.record();
  try {
    const r = def.apply(s, m);
    if (r.ok) {
      const before = def.view(s, 0);
      const req = requestOf(before, m, def.view(r.value, 0));
      if (req && 'flip' in req) physics.flip(before.table, req.flip);
      else if (req) physics.drop(before.table, req.drop);
    }
  } catch {
    // A throw is the page's to report when it applies the move itself.
  }
  return memo.recorded();
}
