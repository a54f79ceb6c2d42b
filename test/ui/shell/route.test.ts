import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from '../../../src/ui/shell/route.ts';

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

describe('routes with structured options', () => {
  const army = { id: 'mine', name: 'My & "army"?', discs: ['char-hounds', 'cinder-spears'] };

  it('writes lists and objects as JSON and reads them back', () => {
    const route = {
      kind: 'table' as const,
      game: 'discwars' as const,
      seed: 3,
      mode: 'hotseat' as const,
      seat: 0 as const,
      level: 'normal' as const,
      options: {
        scenario: 'skirmish',
        points: 150,
        armies: ['ashen-host', army],
        extra: { a: [1] },
      },
    };
    const hash = formatRoute(route);
    expect(hash).toContain('o.armies=');
    const back = parseRoute(hash);
    expect(back).toEqual({ ok: true, route });
  });

  it('parses a hand-written JSON option', () => {
    const r = parseRoute('#/discwars?o.armies=["ashen-host","verdant-league"]&o.points=100');
    expect(r.ok && r.route.kind === 'table' && r.route.options).toEqual({
      armies: ['ashen-host', 'verdant-league'],
      points: 100,
    });
  });

  it.each(['[1,2', '{"a":', '{oops}', '[ashen-host]'])('refuses broken JSON %s', (bad) => {
    const r = parseRoute(`#/discwars?o.armies=${encodeURIComponent(bad)}`);
    expect(r).toEqual({ ok: false, error: { key: 'route.badJson', params: { name: 'o.armies' } } });
  });

  it('keeps scalars that merely contain brackets as text', () => {
    const r = parseRoute('#/battleline?o.note=a[1]');
    expect(r.ok && r.route.kind === 'table' && r.route.options).toEqual({ note: 'a[1]' });
  });
});

describe('rules routes', () => {
  it('opens a known game’s rules page and refuses an unknown one', () => {
    expect(parseRoute('#/rules/hill218')).toEqual({
      ok: true,
      route: { kind: 'rules', game: 'hill218' },
    });
    expect(formatRoute({ kind: 'rules', game: 'type10' })).toBe('#/rules/type10');
    expect(parseRoute('#/rules/chess').ok).toBe(false);
  });
});
