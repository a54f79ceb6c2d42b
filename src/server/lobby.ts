/**
 * The lobby's board (issue 24, "find an opponent"): the public games waiting for an opponent,
 * each with the invite of its free seat (kept here, handed to exactly one taker, never listed),
 * and the public games under way, to watch. In process without Redis; with REDIS_URL in two Redis
 * hashes every process shares, so a game created on one process is listed and taken on any.
 *
 * Taking is atomic: an open game leaves the open list by one delete, and only the caller whose
 * delete removed it gets the invite (Redis HDEL counts what it removed; a Map's delete likewise).
 * The invite then seats the taker exactly as an invite link would (room-admission.ts).
 */
import type { LobbyGame } from '../net/lobby.ts';

/** An open game as kept: its listing, and the invite of its free seat (never listed). */
export interface OpenEntry {
  readonly game: LobbyGame;
  readonly invite: string;
}

export interface LobbyBoard {
  /** Lists an open game (again: the newer entry wins; off the live list). */
  open(entry: OpenEntry): Promise<void>;
  /** Takes an open game: its entry to this caller only (it moves to the live list), else null. */
  take(matchId: string): Promise<OpenEntry | null>;
  /** Removes a game from both lists. */
  drop(matchId: string): Promise<void>;
  openGames(): Promise<LobbyGame[]>;
  liveGames(): Promise<LobbyGame[]>;
  /** The open entry of a match, if listed. */
  openEntry(matchId: string): Promise<OpenEntry | null>;
}

export class MemoryLobby implements LobbyBoard {
  private readonly waiting = new Map<string, OpenEntry>();
  private readonly live = new Map<string, LobbyGame>();

  open(entry: OpenEntry): Promise<void> {
    this.waiting.set(entry.game.matchId, entry);
    this.live.delete(entry.game.matchId);
    return Promise.resolve();
  }

  take(matchId: string): Promise<OpenEntry | null> {
    const entry = this.waiting.get(matchId);
    if (!entry || !this.waiting.delete(matchId)) return Promise.resolve(null);
    this.live.set(matchId, entry.game);
    return Promise.resolve(entry);
  }

  drop(matchId: string): Promise<void> {
    this.waiting.delete(matchId);
    this.live.delete(matchId);
    return Promise.resolve();
  }

  openGames(): Promise<LobbyGame[]> {
    return Promise.resolve([...this.waiting.values()].map((e) => e.game));
  }

  liveGames(): Promise<LobbyGame[]> {
    return Promise.resolve([...this.live.values()]);
  }

  openEntry(matchId: string): Promise<OpenEntry | null> {
    return Promise.resolve(this.waiting.get(matchId) ?? null);
  }
}

/** The Redis commands used here (ioredis). */
export interface LobbyRedis {
  hset(key: string, field: string, value: string): Promise<unknown>;
  hget(key: string, field: string): Promise<string | null>;
  hdel(key: string, ...fields: string[]): Promise<number>;
  hvals(key: string): Promise<string[]>;
}

const OPEN = 'tabletop:lobby:open';
const LIVE = 'tabletop:lobby:live';

function parsed<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export class RedisLobby implements LobbyBoard {
  constructor(private readonly redis: LobbyRedis) {}

  async open(entry: OpenEntry): Promise<void> {
    await this.redis.hset(OPEN, entry.game.matchId, JSON.stringify(entry));
    await this.redis.hdel(LIVE, entry.game.matchId);
  }

  async take(matchId: string): Promise<OpenEntry | null> {
    const entry = parsed<OpenEntry>(await this.redis.hget(OPEN, matchId));
    if (!entry) return null;
    // Two takers may both have read it: only the one whose delete removed it has it.
    if ((await this.redis.hdel(OPEN, matchId)) !== 1) return null;
    await this.redis.hset(LIVE, matchId, JSON.stringify(entry.game));
    return entry;
  }

  async drop(matchId: string): Promise<void> {
    await Promise.all([this.redis.hdel(OPEN, matchId), this.redis.hdel(LIVE, matchId)]);
  }

  async openGames(): Promise<LobbyGame[]> {
    const all = (await this.redis.hvals(OPEN)).map((t) => parsed<OpenEntry>(t));
    return all.filter((e): e is OpenEntry => e !== null).map((e) => e.game);
  }

  async liveGames(): Promise<LobbyGame[]> {
    const all = (await this.redis.hvals(LIVE)).map((t) => parsed<LobbyGame>(t));
    return all.filter((g): g is LobbyGame => g !== null);
  }

  openEntry(matchId: string): Promise<OpenEntry | null> {
    return this.redis.hget(OPEN, matchId).then((t) => parsed<OpenEntry>(t));
  }
}
