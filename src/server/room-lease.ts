/**
 * Who holds the live room of a match when several processes share the store (docs/deploy.md): a
 * room claims its match in the store before it opens (an atomic lease, `claimRoom`), renews the
 * lease while it lives, and releases it when it closes, so two processes never run the same match
 * at once. A process that died leaves its lease to expire; the next restore waits for that —
 * unless the dead owner is known dead (liveness.ts): then the claim is taken over from that very
 * owner (compare-and-swap), at once.
 * Renewing also saves the room's listing again, so a restarted Redis learns the room back.
 * A process whose event loop stalled may have been taken for dead meanwhile: every lease is
 * renewed as soon as the loop runs again (`stallWatch`), and the store refuses a move of a room
 * whose claim was taken (ClaimLost, `lostToAnother`), so the old room never plays on.
 */
import { brief, log } from './log.ts';
import { storeOutage } from './outage.ts';

/** The store's room claims (MatchStore). */
export interface RoomClaims {
  claimRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean>;
  renewRoom(matchId: string, owner: string, leaseMs: number): Promise<boolean>;
  releaseRoom(matchId: string, owner: string): Promise<void>;
  /** The match's current claim owner, or null. */
  roomOwner?(matchId: string): Promise<string | null>;
  /** Claims the match only if `from` still holds it (whatever its lease says). */
  takeRoom?(matchId: string, owner: string, from: string, leaseMs: number): Promise<boolean>;
}

export interface LeaseHooks {
  /** Called after each renewal that kept the lease (e.g. to save the room's listing again). */
  renewed(): void;
  /** Called once when the lease was lost to another owner: the room must close. */
  lost(): void;
}

export class RoomLease {
  private timer: ReturnType<typeof setInterval> | null = null;
  private released = false;

  private constructor(
    private readonly claims: RoomClaims,
    readonly matchId: string,
    readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  /**
   * Claims the match's room; null when another owner holds an unexpired lease and is not known
   * dead (`ownerDead`).
   */
  static async claim(
    claims: RoomClaims,
    matchId: string,
    owner: string,
    leaseMs: number,
    ownerDead: ((owner: string) => Promise<boolean>) | null = null,
  ): Promise<RoomLease | null> {
    if (await claims.claimRoom(matchId, owner, leaseMs))
      return new RoomLease(claims, matchId, owner, leaseMs);
    if (!ownerDead || !claims.roomOwner || !claims.takeRoom) return null;
    const held = await claims.roomOwner(matchId);
    if (held === null || held === owner || !(await ownerDead(held))) return null;
    if (!(await claims.takeRoom(matchId, owner, held, leaseMs))) return null;
    return new RoomLease(claims, matchId, owner, leaseMs);
  }

  private hooks: LeaseHooks | null = null;
  private busy = false;

  /** Renews every third of the lease, and at once after a stall, until released or lost. */
  keep(hooks: LeaseHooks): void {
    if (this.timer || this.released) return;
    this.hooks = hooks;
    const every = Math.max(250, Math.floor(this.leaseMs / 3));
    this.timer = setInterval(() => this.renew(), every);
    this.timer.unref?.();
    kept.add(this);
    stallWatch.start();
  }

  /** Renews now (unless a renewal is under way); a refused renewal means the claim was taken. */
  renew(): void {
    const hooks = this.hooks;
    if (this.busy || this.released || !hooks) return;
    this.busy = true;
    this.claims.renewRoom(this.matchId, this.owner, this.leaseMs).then(
      (still) => {
        this.busy = false;
        storeOutage.ok();
        if (this.released || this.hooks !== hooks) return;
        if (still) hooks.renewed();
        else this.lostToAnother();
      },
      (e: unknown) => {
        // The store is unreachable for now: the lease runs on until it expires; try again.
        this.busy = false;
        storeOutage.failed(e);
      },
    );
  }

  /** The claim is held by another owner now (a refused renewal or a fenced append): once. */
  lostToAnother(): void {
    const hooks = this.hooks;
    if (this.released || !hooks) return;
    this.stop();
    this.hooks = null;
    hooks.lost();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    kept.delete(this);
    if (kept.size === 0) stallWatch.stop();
  }

  /** Gives the room up (idempotent); another process may claim it at once. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.stop();
    try {
      await this.claims.releaseRoom(this.matchId, this.owner);
    } catch (e) {
      log.warn(
        { match: this.matchId, error: brief(e) },
        'room lease release failed (it will expire)',
      );
    }
  }
}

/** The leases being kept, renewed at once after a stall. */
const kept = new Set<RoomLease>();

/**
 * Notices the event loop coming back from a stall (a tick late by more than STALL_MS): the
 * process may have been taken for dead (liveness.ts) and its matches taken over, so every lease
 * is renewed at once rather than at its next period (a third of the lease, 5 s by default).
 */
export const STALL_MS = 300;
const TICK_MS = 100;
const stallWatch = {
  timer: null as ReturnType<typeof setInterval> | null,
  last: 0,
  start(): void {
    if (this.timer) return;
    this.last = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      const late = now - this.last - TICK_MS;
      this.last = now;
      if (late > STALL_MS) for (const lease of kept) lease.renew();
    }, TICK_MS);
    this.timer.unref?.();
  },
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  },
};
/** The store's room claims, when it has them (both stores do once they carry leases). */
export function roomClaimsOf(store: object): RoomClaims | null {
  const s = store as Partial<RoomClaims>;
  return typeof s.claimRoom === 'function' &&
    typeof s.renewRoom === 'function' &&
    typeof s.releaseRoom === 'function'
    ? (store as RoomClaims)
    : null;
}
