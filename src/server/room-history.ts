/**
 * The move log so far for a client that was not there when it was played (a reload, another
 * browser, a restarted server, a spectator arriving late): the `history` message
 * (docs/online.md). Entry i is what a page watching live records for move i — the receiver's
 * own view before the move (its seat's view, or the spectators') and the move as it was told
 * (`ServerGame.shownMove`) — rebuilt by replaying the log from the secret seed. Nothing of
 * another seat is ever put in: the same functions make the live views.
 *
 * Bounded: one answer holds at most HISTORY_MAX_ENTRIES entries, HISTORY_MAX_BYTES of JSON and
 * about HISTORY_BUDGET_MS of replay (at least one move); the client asks again from where it
 * stopped. Every state replayed is kept (up to MAX_KEPT per room), so the next chunk replays only
 * its own moves and the next page to ask none. An answer may be empty when reaching `from` alone
 * took the budget.
 * After an answer's first entry, a view is sent as a patch against the one before when smaller
 * (the patch is between two views of the same viewer, so it holds nothing more than they do).
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { ClientMessages, History, HistoryItem } from '../net/protocol.ts';
import { diff, utf8Length } from '../net/view-patch.ts';
import type { MatchState } from './match-state.ts';

export const HISTORY_MAX_ENTRIES = 64;
export const HISTORY_MAX_BYTES = 256 * 1024;
export const HISTORY_BUDGET_MS = 40;
/**
 * Replayed states kept to answer from (every version replayed, the oldest dropped first): the
 * second page to ask replays nothing. Only rooms where someone asked keep any; Disc Wars, whose
 * replay reruns the physics (~25 ms a move), is where it matters.
 */
const MAX_KEPT = 1024;

export class RoomHistory {
  /** Replayed states by version (states are never changed in place: `apply` makes new ones). */
  private readonly checkpoints = new Map<number, unknown>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Answers a checked `history` request: the `history` message, or a refusal. */
  answer(
    client: Client,
    match: MatchState,
    viewer: Seat | null,
    ask: ClientMessages['history'],
  ): void {
    if (ask.to > match.version) {
      client.send('refused', {
        code: 'bad-message',
        message: `The game is at move ${match.version}, not ${ask.to}.`,
        of: 'history',
      });
      return;
    }
    client.send('history', this.chunk(match, viewer, ask.from, ask.to));
  }

  /** The entries of moves `from` .. `to - 1` for `viewer` (0 ≤ from < to ≤ version), bounded. */
  chunk(match: MatchState, viewer: Seat | null, from: number, to: number): History {
    const started = this.clock();
    const { game } = match;
    const def = game.def;
    let [version, state] = this.resumeAt(match, from);
    while (version < from) {
      state = this.stateAfter(match, state, version++);
      // A far `from` with no kept state near it (clients ask where the last answer stopped, so
      // only a client that skips ahead lands here): no more than the budget per message. The
      // answer is empty; the state reached is kept, so asking again goes further.
      if (version < from && this.clock() - started > HISTORY_BUDGET_MS)
        return { from, to, entries: [] };
    }
    const entries: HistoryItem[] = [];
    let bytes = 0;
    let prev: unknown = undefined;
    while (version < to && entries.length < HISTORY_MAX_ENTRIES) {
      const mover = match.movers[version]!;
      const before = viewer === null ? game.spectatorView(state) : def.view(state, viewer);
      const move = game.shownMove(mover, viewer, match.moves[version]);
      // After the first, a view as the changes since the one before, when that is smaller.
      const ops = entries.length > 0 ? diff(prev, before) : null;
      const entry: HistoryItem = ops ? { ops, move, mover } : { before, move, mover };
      prev = before;
      const size = utf8Length(JSON.stringify(entry));
      if (entries.length > 0 && bytes + size > HISTORY_MAX_BYTES) break;
      entries.push(entry);
      bytes += size;
      state = this.stateAfter(match, state, version);
      version++;
      if (this.clock() - started > HISTORY_BUDGET_MS) break;
    }
    return { from, to, entries };
  }

  /** The latest kept state at or before `version` (or the set-up from the seed). */
  private resumeAt(match: MatchState, version: number): [number, unknown] {
    let best = -1;
    for (const v of this.checkpoints.keys()) if (v <= version && v > best) best = v;
    if (best >= 0) return [best, this.checkpoints.get(best)];
    const def = match.game.def;
    const opts = def.validateOptions(match.record.options);
    if (!opts.ok) throw new Error(`stored options invalid: ${opts.error.message}`);
    return [0, def.setup(opts.value, match.record.seed)];
  }

  /** The state after move `version` (made in `state`): kept from an earlier replay, or replayed. */
  private stateAfter(match: MatchState, state: unknown, version: number): unknown {
    const kept = this.checkpoints.get(version + 1);
    if (kept !== undefined) return kept;
    const next = replayOne(match, state, version);
    this.keep(version + 1, next);
    return next;
  }

  private keep(version: number, state: unknown): void {
    this.checkpoints.delete(version);
    this.checkpoints.set(version, state);
    if (this.checkpoints.size > MAX_KEPT)
      this.checkpoints.delete(this.checkpoints.keys().next().value as number);
  }
}

/** The state after move `version` of the log, made in `state`. */
function replayOne(match: MatchState, state: unknown, version: number): unknown {
  const next = match.game.def.apply(state, match.moves[version]);
  if (!next.ok) throw new Error(`stored move ${version} does not replay`);
  return next.value;
}
