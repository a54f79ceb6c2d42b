/**
 * `npm run prune`: removes from the match store (the server's: DATABASE_URL, or SQLite in
 * TABLETOP_DATA_DIR) the finished matches that ended more than TABLETOP_KEEP_FINISHED_DAYS days
 * ago (default 90) and the matches nobody joined within TABLETOP_UNJOINED_TTL_S (default an
 * hour), with their moves, and prints how many. Safe while the server runs; run it from cron
 * (docs/online.md, "Keeping matches").
 */
import { configFromEnv } from '../src/server/config.ts';
import { openStore, storeDescription } from '../src/server/open-store.ts';
import { pruneAll } from '../src/server/pruning.ts';

try {
  const config = configFromEnv(process.env, { staticDir: null });
  const store = await openStore(config);
  try {
    const n = await pruneAll(store, config, Date.now());
    console.log(
      `Pruned ${storeDescription(config)}: ${n.finished} finished matches (ended over ${config.keepFinishedDays} days ago), ${n.unjoined} matches nobody joined (over ${config.unjoinedTtlMs / 1000} s old).`,
    );
  } finally {
    await store.close();
  }
} catch (e) {
  console.error(`Pruning failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
