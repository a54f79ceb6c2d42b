/**
 * Hand-edited positions that could never finish are refused (issue 15): `fromSetup` accepts a
 * position only if it has an outcome, or the player to move has a legal move and every listed
 * move is accepted; and every state reached in play round-trips through its setup JSON.
 */
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../src/core/json.ts';
import { unwrap } from '../../src/core/result.ts';
import { position as dwPosition } from '../../src/games/discwars/examples.ts';
import { loadModule, play as dwPlay } from './discwars/helpers.ts';
import { battleline, type BattleLineState } from '../../src/games/battleline/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { randomGame } from './battleline/helpers.ts';
import { position as t10 } from './type10/helpers.ts';

const codeOf = (r: { ok: boolean; error?: { code: string } }): string =>
  r.ok ? 'accepted' : r.error!.code;
const json = (x: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(x)) as Record<string, unknown>;

describe('Battle Line', () => {
  /** A state of a random game where both decks are empty and a card is to be played. */
  function decksEmpty(): BattleLineState {
    for (let seed = 1; seed < 200; seed++) {
      let found: BattleLineState | null = null;
      randomGame(seed, (_b, _m, after) => {
        if (
          !found &&
          after.phase === 'play' &&
          after.troopDeck.length + after.tacticsDeck.length === 0
        )
          found = after;
      });
      if (found) return found;
    }
    throw new Error('no game emptied both decks');
  }

  it('refuses Scout draws left over with both decks empty (it stalled after the next play)', () => {
    const s = decksEmpty();
    expect(battleline.fromSetup(json(battleline.toSetup(s))).ok).toBe(true);
    const j = { ...json(battleline.toSetup(s)), scoutDraws: 1 };
    expect(codeOf(battleline.fromSetup(j))).toBe('setup/scout-state');
    const scouted = { ...j, scouted: true };
    expect(codeOf(battleline.fromSetup(scouted))).toBe('setup/scout-state');
  });

  it('refuses a draw step with both decks empty: no legal move, no result', () => {
    const s = decksEmpty();
    const j = { ...json(battleline.toSetup(s)), phase: 'draw' };
    expect(codeOf(battleline.fromSetup(j))).toBe('setup/no-move');
  });
});

describe('Type 10', () => {
  it('refuses a unit stacked on the acting unit when the acting unit cannot move on', () => {
    const s = t10([
      ['t1', 't72', '0505'],
      ['i1', 'infantry', '0506'],
      ['c1', 'command', '0909'],
    ]);
    const j = json(type10.toSetup(s));
    (j['units'] as { id: string; at: string }[]).find((u) => u.id === 'i1')!.at = '0505';
    const stuck = { ...j, active: { unit: 't1', mpLeft: 0, path: ['0504', '0505'], fired: true } };
    expect(codeOf(type10.fromSetup(stuck))).toBe('setup/no-move');
  });

  it('refuses a search step whose UAV has already acted (its listed steps were refused)', () => {
    const s = t10([
      ['u1', 'uav', '0505'],
      ['c1', 'command', '0909'],
    ]);
    const j = { ...json(type10.toSetup(s)), phase: 'uav', acted: ['u1'] };
    expect(codeOf(type10.fromSetup(j))).toBe('setup/acted-out-of-step');
    // Built without fromSetup, the state lists no step of the UAV that apply would refuse.
    const built = { ...s, phase: 'uav' as const, acted: ['u1'] };
    for (const m of type10.legalMoves(built)) expect(type10.apply(built, m).ok).toBe(true);
  });

  it('refuses a spawn step where a unit has already acted: the UAV was offered steps it could not take two plies on (issue 23)', () => {
    const s = type10.setup(type10.defaultOptions, 1);
    expect(s.phase).toBe('spawn');
    const j = { ...json(type10.toSetup(s)), acted: ['uav'] };
    expect(codeOf(type10.fromSetup(j))).toBe('setup/acted-out-of-step');
    // What was accepted before: spawn, end the spawn step, then the search step listed
    // {"type":"step","unit":"uav",...} and apply refused it (action/already-acted).
    let built: typeof s = { ...s, acted: ['uav'] };
    built = unwrap(type10.apply(built, { type: 'endSpawn' }));
    expect(built.phase).toBe('uav');
    for (const m of type10.legalMoves(built)) expect(type10.apply(built, m).ok).toBe(true);
  });

  it("refuses a PKF unit other than the UAV listed as acted in North's acting step", () => {
    const s = t10([
      ['t1', 't72', '0505'],
      ['c1', 'command', '0909'],
    ]);
    expect(codeOf(type10.fromSetup({ ...json(type10.toSetup(s)), acted: ['c1'] }))).toBe(
      'setup/acted-out-of-step',
    );
    expect(codeOf(type10.fromSetup({ ...json(type10.toSetup(s)), acted: ['t1'] }))).toBe(
      'accepted',
    );
  });
});

describe('Disc Wars', () => {
  it('round-trips a battle that ended by wipe-out in combat', async () => {
    const mod = await loadModule();
    const s = mod.def.fromSetup(
      dwPosition({
        phase: 'missile',
        discs: [
          { id: 'b', owner: 1, type: 'fern-rangers', x: 10, y: 10 },
          { id: 'a', owner: 0, type: 'cinder-spears', x: 10.5, y: 10, level: 1, activated: true },
        ],
      }),
    );
    if (!s.ok) throw new Error(s.error.message);
    const end = dwPlay(mod, s.value, { type: 'pass' });
    expect(end.outcome?.reason).toBe('wiped-out');
    expect(end.combat).toBeNull();
    const back = mod.def.fromSetup(json(mod.def.toSetup(end)));
    expect(back.ok && deepEqual(back.value, end)).toBe(true);
  });
});
