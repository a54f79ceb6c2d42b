import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import {
  availableTroops,
  beatingCompletion,
  checkClaim,
  enumerateBeatingCompletion,
  explainClaim,
  sideStrength,
  TROOPS,
} from '../../../src/games/battleline/index.ts';
import { flagsJson, position } from './helpers.ts';

describe('claim proof', () => {
  it('proves a top Wedge against an empty side', () => {
    const s = position({ flags: flagsJson({ 0: { a: ['r8', 'r9', 'r10'] } }) });
    expect(checkClaim(s, 0, 0)).toMatchObject({ ok: true, how: 'proof' });
  });

  it('refuses a weaker Wedge against an empty side and shows a beating completion', () => {
    const s = position({ flags: flagsJson({ 0: { a: ['r7', 'r8', 'r9'] } }) });
    const c = checkClaim(s, 0, 0);
    expect(c.ok).toBe(false);
    if (c.ok) return;
    expect(c.code).toBe('claim/not-proven');
    expect(c.completion?.cards).toHaveLength(3);
    expect(c.completion!.strength).toBeGreaterThan(sideStrength(['r7', 'r8', 'r9'], false));
    expect(explainClaim(s, 0, 0)).toMatch(/Wedge/);
  });

  it('proves once the cards that could beat it are on the table elsewhere', () => {
    // Opponent holds b5 b6: only b4+... or b7 could make a Wedge; both are on other flags.
    const s = position({
      flags: flagsJson({
        0: { a: ['y1', 'y2', 'y3'], b: ['b5', 'b6'] },
        1: { a: ['b4', 'b7'] },
        2: { a: ['g2', 'o2'], b: ['r2', 'p2'] },
      }),
    });
    // Phalanx of 5s, 6s? b5 b6 mixed values: no Phalanx. Wedge needs b4 or b7: gone. Best: Battalion.
    // Claimant has the lowest Wedge, which beats any Battalion.
    expect(checkClaim(s, 0, 0)).toMatchObject({ ok: true, how: 'proof' });
  });

  it('gives a tie the opponent could at best reach to the claimant', () => {
    // Claimant: Phalanx of 8s (24). Opponent: b10, can reach Phalanx of 10s? needs two more 10s.
    const s = position({
      flags: flagsJson({
        0: { a: ['r8', 'o8', 'y8'], b: ['b9', 'p9'] },
        1: { a: ['g9', 'r9', 'o9'] },
        2: { a: ['y9', 'b8'], b: ['g8', 'p8'] },
      }),
    });
    // Opponent's b9 p9 can become at most a Phalanx of 9s: all other 9s are out; Wedge 8-9-10 in b/p needs b8/p8 (gone) or b10+... b9 b10? b9 p9 mixed: no Wedge.
    expect(checkClaim(s, 0, 0).ok).toBe(true);
    // Equal formations, both complete: the first completer wins either way.
    const t = position({
      flags: flagsJson({ 0: { a: ['r3', 'r4', 'r5'], b: ['b3', 'b4', 'b5'], firstComplete: 1 } }),
    });
    expect(checkClaim(t, 0, 0)).toMatchObject({ ok: false, code: 'claim/beaten' });
    expect(checkClaim(t, 0, 1)).toMatchObject({ ok: true, how: 'compare' });
  });

  it('needs four cards under Mud and proves against the Mud completions', () => {
    const mud = [{ card: 'mud' as const, owner: 1 as const }];
    const three = position({ flags: flagsJson({ 0: { a: ['r8', 'r9', 'r10'], env: mud } }) });
    expect(checkClaim(three, 0, 0)).toMatchObject({ ok: false, code: 'claim/incomplete' });
    const four = position({ flags: flagsJson({ 0: { a: ['r7', 'r8', 'r9', 'r10'], env: mud } }) });
    expect(checkClaim(four, 0, 0)).toMatchObject({ ok: true, how: 'proof' });
    const low = position({ flags: flagsJson({ 0: { a: ['r6', 'r7', 'r8', 'r9'], env: mud } }) });
    const c = checkClaim(low, 0, 0);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.completion?.cards).toHaveLength(4);
  });

  it('compares sums only under Fog', () => {
    const fog = [{ card: 'fog' as const, owner: 1 as const }];
    // A Wedge 1-2-3 under Fog is just 6: easily beaten.
    const s = position({
      flags: flagsJson({ 0: { a: ['r1', 'r2', 'r3'], b: ['b10'], env: fog } }),
    });
    expect(checkClaim(s, 0, 0)).toMatchObject({ ok: false, code: 'claim/not-proven' });
    // 10+10+10 = 30 cannot be beaten by any sum (max 30, tie goes to the claimant).
    const t = position({
      flags: flagsJson({ 0: { a: ['r10', 'o10', 'y10'], b: ['b10'], env: fog } }),
    });
    expect(checkClaim(t, 0, 0)).toMatchObject({ ok: true });
  });

  it('counts morale cards on the opponent side at their best value', () => {
    // Claimant: Wedge 6-7-8 in red. Opponent: Alexander alone could become a Wedge 8-9-10.
    const s = position({ flags: flagsJson({ 0: { a: ['r6', 'r7', 'r8'], b: ['alexander'] } }) });
    expect(checkClaim(s, 0, 0).ok).toBe(false);
    // Shield Bearers (1, 2 or 3) must sit in any run it joins, so no run above 3-4-5 exists:
    // the best it can do against a claimed Wedge 3-4-5 is a tie, which goes to the claimant.
    const t = position({ flags: flagsJson({ 0: { a: ['r3', 'r4', 'r5'], b: ['shield'] } }) });
    expect(checkClaim(t, 0, 0).ok).toBe(true);
    const t2 = position({ flags: flagsJson({ 0: { a: ['r2', 'r3', 'r4'], b: ['shield'] } }) });
    expect(checkClaim(t2, 0, 0).ok).toBe(false);
    // Companion Cavalry is an 8 of any colour: 8-9-10 beats 6-7-8.
    const u = position({ flags: flagsJson({ 0: { a: ['r6', 'r7', 'r8'], b: ['cavalry'] } }) });
    expect(checkClaim(u, 0, 0).ok).toBe(false);
  });

  it("does not take the claimant's own hand as evidence", () => {
    // Seat 0 holds every card that could beat the claim; the proof must still fail.
    const s = position({
      hands: [['b8', 'b9', 'b10', 'g8', 'g9', 'g10', 'o9'], []],
      flags: flagsJson({ 0: { a: ['r6', 'r7', 'r8'], b: ['b7'] } }),
    });
    const c = checkClaim(s, 0, 0);
    expect(c.ok).toBe(false);
    if (!c.ok)
      expect(c.completion?.cards.some((x) => ['b8', 'b9', 'g8', 'g9', 'b10'].includes(x))).toBe(
        true,
      );
  });

  it('agrees with plain enumeration on thousands of random partial sides', () => {
    const rng = Rng.fromSeed(42);
    const morale = ['alexander', 'cavalry', 'shield'];
    let proven = 0;
    let refuted = 0;
    for (let k = 0; k < 2500; k++) {
      const size = rng.int(4) === 0 ? 4 : 3;
      const fog = rng.int(6) === 0;
      const cards = rng.shuffle(TROOPS);
      const table = cards.slice(0, 10 + rng.int(35));
      const avail = availableTroops({
        flags: [{ sides: [table, []], environment: [], claimedBy: null, firstComplete: null }],
        discard: [],
      });
      const claimant = rng.shuffle(table).slice(0, size);
      const partial = table
        .filter((c) => !claimant.includes(c))
        .slice(0, rng.int(size === 4 ? 3 : 2) + (size === 4 ? 1 : 1));
      if (rng.int(5) === 0) partial[0] = rng.pick(morale);
      const target = sideStrength(claimant, fog);
      const fast = beatingCompletion(partial, size, fog, avail, target);
      const slow = enumerateBeatingCompletion(partial, size, fog, avail, target);
      expect(fast === null).toBe(slow === null);
      if (fast) {
        refuted++;
        expect(sideStrength([...partial, ...fast.cards], fog)).toBeGreaterThan(target);
        for (const c of fast.cards) expect(avail[TROOPS.indexOf(c)]).toBe(1);
      } else proven++;
    }
    expect(proven).toBeGreaterThan(100);
    expect(refuted).toBeGreaterThan(100);
  });
});
