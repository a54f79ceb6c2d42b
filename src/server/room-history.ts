/**
 * The move log so far for a client that was not there when it was played (a reload, another
 * browser, a restarted server, a spectator arriving late): the `history` message
 * (docs/online.md). Entry i is what a page watching live records for move i — the receiver's
 * own view before the move (its seat's view, or the spectators') and the move as it was told
 * (`ServerGame.shownMove`) — rebuilt by replaying the log from the secret seed. Nothing of
 * another seat is ever put in: the same functions make the live views.
 *
 * The replay runs on the replay thread (threads.ts), never on the event loop: one Disc Wars move
 * reruns its physics (~25-360 ms). Bounded: one answer asks the thread for at most
 * HISTORY_MAX_ENTRIES states and about HISTORY_REPLAY_MS of replay (at least one move), and holds
 * at most HISTORY_MAX_ENTRIES entries, HISTORY_MAX_BYTES of JSON and about HISTORY_BUDGET_MS of
 * the event loop's time to make them (at least one); the client asks again from where it
 * stopped. A room answers one `history` at a time. Every state replayed is kept (up to MAX_KEPT
 * per room), so the next page to ask replays nothing. An answer may be empty when the replay did
 * not reach `from` within its budget (the states reached are kept: asking again goes further).
 * After an answer's first entry, a view is sent as a patch against the one before when smaller
 * (the patch is between two views of the same viewer, so it holds nothing more than they do).
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { ClientMessages, History, HistoryItem } from '../net/protocol.ts';
import { diff, utf8Length } from '../net/view-patch.ts';
import type { MatchState } from './match-state.ts';
import type { Replayed, ReplayJob } from './replay.ts';
import { log } from './log.ts';

export const HISTORY_MAX_ENTRIES = 64;
export const HISTORY_MAX_BYTES = 256 * 1024;
/** The event loop's time one answer may take to make its entries (views, patches). */
export const HISTORY_BUDGET_MS = 10;
/** The replay thread's time one answer may take. */
export const HISTORY_REPLAY_MS = 500;
/**
 * Replayed states kept to answer from (every version replayed, the oldest dropped first): the
 * second page to ask replays nothing. Only rooms where someone asked keep any; Disc Wars, whose
 * replay reruns the physics, is where it matters.
 */
const MAX_KEPT = 1024;

/** Replays a part of the log (the replay thread's `replay`, or in-process in tests). */
export type Replayer = (job: ReplayJob, signal: AbortSignal) => Promise<Replayed>;

export class RoomHistory {
  /** Replayed states by version (states are never changed in place: `apply` makes new ones). */
  private readonly checkpoints = new Map<number, unknown>();
  private queue: Promise<void> = Promise.resolve();
  private readonly closing = new AbortController();

  constructor(
    private readonly replay: Replayer,
    private readonly clock: () => number = () => performance.now(),
  ) {}

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
    this.queue = this.queue
      .then(() => this.chunk(match, viewer, ask.from, ask.to))
      .then(
        (h) => client.send('history', h),
        (e: unknown) => {
          if (this.closing.signal.aborted) return;
          log.error({ err: e }, 'history replay failed');
          client.send('refused', {
            code: 'server-error',
            message: 'The move log could not be replayed.',
            of: 'history',
          });
        },
      );
  }

  /** Drops the replay under way (the room closes). */
  close(): void {
    this.closing.abort();
  }

  /** The entries of moves `from` .. `to - 1` for `viewer` (0 ≤ from < to ≤ version), bounded. */
  async chunk(match: MatchState, viewer: Seat | null, from: number, to: number): Promise<History> {
    const last = Math.min(to, from + HISTORY_MAX_ENTRIES) - 1;
    let missing = from;
    while (missing <= last && this.checkpoints.has(missing)) missing++;
    if (missing <= last) await this.fill(match, from, missing, last);
    return this.entries(match, viewer, from, to);
  }

  /**
   * Has the replay thread replay up to the state at `last` from the latest kept state before
   * `missing` (or from the set-up), keeping the states from `from` on.
   */
  private async fill(match: MatchState, from: number, missing: number, last: number) {
    let base = -1;
    for (const v of this.checkpoints.keys()) if (v < missing && v > base) base = v;
    const start = Math.max(base, 0);
    const keepFrom = Math.max(from, base + 1);
    const { game, options, seed } = match.record;
    const r = await this.replay(
      {
        game,
        options,
        seed,
        base: base >= 0 ? { version: base, state: this.checkpoints.get(base) } : null,
        moves: match.moves.slice(start, last),
        keepFrom,
        budgetMs: HISTORY_REPLAY_MS,
      },
      this.closing.signal,
    );
    const first = Math.max(keepFrom, start);
    (r.states ?? []).forEach((s, i) => this.keep(first + i, s));
    // Short of `from` (the budget): the state reached, to go on from at the next ask.
    this.keep(r.version, r.state);
  }

  /** The entries from `from` on whose states are kept, within this answer's bounds. */
  private entries(match: MatchState, viewer: Seat | null, from: number, to: number): History {
    const started = this.clock();
    const { game } = match;
    const def = game.def;
    const entries: HistoryItem[] = [];
    let bytes = 0;
    let prev: unknown = undefined;
    for (let version = from; version < to && entries.length < HISTORY_MAX_ENTRIES; version++) {
      const state = this.checkpoints.get(version);
      // Not replayed within the budget: the client asks again from here.
      if (state === undefined) break;
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
      if (this.clock() - started > HISTORY_BUDGET_MS) break;
    }
    return { from, to, entries };
  }

  private keep(version: number, state: unknown): void {
    this.checkpoints.delete(version);
    this.checkpoints.set(version, state);
    if (this.checkpoints.size > MAX_KEPT)
      this.checkpoints.delete(this.checkpoints.keys().next().value as number);
  }
}
