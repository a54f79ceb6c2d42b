/**
 * Server configuration from the environment (README "Online"): where to listen, where the data
 * lives, and the limits. Invalid values fail at start with a clear message.
 */
import { resolve } from 'node:path';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** Built app to serve (dist/), or null for the game server alone (dev, tests). */
  readonly staticDir: string | null;
  /** How long a seat must be absent before the other may claim the win or hand it to the bot. */
  readonly absenceMs: number;
  /** Seconds Colyseus keeps a dropped seat for a transparent reconnection. */
  readonly reconnectSeconds: number;
  readonly rateBurst: number;
  readonly ratePerSecond: number;
  /** Open room connections per remote address. */
  readonly roomsPerAddress: number;
  /** Bot level the server plays a handed-over seat at. */
  readonly botLevel: 'easy' | 'normal' | 'hard';
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, not ${raw}`);
  return n;
}

export function configFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: Partial<ServerConfig> = {},
): ServerConfig {
  const bot = env.TABLETOP_BOT_LEVEL ?? defaults.botLevel ?? 'normal';
  if (bot !== 'easy' && bot !== 'normal' && bot !== 'hard')
    throw new Error(`TABLETOP_BOT_LEVEL must be easy, normal or hard, not ${bot}`);
  return {
    host: env.HOST ?? defaults.host ?? '127.0.0.1',
    port: int(env, 'PORT', defaults.port ?? 5173, 0),
    dataDir: resolve(env.TABLETOP_DATA_DIR ?? defaults.dataDir ?? 'data'),
    staticDir: defaults.staticDir === undefined ? resolve('dist') : defaults.staticDir,
    absenceMs: int(env, 'TABLETOP_ABSENCE_MS', defaults.absenceMs ?? 60_000, 0),
    reconnectSeconds: int(env, 'TABLETOP_RECONNECT_S', defaults.reconnectSeconds ?? 20, 0),
    rateBurst: int(env, 'TABLETOP_RATE_BURST', defaults.rateBurst ?? 20, 1),
    ratePerSecond: int(env, 'TABLETOP_RATE_PER_S', defaults.ratePerSecond ?? 10, 1),
    roomsPerAddress: int(env, 'TABLETOP_ROOMS_PER_ADDRESS', defaults.roomsPerAddress ?? 50, 1),
    botLevel: bot,
  };
}
