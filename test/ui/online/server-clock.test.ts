import { describe, expect, it } from 'vitest';
import type { ViewMessage } from '../../../src/net/protocol.ts';
import { ServerClockFollower } from '../../../src/ui/online/server-clock.ts';

const view = (version: number, toMove: 0 | 1 | null): ViewMessage => ({
  version,
  view: {},
  toMove,
  legal: [],
  outcome: null,
});

describe('the server clock as a page follows it', () => {
  it('counts the running seat from the clock message on the page’s own clock', () => {
    let now = 1000;
    const f = new ServerClockFollower(() => now);
    expect(f.read()).toBeNull();
    f.onView(view(3, 1));
    now += 400;
    expect(f.read()).toEqual({ running: 1, runningMs: 400 });
    // The server's message: 250 ms unsent when sent; its own clock (`at`) plays no part.
    f.onClock({ running: 1, unsentMs: 250, at: 5 });
    now += 1000;
    expect(f.read()).toEqual({ running: 1, runningMs: 1250 });
    // The same view again (a reconnect) keeps counting; a new move starts the other seat at 0.
    f.onView(view(3, 1));
    expect(f.read()?.runningMs).toBe(1250);
    f.onView(view(4, 0));
    now += 10;
    expect(f.read()).toEqual({ running: 0, runningMs: 10 });
    f.onClock({ running: null, unsentMs: 0, at: 0 });
    expect(f.read()).toEqual({ running: null, runningMs: 0 });
  });
});
