import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from '../../../src/ui/shell/route.ts';
import { matchLink } from '../../../src/ui/online/online-route.ts';

const TOKEN = 'a'.repeat(43);

describe('online routes', () => {
  it('opens a match, with a seat token or an invite in the fragment', () => {
    expect(parseRoute('#/online/AbCd_123-xyzXYZ00')).toEqual({
      ok: true,
      route: { kind: 'online', matchId: 'AbCd_123-xyzXYZ00' },
    });
    expect(parseRoute(`#/online/m1?t=${TOKEN}`)).toEqual({
      ok: true,
      route: { kind: 'online', matchId: 'm1', token: TOKEN },
    });
    expect(parseRoute(`#/online/m1?invite=${TOKEN}`)).toEqual({
      ok: true,
      route: { kind: 'online', matchId: 'm1', invite: TOKEN },
    });
  });

  it('creates a match with the same game, seat and options as a local table', () => {
    const r = parseRoute('#/online/new/battleline?seat=2&o.claimTiming=start');
    expect(r).toEqual({
      ok: true,
      route: {
        kind: 'online',
        matchId: null,
        create: { game: 'battleline', seat: 1, options: { claimTiming: 'start' } },
      },
    });
    if (r.ok) expect(parseRoute(formatRoute(r.route))).toEqual(r);
  });

  it('opens the match of a cut-off token or invite, saying the link is broken', () => {
    expect(parseRoute(`#/online/m1?invite=${TOKEN.slice(0, 12)}`)).toEqual({
      ok: true,
      route: { kind: 'online', matchId: 'm1', broken: 'invite' },
    });
    expect(parseRoute('#/online/m1?t=short')).toEqual({
      ok: true,
      route: { kind: 'online', matchId: 'm1', broken: 'token' },
    });
  });

  it('refuses a bad match id, an unknown parameter or game', () => {
    expect(parseRoute('#/online/a%20b').ok).toBe(false);
    expect(parseRoute('#/online/m1?seed=3').ok).toBe(false);
    expect(parseRoute('#/online/new/chess?seat=1').ok).toBe(false);
    expect(parseRoute('#/online/new/battleline?seat=3').ok).toBe(false);
  });

  it('makes links on the page origin with only the fragment changed', () => {
    expect(matchLink('http://h:1/?x=1#/battleline', 'm1', { invite: TOKEN })).toBe(
      `http://h:1/?x=1#/online/m1?invite=${TOKEN}`,
    );
    expect(matchLink('http://h:1/', 'm1')).toBe('http://h:1/#/online/m1');
  });
});
