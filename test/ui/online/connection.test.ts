/**
 * Issue 27: the connection retries by itself and says why. With colyseus.js replaced by a fake
 * whose joins fail as the servers answer: `unavailable` while matchmaking is refused (Redis down),
 * `moving` when the room was handed over (close code CLOSE_REJOIN) or the match is still held by
 * a server that went away; back to `online` once a join succeeds. Other refusals stop it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_REJOIN } from '../../../src/net/protocol.ts';

/** What the next joins do: each entry an error message to throw, or 'ok'. */
const plan: string[] = [];
const leaves: ((code: number) => void)[] = [];

vi.mock('colyseus.js', () => {
  class FakeRoom {
    onMessage(): void {}
    onLeave(cb: (code: number) => void): void {
      leaves.push(cb);
    }
    leave(): Promise<void> {
      return Promise.resolve();
    }
    send(): void {}
  }
  const join = () => {
    const next = plan.shift() ?? 'ok';
    return next === 'ok' ? Promise.resolve(new FakeRoom()) : Promise.reject(new Error(next));
  };
  return {
    Client: class {
      create = join;
      joinOrCreate = join;
    },
  };
});

const { Connection } = await import('../../../src/ui/online/connection.ts');

function open(join: object) {
  const states: string[] = [];
  const failed: string[] = [];
  const conn = Connection.open('ws://x/colyseus', join as never, {
    state: (s) => states.push(s),
    message: () => undefined,
    failed: (r) => failed.push(r),
  });
  return { conn, states, failed };
}

beforeEach(() => {
  vi.useFakeTimers();
  plan.length = 0;
  leaves.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Connection retries', () => {
  it('a create refused as unavailable says so and retries until it is taken', async () => {
    plan.push('unavailable: The game servers cannot reach each other right now.', 'ok');
    const { conn, states, failed } = open({ create: { game: 'battleline', options: {}, seat: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'unavailable']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(states.slice(-2)).toEqual(['unavailable', 'online']);
    expect(failed).toEqual([]);
    conn.close();
  });

  it('a handed-over room: moving to another server, asked often, until it opens there', async () => {
    const { conn, states } = open({ match: 'm', token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'online']);
    plan.push(
      'server-error: The match is open on another server; try again.',
      'server-error: The match is open on another server; try again.',
      'server-error: The match is open on another server; try again.',
      'ok',
    );
    leaves[0]!(CLOSE_REJOIN);
    expect(states.at(-1)).toBe('moving');
    // Four joins within 2 s (300 + 500 + 500 ms apart; without the cap, 300 + 600 + 1200).
    for (let i = 0; i < 20 && states.at(-1) !== 'online'; i++)
      await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toBe('online');
    // Never "reconnecting" in between: the page says "moving" until the room is open again.
    expect(new Set(states.slice(2, -1))).toEqual(new Set(['moving']));
    conn.close();
  });

  it('a dropped link whose match is held by a server gone away turns to moving', async () => {
    const { conn, states } = open({ match: 'm', token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    plan.push('server-error: The match is open on another server; try again.', 'ok');
    leaves[0]!(1006);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(300);
    expect(states).toContain('moving');
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toBe('online');
    conn.close();
  });

  it('any other refusal stops it', async () => {
    plan.push('bad-token: This token is not for this match.');
    const { states, failed } = open({ match: 'm', token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'offline']);
    expect(failed).toEqual(['bad-token: This token is not for this match.']);
  });
});
