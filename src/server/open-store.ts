/**
 * Opens the match store the configuration asks for: PostgreSQL when DATABASE_URL is set
 * (config.ts has checked it is a postgres:// or postgresql:// URL), otherwise SQLite in the data
 * directory. A PostgreSQL that cannot be reached or migrated fails the start with a clear message.
 */
import type { ServerConfig } from './config.ts';
import { describeUrl, PgStore } from './pg-store.ts';
import { SqliteStore, sqliteFile } from './sqlite-store.ts';
import type { MatchStore } from './store.ts';

export async function openStore(config: ServerConfig): Promise<MatchStore> {
  if (config.databaseUrl) return PgStore.open(config.databaseUrl);
  return new SqliteStore(config.dataDir, { synchronous: config.sqliteSync });
}

/** Where the matches are kept, for the start-up line (no password). */
export function storeDescription(config: ServerConfig): string {
  return config.databaseUrl
    ? `PostgreSQL at ${describeUrl(config.databaseUrl)}`
    : `SQLite at ${sqliteFile(config.dataDir)}${config.sqliteSync === 'full' ? ' (synchronous=FULL)' : ''}`;
}
