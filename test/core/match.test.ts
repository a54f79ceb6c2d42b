import { describe, expect, it } from 'vitest';
import {
  newMatch,
  play,
  replay,
  statesOf,
  undo,
  undoCount,
  type Match,
} from '../../src/core/match.ts';
import { deepEqual } from '../../src/core/json.ts';
import { unwrap } from '../../src/core/result.ts';
import { Rng } from '../../src/core/rng.ts';
import { tokenRace, type TRMove, type TRState, QUIET_START } from '../fixtures/tokenrace.ts';

function randomGame(seed: number): Match<TRState, TRMove> {
  let m = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 15 }, seed }));
  const rng = Rng.fromSeed(seed + 1000);
  while (tokenRace.outcome(m.state) === null)
    m = unwrap(play(tokenRace, m, rng.pick(tokenRace.legalMoves(m.state))));
  return m;
}

describe('match', () => {
  it('replays a move log to the same state', () => {
    for (let seed = 0; seed < 50; seed++) {
      const m = randomGame(seed);
      const r = unwrap(replay(tokenRace, m.start, JSON.parse(JSON.stringify(m.log))));
      expect(deepEqual(r.state, m.state)).toBe(true);
      expect(r.barriers).toEqual(m.barriers);
    }
  });

  it('is deterministic: the same seed deals the same game', () => {
    const a = unwrap(newMatch(tokenRace, { kind: 'new', options: undefined, seed: 7 }));
    const b = unwrap(newMatch(tokenRace, { kind: 'new', options: undefined, seed: 7 }));
    const c = unwrap(newMatch(tokenRace, { kind: 'new', options: undefined, seed: 8 }));
    expect(a.state).toEqual(b.state);
    expect(deepEqual(a.state, c.state)).toBe(false);
  });

  it('refuses an illegal move and leaves the match untouched', () => {
    const m = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 15 }, seed: 3 }));
    const before = JSON.stringify(m);
    const r = play(tokenRace, m, { type: 'take', card: 9, count: 1 });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(m)).toBe(before);
  });

  it('reports the first illegal move of a log with its index', () => {
    const m = randomGame(4);
    const log = m.log.map((e, i) =>
      i === 2 ? { ...e, move: { type: 'take', card: 7, count: 1 } as TRMove } : e,
    );
    const r = replay(tokenRace, m.start, log);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('Move 3');
  });

  it('refuses a log whose seats do not match the turn order', () => {
    const m = randomGame(5);
    const log = m.log.map((e, i) => (i === 0 ? { ...e, seat: 1 as const } : e));
    const r = replay(tokenRace, m.start, log);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('match/wrong-seat');
  });

  it('refuses bad options and seeds with a message', () => {
    const r = newMatch(tokenRace, { kind: 'new', options: { pile: 'x' }, seed: 1 });
    expect(r.ok).toBe(false);
    const s = newMatch(tokenRace, { kind: 'new', options: undefined, seed: -4 });
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.code).toBe('match/bad-seed');
  });

  it('gives every intermediate state for a replay viewer', () => {
    const m = randomGame(6);
    const states = statesOf(tokenRace, m);
    expect(states).toHaveLength(m.log.length + 1);
    expect(deepEqual(states[states.length - 1], m.state)).toBe(true);
  });
});

describe('undo policy', () => {
  const quiet = QUIET_START;
  // The same with cards to draw: every move reveals a card to its player.
  const drawing = { ...quiet, position: { ...quiet.position, deck: [2, 2, 2] } };

  it('takes back your own latest move when nothing was revealed', () => {
    let m = unwrap(newMatch(tokenRace, quiet));
    m = unwrap(play(tokenRace, m, { type: 'take', card: 2, count: 2 }));
    expect(unwrap(undoCount(m, 0, false))).toBe(1);
    const u = unwrap(undo(tokenRace, m, 0, false));
    expect(u.log).toHaveLength(0);
    expect(u.state).toEqual(unwrap(newMatch(tokenRace, quiet)).state);
  });

  it('refuses once the opponent has moved, unless the opponent is a bot', () => {
    let m = unwrap(newMatch(tokenRace, quiet));
    m = unwrap(play(tokenRace, m, { type: 'take', card: 2, count: 2 }));
    m = unwrap(play(tokenRace, m, { type: 'take', card: 3, count: 3 }));
    const human = undoCount(m, 0, false);
    expect(human.ok).toBe(false);
    if (!human.ok) expect(human.error.code).toBe('undo/opponent-moved');
    expect(unwrap(undoCount(m, 0, true))).toBe(2);
    expect(unwrap(undo(tokenRace, m, 0, true)).log).toHaveLength(0);
  });

  it('refuses to take back a move that revealed a card', () => {
    let m = unwrap(newMatch(tokenRace, drawing));
    m = unwrap(play(tokenRace, m, { type: 'take', card: 2, count: 2 }));
    const r = undoCount(m, 0, false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('undo/revealed');
  });

  it('has nothing to undo at the start', () => {
    const r = undoCount(unwrap(newMatch(tokenRace, quiet)), 0, true);
    expect(r.ok).toBe(false);
  });
});
