import { describe, expect, it } from 'vitest';
import { chooseBotMove, type BotLevel } from '../../../src/core/bots/levels.ts';
import { hill218, hill218Bot, hqThreat, supplyReach } from '../../../src/games/hill218/index.ts';
import { evaluate } from '../../../src/games/hill218/bot.ts';
import type { Seat } from '../../../src/games/hill218/types.ts';
import { place, position, u } from './helpers.ts';

function game(seed: number, levels: readonly [BotLevel, BotLevel]): Seat | null {
  let s = hill218.setup(hill218.defaultOptions, seed);
  let turn = 0;
  while (hill218.outcome(s) === null) {
    const seat = hill218.toMove(s) as Seat;
    const legal = hill218.legalMoves(s);
    const { move } = chooseBotMove(
      { def: hill218, view: hill218.view(s, seat), seat, legal, seed: seed * 977 + turn++ },
      hill218Bot,
      levels[seat],
      {
        budget: 'iterations',
      },
    );
    const r = hill218.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return hill218.outcome(s)?.winner ?? null;
}

describe('bot', () => {
  it('has a random easy level and MCTS levels with growing budgets', () => {
    const { easy, normal, hard } = hill218Bot.levels;
    expect(easy.kind).toBe('random');
    if (normal.kind !== 'mcts' || hard.kind !== 'mcts') throw new Error('normal and hard search');
    expect(hard.iterations).toBeGreaterThan(normal.iterations);
    expect(hard.timeMs).toBe(1000);
  });

  it('takes an open enemy HQ at once', () => {
    const s = position({
      cells: [
        u(0, -1, 0, 'tank'),
        u(1, -1, 0, 'infantry'),
        u(1, 0, 0, 'infantry'),
        u(1, 1, 0, 'infantry'),
      ],
      hands: [['infantry', 'tank'], ['tank']],
      turn: 0,
    });
    const legal = hill218.legalMoves(s);
    expect(hill218Bot.hints.forced?.(s, legal, 0)).toEqual(place('infantry', 0, 1));
  });

  it('sees the threat to an empty HQ next to enemy supply', () => {
    const safe = position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['tank'], ['tank']],
      turn: 0,
    });
    const open = position({
      cells: [
        u(1, -1, 1, 'tank'),
        u(1, 0, 1, 'infantry'),
        u(1, 1, 1, 'infantry'),
        u(0, 1, 1, 'tank'),
        u(0, -2, 0, 'infantry'),
      ],
      hands: [['tank'], ['tank']],
      turn: 0,
    });
    expect(hqThreat(safe.cells, 0)).toBe(0);
    expect(hqThreat(open.cells, 0)).toBe(1);
    expect(evaluate(open, 0)).toBeLessThan(evaluate(safe, 0));
    expect(supplyReach(safe.cells, 0)).toBeGreaterThan(0);
    expect(supplyReach(open.cells, 0)).toBe(0);
  });

  it('MCTS at the normal level beats random in most games', () => {
    let wins = 0;
    const n = 6;
    for (let g = 0; g < n; g++) {
      const botSeat: Seat = g % 2 === 0 ? 0 : 1;
      const w = game(100 + g, botSeat === 0 ? ['normal', 'easy'] : ['easy', 'normal']);
      if (w === botSeat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
