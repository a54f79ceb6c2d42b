/**
 * The durable record of online matches: `MatchStore`, an async interface (SqliteStore by default,
 * PgStore with DATABASE_URL; open-store.ts picks) holding what a match is — game, options, secret
 * seed, seat token hashes, the move log — plus the seats handed to the bot, an outcome decided
 * outside the rules (resign, claimed win), and which server process owns the match's live room.
 *
 * Moves: a move is appended under its version (its index in the log). The next version is
 * stored ('appended'); the SAME move again at a version already stored is a retry after a lost
 * acknowledgement (or a store that committed but failed to answer) and is recognised
 * ('identical', nothing written); anything else — a different move at a taken version, or a
 * skipped version — is a conflict and rejects with DuplicateVersion. "The same move" means the
 * same JSON text (JSON.stringify of the value, so key order counts).
 *
 * Room claims (several processes): a process may run a match's room only while it holds the
 * match's lease. `claimRoom` is atomic across processes; a lease that is not renewed expires, so
 * a room of a dead process can be claimed by another after `leaseMs`.
 */
import type { GameId, Outcome, Seat } from '../core/game.ts';

export interface NewMatch {
  readonly id: string;
  readonly game: GameId;
  readonly options: unknown;
  readonly seed: number;
  /** SHA-256 hashes of the seat tokens; null for a seat not yet taken. */
  readonly seats: readonly [string | null, string | null];
  /** Hash of the invite token for the free seat, or null. */
  readonly invite: string | null;
  readonly createdAt: number;
  /** The match this one is a rematch of. */
  readonly rematchOf?: string;
}

export interface StoredMatch extends NewMatch {
  readonly moves: readonly unknown[];
  readonly bots: readonly [boolean, boolean];
  /** An ending the rules did not produce (resignation, claimed win), or null. */
  readonly ending: Outcome | null;
}

export interface MatchRow {
  readonly id: string;
  readonly game: GameId;
  readonly seat: Seat;
  readonly tokenHash: string;
  readonly version: number;
  readonly ended: boolean;
  readonly createdAt: number;
}

export class DuplicateVersion extends Error {
  constructor(matchId: string, version: number) {
    super(`match ${matchId} already has a move ${version}`);
  }
}

/** What `appendMove` did: stored the move, or found the identical move already stored there. */
export type AppendResult = 'appended' | 'identical';

export interface MatchStore {
  createMatch(m: NewMatch): Promise<void>;
  /**
   * Stores move number `version` (0-based), committed before the promise resolves. Resolves
   * 'identical' when that exact move is already stored at `version` (a retry); rejects with
   * DuplicateVersion when another move is stored there or `version` skips one, and with another
   * error when the store cannot be reached (the move is then not acknowledged).
   */
  appendMove(matchId: string, version: number, move: unknown): Promise<AppendResult>;
  loadMatch(matchId: string): Promise<StoredMatch | null>;
  /** Seats the invitee: sets the seat's token hash and spends the invite (only if still unspent). */
  takeInvite(matchId: string, inviteHash: string, seat: Seat, tokenHash: string): Promise<boolean>;
  /** Hands `seat` to the server's bot (`on`), or gives it back to its player (`on` false). */
  setBot(matchId: string, seat: Seat, on?: boolean): Promise<void>;
  setEnding(matchId: string, outcome: Outcome): Promise<void>;
  /** Matches where one of the given token hashes holds a seat. */
  listMatches(tokenHashes: readonly string[]): Promise<MatchRow[]>;
  /**
   * Takes the match's room for `owner` (a process id) for `leaseMs`: true only if no other owner
   * holds an unexpired lease (then `owner` holds it, also when it already did). Atomic.
   */
  claimRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Extends `owner`'s lease by `leaseMs` from now; false when `owner` no longer holds it. */
  renewRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Gives the room up, if `owner` holds it. */
  releaseRoom(matchId: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

/** A new match's columns, in the order both stores' INSERT INTO matches names them. */
export function matchColumns(m: NewMatch): unknown[] {
  return [
    m.id,
    m.game,
    JSON.stringify(m.options),
    m.seed,
    m.seats[0],
    m.seats[1],
    m.invite,
    m.rematchOf ?? null,
    m.createdAt,
  ];
}
