/**
 * The bot's command vehicle and UAV used to walk back and forth: from A to B in one round and back
 * to A in the next (or back onto a hex within one action), with nothing gained. Measured over
 * seeded bot games, such returns must be gone.
 */
import { describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import { type10, type10Bot } from '../../../src/games/type10/index.ts';
import type { Type10State } from '../../../src/games/type10/types.ts';

const WATCHED = ['command', 'uav'];

/** Returns of the watched units (A, B, A across rounds, or a revisit within an action). */
function revisits(seed: number, decisions: number): Map<string, number> {
  const out = new Map<string, number>();
  const trail = new Map<string, string[]>();
  let s: Type10State = type10.setup(type10.defaultOptions, seed);
  for (let k = 0; k < decisions && !type10.outcome(s); k++) {
    const seat = type10.toMove(s)!;
    const a = chooseBotMove(
      { def: type10, view: type10.view(s, seat), seat, legal: type10.legalMoves(s), seed: k },
      type10Bot,
      'normal',
      { budget: 'iterations' },
    );
    const m = a.move;
    if (
      m.type === 'step' &&
      WATCHED.includes(m.unit) &&
      s.active?.unit === m.unit &&
      s.active.path.includes(m.to)
    )
      out.set(m.unit, (out.get(m.unit) ?? 0) + 1);
    const r = type10.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    const round = s.round;
    s = r.value;
    if (s.round !== round) {
      for (const u of s.units) {
        if (!WATCHED.includes(u.id)) continue;
        const t = trail.get(u.id) ?? [];
        if (t[t.length - 1] !== u.at) t.push(u.at);
        trail.set(u.id, t);
        const n = t.length;
        if (n >= 3 && t[n - 1] === t[n - 3]) out.set(u.id, (out.get(u.id) ?? 0) + 1);
      }
    }
  }
  return out;
}

describe('type10Bot wandering', () => {
  it('moves the command vehicle and the UAV without going back and forth', () => {
    const total = new Map<string, number>();
    for (const seed of [3, 11, 29]) {
      for (const [u, n] of revisits(seed, 250)) total.set(u, (total.get(u) ?? 0) + n);
    }
    expect(Object.fromEntries(total)).toEqual({});
    // ~750 normal-level decisions: a minute on the loaded shared machine.
  }, 300_000);
});
