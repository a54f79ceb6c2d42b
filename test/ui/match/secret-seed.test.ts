import { describe, expect, it } from 'vitest';
import { routeOfLoadedSave } from '../../../src/ui/storage/load-route.ts';
import { formatRoute, parseRoute, type TableRoute } from '../../../src/ui/shell/route.ts';
import { nextGameRoute, secretSeed, withMatchName } from '../../../src/ui/match/secret-seed.ts';

const plain: TableRoute = {
  kind: 'table',
  game: 'battleline',
  seed: undefined,
  mode: 'hotseat',
  seat: 0,
  level: 'normal',
  options: {},
};

describe('secret seeds', () => {
  it('gives a new game a name, never a seed, in its address', () => {
    const r = withMatchName(plain);
    expect(r.match).toMatch(/^[a-z0-9]{8}$/);
    expect(formatRoute(r)).not.toContain('seed');
    expect(withMatchName(r)).toBe(r);
    expect(withMatchName({ ...plain, seed: 5 })).toEqual({ ...plain, seed: 5 });
  });

  it('draws fresh seeds and names', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => secretSeed()));
    expect(seeds.size).toBeGreaterThan(45);
    expect(withMatchName(plain).match).not.toBe(withMatchName(plain).match);
  });

  it('keeps a secret game secret and a reproducible one reproducible on a new game', () => {
    const secret = nextGameRoute({ ...plain, match: 'abc' }, { tactics: false });
    expect(secret.seed).toBe(undefined);
    expect(secret.match).not.toBe('abc');
    expect(secret.options).toEqual({ tactics: false });
    const visible = nextGameRoute({ ...plain, seed: 7 }, {});
    expect(visible.seed).toEqual(expect.any(Number));
    expect(visible.match).toBe(undefined);
  });

  it('parses and formats the game name, refusing a bad one', () => {
    const r = parseRoute('#/hill218?match=k3x9q2ab&mode=hotseat');
    expect(r.ok && r.route.kind === 'table' && r.route.match).toBe('k3x9q2ab');
    if (r.ok) expect(formatRoute(r.route)).toBe('#/hill218?match=k3x9q2ab&mode=hotseat');
    expect(parseRoute('#/hill218?match=A%20B')).toEqual({
      ok: false,
      error: { key: 'route.badMatch', params: { value: 'A B' } },
    });
  });
});

describe('the table a loaded save opens', () => {
  it('is the game the file holds even when its meta names another game', () => {
    const r = routeOfLoadedSave('battleline', { route: '#/hill218?seed=3&mode=hotseat' });
    expect(r.game).toBe('battleline');
    expect(r.seed).toBe(undefined);
    expect(r.match).toEqual(expect.any(String));
  });

  it('keeps the saved mode, seat and level of its own game', () => {
    const r = routeOfLoadedSave('hill218', {
      route: '#/hill218?seed=3&mode=bot&seat=2&level=easy',
      level: 'hard',
    });
    expect(r).toMatchObject({ game: 'hill218', seed: 3, mode: 'bot', seat: 1, level: 'hard' });
  });
});
