/**
 * `MatchStore` on SQLite (better-sqlite3, WAL mode) in `<dataDir>/tabletop.sqlite`. Statements are
 * synchronous; each write is committed before the returned promise resolves, so a move the room
 * acknowledges survives the process being killed (and, with `synchronous` full, the machine
 * crashing: see the constructor). Moves asked for in the same event-loop turn share one transaction
 * (group commit). Moves are keyed by (match, version): a duplicate version is refused by
 * the primary key, and a gap by the count check in the same transaction; the identical move at a
 * stored version is a recognised retry (store.ts). The schema is migrated at open, step by step,
 * recorded in SQLite's user_version. Room claims use this process's clock (one machine).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.ts';
import type { Outcome, Seat } from '../core/game.ts';
import type { ChatLine } from '../net/protocol.ts';
import {
  ClaimLost,
  DuplicateVersion,
  matchColumns,
  CHAT_KEPT,
  type AppendResult,
  type MatchRow,
  type MatchStore,
  type NewMatch,
  type PruneAsk,
  type PruneCount,
  type StoredMatch,
} from './store.ts';
import { MIGRATIONS } from './sqlite-schema.ts';

interface MatchRecord {
  id: string;
  game: string;
  options: string;
  seed: number;
  seat0: string | null;
  seat1: string | null;
  invite: string | null;
  bot0: number;
  bot1: number;
  ending: string | null;
  rematch_of: string | null;
  created_at: number;
}

interface PendingAppend {
  readonly matchId: string;
  readonly version: number;
  readonly move: string;
  readonly owner: string | undefined;
  resolve(r: AppendResult): void;
  reject(e: unknown): void;
}

type Append = Pick<PendingAppend, 'matchId' | 'version' | 'move' | 'owner'>;

type Settled = { ok: true; value: AppendResult } | { ok: false; error: unknown };

/** The database file in a data directory (the start-up line names it too). */
export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'tabletop.sqlite');
}

export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly appendOne: (p: Append) => AppendResult;
  private readonly append: (p: Append) => AppendResult;
  private readonly appendBatch: (batch: PendingAppend[]) => Settled[];
  private pending: PendingAppend[] = [];
  private readonly checkpointer: Checkpointer;

  /**
   * `synchronous`: `normal` (default) syncs the write-ahead log to disk only at checkpoints, so an
   * operating-system crash or power loss may lose the last moves acknowledged (a killed process,
   * even `kill -9`, loses none: they are in the log); `full` syncs the log at every commit, which
   * costs a disk flush per group commit (TABLETOP_SQLITE_SYNC, docs/online.md).
   */
  constructor(dataDir: string, opts: { readonly synchronous?: 'normal' | 'full' } = {}) {
    mkdirSync(dataDir, { recursive: true });
    const file = sqliteFile(dataDir);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${opts.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    this.migrate();
    this.checkpointer = startCheckpointer(this.db, file);
    // The hot path's statements are prepared once (per move, preparing them was ~9 % of the CPU).
    const stored = this.db.prepare('SELECT move FROM moves WHERE match_id = ? AND version = ?');
    const insert = this.db.prepare('INSERT INTO moves (match_id, version, move) VALUES (?, ?, ?)');
    // Every append checks that the log has no gap, so "version moves before" is "move version - 1
    // is stored" (a key lookup, not a count of the match's moves).
    const claim = this.db.prepare('SELECT owner FROM matches WHERE id = ?');
    this.appendOne = ({ matchId, version, move, owner }: Append): AppendResult => {
      // Fenced by the room claim, in the same transaction (see MatchStore.appendMove).
      if (
        owner !== undefined &&
        (claim.get(matchId) as { owner: string | null } | undefined)?.owner !== owner
      )
        throw new ClaimLost(matchId);
      const there = stored.get(matchId, version) as { move: string } | undefined;
      if (there?.move === move) return 'identical';
      if (there || (version > 0 && !stored.get(matchId, version - 1)))
        throw new DuplicateVersion(matchId, version);
      insert.run(matchId, version, move);
      return 'appended';
    };
    this.append = this.db.transaction(this.appendOne);
    this.appendBatch = this.db.transaction((batch: PendingAppend[]) =>
      batch.map((p): Settled => {
        try {
          return { ok: true, value: this.appendOne(p) };
        } catch (e) {
          // A refused append (DuplicateVersion, ClaimLost) wrote nothing: the others go on.
          if (!(e instanceof DuplicateVersion) && !(e instanceof ClaimLost)) throw e;
          return { ok: false, error: e };
        }
      }),
    );
  }

  /** The connection's `synchronous` setting, as SQLite reports it. */
  get synchronous(): 'normal' | 'full' | 'other' {
    const n = this.db.pragma('synchronous', { simple: true }) as number;
    return n === 1 ? 'normal' : n === 2 ? 'full' : 'other';
  }

  /**
   * Group commit: the appends asked for in one turn of the event loop (several rooms' moves) are
   * stored in one transaction, and each promise resolves only after that commit. Should the
   * transaction fail as a whole, each append is tried again alone.
   */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    let settled: Settled[];
    try {
      settled = this.appendBatch(batch);
    } catch {
      for (const p of batch) {
        try {
          p.resolve(this.append(p));
        } catch (e) {
          p.reject(e);
        }
      }
      return;
    }
    settled.forEach((r, i) => (r.ok ? batch[i]!.resolve(r.value) : batch[i]!.reject(r.error)));
  }

  private migrate(): void {
    // BEGIN IMMEDIATE: a second process opening the same file waits instead of migrating twice.
    this.db
      .transaction(() => {
        const at = this.db.pragma('user_version', { simple: true }) as number;
        if (at > MIGRATIONS.length)
          throw new Error(
            `the database schema is version ${at}, newer than this server knows (${MIGRATIONS.length})`,
          );
        for (let v = at; v < MIGRATIONS.length; v++) this.db.exec(MIGRATIONS[v]!);
        this.db.pragma(`user_version = ${MIGRATIONS.length}`);
      })
      .immediate();
  }

  async createMatch(m: NewMatch): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO matches (id, game, options, seed, seat0, seat1, invite, rematch_of, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...matchColumns(m));
  }

  appendMove(
    matchId: string,
    version: number,
    move: unknown,
    owner?: string,
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      const text = JSON.stringify(move);
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ matchId, version, move: text, owner, resolve, reject });
    });
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    const r = this.db.prepare('SELECT * FROM matches WHERE id = ?').get(matchId) as
      MatchRecord | undefined;
    if (!r) return null;
    const moves = (
      this.db
        .prepare('SELECT move FROM moves WHERE match_id = ? ORDER BY version')
        .all(matchId) as { move: string }[]
    ).map((x) => JSON.parse(x.move) as unknown);
    return {
      id: r.id,
      game: r.game as StoredMatch['game'],
      options: JSON.parse(r.options) as unknown,
      seed: r.seed,
      seats: [r.seat0, r.seat1],
      invite: r.invite,
      createdAt: r.created_at,
      ...(r.rematch_of ? { rematchOf: r.rematch_of } : {}),
      moves,
      bots: [r.bot0 === 1, r.bot1 === 1],
      ending: r.ending ? (JSON.parse(r.ending) as Outcome) : null,
    };
  }

  async takeInvite(
    matchId: string,
    inviteHash: string,
    seat: Seat,
    tokenHash: string,
  ): Promise<boolean> {
    const col = seat === 0 ? 'seat0' : 'seat1';
    const r = this.db
      .prepare(
        `UPDATE matches SET ${col} = ?, invite = NULL
         WHERE id = ? AND invite = ? AND ${col} IS NULL`,
      )
      .run(tokenHash, matchId, inviteHash);
    return r.changes === 1;
  }

  async returnInvite(
    matchId: string,
    inviteHash: string,
    seat: Seat,
    tokenHash: string,
  ): Promise<boolean> {
    const col = seat === 0 ? 'seat0' : 'seat1';
    const r = this.db
      .prepare(
        `UPDATE matches SET ${col} = NULL, invite = ?
         WHERE id = ? AND ${col} = ? AND invite IS NULL`,
      )
      .run(inviteHash, matchId, tokenHash);
    return r.changes === 1;
  }

  async markJoined(matchId: string, at: number): Promise<void> {
    this.db
      .prepare('UPDATE matches SET joined_at = ? WHERE id = ? AND joined_at IS NULL')
      .run(at, matchId);
  }

  async dropMatch(matchId: string): Promise<boolean> {
    return this.db.transaction(() => this.deleteMatches([matchId]) === 1)();
  }

  async prune(ask: PruneAsk): Promise<PruneCount> {
    const now = Date.now();
    const limit = ask.limit ?? -1;
    const unclaimed = '(owner IS NULL OR lease_until < ?)';
    return this.db.transaction(() => {
      const ids = (sql: string, before: number | null): string[] =>
        before === null
          ? []
          : (this.db.prepare(sql).all(before, now, limit) as { id: string }[]).map((r) => r.id);
      const finished = ids(
        `SELECT id FROM matches WHERE ended_at < ? AND ${unclaimed} LIMIT ?`,
        ask.finishedBefore,
      );
      const unjoined = ids(
        `SELECT id FROM matches WHERE joined_at IS NULL AND created_at < ? AND ${unclaimed} LIMIT ?`,
        ask.unjoinedBefore,
      );
      this.deleteMatches([...finished, ...unjoined]);
      return { finished: finished.length, unjoined: unjoined.length };
    })();
  }

  /** Deletes matches and their moves (inside the caller's transaction); how many matches went. */
  private deleteMatches(ids: readonly string[]): number {
    const moves = this.db.prepare('DELETE FROM moves WHERE match_id = ?');
    const chat = this.db.prepare('DELETE FROM chat WHERE match_id = ?');
    const match = this.db.prepare('DELETE FROM matches WHERE id = ?');
    let n = 0;
    for (const id of ids) {
      moves.run(id);
      chat.run(id);
      n += match.run(id).changes;
    }
    return n;
  }

  async appendChat(matchId: string, line: ChatLine, keep = CHAT_KEPT): Promise<void> {
    this.db.transaction(() => {
      const id = this.db
        .prepare('INSERT INTO chat (match_id, seat, text, at) VALUES (?, ?, ?, ?)')
        .run(matchId, line.from, line.text, line.at).lastInsertRowid;
      this.db
        .prepare(
          `DELETE FROM chat WHERE match_id = ? AND id <= (
             SELECT id FROM chat WHERE match_id = ? AND id <= ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
        )
        .run(matchId, matchId, id, keep);
    })();
  }

  async loadChat(matchId: string): Promise<ChatLine[]> {
    const rows = this.db
      .prepare('SELECT seat, text, at FROM chat WHERE match_id = ? ORDER BY id')
      .all(matchId) as { seat: number | null; text: string; at: number }[];
    return rows.map((r) => ({
      from: r.seat === null ? null : r.seat === 0 ? 0 : 1,
      text: r.text,
      at: r.at,
    }));
  }

  async setBot(matchId: string, seat: Seat, on = true): Promise<void> {
    this.db
      .prepare(`UPDATE matches SET bot${seat === 0 ? 0 : 1} = ? WHERE id = ?`)
      .run(on ? 1 : 0, matchId);
  }

  async setEnding(matchId: string, outcome: Outcome, at = Date.now()): Promise<void> {
    this.db
      .prepare('UPDATE matches SET ending = ?, ended_at = COALESCE(ended_at, ?) WHERE id = ?')
      .run(JSON.stringify(outcome), at, matchId);
  }

  async listMatches(tokenHashes: readonly string[]): Promise<MatchRow[]> {
    if (tokenHashes.length === 0) return [];
    const marks = tokenHashes.map(() => '?').join(',');
    const rows = this.db
      .prepare(
        `SELECT m.id, m.game, m.seat0, m.seat1, m.ending, m.created_at,
                (SELECT COUNT(*) FROM moves WHERE match_id = m.id) AS version
         FROM matches m WHERE m.seat0 IN (${marks}) OR m.seat1 IN (${marks})
         ORDER BY m.created_at DESC LIMIT 200`,
      )
      .all(...tokenHashes, ...tokenHashes) as (Pick<
      MatchRecord,
      'id' | 'game' | 'seat0' | 'seat1' | 'ending' | 'created_at'
    > & { version: number })[];
    const wanted = new Set(tokenHashes);
    const out: MatchRow[] = [];
    for (const r of rows)
      for (const seat of [0, 1] as const) {
        const h = seat === 0 ? r.seat0 : r.seat1;
        if (h && wanted.has(h))
          out.push({
            id: r.id,
            game: r.game as MatchRow['game'],
            seat,
            tokenHash: h,
            version: r.version,
            ended: r.ending !== null,
            createdAt: r.created_at,
          });
      }
    return out;
  }

  async claimRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean> {
    const now = Date.now();
    const r = this.db
      .prepare(
        `UPDATE matches SET owner = ?, lease_until = ?
         WHERE id = ? AND (owner IS NULL OR owner = ? OR lease_until < ?)`,
      )
      .run(owner, now + leaseMs, matchId, owner, now);
    return r.changes === 1;
  }

  async renewRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean> {
    const r = this.db
      .prepare('UPDATE matches SET lease_until = ? WHERE id = ? AND owner = ?')
      .run(Date.now() + leaseMs, matchId, owner);
    return r.changes === 1;
  }

  async releaseRoom(matchId: string, owner: string): Promise<void> {
    this.db
      .prepare('UPDATE matches SET owner = NULL, lease_until = NULL WHERE id = ? AND owner = ?')
      .run(matchId, owner);
  }

  async close(): Promise<void> {
    await this.checkpointer.stop();
    this.db.close();
  }
}
