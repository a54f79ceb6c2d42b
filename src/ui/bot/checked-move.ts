/**
 * The Disc Wars bot's answer as the worker sends it: Disc Wars hides nothing, so the view is the
 * state, and a flip the physics would refuse (its ideal landing was legal, its real one is not) is
 * replaced by a move that applies, so the bot never stalls on a refusal. The simulations the check
 * used, found in the memo or run, go with the answer: the page's apply and the show's re-run of the
 * chosen move then find every one of them in the page's memo and run none. Runs in the worker (and
 * in tests); no DOM.
 */
import { applicableMove } from '../../games/discwars/battle.ts';
import type { DiscWarsDef, DiscWarsMove, DiscWarsState } from '../../games/discwars/index.ts';
import type { MemoEntry, PhysicsMemo } from '../../games/discwars/physics-memo.ts';

export interface CheckedMove {
  readonly move: unknown;
  /** The simulations of the chosen move, for the page's memo (it applies the move next). */
  readonly physics?: readonly MemoEntry[];
}

/** `move`, or the move that applies in its place, with the simulations its apply used. */
export function checkedDiscWarsMove(
  def: DiscWarsDef,
  memo: PhysicsMemo | null,
  view: unknown,
  move: unknown,
  legal: readonly unknown[],
): CheckedMove {
  memo?.record();
  const found = applicableMove(
    def,
    view as DiscWarsState,
    move as DiscWarsMove,
    legal as readonly DiscWarsMove[],
  );
  const physics = memo?.recorded() ?? [];
  return { move: found ? found.move : move, ...(physics.length > 0 ? { physics } : {}) };
}
