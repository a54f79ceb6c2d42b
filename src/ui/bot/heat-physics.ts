/**
 * Heats a worker's Disc Wars physics once it has loaded: a few flips and a missile drop of a fixed
 * battle, played through the rules. The first simulations a copy of Rapier runs make the browser
 * compile and optimise much of its WebAssembly: about 2 s of CPU on background threads on the
 * 2-core machine, which slowed every frame of the first shown flip (tasks of 60–90 ms, measured
 * with `BENCH_WEB_ONLY=shows npm run bench web`, 7 December 2026). Run when a table opens, that
 * work is done while the player looks at the table, before the first aim.
 */
import type { AnyGameDef } from '../../core/game.ts';

type Move = { readonly type?: string; readonly action?: { readonly kind?: string } };

/** Which listed move the heating plays: set-up done for it, a plain move, a flip, a shot. */
function rank(m: Move): number {
  if (m.type === 'deploy-auto') return 0;
  if (m.type === 'fire') return 1;
  if (m.type === 'flip') return 2;
  if (m.type === 'activate' && m.action?.kind === 'move') return 3;
  if (m.type === 'stop' || m.type === 'pass') return 4;
  return 5;
}

/**
 * Plays up to `moves` moves of a fixed battle of `def` (Disc Wars), best ranked first, until it has
 * simulated `sims` flips and drops, one move per step: yields how many it has simulated so far.
 * Stops at the end of the battle or when no listed move applies.
 */
function* heatSteps(def: AnyGameDef, sims = 4, moves = 40): Generator<number, number> {
  let s = def.setup(def.defaultOptions, 1);
  let simulated = 0;
  for (let i = 0; i < moves && simulated < sims && def.outcome(s) === null; i++) {
    const legal = [...(def.legalMoves(s) as Move[])].sort((a, b) => rank(a) - rank(b));
    // A flip the physics refuses is refused whole: the next listed one is tried.
    const next = legal.slice(0, 8).find((m) => {
      const r = def.apply(s, m);
      if (m.type === 'flip' || m.type === 'fire') simulated++;
      if (r.ok) s = r.value;
      return r.ok;
    });
    if (!next) break;
    yield simulated;
  }
  return simulated;
}

/**
 * `heatSteps` a move at a time, giving the worker's queue a turn between moves: it stops as soon
 * as `stop()` says a bot's job has come (its search heats the engine itself), so a bot that moves
 * first does not wait for the heating (about 1 s of the 2-core machine). Resolves with how many
 * flips and drops it simulated.
 */
export async function heatPhysicsUntil(
  def: AnyGameDef,
  stop: () => boolean,
  sims = 4,
  moves = 40,
): Promise<number> {
  const steps = heatSteps(def, sims, moves);
  let simulated = 0;
  for (;;) {
    if (stop()) return simulated;
    const r = steps.next();
    if (r.done) return r.value;
    simulated = r.value;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}
