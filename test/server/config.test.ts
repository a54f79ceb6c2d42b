import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config.ts';

describe('server configuration for several processes', () => {
  it('runs alone without REDIS_URL', () => {
    const c = configFromEnv({});
    expect(c.redisUrl).toBeNull();
    expect(c.publicAddress).toBeNull();
  });

  it('announces host:port/colyseus, or TABLETOP_PUBLIC_ADDRESS, with REDIS_URL', () => {
    const env = { REDIS_URL: 'redis://10.0.0.5:6379', HOST: '10.0.0.7', PORT: '4001' };
    expect(configFromEnv(env).publicAddress).toBe('10.0.0.7:4001/colyseus');
    expect(
      configFromEnv({ ...env, TABLETOP_PUBLIC_ADDRESS: 'game1.example.org/colyseus/' })
        .publicAddress,
    ).toBe('game1.example.org/colyseus');
  });

  it('refuses an address clients cannot reach and a URL that is not Redis', () => {
    expect(() => configFromEnv({ REDIS_URL: 'redis://r', HOST: '0.0.0.0', PORT: '80' })).toThrow(
      /TABLETOP_PUBLIC_ADDRESS/,
    );
    expect(() =>
      configFromEnv({ REDIS_URL: 'redis://r', TABLETOP_PUBLIC_ADDRESS: 'https://x/colyseus' }),
    ).toThrow(/without a scheme/);
    expect(() => configFromEnv({ REDIS_URL: 'http://r' })).toThrow(/REDIS_URL/);
    expect(() => configFromEnv({ TABLETOP_ROOM_LEASE_MS: '10' })).toThrow(/LEASE/);
  });
});

describe('server configuration at the edge', () => {
  it('reads trusted proxies, allowed origins and the SQLite sync, with safe defaults', () => {
    const c = configFromEnv({});
    expect(c.trustedProxies).toEqual([]);
    expect(c.allowedOrigins).toEqual([]);
    expect(c.sqliteSync).toBe('normal');
    const d = configFromEnv({
      TABLETOP_TRUSTED_PROXIES: ' 10.0.0.2, 172.16.0.0/12 ,fd00::/8,::1',
      TABLETOP_ALLOWED_ORIGINS: 'https://play.example.org,http://localhost:5173/',
      TABLETOP_SQLITE_SYNC: 'full',
    });
    expect(d.trustedProxies).toEqual(['10.0.0.2', '172.16.0.0/12', 'fd00::/8', '::1']);
    expect(d.allowedOrigins).toEqual(['https://play.example.org', 'http://localhost:5173']);
    expect(d.sqliteSync).toBe('full');
  });

  it('refuses what is not an address, a range, an origin or a sync level', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '*'])
      expect(() => configFromEnv({ TABLETOP_TRUSTED_PROXIES: bad }), bad).toThrow(
        /TABLETOP_TRUSTED_PROXIES/,
      );
    for (const bad of ['*', 'play.example.org', 'https://play.example.org/app', 'ftp://x.org'])
      expect(() => configFromEnv({ TABLETOP_ALLOWED_ORIGINS: bad }), bad).toThrow(
        /TABLETOP_ALLOWED_ORIGINS/,
      );
    expect(() => configFromEnv({ TABLETOP_SQLITE_SYNC: 'off' })).toThrow(/TABLETOP_SQLITE_SYNC/);
  });

  it('serves metrics only when TABLETOP_METRICS_ADDRESS is a host:port', () => {
    expect(configFromEnv({}).metricsAddress).toBeNull();
    expect(configFromEnv({ TABLETOP_METRICS_ADDRESS: '127.0.0.1:9464' }).metricsAddress).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(configFromEnv({ TABLETOP_METRICS_ADDRESS: '[::1]:9464' }).metricsAddress).toEqual({
      host: '::1',
      port: 9464,
    });
    for (const bad of ['9464', 'host:', 'host:99999', 'http://h:1'])
      expect(() => configFromEnv({ TABLETOP_METRICS_ADDRESS: bad })).toThrow(
        /TABLETOP_METRICS_ADDRESS/,
      );
  });
});

describe('limits on creating and keeping matches (issue 23)', () => {
  it('has defaults, takes the environment, refuses nonsense', () => {
    const c = configFromEnv({});
    expect(c.createsPerMinute).toBe(20);
    expect(c.unjoinedTtlMs).toBe(3_600_000);
    expect(c.keepFinishedDays).toBe(90);
    const set = configFromEnv({
      TABLETOP_CREATES_PER_MIN: '3',
      TABLETOP_UNJOINED_TTL_S: '600',
      TABLETOP_KEEP_FINISHED_DAYS: '30',
    });
    expect([set.createsPerMinute, set.unjoinedTtlMs, set.keepFinishedDays]).toEqual([
      3, 600_000, 30,
    ]);
    expect(() => configFromEnv({ TABLETOP_CREATES_PER_MIN: '0' })).toThrow(/CREATES_PER_MIN/);
    // Shorter than a minute would drop matches whose creator is still connecting.
    expect(() => configFromEnv({ TABLETOP_UNJOINED_TTL_S: '10' })).toThrow(/UNJOINED_TTL_S/);
    expect(() => configFromEnv({ TABLETOP_KEEP_FINISHED_DAYS: 'soon' })).toThrow(/KEEP_FINISHED/);
  });
});
