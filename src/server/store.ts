/**
 * The durable record of online matches: `MatchStore`, an async interface (SQLite here, PostgreSQL
 * later) holding what a match is — game, options, secret seed, seat token hashes, the move log —
 * plus the seats handed to the bot and an outcome decided outside the rules (resign, claimed win).
 * A move is appended under its version (its index in the log); a duplicate version is refused.
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

export interface MatchStore {
  createMatch(m: NewMatch): Promise<void>;
  /** Appends move number `version` (0-based); rejects with DuplicateVersion if it exists or skips one. */
  appendMove(matchId: string, version: number, move: unknown): Promise<void>;
  loadMatch(matchId: string): Promise<StoredMatch | null>;
  /** Seats the invitee: sets the seat's token hash and spends the invite (only if still unspent). */
  takeInvite(matchId: string, inviteHash: string, seat: Seat, tokenHash: string): Promise<boolean>;
  setBot(matchId: string, seat: Seat): Promise<void>;
  setEnding(matchId: string, outcome: Outcome): Promise<void>;
  /** Matches where one of the given token hashes holds a seat. */
  listMatches(tokenHashes: readonly string[]): Promise<MatchRow[]>;
  close(): Promise<void>;
}
