/**
 * Who holds the live room of a match when several processes share the store (docs/deploy.md): a
 * room claims its match in the store before it opens (an atomic lease, `claimRoom`), renews the
 * lease while it lives, and releases it when it closes, so two processes never run the same match
 * at once. A process that died leaves its lease to expire; the next restore waits for that —
 * unless the dead owner is known dead (liveness.ts): then the claim is taken over from that very
 * owner (compare-and-swap), at once.
 * Renewing also saves the room's listing again, so a restarted Redis learns the room back.
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

  /** Renews every third of the lease until released or lost. */
  keep(hooks: LeaseHooks): void {
    if (this.timer || this.released) return;
    const every = Math.max(250, Math.floor(this.leaseMs / 3));
    let busy = false;
    this.timer = setInterval(() => {
      if (busy || this.released) return;
      busy = true;
      this.claims.renewRoom(this.matchId, this.owner, this.leaseMs).then(
        (kept) => {
          busy = false;
          storeOutage.ok();
          if (this.released) return;
          if (kept) hooks.renewed();
          else {
            this.stop();
            hooks.lost();
          }
        },
        (e: unknown) => {
          // The store is unreachable for now: the lease runs on until it expires; try again.
          busy = false;
          storeOutage.failed(e);
        },
      );
    }, every);
    this.timer.unref?.();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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

/** The store's room claims, when it has them (both stores do once they carry leases). */
export function roomClaimsOf(store: object): RoomClaims | null {
  const s = store as Partial<RoomClaims>;
  return typeof s.claimRoom === 'function' &&
    typeof s.renewRoom === 'function' &&
    typeof s.releaseRoom === 'function'
    ? (store as RoomClaims)
    : null;
}
