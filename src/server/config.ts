/**
 * Server configuration from the environment (README "Online"): where to listen, where the data
 * lives, and the limits. Invalid values fail at start with a clear message.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { LOG_LEVELS, logLevel, type LogLevel } from './log.ts';
import { metricsAddress } from './metrics.ts';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** PostgreSQL connection URL (DATABASE_URL), or null for SQLite in `dataDir`. */
  readonly databaseUrl: string | null;
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
  /** Matches one remote address may create per minute (TABLETOP_CREATES_PER_MIN). */
  readonly createsPerMinute: number;
  /** Lobby requests (list, list a game, take one) one remote address may make per minute. */
  readonly lobbyPerMinute: number;
  /** A seat taken from the lobby but not sat in within this is listed again (ms). */
  readonly lobbyTakeGraceMs: number;
  /**
   * How long a match nobody joined is kept (TABLETOP_UNJOINED_TTL_S): created, but its creator
   * never came for its tokens. The server removes it after this.
   */
  readonly unjoinedTtlMs: number;
  /** `npm run prune` removes finished matches that ended more than this many days ago. */
  readonly keepFinishedDays: number;
  /** Bot level the server plays a handed-over seat at. */
  readonly botLevel: 'easy' | 'normal' | 'hard';
  /** Redis shared by several processes (docs/deploy.md), or null for one process alone. */
  readonly redisUrl: string | null;
  /**
   * Where clients reach this process's game server, `host:port/colyseus` (no scheme), announced
   * with its rooms when Redis is shared so a client is sent to the process holding its room.
   */
  readonly publicAddress: string | null;
  /** How long a process owns a live room without renewing its claim in the store. */
  readonly roomLeaseMs: number;
  /**
   * TTL of this process's liveness key in Redis (liveness.ts): a killed process is known dead,
   * and its rooms reopen elsewhere, this long after its last renewal.
   */
  readonly livenessMs: number;
  /** How long SIGTERM waits for rooms to hand over before the process exits. */
  readonly shutdownMs: number;
  /**
   * Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For / X-Real-IP are
   * believed (client-address.ts); empty: every connection counts as its socket's address.
   */
  readonly trustedProxies: readonly string[];
  /** Origins (`https://host[:port]`) of pages elsewhere allowed to call this server (CORS). */
  readonly allowedOrigins: readonly string[];
  /** SQLite `synchronous`: `normal` (WAL synced at checkpoints) or `full` (at every commit). */
  readonly sqliteSync: 'normal' | 'full';
  /** Where `GET /metrics` is served (TABLETOP_METRICS_ADDRESS, its own listener), or null: off. */
  readonly metricsAddress: { readonly host: string; readonly port: number } | null;
  /** TABLETOP_LOG_LEVEL: the least severe level logged (log.ts). */
  readonly logLevel: LogLevel;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, not ${raw}`);
  return n;
}

/** TABLETOP_PUBLIC_ADDRESS, or this process's own host:port when that is a real address. */
function publicAddress(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const given = env.TABLETOP_PUBLIC_ADDRESS;
  if (given) {
    if (/^[a-z]+:\/\//i.test(given) || /\s/.test(given))
      throw new Error(`TABLETOP_PUBLIC_ADDRESS is host:port/path without a scheme, not ${given}`);
    return given.replace(/\/+$/, '');
  }
  if (port === 0 || host === '0.0.0.0' || host === '::')
    throw new Error(
      'With REDIS_URL, set TABLETOP_PUBLIC_ADDRESS (host:port/colyseus as clients reach this process) or a concrete HOST and PORT',
    );
  return `${host.includes(':') ? `[${host}]` : host}:${port}/colyseus`;
}

function sqliteSync(env: NodeJS.ProcessEnv): 'normal' | 'full' {
  const raw = env.TABLETOP_SQLITE_SYNC || 'normal';
  if (raw !== 'normal' && raw !== 'full')
    throw new Error(`TABLETOP_SQLITE_SYNC must be normal or full, not ${raw}`);
  return raw;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return null;
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  // Never echo the value: it may hold a password.
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname)
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database',
    );
  return raw;
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** TABLETOP_TRUSTED_PROXIES: IPv4/IPv6 addresses or CIDR ranges, comma-separated. */
function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const items = list(env, 'TABLETOP_TRUSTED_PROXIES');
  for (const item of items) {
    const [address = '', bits, extra] = item.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (family === 0 || !okBits || extra !== undefined)
      throw new Error(
        `TABLETOP_TRUSTED_PROXIES lists addresses or CIDR ranges (10.0.0.2, 10.0.0.0/8, fd00::/8), not ${item}`,
      );
  }
  return items;
}

/** TABLETOP_ALLOWED_ORIGINS: `scheme://host[:port]` each, as browsers send them in `Origin`. */
function allowedOrigins(env: NodeJS.ProcessEnv): string[] {
  return list(env, 'TABLETOP_ALLOWED_ORIGINS').map((item) => {
    let origin: string | null;
    try {
      const url = new URL(item);
      origin = /^https?:$/.test(url.protocol) ? url.origin : null;
    } catch {
      origin = null;
    }
    if (origin === null || origin !== item.replace(/\/$/, ''))
      throw new Error(
        `TABLETOP_ALLOWED_ORIGINS lists origins like https://play.example.org (no path), not ${item}`,
      );
    return origin;
  });
}

export function configFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: Partial<ServerConfig> = {},
): ServerConfig {
  const bot = env.TABLETOP_BOT_LEVEL ?? defaults.botLevel ?? 'normal';
  if (bot !== 'easy' && bot !== 'normal' && bot !== 'hard')
    throw new Error(`TABLETOP_BOT_LEVEL must be easy, normal or hard, not ${bot}`);
  const host = env.HOST ?? defaults.host ?? '127.0.0.1';
  const port = int(env, 'PORT', defaults.port ?? 5173, 0);
  const level = logLevel(env.TABLETOP_LOG_LEVEL);
  if (level === null)
    throw new Error(
      `TABLETOP_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${env.TABLETOP_LOG_LEVEL}`,
    );
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl !== null && !/^rediss?:\/\/./.test(redisUrl))
    throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${redisUrl}`);
  return {
    host,
    port,
    dataDir: resolve(env.TABLETOP_DATA_DIR ?? defaults.dataDir ?? 'data'),
    databaseUrl: databaseUrl(env),
    staticDir: defaults.staticDir === undefined ? resolve('dist') : defaults.staticDir,
    absenceMs: int(env, 'TABLETOP_ABSENCE_MS', defaults.absenceMs ?? 60_000, 0),
    reconnectSeconds: int(env, 'TABLETOP_RECONNECT_S', defaults.reconnectSeconds ?? 20, 0),
    rateBurst: int(env, 'TABLETOP_RATE_BURST', defaults.rateBurst ?? 20, 1),
    ratePerSecond: int(env, 'TABLETOP_RATE_PER_S', defaults.ratePerSecond ?? 10, 1),
    roomsPerAddress: int(env, 'TABLETOP_ROOMS_PER_ADDRESS', defaults.roomsPerAddress ?? 50, 1),
    createsPerMinute: int(env, 'TABLETOP_CREATES_PER_MIN', defaults.createsPerMinute ?? 20, 1),
    lobbyPerMinute: int(env, 'TABLETOP_LOBBY_PER_MIN', defaults.lobbyPerMinute ?? 60, 1),
    lobbyTakeGraceMs:
      1000 *
      int(env, 'TABLETOP_LOBBY_TAKE_GRACE_S', (defaults.lobbyTakeGraceMs ?? 30_000) / 1000, 1),
    // At least a minute: longer than Colyseus keeps a seat reserved for the creator's WebSocket.
    unjoinedTtlMs:
      1000 * int(env, 'TABLETOP_UNJOINED_TTL_S', (defaults.unjoinedTtlMs ?? 3_600_000) / 1000, 60),
    keepFinishedDays: int(env, 'TABLETOP_KEEP_FINISHED_DAYS', defaults.keepFinishedDays ?? 90, 1),
    botLevel: bot,
    redisUrl,
    publicAddress: redisUrl === null ? null : publicAddress(env, host, port),
    roomLeaseMs: int(env, 'TABLETOP_ROOM_LEASE_MS', defaults.roomLeaseMs ?? 15_000, 1000),
    livenessMs: int(env, 'TABLETOP_LIVENESS_MS', defaults.livenessMs ?? 600, 200),
    shutdownMs: int(env, 'TABLETOP_SHUTDOWN_MS', defaults.shutdownMs ?? 10_000, 0),
    trustedProxies: trustedProxies(env),
    allowedOrigins: allowedOrigins(env),
    sqliteSync: sqliteSync(env),
    metricsAddress: metricsAddress(env.TABLETOP_METRICS_ADDRESS),
    logLevel: level,
  };
}
