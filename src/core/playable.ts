/**
 * The check every `fromSetup` ends with (issue 15): a position is accepted only if it can go on.
 * Either it has an outcome, or a seat is to move, has at least one legal move, and every move the
 * rules list is accepted by `apply` — so no hand-edited position stalls a table with nothing to
 * press, or offers a move that is then refused.
 */
import type { GameDef } from './game.ts';
import { err, ok, type GameError, type Result } from './result.ts';

type Rules<S, M> = Pick<GameDef<S, M>, 'toMove' | 'legalMoves' | 'apply' | 'outcome'>;

/** `tried` picks the listed moves to apply (default all; Disc Wars skips its physics moves). */
export function checkPlayable<S, M>(
  rules: Rules<S, M>,
  s: S,
  tried: (m: M) => boolean = () => true,
): Result<S, GameError> {
  if (rules.outcome(s) !== null) return ok(s);
  if (rules.toMove(s) === null)
    return err('setup/nobody-to-move', 'Nobody is to move, yet the position has no result.');
  const moves = rules.legalMoves(s);
  if (moves.length === 0)
    return err(
      'setup/no-move',
      'The player to move has no legal move and the position has no result: it could never finish.',
    );
  for (const m of moves) {
    if (!tried(m)) continue;
    const r = rules.apply(s, m);
    if (!r.ok)
      return err(
        'setup/refused-move',
        `A move the rules offer here is refused (${r.error.message}), so this position is inconsistent.`,
        r.error,
      );
  }
  return ok(s);
}
