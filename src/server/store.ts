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
 *
 * Keeping (issue 23): a match is "joined" once a seat token of it has been handed out (its
 * creator's first join, a rematch's tokens); until then nobody can ever use it, and `prune`
 * removes it after a while. A finished match records when it ended; `prune` removes the finished
 * matches older than the operator keeps (docs/online.md, "Keeping matches").
 *
 * Chat (issue 24): each match keeps its last CHAT_KEPT chat lines, deleted with the match.
 */
import type { GameId, Outcome, Seat } from '../core/game.ts';
import type { ChatLine } from '../net/protocol.ts';

/** Chat lines kept per match (the oldest go first): what a reload or a late spectator sees. */
export const CHAT_KEPT = 200;

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

/** What `prune` removes: matches that ended before, and matches nobody joined created before. */
export interface PruneAsk {
  /** Ended before this time (ms since the epoch); null keeps every finished match. */
  readonly finishedBefore: number | null;
  /** Created before this time (ms) and never joined; null keeps them. */
  readonly unjoinedBefore: number | null;
  /** At most this many of each kind in one call (all when absent). */
  readonly limit?: number;
}

export interface PruneCount {
  readonly finished: number;
  readonly unjoined: number;
}

export class DuplicateVersion extends Error {
  constructor(matchId: string, version: number) {
    super(`match ${matchId} already has a move ${version}`);
  }
}

/**
 * An append fenced by a room claim (`appendMove`'s `owner`) found the match claimed by another
 * owner: a process that stalled past its liveness was taken over, and its room must hand over.
 */
export class ClaimLost extends Error {
  constructor(matchId: string) {
    super(`match ${matchId} is now claimed by another room`);
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
   * error when the store cannot be reached (the move is then not acknowledged). With `owner`, the
   * move is stored only while that owner holds the match's room claim, checked in the same
   * transaction: otherwise it rejects with ClaimLost and stores nothing.
   */
  appendMove(
    matchId: string,
    version: number,
    move: unknown,
    owner?: string,
  ): Promise<AppendResult>;
  loadMatch(matchId: string): Promise<StoredMatch | null>;
  /** Seats the invitee: sets the seat's token hash and spends the invite (only if still unspent). */
  takeInvite(matchId: string, inviteHash: string, seat: Seat, tokenHash: string): Promise<boolean>;
  /**
   * Undoes `takeInvite` when its joiner left before it was handed its token: the seat is free
   * and the invite valid again; only while the seat still holds `tokenHash` and no invite is set.
   */
  returnInvite(
    matchId: string,
    inviteHash: string,
    seat: Seat,
    tokenHash: string,
  ): Promise<boolean>;
  /**
   * Records that a seat token is handed out at `at` (ms), just before it is; a match joined
   * before stays as it was.
   */
  markJoined(matchId: string, at: number): Promise<void>;
  /**
   * Deletes a match and its moves; false when there is none. For a match none of whose tokens
   * reached anyone (its creator never came), which only the room that created it can know.
   */
  dropMatch(matchId: string): Promise<boolean>;
  /**
   * Deletes, with their moves, the matches that ended before `finishedBefore` and those nobody
   * joined created before `unjoinedBefore`; a match whose room holds an unexpired claim is kept.
   */
  prune(ask: PruneAsk): Promise<PruneCount>;
  /**
   * Stores a chat line of the match, committed before the promise resolves, and drops the lines
   * before the last `keep` (CHAT_KEPT when absent).
   */
  appendChat(matchId: string, line: ChatLine, keep?: number): Promise<void>;
  /** The match's kept chat lines, oldest first. */
  loadChat(matchId: string): Promise<ChatLine[]>;
  /** Hands `seat` to the server's bot (`on`), or gives it back to its player (`on` false). */
  setBot(matchId: string, seat: Seat, on?: boolean): Promise<void>;
  /** Records an ending the room decided, and when (`at`, ms; now when absent). */
  setEnding(matchId: string, outcome: Outcome, at?: number): Promise<void>;
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
