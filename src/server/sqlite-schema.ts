/**
 * The SQLite store's schema, as the steps that build it (sqlite-store.ts runs those a database
 * has not had yet, in order).
 */
/**
 * Schema steps; step i brings user_version i to i + 1. Step 0 is written so that it also runs
 * harmlessly on a database made before versions were recorded. Never edit a released step.
 */
export const MIGRATIONS: readonly string[] = [
  `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed INTEGER NOT NULL,
  seat0 TEXT,
  seat1 TEXT,
  invite TEXT,
  bot0 INTEGER NOT NULL DEFAULT 0,
  bot1 INTEGER NOT NULL DEFAULT 0,
  ending TEXT,
  rematch_of TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_seat0 ON matches(seat0);
CREATE INDEX IF NOT EXISTS matches_seat1 ON matches(seat1);
CREATE TABLE IF NOT EXISTS moves (
  match_id TEXT NOT NULL REFERENCES matches(id),
  version INTEGER NOT NULL,
  move TEXT NOT NULL,
  PRIMARY KEY (match_id, version)
) WITHOUT ROWID;
`,
  `
ALTER TABLE matches ADD COLUMN owner TEXT;
ALTER TABLE matches ADD COLUMN lease_until INTEGER;
`,
  // When a seat token was first handed out, and when the match ended (issue 23). Matches stored
  // before count as joined, and as ended now: none is pruned sooner than the policy says.
  `
ALTER TABLE matches ADD COLUMN joined_at INTEGER;
ALTER TABLE matches ADD COLUMN ended_at INTEGER;
UPDATE matches SET joined_at = created_at;
UPDATE matches SET ended_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE ending IS NOT NULL;
CREATE INDEX matches_unjoined ON matches(created_at) WHERE joined_at IS NULL;
CREATE INDEX matches_ended ON matches(ended_at) WHERE ended_at IS NOT NULL;
`,
  // Chat kept with the match (issue 24): the last CHAT_KEPT lines, in the order stored.
  `
CREATE TABLE chat (
  id INTEGER PRIMARY KEY,
  match_id TEXT NOT NULL,
  seat INTEGER,
  text TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX chat_match ON chat(match_id, id);
`,
];
