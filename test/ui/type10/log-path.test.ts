/**
 * Type 10's log with the view after each move: one line per action with its whole path (not one
 * line per hex), and the search line names the die rolled.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import type { Seat } from '../../../src/core/game.ts';
import { type10 } from '../../../src/games/type10/index.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { type10Messages } from '../../../src/ui/tables/type10/messages.ts';
import { type10MoveText } from '../../../src/ui/tables/type10/log-text.ts';

addMessages(type10Messages);
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

describe('Type 10 log with the position after each move', () => {
  it('writes one line per action with its path, and the search die', () => {
    let actionsWithSteps = 0;
    let pathLines = 0;
    let stepLines = 0;
    const searches: string[] = [];
    for (const seed of [2, 5]) {
      let s = type10.setup(type10.defaultOptions, seed);
      const rng = Rng.fromSeed(seed);
      let stepped = false;
      for (let i = 0; i < 1500 && type10.outcome(s) === null; i++) {
        const legal = type10.legalMoves(s).filter((m) => m.type !== 'resign');
        const m = rng.pick(legal);
        const mover = type10.toMove(s) as Seat;
        const r = type10.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        const line = type10MoveText(
          en,
          type10.view(s, other(mover)),
          m,
          type10.view(r.value, other(mover)),
        );
        if (m.type === 'step') stepped = true;
        if (/ moves \d{4}/.test(line)) pathLines++;
        if (m.type === 'step' && line !== '' && !line.includes('attacks')) stepLines++;
        if (m.type === 'search') searches.push(line);
        if (stepped && r.value.active === null) {
          actionsWithSteps++;
          stepped = false;
        }
        s = r.value;
      }
    }
    expect(actionsWithSteps).toBeGreaterThan(20);
    // Every finished action that moved has exactly one path line; no per-hex lines besides.
    expect(pathLines).toBeLessThanOrEqual(actionsWithSteps);
    expect(pathLines).toBeGreaterThan(actionsWithSteps * 0.8);
    expect(stepLines).toBeLessThanOrEqual(pathLines);
    expect(searches.length).toBeGreaterThan(0);
    for (const line of searches) expect(line).toMatch(/search die: [1-6]$/);
  });
});
