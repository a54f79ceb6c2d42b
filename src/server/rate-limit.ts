/**
 * A token bucket per client: `burst` messages at once, refilled at `perSecond`. The clock is
 * injected so tests can drive it.
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

  remove(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }
}
