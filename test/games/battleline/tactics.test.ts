import { describe, expect, it } from 'vitest';
import { battleline, checkClaim, sideStrength } from '../../../src/games/battleline/index.ts';
import { flagsJson, play, position } from './helpers.ts';

const legal = (s: Parameters<typeof battleline.legalMoves>[0]) => battleline.legalMoves(s);

describe('tactics cards', () => {
  it('Leaders: any colour and value, one Leader per player per game', () => {
    const s = position({
      hands: [['alexander', 'darius', 'r1'], ['b1']],
      flags: flagsJson({ 0: { a: ['r9', 'r10'] } }),
    });
    const s1 = play(s, { type: 'play', card: 'alexander', flag: 0 });
    expect(sideStrength(s1.flags[0]!.sides[0], false)).toBe(400 + 27);
    const back = {
      ...s1,
      active: 0 as const,
      phase: 'play' as const,
      tacticsPlayed: [['alexander'], ['fog']] as [string[], string[]],
    };
    expect(legal(back).some((m) => m.type === 'play' && m.card === 'darius')).toBe(false);
    expect(battleline.apply(back, { type: 'play', card: 'darius', flag: 1 })).toMatchObject({
      ok: false,
      error: { code: 'tactics/not-allowed' },
    });
  });

  it('the tactics limit: no more tactics cards played than the opponent', () => {
    const s = position({
      hands: [['cavalry', 'r1'], ['b1']],
      tacticsPlayed: [['fog'], []],
      flags: flagsJson({ 0: { env: [{ card: 'fog', owner: 0 }] } }),
    });
    expect(legal(s).some((m) => m.type === 'play' && m.card === 'cavalry')).toBe(false);
    const even = {
      ...s,
      tacticsPlayed: [['fog'], ['mud']] as [string[], string[]],
      flags: flagsJson({
        0: { env: [{ card: 'fog', owner: 0 }] },
        1: { env: [{ card: 'mud', owner: 1 }] },
      }) as typeof s.flags,
    };
    expect(legal(even).some((m) => m.type === 'play' && m.card === 'cavalry')).toBe(true);
  });

  it('Companion Cavalry is an 8 and Shield Bearers a 1, 2 or 3', () => {
    const s = position({ hands: [['cavalry'], []], flags: flagsJson({ 0: { a: ['g9', 'g10'] } }) });
    expect(
      sideStrength(play(s, { type: 'play', card: 'cavalry', flag: 0 }).flags[0]!.sides[0], false),
    ).toBe(427);
    const t = position({ hands: [['shield'], []], flags: flagsJson({ 0: { a: ['g4', 'g5'] } }) });
    expect(
      sideStrength(play(t, { type: 'play', card: 'shield', flag: 0 }).flags[0]!.sides[0], false),
    ).toBe(412);
  });

  it('Fog turns a flag into a contest of sums', () => {
    const s = position({ hands: [['fog', 'r2'], []], flags: flagsJson({ 2: { a: ['r1'] } }) });
    const t = position({
      hands: [['fog'], []],
      flags: flagsJson({ 2: { a: ['y1', 'y2', 'y3'], b: ['p10', 'o10', 'b9'], firstComplete: 0 } }),
    });
    expect(checkClaim(t, 2, 0).ok).toBe(true);
    const fogged = play(t, { type: 'play', card: 'fog', flag: 2 });
    expect(checkClaim(fogged, 2, 0).ok).toBe(false);
    expect(checkClaim(fogged, 2, 1).ok).toBe(true);
    expect(legal(s).filter((m) => m.type === 'play' && m.card === 'fog')).toHaveLength(9);
  });

  it('Mud needs four cards, and when it leaves the over-full side is trimmed by its owner', () => {
    const s = position({
      hands: [['mud'], ['redeploy', 'b1']],
      flags: flagsJson({ 0: { a: ['r1', 'r2', 'r3'], b: ['o5', 'o6'] } }),
    });
    const s1 = play(s, { type: 'play', card: 'mud', flag: 0 }, { type: 'draw', deck: 'troop' });
    expect(s1.flags[0]!.firstComplete).toBeNull();
    expect(legal(s1)).toContainEqual({ type: 'play', card: 'b1', flag: 0 });
    // Seat 0 adds a 4th card; then Deserter by seat 1 removes the Mud: seat 0 must trim.
    const s2 = position({
      hands: [['r9'], ['deserter', 'b1']],
      tacticsPlayed: [['mud'], []],
      active: 1,
      flags: flagsJson({
        0: { a: ['r1', 'r2', 'r3', 'r4'], b: ['o5'], env: [{ card: 'mud', owner: 0 }] },
      }),
    });
    const s3 = play(
      s2,
      { type: 'deserter', flag: 0, card: 'mud' },
      { type: 'draw', deck: 'troop' },
    );
    expect(s3.discard).toEqual(['deserter', 'mud']);
    expect(s3.active).toBe(0);
    expect(s3.phase).toBe('trim');
    expect(legal(s3)).toHaveLength(4);
    const s4 = play(s3, { type: 'trim', flag: 0, card: 'r1' });
    expect(s4.phase).toBe('play');
    expect(s4.flags[0]!.sides[0]).toEqual(['r2', 'r3', 'r4']);
    expect(s4.flags[0]!.firstComplete).toBe(0);
  });

  it('Scout draws three, returns two on top of their own decks, and replaces the draw', () => {
    const s = position({ hands: [['scout', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'], []] });
    const s1 = play(s, { type: 'scout' });
    expect(s1.phase).toBe('scoutDraw');
    const s2 = play(
      s1,
      { type: 'draw', deck: 'tactics' },
      { type: 'draw', deck: 'troop' },
      { type: 'draw', deck: 'troop' },
    );
    expect(s2.phase).toBe('scoutReturn');
    expect(s2.hands[0]).toHaveLength(9);
    const tactic = s2.hands[0].find((c) => !/^[roygbp]\d/.test(c))!;
    const s3 = play(s2, { type: 'scoutReturn', card: tactic }, { type: 'scoutReturn', card: 'r1' });
    expect(s3.active).toBe(1); // no draw after Scout
    expect(s3.hands[0]).toHaveLength(7);
    expect(s3.tacticsDeck[0]).toBe(tactic);
    expect(s3.troopDeck[0]).toBe('r1');
    const v = battleline.view(s3, 0);
    expect(v.deckTop).toEqual({ troop: ['r1'], tactics: [tactic] });
    expect(battleline.view(s3, 1).deckTop).toEqual({ troop: [], tactics: [] });
    expect(battleline.revealsInformation(s1, { type: 'draw', deck: 'troop' }, s2)).toBe(true);
    expect(battleline.revealsInformation(s2, { type: 'scoutReturn', card: 'r1' }, s3)).toBe(false);
  });

  it('Redeploy moves one of your own cards to another unclaimed flag or discards it', () => {
    const s = position({
      hands: [['redeploy'], []],
      flags: flagsJson({
        0: { a: ['r1', 'r2', 'r3'], b: ['b1'] },
        1: { a: ['y5'] },
        2: { a: ['g1', 'g2', 'g3'], claimedBy: 0 },
      }),
      tacticsPlayed: [[], ['fog']],
    });
    const moves = legal(s).filter((m) => m.type === 'redeploy');
    // 4 own cards on unclaimed flags: each to discard or to 7 other unclaimed flags with room (not 2).
    expect(moves.some((m) => m.type === 'redeploy' && m.card === 'g1')).toBe(false);
    // r1..r3: discard or flags 1, 3..8; y5: discard or flags 3..8 (flag 0 is full, 2 claimed).
    expect(moves.length).toBe(3 * 8 + 7);
    const s1 = play(s, { type: 'redeploy', from: 0, card: 'r3', to: 1 });
    expect(s1.flags[0]!.sides[0]).toEqual(['r1', 'r2']);
    expect(s1.flags[1]!.sides[0]).toEqual(['y5', 'r3']);
    expect(s1.discard).toEqual(['redeploy']);
    const s2 = play(s, { type: 'redeploy', from: 0, card: 'r3', to: null });
    expect(s2.discard).toEqual(['redeploy', 'r3']);
  });

  it("Deserter discards one of the opponent's cards; Traitor takes one of his troops", () => {
    const s = position({
      hands: [['deserter', 'traitor'], []],
      flags: flagsJson({ 0: { b: ['b1', 'cavalry'] }, 1: { a: ['y5'] } }),
      tacticsPlayed: [[], ['cavalry']],
    });
    const des = legal(s).filter((m) => m.type === 'deserter');
    expect(des).toEqual([
      { type: 'deserter', flag: 0, card: 'b1' },
      { type: 'deserter', flag: 0, card: 'cavalry' },
    ]);
    const tr = legal(s).filter((m) => m.type === 'traitor');
    expect(tr.every((m) => m.type === 'traitor' && m.card === 'b1')).toBe(true); // troops only
    expect(tr).toHaveLength(9);
    const s1 = play(s, { type: 'traitor', from: 0, card: 'b1', to: 1 });
    expect(s1.flags[0]!.sides[1]).toEqual(['cavalry']);
    expect(s1.flags[1]!.sides[0]).toEqual(['y5', 'b1']);
    const s2 = play(s, { type: 'deserter', flag: 0, card: 'cavalry' });
    expect(s2.discard).toEqual(['deserter', 'cavalry']);
  });
});
