/**
 * One dependency's reachability as the log tells it (docs/deploy.md, "Logs"): while Redis or
 * PostgreSQL is down, every failed call would otherwise log its own line (ioredis' "Unhandled
 * error event" on each reconnect attempt, a stack trace for each refused move). Here a dependency
 * logs one `warn` line when it goes down and one `info` line when it is back, with how many calls
 * failed meanwhile and for how long; the failures in between are only counted.
 */
import type { Logger } from 'pino';
import { brief, log as processLog } from './log.ts';

export class Outage {
  private downSince: number | null = null;
  private failures = 0;

  constructor(
    readonly name: string,
    private readonly log: Logger = processLog,
    private readonly now: () => number = Date.now,
  ) {}

  get down(): boolean {
    return this.downSince !== null;
  }

  /** A call failed (or the connection dropped): logged only when this starts an outage. */
  failed(e: unknown): void {
    this.failures++;
    if (this.downSince !== null) return;
    this.downSince = this.now();
    this.log.warn({ dependency: this.name, error: brief(e) }, `${this.name} unreachable`);
  }

  /** A call succeeded: logged only when this ends an outage. */
  ok(): void {
    if (this.downSince === null) return;
    const downMs = this.now() - this.downSince;
    this.log.info(
      { dependency: this.name, downMs, failures: this.failures },
      `${this.name} reachable again`,
    );
    this.downSince = null;
    this.failures = 0;
  }
}

/**
 * The match store's reachability, fed by the calls that matter while a game runs (a move's
 * commit, a lease renewal) and by PostgreSQL's pool: one line when it goes, one when it is back.
 */
export const storeOutage = new Outage('store');
