/**
 * One online match in memory, without any networking: the stored record, the current state
 * rebuilt by replaying the log from the secret seed, and what each seat (or a spectator) is sent.
 * `accept` checks a move a player (or the bot) sent: it must be one the rules list for that seat
 * (core/listed.ts), and the answer is the listed move object itself with the next state, without
 * changing anything; the room stores that move and commits it after the store has it.
 * The room hands in the replay made off the event loop (room-restore.ts); without one, the log is
 * replayed here and now (tests, benches).
 */
import type { Outcome, Seat } from '../core/game.ts';
import { listedMove } from '../core/listed.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { GameError } from '../core/result.ts';
import type { RefusalCode } from '../net/checks.ts';
import { packLegal } from '../net/legal-pack.ts';
import type { WireView } from '../net/protocol.ts';
import type { ServerGame } from './games.ts';
import { replayNow, type Replayed } from './replay.ts';
import type { StoredMatch } from './store.ts';

export class MatchState {
  state: unknown;
  moves: unknown[] = [];
  /** Seat that made each move of the log. */
  movers: Seat[] = [];
  ending: Outcome | null;
  /** Disc Wars: the physics hash of the last move's simulation (ServerGame.hash), if it ran one. */
  private lastHash: string | undefined;

  /** `replayed`: the whole log replayed from the seed (version = the log's length). */
  constructor(
    readonly game: ServerGame,
    readonly record: StoredMatch,
    replayed: Replayed = replayLog(game, record),
  ) {
    if (replayed.version !== record.moves.length || replayed.movers.length !== replayed.version)
      throw new Error(`replay reached move ${replayed.version} of ${record.moves.length}`);
    this.state = replayed.state;
    this.moves = [...record.moves];
    this.movers = [...replayed.movers];
    this.lastHash = replayed.lastHash;
    this.ending = record.ending;
  }

  get version(): number {
    return this.moves.length;
  }

  /** The physics hash sent with the current view, if any. */
  get simulationHash(): string | undefined {
    return this.lastHash;
  }

  /** The rules' outcome and seat to move of `state`, computed once per state. */
  private known: { state: unknown; outcome: Outcome | null; toMove: Seat | null } | null = null;

  private rules(): { outcome: Outcome | null; toMove: Seat | null } {
    if (this.known && this.known.state === this.state) return this.known;
    const def = this.game.def;
    const outcome = def.outcome(this.state);
    const toMove = outcome ? null : (def.toMove(this.state) as Seat | null);
    this.known = { state: this.state, outcome, toMove };
    return this.known;
  }

  outcome(): Outcome | null {
    return this.ending ?? this.rules().outcome;
  }

  toMove(): Seat | null {
    return this.outcome() ? null : this.rules().toMove;
  }

  /**
   * Checks a move a player or the bot sent, by `seat` at `version`: the move must be one the
   * rules list here (equal to a listed move in any key order, or of a listed shape for a game's
   * free keys). The answer is the listed move object — what is stored, told and replayed, never
   * the sent one — and the next state; or a refusal. Changes nothing.
   */
  accept(
    seat: Seat,
    move: unknown,
    version: number,
  ): Result<{ move: unknown; next: unknown }, GameError<RefusalCode>> {
    if (this.outcome()) return err('game-over', 'The game is over.');
    if (this.toMove() !== seat) return err('not-your-turn', 'It is not your turn.');
    if (version !== this.version)
      return err('stale-version', `The game is at move ${this.version}, not ${version}.`);
    const listed = listedMove(this.listed(), move, this.game.def.freeKeys);
    if (listed === null) {
      // The rules' own words when they refuse it; a game whose rules may simulate (Disc Wars)
      // is not asked, nor is a move the rules would take with something added or left out.
      const why = this.game.simulates ? null : this.check(seat, move, version);
      return err(
        'illegal-move',
        why && !why.ok ? why.error.message : 'That move is not one of the moves offered to you.',
      );
    }
    const next = this.check(seat, listed, version);
    return next.ok ? ok({ move: listed, next: next.value }) : next;
  }

  /**
   * The rules' check of `move` by `seat` at `version`, listed or not (the server's own clock
   * moves); the next state, or a refusal. Changes nothing. Moves players send go through `accept`.
   */
  check(seat: Seat, move: unknown, version: number): Result<unknown, GameError<RefusalCode>> {
    if (this.outcome()) return err('game-over', 'The game is over.');
    if (this.toMove() !== seat) return err('not-your-turn', 'It is not your turn.');
    if (version !== this.version)
      return err('stale-version', `The game is at move ${this.version}, not ${version}.`);
    let next: Result<unknown, GameError>;
    try {
      next = this.game.def.apply(this.state, move);
    } catch {
      return err('illegal-move', 'That move is not understood.');
    }
    if (!next.ok) return err('illegal-move', next.error.message);
    return ok(next.value);
  }

  commit(seat: Seat, move: unknown, next: unknown): void {
    this.lastHash = this.game.hash?.(this.state, move);
    this.state = next;
    this.moves.push(move);
    this.movers.push(seat);
  }

  /** The legal moves of the current state, listed once per state (views and `accept` share it). */
  private legal: { state: unknown; moves: unknown[] } | null = null;

  private listed(): unknown[] {
    const known = this.legal;
    if (known && known.state === this.state) return known.moves;
    const moves = this.game.def.legalMoves(this.state) as unknown[];
    this.legal = { state: this.state, moves };
    return moves;
  }

  legalFor(seat: Seat): unknown[] {
    return this.toMove() === seat ? this.listed() : [];
  }

  /** The `view` message for a seat, or for a spectator (null), its legal moves packed. */
  viewFor(viewer: Seat | null): WireView {
    const def = this.game.def;
    const last = this.moves.length - 1;
    const lastSeat = this.movers[last];
    const shown =
      last >= 0 && lastSeat !== undefined
        ? this.game.shownMove(lastSeat, viewer, this.moves[last])
        : undefined;
    return {
      version: this.version,
      view: viewer === null ? this.game.spectatorView(this.state) : def.view(this.state, viewer),
      toMove: this.toMove(),
      legal: viewer === null ? [] : packLegal(this.legalFor(viewer)),
      outcome: this.outcome(),
      // The optional keys last: one that comes or goes is patched alone (view-patch.ts keeps order).
      ...(shown !== undefined ? { lastMove: shown, lastSeat } : {}),
      ...(this.lastHash !== undefined ? { hash: this.lastHash } : {}),
    };
  }
}

/** The whole stored log replayed from the seed, here and now. */
export function replayLog(game: ServerGame, record: StoredMatch): Replayed {
  const { options, seed, moves } = record;
  return replayNow(game, { game: record.game, options, seed, moves, base: null });
}
