/**
 * The PostgreSQL store's schema, as the steps that build it (pg-store.ts runs those a database
 * has not had yet, in order).
 */
/** Schema steps; step i brings the schema from version i to i + 1. Never edit a released step. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seed BIGINT NOT NULL,
     seat0 TEXT,
     seat1 TEXT,
     invite TEXT,
     bot0 BOOLEAN NOT NULL DEFAULT FALSE,
     bot1 BOOLEAN NOT NULL DEFAULT FALSE,
     ending TEXT,
     rematch_of TEXT,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX matches_seat0 ON matches(seat0);
   CREATE INDEX matches_seat1 ON matches(seat1);
   CREATE TABLE moves (
     match_id TEXT NOT NULL REFERENCES matches(id),
     version INTEGER NOT NULL,
     move TEXT NOT NULL,
     PRIMARY KEY (match_id, version)
   );`,
  `ALTER TABLE matches ADD COLUMN owner TEXT, ADD COLUMN lease_until TIMESTAMPTZ;`,
  // When a seat token was first handed out, and when the match ended (issue 23). Matches stored
  // before count as joined, and as ended now: none is pruned sooner than the policy says.
  `ALTER TABLE matches ADD COLUMN joined_at BIGINT, ADD COLUMN ended_at BIGINT;
   UPDATE matches SET joined_at = created_at;
   UPDATE matches SET ended_at = (extract(epoch FROM now()) * 1000)::bigint
     WHERE ending IS NOT NULL;
   CREATE INDEX matches_unjoined ON matches(created_at) WHERE joined_at IS NULL;
   CREATE INDEX matches_ended ON matches(ended_at) WHERE ended_at IS NOT NULL;`,
  // Chat kept with the match (issue 24): the last CHAT_KEPT lines, in the order stored.
  `CREATE TABLE chat (
     id BIGSERIAL PRIMARY KEY,
     match_id TEXT NOT NULL REFERENCES matches(id),
     seat SMALLINT,
     text TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX chat_match ON chat(match_id, id);`,
];
