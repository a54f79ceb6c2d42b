/**
 * Opening a match's room from the store without stalling the event loop (docs/online.md, "Work
 * off the event loop"). The stored log is replayed on the replay thread (threads.ts), never
 * here: a 150-move Disc Wars log is seconds of physics, which every other room's clients would
 * otherwise wait for. Only a match with no move yet is set up here, and only when its set-up is
 * cheap (no physics).
 *
 * Each restored state, and the final state of a room that closes (`closed`), is kept here (the
 * last RECENT_MAX matches, for RECENT_MS), so reopening a match — a page reloaded after everyone
 * left, a spectator coming and going, a join given up and tried again — replays only the moves
 * stored since, not the whole log. A state kept is used only for the same game, options and seed
 * and when every move it was reached by is, as JSON text, the stored log's move at that version:
 * the store's log decides, never the state kept. A restore of a match already under way here is
 * waited for, then goes on from its state: one match is never replayed twice at once.
 *
 * A log that does not replay is remembered (its length, for RECENT_MS): the clients' retries are
 * refused without replaying it again.
 */
import type { Seat } from '../core/game.ts';
import type { ServerGame } from './games.ts';
import { MatchState } from './match-state.ts';
import { setupOf, type Replayed } from './replay.ts';
import type { StoredMatch } from './store.ts';
import type { JobThread } from './threads.ts';

/** How many matches' states are kept, and for how long. */
export const RECENT_MAX = 64;
export const RECENT_MS = 10 * 60_000;

interface Kept {
  readonly game: string;
  readonly options: string;
  readonly seed: number;
  /** The moves the state was reached by, as JSON text. */
  readonly moves: readonly string[];
  readonly state: unknown;
  readonly movers: readonly Seat[];
  readonly lastHash: string | undefined;
  readonly at: number;
}

export class Restorer {
  private readonly recent = new Map<string, Kept>();
  private readonly failures = new Map<string, { moves: number; at: number }>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Moves replayed on the thread so far (tests, bench). */
  replayedMoves = 0;

  constructor(
    private readonly thread: JobThread,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Whether restoring this very log failed lately (a move that does not replay): the room is
   * refused at once rather than replayed again at every retry of its clients.
   */
  failed(record: StoredMatch): boolean {
    const f = this.failures.get(record.id);
    if (!f) return false;
    if (f.moves === record.moves.length && this.now() - f.at <= RECENT_MS) return true;
    this.failures.delete(record.id);
    return false;
  }

  /** The match's state rebuilt from its stored record, off the event loop. */
  async restore(game: ServerGame, record: StoredMatch): Promise<MatchState> {
    const id = record.id;
    const before = this.inflight.get(id);
    if (before) await before;
    const p = this.rebuild(game, record);
    const done = p.then(
      () => undefined,
      () => undefined,
    );
    this.inflight.set(id, done);
    try {
      const match = await p;
      this.keep(match);
      return match;
    } catch (e) {
      this.failures.set(id, { moves: record.moves.length, at: this.now() });
      while (this.failures.size > RECENT_MAX)
        this.failures.delete(this.failures.keys().next().value as string);
      throw e;
    } finally {
      if (this.inflight.get(id) === done) this.inflight.delete(id);
    }
  }

  private async rebuild(game: ServerGame, record: StoredMatch): Promise<MatchState> {
    const { options, seed, moves } = record;
    if (moves.length === 0 && !game.hash)
      return new MatchState(game, record, {
        version: 0,
        state: setupOf(game, options, seed),
        movers: [],
      });
    const kept = this.usable(record);
    const from = kept?.moves.length ?? 0;
    if (kept && from === moves.length) {
      const { state, movers, lastHash } = kept;
      return new MatchState(game, record, {
        version: from,
        state,
        movers: [...movers],
        ...(lastHash !== undefined ? { lastHash } : {}),
      });
    }
    this.replayedMoves += moves.length - from;
    const r: Replayed = await this.thread.replay({
      game: record.game,
      options,
      seed,
      base: kept ? { version: from, state: kept.state } : null,
      moves: moves.slice(from),
    });
    return new MatchState(game, record, {
      version: r.version,
      state: r.state,
      movers: [...(kept?.movers ?? []), ...r.movers],
      ...(r.lastHash !== undefined ? { lastHash: r.lastHash } : {}),
    });
  }

  /** Keeps the final state of a room that closes, for the next restore of its match. */
  closed(match: MatchState): void {
    this.keep(match);
  }

  private keep(match: MatchState): void {
    const r = match.record;
    this.recent.delete(r.id);
    this.recent.set(r.id, {
      game: r.game,
      options: JSON.stringify(r.options),
      seed: r.seed,
      moves: match.moves.map((m) => JSON.stringify(m)),
      state: match.state,
      movers: [...match.movers],
      lastHash: match.simulationHash,
      at: this.now(),
    });
    while (this.recent.size > RECENT_MAX)
      this.recent.delete(this.recent.keys().next().value as string);
  }

  /** The kept state of `record`'s match, when its log still starts with the moves it was reached by. */
  private usable(record: StoredMatch): Kept | null {
    const kept = this.recent.get(record.id);
    if (!kept) return null;
    const fits =
      this.now() - kept.at <= RECENT_MS &&
      kept.game === record.game &&
      kept.seed === record.seed &&
      kept.options === JSON.stringify(record.options) &&
      kept.moves.length <= record.moves.length &&
      kept.moves.every((m, i) => m === JSON.stringify(record.moves[i]));
    if (!fits) this.recent.delete(record.id);
    return fits ? kept : null;
  }
}
