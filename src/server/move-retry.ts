/**
 * A move sent again after its acknowledgement was lost (the connection or the process died after
 * the store had it): the client sends the same move with the same version it was made on. The
 * room recognises it here — the log already holds that very move by that seat at that version
 * (or just after the server's clock move, in Type 10 with clocks) — and answers with the current
 * view instead of refusing a stale version or applying it twice.
 */
import type { Seat } from '../core/game.ts';
import { isClockMove } from './clocks.ts';
import type { MatchState } from './match-state.ts';

/** JSON with object keys sorted: two moves are the same when these are equal. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : x,
  );
}

export function sameMove(a: unknown, b: unknown): boolean {
  try {
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

/** Whether `move` by `seat` made on `version` is already in the match's log. */
export function alreadyPlayed(match: MatchState, seat: Seat, move: unknown, version: number) {
  if (!Number.isInteger(version) || version < 0 || version >= match.version) return false;
  let at = version;
  if (isClockMove(match.moves[at]) && !isClockMove(move)) at++;
  return at < match.version && match.movers[at] === seat && sameMove(match.moves[at], move);
}
