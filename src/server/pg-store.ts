/**
 * `MatchStore` on PostgreSQL (node-postgres pool), chosen when DATABASE_URL is set (open-store.ts).
 * `PgStore.open` creates or migrates the schema under an advisory lock (two processes starting at
 * once migrate it once) and records it in `schema_version`. Every write is one autocommitted
 * statement: a move is committed before the returned promise resolves, so a move the room
 * acknowledges is durable. Room claims use the database's clock, shared by every process.
 */
import pg from 'pg';
import { storeOutage } from './outage.ts';
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
import { MIGRATIONS } from './pg-schema.ts';

/** Key of the advisory lock held while migrating ('tabletop' in ASCII). */
const MIGRATION_LOCK = 0x7461626c65746f70n;

interface MatchRecord {
  id: string;
  game: string;
  options: string;
  seed: string;
  seat0: string | null;
  seat1: string | null;
  invite: string | null;
  bot0: boolean;
  bot1: boolean;
  ending: string | null;
  rematch_of: string | null;
  created_at: string;
  moves: string[];
}

/** Where a URL points, without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK.toString()]);
    await c.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const r = await c.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_version');
    const at = r.rows[0]?.v ?? 0;
    if (at > MIGRATIONS.length)
      throw new Error(
        `the database schema is version ${at}, newer than this server knows (${MIGRATIONS.length})`,
      );
    for (let v = at; v < MIGRATIONS.length; v++) {
      await c.query(MIGRATIONS[v]!);
      await c.query('INSERT INTO schema_version (version) VALUES ($1)', [v + 1]);
    }
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

export class PgStore implements MatchStore {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and brings the schema up to date; rejects with a clear message when it cannot. */
  static async open(url: string, poolSize = 10): Promise<PgStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: 5000,
      // A statement that does not answer fails (the room then refuses the move, unacknowledged).
      query_timeout: 10_000,
      statement_timeout: 10_000,
    });
    // A pooled connection dropped by the server (restart, network) must not crash the process;
    // the next query opens a new one.
    pool.on('error', (e) => storeOutage.failed(e));
    try {
      await migrate(pool);
    } catch (e) {
      await pool.end().catch(() => undefined);
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`PostgreSQL at ${describeUrl(url)}: ${why}`, { cause: e });
    }
    return new PgStore(pool);
  }

  async createMatch(m: NewMatch): Promise<void> {
    await this.pool.query(
      `INSERT INTO matches (id, game, options, seed, seat0, seat1, invite, rematch_of, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      matchColumns(m),
    );
  }

  async appendMove(
    matchId: string,
    version: number,
    move: unknown,
    owner?: string,
  ): Promise<AppendResult> {
    const text = JSON.stringify(move);
    // One statement: inserted only when it is the next version and, with `owner`, while that owner
    // holds the claim; otherwise the move already stored under that version (read from the same
    // snapshot) tells a retry from a conflict. FOR SHARE makes a takeover (an UPDATE of the claim)
    // wait for this append, or this append see the takeover: never an append after a takeover
    // that the new room's load would miss.
    const r = await this.pool.query<{
      inserted: string;
      existing: string | null;
      owner: string | null;
    }>(
      `WITH claim AS (SELECT owner FROM matches WHERE id = $1::text FOR SHARE),
       ins AS (
         INSERT INTO moves (match_id, version, move)
         SELECT $1::text, $2::integer, $3::text
         WHERE (SELECT count(*) FROM moves WHERE match_id = $1::text) = $2::integer
           AND ($4::text IS NULL OR (SELECT owner FROM claim) = $4::text)
         ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT (SELECT count(*) FROM ins) AS inserted,
              (SELECT move FROM moves WHERE match_id = $1 AND version = $2) AS existing,
              (SELECT owner FROM claim) AS owner`,
      [matchId, version, text, owner ?? null],
    );
    const row = r.rows[0]!;
    if (Number(row.inserted) === 1) return 'appended';
    if (owner !== undefined && row.owner !== owner) throw new ClaimLost(matchId);
    if (row.existing === text) return 'identical';
    throw new DuplicateVersion(matchId, version);
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    const r = await this.pool.query<MatchRecord>(
      `SELECT m.*, ARRAY(SELECT move FROM moves WHERE match_id = m.id ORDER BY version) AS moves
       FROM matches m WHERE m.id = $1`,
      [matchId],
    );
    const m = r.rows[0];
    if (!m) return null;
    return {
      id: m.id,
      game: m.game as StoredMatch['game'],
      options: JSON.parse(m.options) as unknown,
      seed: Number(m.seed),
      seats: [m.seat0, m.seat1],
      invite: m.invite,
      createdAt: Number(m.created_at),
      ...(m.rematch_of ? { rematchOf: m.rematch_of } : {}),
      moves: m.moves.map((x) => JSON.parse(x) as unknown),
      bots: [m.bot0, m.bot1],
      ending: m.ending ? (JSON.parse(m.ending) as Outcome) : null,
    };
  }

  async takeInvite(
    matchId: string,
    inviteHash: string,
    seat: Seat,
    tokenHash: string,
  ): Promise<boolean> {
    const col = seat === 0 ? 'seat0' : 'seat1';
    const r = await this.pool.query(
      `UPDATE matches SET ${col} = $1, invite = NULL
       WHERE id = $2 AND invite = $3 AND ${col} IS NULL`,
      [tokenHash, matchId, inviteHash],
    );
    return r.rowCount === 1;
  }

  async returnInvite(
    matchId: string,
    inviteHash: string,
    seat: Seat,
    tokenHash: string,
  ): Promise<boolean> {
    const col = seat === 0 ? 'seat0' : 'seat1';
    const r = await this.pool.query(
      `UPDATE matches SET ${col} = NULL, invite = $1
       WHERE id = $2 AND ${col} = $3 AND invite IS NULL`,
      [inviteHash, matchId, tokenHash],
    );
    return r.rowCount === 1;
  }

  async markJoined(matchId: string, at: number): Promise<void> {
    await this.pool.query('UPDATE matches SET joined_at = $2 WHERE id = $1 AND joined_at IS NULL', [
      matchId,
      at,
    ]);
  }

  async dropMatch(matchId: string): Promise<boolean> {
    return (await this.deleteWhere('id = $1', [matchId])) === 1;
  }

  async prune(ask: PruneAsk): Promise<PruneCount> {
    const limit = ask.limit ?? null;
    const unclaimed = '(owner IS NULL OR lease_until < now())';
    const finished =
      ask.finishedBefore === null
        ? 0
        : await this.deleteWhere(`ended_at < $1 AND ${unclaimed}`, [ask.finishedBefore], limit);
    const unjoined =
      ask.unjoinedBefore === null
        ? 0
        : await this.deleteWhere(
            `joined_at IS NULL AND created_at < $1 AND ${unclaimed}`,
            [ask.unjoinedBefore],
            limit,
          );
    return { finished, unjoined };
  }

  /**
   * Deletes the matches where `cond` holds (at most `limit`), with their moves, in one statement
   * (the foreign key is checked at its end); how many matches went.
   */
  private async deleteWhere(cond: string, params: unknown[], limit: number | null = null) {
    const r = await this.pool.query(
      `WITH doomed AS (
         SELECT id FROM matches WHERE ${cond} LIMIT $${params.length + 1} FOR UPDATE SKIP LOCKED
       ), moves_gone AS (
         DELETE FROM moves WHERE match_id IN (SELECT id FROM doomed)
       ), chat_gone AS (
         DELETE FROM chat WHERE match_id IN (SELECT id FROM doomed)
       )
       DELETE FROM matches WHERE id IN (SELECT id FROM doomed)`,
      [...params, limit],
    );
    return r.rowCount ?? 0;
  }

  /** One statement: the line is stored and the lines before the last `keep` go. */
  async appendChat(matchId: string, line: ChatLine, keep = CHAT_KEPT): Promise<void> {
    await this.pool.query(
      `WITH added AS (
         INSERT INTO chat (match_id, seat, text, at) VALUES ($1, $2, $3, $4) RETURNING id
       )
       DELETE FROM chat WHERE match_id = $1 AND id <= (
         SELECT id FROM chat WHERE match_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $5 - 1)`,
      [matchId, line.from, line.text, line.at, keep],
    );
  }

  async loadChat(matchId: string): Promise<ChatLine[]> {
    const r = await this.pool.query<{ seat: number | null; text: string; at: string }>(
      'SELECT seat, text, at FROM chat WHERE match_id = $1 ORDER BY id',
      [matchId],
    );
    return r.rows.map((x) => ({
      from: x.seat === null ? null : x.seat === 0 ? 0 : 1,
      text: x.text,
      at: Number(x.at),
    }));
  }

  async setBot(matchId: string, seat: Seat, on = true): Promise<void> {
    await this.pool.query(`UPDATE matches SET bot${seat === 0 ? 0 : 1} = $2 WHERE id = $1`, [
      matchId,
      on,
    ]);
  }

  async setEnding(matchId: string, outcome: Outcome, at = Date.now()): Promise<void> {
    await this.pool.query(
      'UPDATE matches SET ending = $1, ended_at = COALESCE(ended_at, $3) WHERE id = $2',
      [JSON.stringify(outcome), matchId, at],
    );
  }

  async listMatches(tokenHashes: readonly string[]): Promise<MatchRow[]> {
    if (tokenHashes.length === 0) return [];
    const r = await this.pool.query<{
      id: string;
      game: string;
      seat0: string | null;
      seat1: string | null;
      ended: boolean;
      created_at: string;
      version: string;
    }>(
      `SELECT m.id, m.game, m.seat0, m.seat1, m.ending IS NOT NULL AS ended, m.created_at,
              (SELECT count(*) FROM moves WHERE match_id = m.id) AS version
       FROM matches m WHERE m.seat0 = ANY($1) OR m.seat1 = ANY($1)
       ORDER BY m.created_at DESC LIMIT 200`,
      [tokenHashes],
    );
    const wanted = new Set(tokenHashes);
    const out: MatchRow[] = [];
    for (const row of r.rows)
      for (const seat of [0, 1] as const) {
        const h = seat === 0 ? row.seat0 : row.seat1;
        if (h && wanted.has(h))
          out.push({
            id: row.id,
            game: row.game as MatchRow['game'],
            seat,
            tokenHash: h,
            version: Number(row.version),
            ended: row.ended,
            createdAt: Number(row.created_at),
          });
      }
    return out;
  }

  /** One trivial query: PostgreSQL answers (health.ts, /readyz). */
  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async claimRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE matches SET owner = $2, lease_until = now() + $3 * interval '1 millisecond'
       WHERE id = $1 AND (owner IS NULL OR owner = $2 OR lease_until < now())`,
      [matchId, owner, leaseMs],
    );
    return r.rowCount === 1;
  }

  async roomOwner(matchId: string): Promise<string | null> {
    const r = await this.pool.query<{ owner: string | null }>(
      'SELECT owner FROM matches WHERE id = $1',
      [matchId],
    );
    return r.rows[0]?.owner ?? null;
  }

  async takeRoom(matchId: string, owner: string, from: string, leaseMs: number): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE matches SET owner = $2, lease_until = now() + $4 * interval '1 millisecond'
       WHERE id = $1 AND owner = $3`,
      [matchId, owner, from, leaseMs],
    );
    return r.rowCount === 1;
  }

  async renewRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE matches SET lease_until = now() + $3 * interval '1 millisecond'
       WHERE id = $1 AND owner = $2`,
      [matchId, owner, leaseMs],
    );
    return r.rowCount === 1;
  }

  async releaseRoom(matchId: string, owner: string): Promise<void> {
    await this.pool.query(
      'UPDATE matches SET owner = NULL, lease_until = NULL WHERE id = $1 AND owner = $2',
      [matchId, owner],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
