/**
 * Removing what nobody can use (issue 23). A match whose creator never came for its tokens — a
 * matchmaking `create` without a WebSocket — is dropped when its room closes (match-room.ts); the
 * server also removes, every minute, any match nobody joined within TABLETOP_UNJOINED_TTL_S
 * (a room that never closed: the process died). Finished matches are the operator's to prune
 * (`npm run prune`, scripts/prune.ts): `pruneAll` removes those older than
 * TABLETOP_KEEP_FINISHED_DAYS as well. docs/online.md, "Keeping matches".
 */
import type { ServerConfig } from './config.ts';
import type { MatchStore, PruneCount } from './store.ts';
import { log } from './log.ts';

const EVERY_MS = 60_000;
/** Matches removed per statement by the running server: a bounded pause for other rooms. */
const BATCH = 100;

/** Removes unjoined matches past their time every minute, in batches; `stop` ends it. */
export function startPruning(
  store: MatchStore,
  config: Pick<ServerConfig, 'unjoinedTtlMs'>,
  now: () => number,
): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async (): Promise<void> => {
    let wait = EVERY_MS;
    try {
      const n = await store.prune({
        finishedBefore: null,
        unjoinedBefore: now() - config.unjoinedTtlMs,
        limit: BATCH,
      });
      // A full batch: more are waiting; go on soon, letting the rooms have the loop meanwhile.
      if (n.unjoined === BATCH) wait = 1000;
    } catch (e) {
      log.error({ err: e }, 'pruning unjoined matches failed');
    }
    if (!stopped) timer = setTimeout(() => void run(), wait).unref();
  };
  timer = setTimeout(() => void run(), EVERY_MS).unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** `npm run prune`: every unjoined match past its time and every finished one past its days. */
export function pruneAll(
  store: MatchStore,
  config: Pick<ServerConfig, 'unjoinedTtlMs' | 'keepFinishedDays'>,
  now: number,
): Promise<PruneCount> {
  return store.prune({
    finishedBefore: now - config.keepFinishedDays * 86_400_000,
    unjoinedBefore: now - config.unjoinedTtlMs,
  });
}
