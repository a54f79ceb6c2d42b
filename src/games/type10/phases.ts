/**
 * The round and the end of the game: entering each step of the round (skipping steps with nothing
 * to decide), who is to move, the victory checks after every change (loss limit, command vehicle,
 * border), the count at the time or round limit, and the clocks the table advances with `clock`
 * moves. No clock is read here: time only enters through moves.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import { hexIndex } from './hex.ts';
import type { Phase, Type10State } from './types.ts';
import { inHand, occupancy, onBoard, typeOf, gridOf } from './units.ts';

export function toMove(s: Type10State): Seat | null {
  if (s.result) return null;
  switch (s.phase) {
    case 'spawn':
    case 'uavPlace':
    case 'northAct':
      return 0;
    case 'uav':
    case 'pkfAct':
      return 1;
    case 'over':
      return null;
  }
}

/** Unit types North still holds in hand (each listed once, scenario order). */
export function handTypes(s: Type10State): string[] {
  const out: string[] = [];
  for (const u of s.units) if (u.at === 'hand' && !out.includes(u.type)) out.push(u.type);
  return out;
}

/** Empty spawn hexes (spawn step). */
export function freeSpawnHexes(s: Type10State): string[] {
  const occ = occupancy(s);
  const g = gridOf(s.scenario);
  return s.scenario.spawn.filter((h) => occ.at[hexIndex(g, h)]! < 0);
}

/** The unit that searches with the die (the UAV), when on the board. */
export function searcher(s: Type10State): string | null {
  const u = s.units.find((x) => onBoard(x) && typeOf(s, x).searches);
  return u ? u.id : null;
}

/** Empty hexes next to the searcher, where a found unit is placed. */
export function hexesNextToSearcher(s: Type10State): string[] {
  const id = searcher(s);
  if (!id) return [];
  const occ = occupancy(s);
  const k = s.units.findIndex((u) => u.id === id);
  const from = occ.hexOf[k]!;
  return occ.grid.neighbours[from]!.filter((n) => occ.at[n]! < 0 && n !== from).map(
    (n) => occ.grid.names[n]!,
  );
}

/** Moves to `phase`, skipping steps where the side has nothing to decide; resets the step clock. */
export function enterPhase(s: Type10State, phase: Phase): Type10State {
  let next: Type10State = { ...s, phase, clock: s.clock ? { ...s.clock, stepMs: 0 } : null };
  if (phase === 'spawn' && (handTypes(next).length === 0 || freeSpawnHexes(next).length === 0)) {
    next = { ...next, phase: 'uav' };
  }
  if (next.phase === 'uav' && searcher(next) === null) next = { ...next, phase: 'northAct' };
  return next;
}

/** After PKF's acting step: the next round, or the count when the round limit is reached. */
export function endRound(s: Type10State): Type10State {
  if (!s.options.timeControl && s.round >= s.options.roundLimit)
    return finishByCount(s, 'round-limit');
  return enterPhase({ ...s, round: s.round + 1, acted: [] }, 'spawn');
}

export function finish(s: Type10State, result: Outcome): Type10State {
  return { ...s, result, phase: 'over', active: null };
}

/** The time (or round) limit: the side that destroyed more enemy units wins; equal is a draw. */
export function finishByCount(s: Type10State, reason: 'time-limit' | 'round-limit'): Type10State {
  const [a, b] = s.kills;
  return finish(s, { winner: a > b ? 0 : b > a ? 1 : null, reason, score: [a, b] });
}

/** The standing victory conditions, checked after every move that changes the board. */
export function checkVictory(s: Type10State, enteredBorderBy: string | null): Type10State {
  if (s.result) return s;
  if (s.northLosses >= s.scenario.lossLimit) {
    return finish(s, { winner: 1, reason: 'losses', score: [s.kills[0], s.kills[1]] });
  }
  if (s.units.some((u) => u.at === 'gone' && typeOf(s, u).command)) {
    return finish(s, { winner: 0, reason: 'command-destroyed', score: [s.kills[0], s.kills[1]] });
  }
  if (enteredBorderBy !== null) {
    return finish(s, { winner: 0, reason: 'border-crossed', score: [s.kills[0], s.kills[1]] });
  }
  return s;
}

/** Advances the clocks by `elapsedMs` of the side to move; a step over its limit loses. */
export function tickClock(s: Type10State, elapsedMs: number): Type10State {
  const seat = toMove(s);
  if (!s.clock || seat === null) return s;
  const seatMs: [number, number] = [s.clock.seatMs[0], s.clock.seatMs[1]];
  seatMs[seat] += elapsedMs;
  const clock = {
    totalMs: s.clock.totalMs + elapsedMs,
    stepMs: s.clock.stepMs + elapsedMs,
    seatMs,
  };
  const next = { ...s, clock };
  if (clock.stepMs > s.options.stepLimitMs) {
    return finish(next, {
      winner: seat === 0 ? 1 : 0,
      reason: 'time-out',
      score: [s.kills[0], s.kills[1]],
    });
  }
  if (clock.totalMs >= s.options.gameLimitMs) return finishByCount(next, 'time-limit');
  return next;
}

export { inHand };
