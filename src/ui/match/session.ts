/**
 * Rules of the shell around a match, kept free of the DOM so they can be tested in Node: whose view
 * is drawn, when the hand-over curtain goes up, when the bot is to move, and how a move or an undo
 * changes the session.
 */
import type { Seat } from '../../core/game.ts';
import { play, undo, undoCount } from '../../core/match.ts';
import type { GameError, Result } from '../../core/result.ts';
import { err, ok } from '../../core/result.ts';
import type { Session } from '../shell/store.ts';

export function toMoveOf(s: Session): Seat | null {
  return s.module.def.toMove(s.match.state);
}

export function isBotTurn(s: Session): boolean {
  const seat = toMoveOf(s);
  return s.mode === 'bot' && seat !== null && seat !== s.humanSeat;
}

/** The seat whose view the table draws, or null when nobody may look (curtain up). */
export function viewSeatOf(s: Session): Seat | null {
  if (s.mode === 'bot') return s.humanSeat;
  if (!s.module.def.hiddenInformation) return toMoveOf(s) ?? s.revealed ?? 0;
  return s.revealed;
}

/** A hand-over the game asks for though nothing is hidden (`handOverCurtain`). */
function handOver(s: Session): boolean {
  const def = s.module.def;
  return s.mode === 'hotseat' && !def.hiddenInformation && !!def.handOverCurtain?.(s.match.state);
}

export function curtainFor(s: Session): Seat | null {
  if (s.mode !== 'hotseat') return null;
  const seat = toMoveOf(s);
  if (seat === null || s.revealed === seat) return null;
  if (s.module.def.hiddenInformation) return seat;
  // Nothing hidden: up only after the other seat moved while the game asks for a hand-over.
  return s.revealed !== null && handOver(s) ? seat : null;
}

/** The seat that may act through the table now (never the bot's seat). */
export function actingSeat(s: Session): Seat | null {
  const seat = toMoveOf(s);
  if (seat === null || isBotTurn(s) || curtainFor(s) !== null) return null;
  return viewSeatOf(s) === seat ? seat : null;
}

export function applyMove(s: Session, move: unknown): Result<Session, GameError> {
  const r = play(s.module.def, s.match, move);
  if (!r.ok) return r;
  const next: Session = { ...s, match: r.value };
  // In hot-seat play with hidden hands, a change of seat hides the table until the next player is ready.
  const seat = toMoveOf(next);
  const mover = toMoveOf(s);
  const revealed =
    s.mode === 'hotseat' && s.module.def.hiddenInformation && seat !== null && seat !== s.revealed
      ? null
      : handOver(next) && seat !== mover
        ? mover
        : s.revealed;
  return ok({ ...next, revealed });
}

/** The seat an undo would act for: against the bot the human, in hot-seat whoever moved last. */
function undoSeat(s: Session): Seat | null {
  // Hot-seat: the player who just moved still holds the device and may take his move back.
  return s.mode === 'bot' ? s.humanSeat : (s.match.log[s.match.log.length - 1]?.seat ?? null);
}

/**
 * Whether an undo would work now, by the engine's own undo policy (the same check `undoMove`
 * makes): the number of moves it would take back, or the reason it would be refused. The table
 * enables its Undo button from this, so the button never offers what the engine refuses.
 */
export function undoCheck(s: Session): Result<number, GameError> {
  if (s.module.def.outcome(s.match.state))
    return err('undo/over', 'The game is over; moves can no longer be taken back.');
  const seat = undoSeat(s);
  if (seat === null) return err('undo/nothing', 'There is nothing to undo.');
  return undoCount(s.match, seat, s.mode === 'bot');
}

export function undoMove(s: Session): Result<Session, GameError> {
  const seat = undoSeat(s);
  if (seat === null) return err('undo/nothing', 'There is nothing to undo.');
  const r = undo(s.module.def, s.match, seat, s.mode === 'bot');
  if (!r.ok) return r;
  const after: Session = { ...s, match: r.value };
  if (s.mode !== 'hotseat' || !s.module.def.hiddenInformation) {
    return ok({
      ...after,
      revealed: s.mode === 'hotseat' ? (toMoveOf(after) ?? s.revealed) : s.revealed,
    });
  }
  // Hidden hands: the view stays only if it is already that of the seat the undo gives the turn
  // back to. An undo across a hand-over puts the curtain up for that seat, because the device is
  // now held by the other player.
  const back = toMoveOf(after);
  return ok({ ...after, revealed: back !== null && back === s.revealed ? back : null });
}
