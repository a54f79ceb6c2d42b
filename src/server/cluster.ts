/**
 * Several server processes (docs/deploy.md): with REDIS_URL, Colyseus' Redis presence and Redis
 * matchmaker driver, so every process sees every room and can reserve a seat in it, and each room
 * is announced with its process's public address, which colyseus.js follows to open the room's
 * WebSocket on the process that holds it. Without REDIS_URL, Colyseus' local presence and driver.
 * Matchmaking passes a gate first (`matchmakeGate`): refused at once while Redis is down, and a
 * join to a room whose process died is not left waiting on it.
 */
import { matchMaker, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { ROOM_NAME } from '../net/protocol.ts';
import type { ServerConfig } from './config.ts';
import type { Liveness } from './liveness.ts';
import { log } from './log.ts';
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

/** The Redis connection of the presence that commands go through (liveness.ts), or null. */
export function presenceClient(o: ClusterOptions): unknown {
  return (o.presence as unknown as { pub?: unknown } | undefined)?.pub ?? null;
}

/**
 * What matchmaking checks before Colyseus (matchmake-route.ts); a refusal `code: message` or
 * null. While Redis is not ready, `unavailable` at once: Colyseus' commands would wait in
 * ioredis' queue and the request hang until Redis came back. A join to a match whose listed room
 * is on another process first confirms that process alive (liveness.ts); when it is dead, its
 * listings are dropped (the join then reopens the match here) instead of Colyseus waiting 2 s on
 * the silent process, then 2 s more on a health check.
 */
export function matchmakeGate(
  redis: RedisWatch | null,
  liveness: Liveness | null,
): (options: unknown) => Promise<string | null> {
  return async (options) => {
    if (!redis) return null;
    if (!redis.up)
      return 'unavailable: The game servers cannot reach each other right now; try again in a moment.';
    const match = (options as { match?: unknown } | null)?.match;
    if (!liveness || typeof match !== 'string') return null;
    const rooms = await matchMaker.query({ name: ROOM_NAME, match });
    for (const room of rooms) {
      if (room.processId === matchMaker.processId) continue;
      if ((await liveness.confirm(room.processId)) === 'dead') {
        log.info({ process: room.processId }, "a dead process's rooms are dropped from the list");
        await matchMaker.driver.cleanup?.(room.processId);
      }
    }
    return null;
  };
}
