/**
 * Several server processes (docs/deploy.md): with REDIS_URL, Colyseus' Redis presence and Redis
 * matchmaker driver, so every process sees every room and can reserve a seat in it, and each room
 * is announced with its process's public address, which colyseus.js follows to open the room's
 * WebSocket on the process that holds it. Without REDIS_URL, Colyseus' local presence and driver.
 */
import { matchMaker, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { ServerConfig } from './config.ts';
import { RedisWatch, type RedisLike } from './redis-watch.ts';

export interface ClusterOptions {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  selectProcessIdToCreateRoom?: () => Promise<string>;
}

export function clusterOptions(config: ServerConfig): ClusterOptions {
  if (!config.redisUrl) return {};
  return {
    presence: new RedisPresence(config.redisUrl),
    driver: new RedisDriver(config.redisUrl),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // A room opens on the process asked to open it: the load balancer already spread the asks,
    // and a restore needs no round trip to another process.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  };
}

/** This process's id in the matchmaker (set once the game server is constructed). */
export function processId(): string {
  return matchMaker.processId;
}

/** The Redis connections of the presence and driver, watched (redis-watch.ts); null without Redis. */
export function watchRedis(o: ClusterOptions): RedisWatch | null {
  const p = o.presence as unknown as { pub?: RedisLike; sub?: RedisLike } | undefined;
  const d = o.driver as unknown as { _client?: RedisLike } | undefined;
  const clients = [p?.pub, p?.sub, d?._client].filter((c): c is RedisLike => c !== undefined);
  return clients.length > 0 ? new RedisWatch(clients) : null;
}
