/**
 * Issue 27, failover: what liveness.ts concludes from a process's key, and the claim takeover of
 * room-lease.ts — only from an owner known dead, by compare-and-swap on that very owner. With a
 * fake Redis and fake claims (the real ones: ops-cluster.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { Liveness, type LivenessRedis } from '../../src/server/liveness.ts';
import type { RedisWatch } from '../../src/server/redis-watch.ts';
import { RoomLease, STALL_MS, type RoomClaims } from '../../src/server/room-lease.ts';

/**
 * A Redis whose PTTL answers come from `pttls` in turn (the last one repeats), up for `uptimeS`
 * seconds (INFO server).
 */
function fakeRedis(pttls: number[], uptimeS = 0): LivenessRedis & { sets: number } {
  const r = {
    sets: 0,
    set: () => {
      r.sets++;
      return Promise.resolve('OK');
    },
    pttl: () => Promise.resolve(pttls.length > 1 ? pttls.shift()! : pttls[0]!),
    del: () => Promise.resolve(1),
    info: () =>
      Promise.resolve(`# Server\r\nredis_version:7.0.15\r\nuptime_in_seconds:${uptimeS}\r\n`),
  };
  return r;
}
const watch = (up: boolean, upForMs: number) =>
  ({ up, upForMs: () => upForMs }) as unknown as RedisWatch;

describe('Liveness', () => {
  it('a gone key is death only when Redis has been up long enough to tell', async () => {
    const settled = new Liveness(fakeRedis([-2]), watch(true, 10_000), 'me', 600);
    expect(await settled.state('other')).toBe('dead');
    expect(await settled.ownerDead('other/room1')).toBe(true);
    const fresh = new Liveness(fakeRedis([-2]), watch(true, 1000), 'me', 600);
    expect(await fresh.state('other')).toBe('unknown');
    // This process just started (its link is 1 s old) but Redis has been up a minute: every live
    // process has renewed its key since, so a gone key is a dead process.
    const justStarted = new Liveness(fakeRedis([-2], 60), watch(true, 1000), 'me', 600);
    expect(await justStarted.state('other')).toBe('dead');
    // Redis itself restarted 2 s ago: a live process may not have set its key again yet.
    const restarted = new Liveness(fakeRedis([-2], 2), watch(true, 1000), 'me', 600);
    expect(await restarted.state('other')).toBe('unknown');
    const down = new Liveness(fakeRedis([-2], 60), watch(false, 0), 'me', 600);
    expect(await down.state('other')).toBe('unknown');
    expect(await down.ownerDead('other/room1')).toBe(false);
  });

  it('confirm: alive when the key is renewed after the ask, dead when it expires first', async () => {
    const renewed = new Liveness(fakeRedis([300, 250, 590]), watch(true, 10_000), 'me', 600);
    expect(await renewed.confirm('other')).toBe('alive');
    const expired = new Liveness(fakeRedis([300, 250, 100, -2]), watch(true, 10_000), 'me', 600);
    expect(await expired.confirm('other')).toBe('dead');
    // A key renewed just before the ask proves nothing: the process may have died since. It is
    // alive only once renewed again, and dead when the key runs out first (before, a key at 580
    // of 600 ms was taken as alive at once, and a join went to a process just killed).
    const justSet = new Liveness(fakeRedis([580, 540, 590]), watch(true, 10_000), 'me', 600);
    expect(await justSet.confirm('other')).toBe('alive');
    const justKilled = new Liveness(
      fakeRedis([580, 530, 480, 430, -2]),
      watch(true, 10_000),
      'me',
      600,
    );
    expect(await justKilled.confirm('other')).toBe('dead');
    const self = new Liveness(fakeRedis([-2]), watch(true, 10_000), 'me', 600);
    expect(await self.confirm('me')).toBe('alive');
  });

  it('start sets the key before anything else', async () => {
    const redis = fakeRedis([600]);
    const l = new Liveness(redis, watch(true, 10_000), 'me', 600);
    await l.start();
    expect(redis.sets).toBe(1);
    await l.stop();
  });
});

describe('RoomLease.claim takeover', () => {
  function claims(owner: string | null) {
    const taken: [string, string][] = [];
    const c: RoomClaims = {
      claimRoom: () => Promise.resolve(false),
      renewRoom: () => Promise.resolve(true),
      releaseRoom: () => Promise.resolve(),
      roomOwner: () => Promise.resolve(owner),
      takeRoom: (_m, to, from) => {
        taken.push([to, from]);
        return Promise.resolve(from === owner);
      },
    };
    return { c, taken };
  }

  it('takes a held claim over only from an owner known dead, naming that owner', async () => {
    const { c, taken } = claims('dead/r1');
    const lease = await RoomLease.claim(c, 'm', 'me/r2', 3000, (o) =>
      Promise.resolve(o === 'dead/r1'),
    );
    expect(lease).not.toBeNull();
    expect(taken).toEqual([['me/r2', 'dead/r1']]);
    await lease!.release();
  });

  it('refuses when the owner is alive, unknown, or no liveness is known', async () => {
    const { c, taken } = claims('alive/r1');
    expect(await RoomLease.claim(c, 'm', 'me/r2', 3000, () => Promise.resolve(false))).toBeNull();
    expect(await RoomLease.claim(c, 'm', 'me/r2', 3000)).toBeNull();
    expect(taken).toEqual([]);
  });
});

describe('RoomLease after a stall', () => {
  function taken() {
    let renewals = 0;
    const c: RoomClaims = {
      claimRoom: () => Promise.resolve(true),
      // Another process took the match over while this one was stalled.
      renewRoom: () => {
        renewals++;
        return Promise.resolve(false);
      },
      releaseRoom: () => Promise.resolve(),
    };
    return { c, renewals: () => renewals };
  }

  it('renews at once when the event loop comes back from a stall, not a third of the lease later', async () => {
    const { c, renewals } = taken();
    const lease = (await RoomLease.claim(c, 'm', 'me/r1', 15_000))!;
    let lost = 0;
    lease.keep({ renewed: () => undefined, lost: () => lost++ });
    await new Promise((r) => setTimeout(r, 150));
    // A stall of twice STALL_MS (the process stopped, swapped out, a long synchronous job).
    const until = Date.now() + 2 * STALL_MS;
    while (Date.now() < until);
    await new Promise((r) => setTimeout(r, 400));
    // The lease's own period is 5 s: only the stall watch renews this early.
    expect(renewals()).toBe(1);
    expect(lost).toBe(1);
    await lease.release();
  });

  it('a fenced append that found the claim taken loses the lease once, and renewing stops', async () => {
    const { c, renewals } = taken();
    const lease = (await RoomLease.claim(c, 'm', 'me/r1', 750))!;
    let lost = 0;
    lease.keep({ renewed: () => undefined, lost: () => lost++ });
    lease.lostToAnother();
    lease.lostToAnother();
    await new Promise((r) => setTimeout(r, 600));
    expect(lost).toBe(1);
    expect(renewals()).toBe(0);
  });
});
