/**
 * What every match room of one server process shares (app-server.ts builds it once): the store,
 * the configuration, the per-address counter, the matches live here, the clock, the cluster's room
 * claims and what is known of dead owners, the metrics, Home's progress book, the lobby, and the replay and bot threads.
 */
import type { ServerConfig } from './config.ts';
import type { ProgressBook } from './match-progress.ts';
import type { LobbyWatch } from './lobby-watch.ts';
import type { Metrics } from './metrics.ts';
import type { AddressCounter } from './rate-limit.ts';
import type { RoomClaims } from './room-lease.ts';
import type { Restorer } from './room-restore.ts';
import type { MatchStore } from './store.ts';
import type { ServerThreads } from './threads.ts';

export interface RoomContext {
  readonly store: MatchStore;
  readonly config: ServerConfig;
  readonly addresses: AddressCounter;
  readonly metrics: Metrics;
  /** Match ids with a live room in this process. */
  readonly live: Set<string>;
  readonly now: () => number;
  /** Room claims in the shared store when several processes run (REDIS_URL), else null. */
  readonly claims: RoomClaims | null;
  /** A claim owner known dead (liveness.ts): its claim may be taken over. Null without Redis. */
  readonly ownerDead: ((owner: string) => Promise<boolean>) | null;
  /** This process's id, part of a room's claim owner. */
  readonly processId: () => string;
  /** Set by SIGTERM: no new room opens here. */
  closing: boolean;
  /** Whose move and which turn each match is at, for Home's list (match-progress.ts). */
  readonly progress?: ProgressBook;
  /** The lobby: told each seat's presence, to unlist games whose creator left (lobby-watch.ts). */
  readonly lobby: LobbyWatch;
  /** The replay and bot threads of this process. */
  readonly threads: ServerThreads;
  /** Restores rooms from the store (on the replay thread) and keeps closed rooms' states. */
  readonly restorer: Restorer;
}
