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
