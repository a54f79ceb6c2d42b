import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import { Rng } from '../../../src/core/rng.ts';
import {
  battleline,
  flagsForCard,
  nextGameOptions,
  seriesScore,
  TROOPS,
} from '../../../src/games/battleline/index.ts';
import { flagsJson, play, position } from './helpers.ts';

const full = (a: string[], b: string[]) => ({ a, b });

describe('turn structure', () => {
  it('deals 7 cards each and starts in the play step', () => {
    const s = battleline.setup(battleline.defaultOptions, 7);
    expect(s.hands[0]).toHaveLength(7);
    expect(s.hands[1]).toHaveLength(7);
    expect(s.troopDeck).toHaveLength(46);
    expect(s.tacticsDeck).toHaveLength(10);
    expect(s.phase).toBe('play');
    // 7 troops x 9 flags, no pass.
    expect(battleline.legalMoves(s).filter((m) => m.type === 'play')).toHaveLength(63);
    expect(battleline.legalMoves(s).some((m) => m.type === 'pass')).toBe(false);
  });

  it('play, then draw from a chosen deck, then the other seat moves', () => {
    const s0 = battleline.setup(battleline.defaultOptions, 3);
    const me = s0.active;
    const card = s0.hands[me][0]!;
    const s1 = play(s0, { type: 'play', card, flag: 4 });
    expect(s1.phase).toBe('draw');
    const s2 = play(s1, { type: 'draw', deck: 'tactics' });
    expect(s2.hands[me]).toHaveLength(7);
    expect(s2.hands[me].filter((c) => !TROOPS.includes(c))).toHaveLength(1);
    expect(s2.active).toBe(me === 0 ? 1 : 0);
    expect(s0.hands[me]).toContain(card); // input untouched
  });

  it('forbids passing while a troop can be played, allows it otherwise', () => {
    const s = position({ hands: [['r1', 'scout'], ['b1']] });
    expect(battleline.apply(s, { type: 'pass' })).toMatchObject({
      ok: false,
      error: { code: 'pass/troop-playable' },
    });
    const onlyTactics = position({ hands: [['scout'], ['b1']] });
    const legal = battleline.legalMoves(onlyTactics);
    expect(legal).toContainEqual({ type: 'pass' });
    expect(legal).toContainEqual({ type: 'scout' });
    // Every slot of seat 0 full: pass is allowed with troops in hand.
    const fullSides: Record<number, { a: string[] }> = {};
    const t = TROOPS.slice(0, 27);
    for (let i = 0; i < 9; i++) fullSides[i] = { a: t.slice(i * 3, i * 3 + 3) };
    const blocked = position({ hands: [['p10'], []], flags: flagsJson(fullSides) });
    expect(battleline.legalMoves(blocked).filter((m) => m.type !== 'claim')).toEqual([
      { type: 'pass' },
    ]);
  });

  it('ends the game when both pass in succession; more flags wins', () => {
    const s = position({
      hands: [[], []],
      troopDeck: [],
      tacticsDeck: [],
      discard: TROOPS.slice(6).concat([
        'scout',
        'redeploy',
        'deserter',
        'traitor',
        'alexander',
        'darius',
        'cavalry',
        'shield',
        'fog',
        'mud',
      ]),
      tacticsPlayed: [
        ['scout', 'redeploy', 'deserter', 'traitor', 'alexander'],
        ['darius', 'cavalry', 'shield', 'fog', 'mud'],
      ],
      flags: flagsJson({
        0: { a: ['r1', 'r2', 'r3'], b: ['r4', 'r5', 'r6'], claimedBy: 1, firstComplete: 0 },
      }),
    });
    const a = play(s, { type: 'pass' });
    expect(a.result).toBeNull();
    const b = play(a, { type: 'pass' });
    expect(battleline.outcome(b)).toMatchObject({
      winner: 1,
      reason: 'both-passed',
      score: [0, 1],
    });
  });
});

describe('claims and winning', () => {
  const claimReady = (claims: Record<number, 0 | 1>) => {
    const spec: Record<
      number,
      { a: string[]; b: string[]; claimedBy?: 0 | 1; firstComplete?: 0 | 1 }
    > = {};
    const t = TROOPS.slice();
    for (let i = 0; i < 9; i++) {
      const by = claims[i];
      if (by === undefined) continue;
      spec[i] = {
        a: t.splice(0, 3),
        b: t.splice(t.length - 3, 3),
        claimedBy: by,
        firstComplete: 0,
      };
    }
    return spec;
  };

  it('claims a proven flag after playing, and a breakthrough ends the game at once', () => {
    const spec = claimReady({ 0: 0, 1: 0 });
    const s = position({
      hands: [['r10'], ['b1']],
      flags: flagsJson({ ...spec, 2: { a: ['r8', 'r9'] } }),
    });
    expect(flagsForCard(s, 'r10')).toContain(2);
    const s1 = play(s, { type: 'play', card: 'r10', flag: 2 });
    expect(s1.phase).toBe('claim');
    expect(battleline.legalMoves(s1)).toEqual([{ type: 'claim', flag: 2 }, { type: 'endClaims' }]);
    const s2 = play(s1, { type: 'claim', flag: 2 });
    expect(battleline.outcome(s2)).toMatchObject({ winner: 0, reason: 'breakthrough' });
    expect(battleline.legalMoves(s2)).toEqual([]);
  });

  it('wins by envelopment with five scattered flags', () => {
    const spec = claimReady({ 0: 0, 2: 0, 4: 0, 6: 0 });
    const s = position({
      hands: [['g10'], []],
      flags: flagsJson({ ...spec, 8: { a: ['g8', 'g9'] } }),
    });
    const s2 = play(s, { type: 'play', card: 'g10', flag: 8 }, { type: 'claim', flag: 8 });
    expect(battleline.outcome(s2)).toMatchObject({ winner: 0, reason: 'envelopment' });
  });

  it('refuses an unproven claim with the completion as detail, and locks claimed flags', () => {
    const s = position({
      hands: [['r9', 'b1'], []],
      flags: flagsJson({ 0: { a: ['r7', 'r8'] }, 1: { a: ['o1', 'o2'] } }),
    });
    const s1 = play(s, { type: 'play', card: 'b1', flag: 5 });
    expect(s1.phase).toBe('draw'); // nothing claimable: the claim step is skipped
    const s2 = position({
      hands: [['r9'], []],
      flags: flagsJson({
        0: { a: ['r6', 'r7', 'r8'], b: ['b9'] },
        3: full(['o8', 'o9', 'o10'], ['y1', 'y2', 'g4']),
      }),
      phase: 'claim',
      played: true,
    });
    const r = battleline.apply(s2, { type: 'claim', flag: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect((r.error.detail as { cards: string[] }).cards.length).toBe(2);
    const s3 = play(s2, { type: 'claim', flag: 3 });
    expect(s3.flags[3]!.claimedBy).toBe(0);
    expect(flagsForCard({ ...s3, phase: 'play' }, 'r9')).not.toContain(3);
  });

  it('claims at the start of the turn with claimTiming "start"', () => {
    const s = position({
      options: { claimTiming: 'start', tactics: true, firstSeat: 'seed' },
      hands: [['r1'], ['b2']],
      active: 1,
      flags: flagsJson({ 0: { a: ['o8', 'o9', 'o10'] } }),
    });
    const s1 = play(s, { type: 'play', card: 'b2', flag: 1 }, { type: 'draw', deck: 'troop' });
    expect(s1.active).toBe(0);
    expect(s1.phase).toBe('claim');
    const s2 = play(s1, { type: 'claim', flag: 0 });
    expect(s2.phase).toBe('play');
    expect(s2.flags[0]!.claimedBy).toBe(0);
  });
});

describe('setup JSON', () => {
  it('round-trips a fresh game and refuses impossible positions', () => {
    const s = battleline.setup(battleline.defaultOptions, 11);
    const back = battleline.fromSetup(JSON.parse(JSON.stringify(battleline.toSetup(s))));
    expect(back.ok && deepEqual(back.value, s)).toBe(true);
    const twice = battleline.fromSetup({ hands: [['r1'], ['r1']] });
    expect(twice).toMatchObject({ ok: false, error: { code: 'setup/card-twice' } });
    const missing = battleline.fromSetup({ hands: [[], []], troopDeck: TROOPS.slice(1) });
    expect(missing).toMatchObject({ ok: false, error: { code: 'setup/troop-count' } });
    const extra = battleline.fromSetup({ hands: [['r1'], []], troopDeck: TROOPS });
    expect(extra).toMatchObject({ ok: false, error: { code: 'setup/card-twice' } });
    const fourth = battleline.fromSetup({
      hands: [[], []],
      flags: flagsJson({ 0: { a: ['r1', 'r2', 'r3', 'r4'] } }),
    });
    expect(fourth).toMatchObject({ ok: false, error: { code: 'setup/too-many-cards' } });
    const unknown = battleline.fromSetup({ hands: [['x11'], []] });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'setup/unknown-card' } });
  });

  it('view hides the opponent hand and deck order; determinize is consistent', () => {
    const s = battleline.setup(battleline.defaultOptions, 5);
    const v = battleline.view(s, 0);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.hands[1]));
    expect(v.opponentHand).toEqual({ troops: 7, tactics: 0 });
    expect('troopDeck' in v).toBe(false);
    const d = battleline.determinize(v, 0, Rng.fromSeed(1));
    expect(d.hands[0]).toEqual(s.hands[0]);
    expect(d.hands[1]).toHaveLength(7);
    expect(d.troopDeck).toHaveLength(s.troopDeck.length);
    expect(new Set([...d.hands[0], ...d.hands[1], ...d.troopDeck]).size).toBe(60);
  });
});

describe('series', () => {
  it('scores 5 to the winner and a flag point per flag to the loser', () => {
    expect(
      seriesScore([
        { winner: 0, flags: [3, 2] },
        { winner: 1, flags: [4, 5] },
        { winner: null, flags: [2, 2] },
      ]),
    ).toEqual([11, 9]);
    const opts = nextGameOptions(battleline.defaultOptions, { winner: 1, flags: [1, 3] });
    expect(opts.firstSeat).toBe(1); // the loser (seat 0) moves second
    expect(battleline.setup(opts, 99).active).toBe(1);
  });
});

describe('docs/battleline.md', () => {
  it('its example position loads and behaves as the text says', async () => {
    const { readFileSync } = await import('node:fs');
    const md = readFileSync(new URL('../../../docs/battleline.md', import.meta.url), 'utf8');
    const json: unknown = JSON.parse(md.split('```json')[1]!.split('```')[0]!);
    const s = play(position(json as Record<string, unknown>), {
      type: 'play',
      card: 'r10',
      flag: 2,
    });
    expect(battleline.legalMoves(s)).toEqual([{ type: 'claim', flag: 2 }, { type: 'endClaims' }]);
  });
});

describe('without tactics cards', () => {
  it('plays to the end with 60 troops and never offers the tactics deck', async () => {
    const { randomGame } = await import('./helpers.ts');
    const options = { claimTiming: 'end' as const, tactics: false, firstSeat: 0 as const };
    let drewTactics = false;
    const end = randomGame(
      3,
      (_b, _m, _a, legal) => {
        if (legal.some((m) => m.type === 'draw' && m.deck === 'tactics')) drewTactics = true;
      },
      options,
    );
    expect(end.result).not.toBeNull();
    expect(drewTactics).toBe(false);
    expect(battleline.setup(options, 1).active).toBe(0);
  });
});
