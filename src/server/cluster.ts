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
