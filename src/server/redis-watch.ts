/**
 * The ioredis connections of Colyseus' Redis presence and driver (cluster.ts), watched: each gets
 * an `error` listener (without one, ioredis prints "[ioredis] Unhandled error event" on every
 * reconnect attempt), and their state feeds one Outage (one log line when Redis goes, one when it
 * is back). `up` tells whether every connection is ready: matchmaking refuses at once while it is
 * not (ioredis would queue the commands and the request would hang), and /readyz reports it.
 */
import { Outage } from './outage.ts';

/** The part of an ioredis client watched here. */
export interface RedisLike {
  readonly status: string;
  on(event: 'error' | 'ready', listener: (e?: unknown) => void): unknown;
  ping(): Promise<unknown>;
}

export class RedisWatch {
  readonly outage = new Outage('redis');
  /** When every connection was last seen ready after not being so (Date.now()). */
  private readySince = Date.now();

  constructor(private readonly clients: readonly RedisLike[]) {
    for (const c of clients) {
      c.on('error', (e: unknown) => this.outage.failed(e));
      c.on('ready', () => {
        if (!this.up) return;
        this.readySince = Date.now();
        this.outage.ok();
      });
    }
  }

  /** Every connection is open and ready for commands. */
  get up(): boolean {
    return this.clients.every((c) => c.status === 'ready');
  }

  /** How long every connection has been ready without a break (0 when one is not). */
  upForMs(): number {
    return this.up && !this.outage.down ? Date.now() - this.readySince : 0;
  }

  /** Ready and answering PING within `timeoutMs`. */
  async reachable(timeoutMs = 1000): Promise<boolean> {
    if (!this.up) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      const pinged = Promise.all(this.clients.map((c) => c.ping())).then(() => true as const);
      return await Promise.race([pinged, late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
