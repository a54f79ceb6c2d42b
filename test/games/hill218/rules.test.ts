import { describe, expect, it } from 'vitest';
import {
  ATTACK_WITH_SUPPORT_EXAMPLE,
  hill218,
  legalCellsFor,
  RULE_EXAMPLES,
  SUPPLY_LINE_EXAMPLE,
} from '../../../src/games/hill218/index.ts';
import type { Hill218Move, Hill218State, Seat } from '../../../src/games/hill218/types.ts';
import { cellsText, place, play, position, refuse, u } from './helpers.ts';

function chooseBottoms(s: Hill218State): Hill218State {
  let cur = s;
  while (hill218.legalMoves(cur)[0]?.type === 'bottom')
    cur = play(cur, hill218.legalMoves(cur)[0] as Hill218Move);
  return cur;
}

describe('set-up', () => {
  it('deals 5 cards each; each player puts 2 of his choice on the bottom of his deck', () => {
    const s = hill218.setup(hill218.defaultOptions, 42);
    expect(s.hands[0]).toHaveLength(5);
    expect(s.decks[1]).toHaveLength(19);
    const first = s.firstPlayer;
    expect(hill218.toMove(s)).toBe(first);
    const moves = hill218.legalMoves(s);
    expect(moves.every((m) => m.type === 'bottom')).toBe(true);
    const hand = s.hands[first];
    const pick = [hand[3], hand[1]] as [(typeof hand)[0], (typeof hand)[0]];
    const a = play(s, { type: 'bottom', units: pick });
    expect(a.hands[first]).toHaveLength(3);
    expect(a.decks[first].slice(-2)).toEqual(pick);
    // Putting cards back draws nothing: that choice may be taken back.
    expect(hill218.revealsInformation(s, { type: 'bottom', units: pick }, a)).toBe(false);
    expect(hill218.toMove(a)).toBe(1 - first);
    expect(refuse(a, place('infantry', 0, -1))).toBe('setup/choose-bottom');
    const b = play(a, hill218.legalMoves(a)[0] as Hill218Move);
    // The first player's first turn begins: draw 1.
    expect(hill218.toMove(b)).toBe(first);
    expect(b.hands[first]).toHaveLength(4);
    expect(b.decks[first]).toHaveLength(20);
    expect(hill218.revealsInformation(a, hill218.legalMoves(a)[0] as Hill218Move, b)).toBe(true);
    expect(refuse(s, { type: 'bottom', units: ['infantry', 'infantry'] })).toMatch(
      /setup\/(not-in-hand|bad-choice)/,
    );
  });

  it('offers each distinct pair of card types once', () => {
    const s = position({
      bottomChosen: [false, false],
      hands: [
        ['infantry', 'infantry', 'tank', 'artillery', 'tank'],
        ['infantry', 'infantry', 'infantry', 'infantry', 'infantry'],
      ],
      decks: [['infantry'], ['tank']],
    });
    const keys = hill218.legalMoves(s).map((m) => (m.type === 'bottom' ? m.units.join('+') : ''));
    expect(keys.sort()).toEqual(
      [
        'infantry+infantry',
        'infantry+tank',
        'infantry+artillery',
        'tank+tank',
        'tank+artillery',
      ].sort(),
    );
  });
});

describe('first turns', () => {
  it('"seed": both players draw 1 and play 1 into their own HQ; then draw 2 / play 2', () => {
    const s = chooseBottoms(hill218.setup({ firstTurn: 'seed' }, 7));
    const p1 = s.turn;
    const p2: Seat = p1 === 0 ? 1 : 0;
    const hq1 = p1 === 0 ? '0,-1' : '0,1';
    const moves = hill218.legalMoves(s);
    expect(moves.length).toBe(new Set(s.hands[p1]).size);
    expect(moves.every((m) => m.type === 'place' && cellsText([m.at])[0] === hq1)).toBe(true);
    const a = play(s, moves[0] as Hill218Move);
    expect(a.turn).toBe(p2);
    expect(a.playsLeft).toBe(1);
    expect(a.hands[p2]).toHaveLength(4);
    const bMoves = hill218.legalMoves(a);
    expect(
      bMoves.every((m) => m.type === 'place' && m.at.y === (p2 === 0 ? -1 : 1) && m.at.x === 0),
    ).toBe(true);
    expect(refuse(a, { type: 'airStrike', target: { x: 0, y: p1 === 0 ? -1 : 1 } })).toBe(
      'place/first-turn-hq',
    );
    const b = play(a, bMoves[0] as Hill218Move);
    expect(b.turn).toBe(p1);
    expect(b.playsLeft).toBe(2);
    expect(b.hands[p1]).toHaveLength(5);
  });

  it('"bga": only the first player\'s first turn is draw 1 / play 1', () => {
    const s = chooseBottoms(hill218.setup({ firstTurn: 'bga' }, 7));
    const p1 = s.turn;
    const p2: Seat = p1 === 0 ? 1 : 0;
    expect(s.playsLeft).toBe(1);
    const a = play(s, hill218.legalMoves(s)[0] as Hill218Move);
    expect(a.turn).toBe(p2);
    expect(a.playsLeft).toBe(2);
    expect(a.hands[p2]).toHaveLength(5);
    const moves = hill218.legalMoves(a);
    // His HQ is empty, so: a unit into his HQ, a paratrooper drop, or an Air Strike on the enemy HQ unit.
    expect(moves).toContainEqual({ type: 'airStrike', target: { x: 0, y: p1 === 0 ? -1 : 1 } });
    expect(
      moves
        .filter((m) => m.type === 'place' && m.unit !== 'paratroopers')
        .every((m) => m.type === 'place' && m.at.x === 0 && m.at.y === (p2 === 0 ? -1 : 1)),
    ).toBe(true);
  });

  it('validates the option', () => {
    expect(hill218.validateOptions({ firstTurn: 'bga' })).toEqual({
      ok: true,
      value: { firstTurn: 'bga' },
    });
    expect(hill218.validateOptions({ firstTurn: 'none' }).ok).toBe(false);
    expect(hill218.validateOptions(undefined)).toEqual({ ok: true, value: { firstTurn: 'seed' } });
  });
});

describe('turns', () => {
  it('there is no pass: the turn goes on while a play is left and possible', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['infantry', 'infantry'], ['tank']],
      decks: [
        ['tank', 'tank'],
        ['infantry', 'infantry'],
      ],
      turn: 0,
    });
    const a = play(s, place('infantry', 1, -1));
    expect(a.turn).toBe(0);
    expect(a.playsLeft).toBe(1);
    const b = play(a, place('infantry', 2, -1));
    expect(b.turn).toBe(1);
    expect(b.hands[1]).toEqual(['tank', 'infantry', 'infantry']);
  });

  it('a turn ends early when no play is left (an empty hand, Air Strikes spent)', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['infantry'], ['tank']],
      decks: [[], ['infantry']],
      airStrikes: [0, 0],
      turn: 0,
    });
    const a = play(s, place('infantry', 1, -1));
    expect(a.turn).toBe(1);
  });

  it('a player who cannot play is skipped (fromSetup normalises the same way)', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [[], ['tank']],
      decks: [[], ['infantry']],
      airStrikes: [0, 0],
      turn: 0,
    });
    expect(s.turn).toBe(1);
    expect(s.hands[1]).toEqual(['tank', 'infantry']);
  });
});

describe('endings', () => {
  it('a unit in the enemy HQ wins at once', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'artillery'),
        u(1, 0, 0, 'tank'),
        u(1, 1, 0, 'infantry'),
      ],
      hands: [['infantry', 'tank'], ['tank']],
      turn: 0,
    });
    expect(cellsText(legalCellsFor(s, 'infantry'))).toContain('0,1');
    const won = play(s, place('infantry', 0, 1));
    expect(hill218.outcome(won)).toEqual({ winner: 0, reason: 'hq-taken', score: [5, 0] });
    expect(hill218.toMove(won)).toBeNull();
    expect(refuse(won, place('tank', 2, -1))).toBe('turn/over');
  });

  it('when neither can play, most units wins', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['infantry'], []],
      airStrikes: [0, 0],
      turn: 0,
    });
    const end = play(s, place('infantry', 1, -1));
    expect(hill218.outcome(end)).toEqual({ winner: 0, reason: 'most-units', score: [2, 1] });
    expect(hill218.legalMoves(end)).toEqual([]);
  });

  it('an equal count is a draw', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank'), u(1, 1, 1, 'tank')],
      hands: [['infantry'], []],
      airStrikes: [0, 0],
      turn: 0,
    });
    const end = play(s, place('infantry', 1, -1));
    expect(hill218.outcome(end)).toEqual({ winner: null, reason: 'equal-units', score: [2, 2] });
  });

  it('Air Strikes left keep the game going', () => {
    const s = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank'), u(1, 1, 1, 'tank')],
      hands: [['infantry'], []],
      airStrikes: [0, 1],
      turn: 0,
    });
    const a = play(s, place('infantry', 1, -1));
    expect(hill218.outcome(a)).toBeNull();
    expect(a.turn).toBe(1);
    const end = play(a, { type: 'airStrike', target: { x: 1, y: -1 } });
    expect(hill218.outcome(end)).toEqual({ winner: 1, reason: 'most-units', score: [1, 2] });
  });
});

describe('setup JSON', () => {
  const refused = (json: Record<string, unknown>) => {
    const r = hill218.fromSetup(json);
    return r.ok ? 'accepted' : r.error.code;
  };
  it('refuses impossible positions with clear errors', () => {
    expect(refused({ cells: [u(1, 1, 0, 'tank'), u(1, 1, 1, 'tank')] })).toBe('setup/two-cards');
    expect(refused({ cells: [u(0, 0, 0, 'tank')] })).toBe('setup/on-hill');
    expect(
      refused({
        hands: [['infantry', 'infantry', 'infantry', 'infantry'], []],
        decks: [['infantry', 'infantry', 'infantry', 'infantry'], []],
      }),
    ).toBe('setup/card-count');
    expect(refused({ cells: [u(0, 1, 0, 'tank'), u(0, -1, 1, 'tank')] })).toBe('setup/both-hqs');
    expect(refused({ cells: [u(1.5, 1, 0, 'tank')] })).toBe('setup/bad-cell');
    expect(refused({ cells: [u(1, 1, 0, 'tank')], discards: [[], []] })).toBe('setup/card-count');
    expect(refused({ options: { firstTurn: 'x' } })).toBe('options/first-turn');
    expect(refused({ airStrikes: [3, 0] })).toBe('setup/malformed');
    expect(hill218.fromSetup('nope').ok).toBe(false);
    const r = hill218.fromSetup({ hands: [Array(8).fill('infantry'), []] });
    expect(r.ok ? '' : r.error.message).toMatch(/8 Infantry.*exactly 7/);
  });

  it('a unit standing in the enemy HQ means that side has won', () => {
    const s = position({ cells: [u(0, 1, 0, 'tank')] });
    expect(hill218.outcome(s)).toMatchObject({ winner: 0, reason: 'hq-taken' });
  });
});

describe('the source page examples', () => {
  it('supply line: the Infantry may go only next to the Tank in the HQ', () => {
    const s = position(SUPPLY_LINE_EXAMPLE.position as Record<string, unknown>);
    const legal = cellsText(legalCellsFor(s, 'infantry'));
    expect(legal.sort()).toEqual(cellsText(SUPPLY_LINE_EXAMPLE.legal ?? []).sort());
    for (const p of cellsText(SUPPLY_LINE_EXAMPLE.illegal ?? [])) expect(legal).not.toContain(p);
  });

  it('attack with support: the Special Forces support the Infantry against the Tank', () => {
    const s = position(ATTACK_WITH_SUPPORT_EXAMPLE.position as Record<string, unknown>);
    const [placeMove, attack] = ATTACK_WITH_SUPPORT_EXAMPLE.moves as [Hill218Move, Hill218Move];
    const placed = play(s, placeMove);
    expect(hill218.legalMoves(placed)).toEqual([attack]);
    const done = play(placed, attack);
    expect(done.cells.filter((c) => c.owner === 1).map((c) => c.unit)).toEqual(['tank']);
  });

  it('every example is a complete position (all 24 cards accounted for) that round-trips', () => {
    for (const ex of RULE_EXAMPLES) {
      const s = position(ex.position as Record<string, unknown>);
      expect(s.discards).toEqual([[], []]);
      expect(hill218.toSetup(s)).toEqual(
        hill218.toSetup(position(hill218.toSetup(s) as Record<string, unknown>)),
      );
    }
  });
});

describe('moves as text', () => {
  it('describes placements, attacks and Air Strikes', () => {
    const s = position(ATTACK_WITH_SUPPORT_EXAMPLE.position as Record<string, unknown>);
    const [placeMove, attack] = ATTACK_WITH_SUPPORT_EXAMPLE.moves as [Hill218Move, Hill218Move];
    expect(hill218.describeMove?.(s, placeMove)).toBe('Seat 1 plays Infantry at (2,1).');
    const placed = play(s, placeMove);
    expect(hill218.describeMove?.(placed, attack)).toBe(
      "Seat 1's Infantry destroys the Tank at (1,1) with support from the Special Forces at (1,0).",
    );
    expect(hill218.describeMove?.(s, { type: 'airStrike', target: { x: 0, y: 1 } })).toBe(
      'Seat 1 calls an Air Strike on the Tank at (0,1).',
    );
  });
});

describe('docs/hill218.md', () => {
  it('its example position loads and plays as described', async () => {
    const { readFileSync } = await import('node:fs');
    const md = readFileSync(new URL('../../../docs/hill218.md', import.meta.url), 'utf8');
    const json = JSON.parse(md.split('```json')[1]?.split('```')[0] ?? '') as Record<
      string,
      unknown
    >;
    const s = play(position(json), place('infantry', 2, 1));
    expect(hill218.legalMoves(s)).toEqual([
      { type: 'attack', target: { x: 1, y: 1 }, supporter: { x: 1, y: 0 } },
    ]);
  });
});
