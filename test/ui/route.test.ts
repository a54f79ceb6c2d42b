import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from '../../src/ui/route.ts';

describe('routes', () => {
  it('opens home for an empty hash', () => {
    expect(parseRoute('')).toEqual({ ok: true, route: { kind: 'home' } });
    expect(parseRoute('#/')).toEqual({ ok: true, route: { kind: 'home' } });
  });

  it('parses a table route with every parameter', () => {
    const r = parseRoute(
      '#/battleline?seed=12&mode=bot&seat=2&level=hard&o.claimTiming=start&o.tactics=false',
    );
    expect(r).toEqual({
      ok: true,
      route: {
        kind: 'table',
        game: 'battleline',
        seed: 12,
        mode: 'bot',
        seat: 1,
        level: 'hard',
        options: { claimTiming: 'start', tactics: false },
      },
    });
  });

  it('round-trips through formatRoute', () => {
    const r = parseRoute('#/hill218?seed=4000000000&mode=bot&seat=1&level=easy');
    expect(r.ok).toBe(true);
    if (r.ok) expect(parseRoute(formatRoute(r.route))).toEqual(r);
  });

  it.each([
    ['#/chess', 'route.unknownTable'],
    ['#/battleline?seed=-1', 'route.badSeed'],
    ['#/battleline?seed=99999999999', 'route.badSeed'],
    ['#/battleline?seed=1.5', 'route.badSeed'],
    ['#/battleline?mode=online', 'route.badMode'],
    ['#/battleline?seat=3', 'route.badSeat'],
    ['#/battleline?level=godlike', 'route.badLevel'],
    ['#/battleline?colour=red', 'route.badParam'],
  ])('refuses %s with %s', (hash, key) => {
    const r = parseRoute(hash);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.key).toBe(key);
  });
});
