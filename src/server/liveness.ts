/**
 * Which server processes are alive, for a failover within two seconds (docs/deploy.md, "What
 * happens when…"). Each process keeps a key `tabletop:alive:<processId>` in Redis with a short
 * time-to-live (TABLETOP_LIVENESS_MS), renewed four times per TTL. A process killed outright stops
 * renewing: within one TTL its key is gone, and then
 * - its room claims in the store count as free (room-lease.ts takes one over by compare-and-swap
 *   on the dead owner, so two live processes still never both hold a match), and
 * - its rooms' listings are dropped before a join would wait on them (Colyseus would ask the dead
 *   process and wait 2 s for an answer, then 2 s more for a health check).
 * Before a join is sent to a room on another process, that process is `confirm`ed: its key seen
 * renewed after the join arrived (alive: at most one renewal period, TTL / 4) or gone (dead).
 * A join never waits on a silent process for Colyseus' 2 + 2 s.
 * A key's absence proves death only while Redis has been up long enough for every live process to
 * have renewed its key (a restarted Redis holds no keys): until then, `unknown`, and nothing is
 * taken over or dropped — the leases and Colyseus' own checks decide, as without liveness. How long
 * Redis has been up is the longer of this link's age and Redis's own uptime (INFO). (Meant to let
 * a process just started tell a dead one at once; the cluster test did not show it, 2026-12-03.)
 */
import { log } from './log.ts';
import type { RedisWatch } from './redis-watch.ts';

/** The Redis commands used here (ioredis). */
export interface LivenessRedis {
  set(key: string, value: string, px: 'PX', ms: number): Promise<unknown>;
  pttl(key: string): Promise<number>;
  del(key: string): Promise<unknown>;
  info(section: 'server'): Promise<string>;
}

export type ProcessState = 'alive' | 'dead' | 'unknown';

const key = (processId: string) => `tabletop:alive:${processId}`;

export class Liveness {
  private timer: ReturnType<typeof setInterval> | null = null;
  readonly everyMs: number;

  constructor(
    private readonly redis: LivenessRedis,
    private readonly watch: RedisWatch,
    private readonly processId: string,
    readonly ttlMs: number,
  ) {
    this.everyMs = Math.max(50, Math.floor(ttlMs / 4));
  }

  /** Sets this process's key now (awaited: before any room opens) and keeps renewing it. */
  async start(): Promise<void> {
    // Waits for Redis at start, as Colyseus does.
    await this.redis.set(key(this.processId), '1', 'PX', this.ttlMs);
    this.timer = setInterval(() => void this.renew(), this.everyMs);
    this.timer.unref();
  }

  private async renew(): Promise<void> {
    // While Redis is down the command would wait in ioredis' queue: skip this round.
    if (!this.watch.up) return;
    try {
      await this.redis.set(key(this.processId), '1', 'PX', this.ttlMs);
    } catch {
      // Counted by the Redis outage (redis-watch.ts).
    }
  }

  /** Stops renewing and removes the key (a drained process's claims are released anyway). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.watch.up) await this.redis.del(key(this.processId)).catch(() => undefined);
  }

  /** The key's remaining time in ms, -2 when gone; null when Redis cannot tell now. */
  private async pttl(processId: string): Promise<number | null> {
    if (!this.watch.up) return null;
    try {
      return await this.redis.pttl(key(processId));
    } catch {
      return null;
    }
  }

  /** A gone key proves death only once every live process has had time to set its key again. */
  private async gone(): Promise<ProcessState> {
    // Every live process renews within everyMs of its own reconnection (ioredis waits up to 2 s).
    const upMs = Math.max(this.watch.upForMs(), await this.redisUptimeMs());
    return upMs >= this.ttlMs + 3000 ? 'dead' : 'unknown';
  }

  /** How long Redis itself has been up (0 when it cannot tell): at least this link's age. */
  private async redisUptimeMs(): Promise<number> {
    try {
      const m = /uptime_in_seconds:(\d+)/.exec(await this.redis.info('server'));
      return m ? Number(m[1]) * 1000 : 0;
    } catch {
      return 0;
    }
  }

  /** `dead`: its key is gone (Redis up long enough to tell); `unknown`: Redis cannot tell now. */
  async state(processId: string): Promise<ProcessState> {
    if (processId === this.processId) return 'alive';
    const pttl = await this.pttl(processId);
    if (pttl === null) return 'unknown';
    return pttl === -2 ? await this.gone() : 'alive';
  }

  /**
   * Alive only when its key is renewed after now, dead when the key expires first; waits at most
   * one TTL and a bit, then `unknown`. A key renewed just before the ask proves nothing: the
   * process may have been killed since (a join sent to it then waits 2 + 2 s in Colyseus).
   */
  async confirm(processId: string): Promise<ProcessState> {
    if (processId === this.processId) return 'alive';
    const deadline = Date.now() + this.ttlMs + 100;
    let last = await this.pttl(processId);
    for (;;) {
      if (last === null) return 'unknown';
      if (last === -2) return await this.gone();
      // A key without a time-to-live is not one this code sets: the process is taken as alive.
      if (last < 0) return 'alive';
      if (Date.now() > deadline) return 'unknown';
      await new Promise((r) => setTimeout(r, 40));
      const now = await this.pttl(processId);
      if (now !== null && now > last) return 'alive';
      last = now;
    }
  }

  /** The owner of a room claim (`<processId>/<roomId>`) is dead. */
  async ownerDead(owner: string): Promise<boolean> {
    const processId = owner.split('/')[0] ?? '';
    const dead = processId !== '' && (await this.state(processId)) === 'dead';
    if (dead) log.info({ process: processId }, 'a dead process holds a room claim: taking it over');
    return dead;
  }
}
