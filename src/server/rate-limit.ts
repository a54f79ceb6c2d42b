/**
 * A token bucket per client: `burst` messages at once, refilled at `perSecond`; the matches each
 * address may create (`CreateLimiter`); the rooms each address holds open (`AddressCounter`).
 * The clock is injected so tests can drive it.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the client is over its rate. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * A client's message allowance: `take()` is 'ok' within the rate (burst, then per second),
 * 'limited' over it (the message is refused), and 'flood' once the messages over the rate have
 * used up a second allowance of the same size: a client sending more than twice the rate for
 * long, i.e. one that ignores its refusals, which the room then disconnects.
 */
export class MessageRate {
  private readonly within: TokenBucket;
  private readonly over: TokenBucket;

  constructor(burst: number, perSecond: number, now: () => number) {
    this.within = new TokenBucket(burst, perSecond, now);
    this.over = new TokenBucket(burst, perSecond, now);
  }

  take(): 'ok' | 'limited' | 'flood' {
    if (this.within.take()) return 'ok';
    return this.over.take() ? 'limited' : 'flood';
  }
}

/** Counts open rooms per remote address. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Registers one more room for `address`; false (and nothing counted) when over the limit. */
  add(address: string): boolean {
    const n = this.counts.get(address) ?? 0;
    if (n >= this.limit) return false;
    this.counts.set(address, n + 1);
    return true;
  }

  /** Whether `address` holds as many rooms as it may (a new one would be refused). */
  full(address: string): boolean {
    return (this.counts.get(address) ?? 0) >= this.limit;
  }

  remove(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }
}

/**
 * Matches created per remote address: `perMinute` at once, refilled evenly over a minute. An
 * address not seen for a minute has a full allowance again and is forgotten, so the map holds
 * only the addresses of the last minute.
 */
export class CreateLimiter {
  private readonly used = new Map<string, { tokens: number; last: number }>();
  private swept: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {
    this.swept = now();
  }

  /** Counts one create for `address`; false (nothing counted) when it is over its allowance. */
  take(address: string): boolean {
    const t = this.now();
    if (t - this.swept >= 60_000) {
      this.swept = t;
      for (const [a, u] of this.used) if (t - u.last >= 60_000) this.used.delete(a);
    }
    const u = this.used.get(address);
    const tokens = u
      ? Math.min(this.perMinute, u.tokens + ((t - u.last) / 60_000) * this.perMinute)
      : this.perMinute;
    if (tokens < 1) {
      this.used.set(address, { tokens, last: t });
      return false;
    }
    this.used.set(address, { tokens: tokens - 1, last: t });
    return true;
  }
}
