import { describe, expect, it } from 'vitest';
import {
  describeStrength,
  sideStrength,
  sideSummary,
} from '../../../src/games/battleline/index.ts';
import { flagsJson, position } from './helpers.ts';

const rankName = (cards: string[], fog = false): string =>
  describeStrength(sideStrength(cards, fog), fog);

describe('formations', () => {
  it('names the five formation types of three cards', () => {
    expect(rankName(['r3', 'r5', 'r4'])).toBe('Wedge (sum 12)');
    expect(rankName(['r7', 'b7', 'g7'])).toBe('Phalanx (sum 21)');
    expect(rankName(['y1', 'y9', 'y4'])).toBe('Battalion Order (sum 14)');
    expect(rankName(['y8', 'o9', 'y10'])).toBe('Skirmish Line (sum 27)');
    expect(rankName(['p1', 'o9', 'y10'])).toBe('Host (sum 20)');
  });

  it('ranks type before sum, then sum', () => {
    const order = [
      ['r1', 'r2', 'r3'], // weakest wedge beats
      ['b10', 'g10', 'o10'], // the strongest phalanx
      ['p1', 'p2', 'p4'],
      ['y8', 'o9', 'y10'],
      ['p10', 'o10', 'y9'],
    ];
    const strengths = order.map((c) => sideStrength(c, false));
    for (let i = 1; i < strengths.length; i++)
      expect(strengths[i - 1]).toBeGreaterThan(strengths[i] as number);
    expect(sideStrength(['r8', 'r9', 'r10'], false)).toBeGreaterThan(
      sideStrength(['b7', 'b8', 'b9'], false),
    );
    expect(sideStrength(['r8', 'r9', 'r10'], false)).toBe(sideStrength(['b8', 'b9', 'b10'], false));
  });

  it('has no wrap-around run', () => {
    expect(rankName(['r10', 'r1', 'r2'])).toBe('Battalion Order (sum 13)');
    expect(rankName(['o10', 'r1', 'r2'])).toBe('Host (sum 13)');
  });

  it('values morale cards to their owner best advantage', () => {
    expect(rankName(['r9', 'r10', 'alexander'])).toBe('Wedge (sum 27)');
    expect(rankName(['r2', 'r3', 'shield'])).toBe('Wedge (sum 6)');
    expect(rankName(['b8', 'g8', 'cavalry'])).toBe('Phalanx (sum 24)');
    expect(rankName(['b8', 'g7', 'cavalry'])).toBe('Host (sum 23)');
    expect(rankName(['r7', 'r9', 'cavalry'])).toBe('Wedge (sum 24)');
    // Three morale cards: a Wedge needs 8 next to 1..3, impossible, so the best is a Battalion.
    expect(rankName(['darius', 'cavalry', 'shield'])).toBe('Battalion Order (sum 21)');
  });

  it('counts four cards under Mud with the same types', () => {
    expect(rankName(['g4', 'g5', 'g6', 'g7'])).toBe('Wedge (sum 22)');
    expect(rankName(['g4', 'b4', 'r4', 'o4'])).toBe('Phalanx (sum 16)');
    expect(rankName(['g4', 'b5', 'r6', 'o7'])).toBe('Skirmish Line (sum 22)');
  });

  it('uses only the sum under Fog, morale cards at their highest value', () => {
    expect(sideStrength(['r1', 'r2', 'r3'], true)).toBe(6);
    expect(sideStrength(['p10', 'o10', 'y9'], true)).toBeGreaterThan(
      sideStrength(['r1', 'r2', 'r3'], true),
    );
    expect(sideStrength(['shield', 'alexander', 'cavalry'], true)).toBe(21);
  });

  it('names a side beside the flag as it grows', () => {
    const s = position({
      flags: flagsJson({
        0: { a: ['r1', 'r2'], b: ['b5', 'b6', 'b7'], env: [{ card: 'fog', owner: 0 }] },
      }),
    });
    const [a, b] = [sideSummary(s.flags[0]!, 0), sideSummary(s.flags[0]!, 1)];
    expect(a.complete).toBe(false);
    expect(a.formation).toBeNull();
    expect(b.formation?.name).toBe('Sum 18 (Fog)');
  });
});
