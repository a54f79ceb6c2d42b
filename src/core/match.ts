/**
 * The match: where a game starts (options + seed, or a position in the game's setup JSON) and the
 * log of moves played since. State is always derived by replaying the log, so replay, undo and
 * save/load are one mechanism. The undo policy lets a seat take back its own latest move while
 * nothing hidden or random was revealed since (the serious sites' rule); against a bot the bot's
 * reply is taken back with it.
 */
import { type GameDef, type Outcome, type Seat } from './game.ts';
import { checkJsonBounds, JSON_LIMITS } from './json.ts';
import { err, ok, type GameError, type Result } from './result.ts';

export type MatchStart =
  | { readonly kind: 'new'; readonly options: unknown; readonly seed: number }
  | { readonly kind: 'position'; readonly position: unknown };

export interface LoggedMove<M = unknown> {
  readonly seat: Seat;
  readonly move: M;
}

export interface Match<S = unknown, M = unknown> {
  readonly gameId: string;
  readonly start: MatchStart;
  readonly log: readonly LoggedMove<M>[];
  /** The state after the last move of the log (derived; never saved). */
  readonly state: S;
  /** For each logged move, whether it revealed hidden information (derived). */
  readonly barriers: readonly boolean[];
}

export function startState<S, M>(def: GameDef<S, M>, start: MatchStart): Result<S, GameError> {
  // Positions and options come from users (links, pasted JSON, files): bounded before walked.
  const input = start.kind === 'position' ? start.position : start.options;
  const bounds = checkJsonBounds(input, JSON_LIMITS, 'The game data');
  if (!bounds.ok) return bounds;
  if (start.kind === 'position') return def.fromSetup(start.position);
  const opts = def.validateOptions(start.options);
  if (!opts.ok) return opts;
  if (!Number.isInteger(start.seed) || start.seed < 0 || start.seed > 0xffffffff) {
    return err(
      'match/bad-seed',
      `The seed must be a whole number from 0 to 4294967295, not ${String(start.seed)}.`,
    );
  }
  return ok(def.setup(opts.value, start.seed));
}

export function newMatch<S, M>(
  def: GameDef<S, M>,
  start: MatchStart,
): Result<Match<S, M>, GameError> {
  const s = startState(def, start);
  if (!s.ok) return s;
  return ok({ gameId: def.id, start, log: [], state: s.value, barriers: [] });
}

/** Plays one move for the seat to move; the match passed in is untouched. */
export function play<S, M>(
  def: GameDef<S, M>,
  match: Match<S, M>,
  move: M,
): Result<Match<S, M>, GameError> {
  const seat = def.toMove(match.state);
  if (seat === null) return err('match/over', 'The game is over; no more moves can be played.');
  const next = def.apply(match.state, move);
  if (!next.ok) return next;
  return ok({
    ...match,
    log: [...match.log, { seat, move }],
    state: next.value,
    barriers: [...match.barriers, def.revealsInformation(match.state, move, next.value)],
  });
}

/**
 * Rebuilds a match from its start and a move log, checking every move; the first illegal one is
 * reported with its index. This is how saves are loaded and replays are checked.
 */
export function replay<S, M>(
  def: GameDef<S, M>,
  start: MatchStart,
  log: readonly LoggedMove<M>[],
): Result<Match<S, M>, GameError> {
  const first = newMatch(def, start);
  if (!first.ok) return first;
  let m = first.value;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LoggedMove<M>;
    const seat = def.toMove(m.state);
    if (seat !== entry.seat) {
      return err(
        'match/wrong-seat',
        `Move ${i + 1} is recorded for seat ${entry.seat + 1}, but seat ${seat === null ? '(none: the game was over)' : seat + 1} was to move.`,
        { move: i + 1 },
      );
    }
    const next = play(def, m, entry.move);
    if (!next.ok)
      return err('match/illegal-move', `Move ${i + 1} is not legal: ${next.error.message}`, {
        ...next.error,
        move: i + 1,
      });
    m = next.value;
  }
  return ok(m);
}

/** The states after each move, index 0 being the start: what a replay viewer steps through. */
export function statesOf<S, M>(def: GameDef<S, M>, match: Match<S, M>): S[] {
  const r = startState(def, match.start);
  if (!r.ok) throw new Error('a live match always has a valid start');
  const out = [r.value];
  let s = r.value;
  for (const e of match.log) {
    const n = def.apply(s, e.move);
    if (!n.ok) throw new Error('a live match only holds legal moves');
    s = n.value;
    out.push(s);
  }
  return out;
}

/**
 * How many moves an undo by `seat` would take back, or an error saying why it may not.
 * Taken back: the opponent's trailing moves (only when the opponent is a bot), then the seat's own
 * trailing moves of that turn. None of them may have revealed information.
 */
export function undoCount<S, M>(
  match: Match<S, M>,
  seat: Seat,
  opponentIsBot: boolean,
): Result<number, GameError> {
  let i = match.log.length - 1;
  if (i < 0) return err('undo/nothing', 'There is nothing to undo.');
  while (i >= 0 && (match.log[i] as LoggedMove<M>).seat !== seat) {
    if (!opponentIsBot)
      return err(
        'undo/opponent-moved',
        'Your opponent has moved since; only your own latest moves can be taken back.',
      );
    if (match.barriers[i])
      return err(
        'undo/revealed',
        'A card or die was revealed since that move; it cannot be taken back.',
      );
    i--;
  }
  if (i < 0) return err('undo/nothing', 'You have no move to take back.');
  if (match.barriers[i])
    return err(
      'undo/revealed',
      'That move revealed a card or a die roll; it cannot be taken back.',
    );
  return ok(match.log.length - i);
}

export function undo<S, M>(
  def: GameDef<S, M>,
  match: Match<S, M>,
  seat: Seat,
  opponentIsBot: boolean,
): Result<Match<S, M>, GameError> {
  const n = undoCount(match, seat, opponentIsBot);
  if (!n.ok) return n;
  return replay(def, match.start, match.log.slice(0, match.log.length - n.value));
}

export function matchOutcome<S, M>(def: GameDef<S, M>, match: Match<S, M>): Outcome | null {
  return def.outcome(match.state);
}
