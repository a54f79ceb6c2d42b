/**
 * Display names and the lobby's requests, as the server checks them (issue 24): a name is cleaned
 * as a chat line and bounded; lobby requests take exactly their keys; Quick match's option fit.
 */
import { describe, expect, it } from 'vitest';
import { checkJoin, checkName } from '../../src/net/checks.ts';
import { checkLobbyOpen, checkLobbyTake, lobbyGameParam } from '../../src/net/lobby.ts';
import { compatible } from '../../src/ui/online/lobby-client.ts';

const TOKEN = 'a'.repeat(43);
const MATCH = 'b'.repeat(16);

describe('display names', () => {
  it('are cleaned as chat lines and hold 1-24 characters', () => {
    expect(checkName('  Ann\u202e  Lee\n')).toEqual({ ok: true, value: 'Ann Lee' });
    expect(checkName('名'.repeat(24)).ok).toBe(true);
    for (const bad of ['', ' \u2066 ', 'x'.repeat(25), 5, null])
      expect(checkName(bad)).toMatchObject({ ok: false, error: { code: 'bad-name' } });
  });

  it('come with seated joins only', () => {
    expect(checkJoin({ match: MATCH, token: TOKEN, name: 'Ann' })).toEqual({
      ok: true,
      value: { match: MATCH, token: TOKEN, name: 'Ann' },
    });
    expect(checkJoin({ create: { game: 'battleline', seat: 0 }, name: ' Bo ' })).toMatchObject({
      ok: true,
      value: { name: 'Bo' },
    });
    expect(checkJoin({ match: MATCH, name: 'Ann' })).toMatchObject({ error: { code: 'bad-join' } });
    expect(checkJoin({ match: MATCH, invite: TOKEN, name: '' })).toMatchObject({
      error: { code: 'bad-name' },
    });
  });
});

describe('lobby requests', () => {
  it('take exactly their keys', () => {
    const open = { match: MATCH, token: TOKEN, invite: TOKEN, name: 'Ann' };
    expect(checkLobbyOpen(open).ok).toBe(true);
    expect(checkLobbyOpen({ ...open, seed: 1 })).toMatchObject({ error: { code: 'bad-message' } });
    expect(checkLobbyOpen({ ...open, token: 'x' })).toMatchObject({ error: { code: 'bad-token' } });
    expect(checkLobbyTake({ match: MATCH }).ok).toBe(true);
    expect(checkLobbyTake({ match: 'short' }).ok).toBe(false);
    expect(lobbyGameParam('game=type10')).toEqual({ ok: true, value: 'type10' });
    expect(lobbyGameParam('')).toEqual({ ok: true, value: null });
    expect(lobbyGameParam('game=chess').ok).toBe(false);
  });

  it('Quick match fits a game whose options equal every option asked', () => {
    const g = {
      matchId: MATCH,
      game: 'type10' as const,
      options: { timeControl: true, stepLimitMs: 60_000, roundLimit: 12 },
      name: 'Ann',
      seat: 0 as const,
      createdAt: 0,
    };
    expect(compatible(g, { timeControl: true, stepLimitMs: 60_000 })).toBe(true);
    expect(compatible(g, { timeControl: true, stepLimitMs: 120_000 })).toBe(false);
    expect(compatible(g, { timeControl: false })).toBe(false);
    expect(compatible(g, {})).toBe(true);
    // Structured options (Disc Wars' armies) fit whatever the order of their keys.
    const dw = { ...g, game: 'discwars' as const, options: { army: { a: 1, b: [1, { c: 2 }] } } };
    expect(compatible(dw, { army: { b: [1, { c: 2 }], a: 1 } })).toBe(true);
    expect(compatible(dw, { army: { b: [1, { c: 3 }], a: 1 } })).toBe(false);
    expect(compatible(dw, { army: { a: 1 } })).toBe(false);
  });
});
