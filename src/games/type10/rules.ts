/**
 * The moves of a round and their effects: North's spawn, the UAV search with the seeded die and
 * the placement it may force, and the acting steps where one unit's action (steps, with at most
 * one bombard or attack anywhere along the way) completes before another starts. `legalMoves`
 * lists exactly what a player may do (table moves `resign` and `clock` are accepted by `apply`
 * but never listed, so bots never pick them); `apply` validates with the same functions.
 */
import { shown } from '../../core/shown.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { IllegalMove } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { bombardTargetsFrom, checkAttack, checkBombard, destroyUnit } from './combat.ts';
import { hexIndex } from './hex.ts';
import { moverState, stepOptions, type StepOption } from './movement.ts';
import {
  checkVictory,
  endRound,
  enterPhase,
  finish,
  freeSpawnHexes,
  handTypes,
  hexesNextToSearcher,
  searcher,
  tickClock,
  toMove,
} from './phases.ts';
import type { Side, Type10Move, Type10State } from './types.ts';
import { SEAT_SIDE } from './types.ts';
import { isBorder, occupancy, onBoard, sideOf, typeOf, unitById, type Occupancy } from './units.ts';

function actingSide(s: Type10State): Side | null {
  if (s.phase === 'northAct') return 'north';
  if (s.phase === 'pkfAct' || s.phase === 'uav') return 'pkf';
  return null;
}

/** Units that may start an action now (their side's acting step, not yet acted). */
export function readyUnits(s: Type10State): string[] {
  if (s.phase === 'uav') {
    const id = searcher(s);
    return id && !s.acted.includes(id) ? [id] : [];
  }
  const side = actingSide(s);
  if (!side || s.active) return s.active ? [s.active.unit] : [];
  return s.units
    .filter((u) => onBoard(u) && !s.acted.includes(u.id) && sideOf(s, u) === side)
    .map((u) => u.id);
}

/** One unit's legal single steps and its moves (steps, then bombards) in a state. */
interface UnitOptions {
  readonly steps: readonly StepOption[];
  readonly moves: readonly Type10Move[];
}

// States are never mutated, so a unit's options are worked out once per state: legalMoves, the
// validation in apply and the auto-end after a step all ask for the same ones in bot playouts.
const optionsCache = new WeakMap<Type10State, Map<string, UnitOptions | null>>();

function unitOptions(s: Type10State, occ: Occupancy, id: string): UnitOptions | null {
  let perUnit = optionsCache.get(s);
  if (!perUnit) {
    perUnit = new Map();
    optionsCache.set(s, perUnit);
  }
  const cached = perUnit.get(id);
  if (cached !== undefined) return cached;
  const m = moverState(s, occ, id);
  let found: UnitOptions | null = null;
  if (m) {
    const steps = stepOptions(s, occ, m);
    const moves: Type10Move[] = steps.map((o) => ({
      type: 'step',
      unit: id,
      to: occ.grid.names[o.to]!,
    }));
    if (!m.fired && s.phase !== 'uav') {
      for (const t of bombardTargetsFrom(s, occ, m.unit, m.from))
        moves.push({ type: 'bombard', unit: id, target: t.id });
    }
    found = { steps, moves };
  }
  perUnit.set(id, found);
  return found;
}

function unitMoves(s: Type10State, occ: Occupancy, id: string, out: Type10Move[]): number {
  const o = unitOptions(s, occ, id);
  if (o) for (const m of o.moves) out.push(m);
  return o ? o.moves.length : 0;
}

export function legalMoves(s: Type10State): Type10Move[] {
  if (s.result) return [];
  const out: Type10Move[] = [];
  switch (s.phase) {
    case 'spawn':
      for (const t of handTypes(s))
        for (const h of freeSpawnHexes(s)) out.push({ type: 'spawn', unitType: t, to: h });
      out.push({ type: 'endSpawn' });
      return out;
    case 'uavPlace':
      for (const t of handTypes(s))
        for (const h of hexesNextToSearcher(s)) out.push({ type: 'spawn', unitType: t, to: h });
      return out;
    case 'uav': {
      const occ = occupancy(s);
      // The UAV's steps only while it has not acted (as apply's checkActor asks).
      for (const id of readyUnits(s)) unitMoves(s, occ, id, out);
      if (!standsOnFriend(s, occ)) out.push({ type: 'search' });
      return out;
    }
    case 'northAct':
    case 'pkfAct': {
      const occ = occupancy(s);
      if (s.active) {
        unitMoves(s, occ, s.active.unit, out);
        if (!standsOnFriend(s, occ)) out.push({ type: 'endAction' });
        return out;
      }
      for (const id of readyUnits(s)) unitMoves(s, occ, id, out);
      out.push({ type: 'endTurn' });
      return out;
    }
    case 'over':
      return out;
  }
}

/** The active unit is passing through a friend's hex (its move may not end there). */
function standsOnFriend(s: Type10State, occ: Occupancy): boolean {
  if (!s.active) return false;
  const k = s.units.findIndex((u) => u.id === s.active?.unit);
  return k >= 0 && occ.at[occ.hexOf[k]!]! >= 0;
}

function endAction(s: Type10State): Type10State {
  if (!s.active) return s;
  return { ...s, acted: [...s.acted, s.active.unit], active: null };
}

/** Ends the action by itself once the acting unit has nothing left to do. */
function autoEnd(s: Type10State): Type10State {
  if (!s.active || s.result || s.phase === 'uav') return s;
  const occ = occupancy(s);
  return unitMoves(s, occ, s.active.unit, []) === 0 ? endAction(s) : s;
}

/** Common checks before a unit steps or bombards: its side's step, its turn to act. */
function checkActor(s: Type10State, unitId: unknown): Result<string, IllegalMove> {
  if (typeof unitId !== 'string') return err('move/bad-unit', 'The move names no unit.');
  const u = unitById(s, unitId);
  if (!u) return err('move/unknown-unit', `There is no unit "${unitId}".`);
  if (!onBoard(u)) return err('move/not-on-board', `The ${typeOf(s, u).name} is not on the board.`);
  if (s.phase === 'uav') {
    if (searcher(s) !== u.id)
      return err('phase/uav-only', 'Only the UAV may move in the search step.');
  } else {
    const side = actingSide(s);
    if (!side) return err('phase/not-acting', "Units act only in their side's acting step.");
    if (sideOf(s, u) !== side)
      return err('move/not-yours', `The ${typeOf(s, u).name} belongs to the other side.`);
  }
  if (s.active && s.active.unit !== u.id) {
    return err('action/other-active', 'Another unit is acting; finish its action first.');
  }
  if (s.acted.includes(u.id))
    return err('action/already-acted', `The ${typeOf(s, u).name} has already acted this round.`);
  return ok(u.id);
}

function applyStep(
  s: Type10State,
  m: { unit?: unknown; to?: unknown },
): Result<Type10State, IllegalMove> {
  const actor = checkActor(s, m.unit);
  if (!actor.ok) return actor;
  const id = actor.value;
  const occ = occupancy(s);
  const mover = moverState(s, occ, id);
  if (!mover) return err('move/not-on-board', 'The unit is not on the board.');
  const to = typeof m.to === 'string' ? hexIndex(occ.grid, m.to) : -1;
  if (to < 0) return err('step/bad-hex', `"${shown(m.to)}" is not a hex of this map.`);
  if (!occ.grid.neighbours[mover.from]!.includes(to)) {
    return err(
      'step/not-adjacent',
      `${occ.grid.names[to]} is not next to the unit; move one hex at a time.`,
    );
  }
  const opt = unitOptions(s, occ, id)?.steps.find((o) => o.to === to);
  if (!opt) {
    const why = explainStep(s, occ, mover.unit.id, to);
    return err('step/illegal', why.message, why.detail);
  }
  const hex = occ.grid.names[to]!;
  let next: Type10State = s;
  const shots = s.lastAction && s.active?.unit === id ? s.lastAction.shots : [];
  if (opt.attack) next = destroyUnit(next, opt.attack);
  const path = [...(s.active?.unit === id ? s.active.path : [occ.grid.names[mover.from]!]), hex];
  next = {
    ...next,
    units: next.units.map((u) => (u.id === id ? { ...u, at: hex } : u)),
    active: {
      unit: id,
      mpLeft: Math.max(0, mover.mpLeft - opt.cost),
      path,
      fired: mover.fired || !!opt.attack,
    },
    lastAction: {
      unit: id,
      path,
      shots: opt.attack ? [...shots, { kind: 'attack', target: opt.attack, at: hex }] : shots,
    },
  };
  const crossed = sideOf(s, mover.unit) === 'pkf' && isBorder(s, hex) ? id : null;
  next = checkVictory(next, crossed);
  return ok(autoEnd(next));
}

/**
 * Why a step is refused, in words, with a detail naming the cause (`fired`, `friendly`,
 * `movement`) or, for a refused attack, the attack's own error.
 */
function explainStep(
  s: Type10State,
  occ: Occupancy,
  id: string,
  to: number,
): { message: string; detail: object } {
  const m = moverState(s, occ, id);
  const k = occ.at[to]!;
  const there = k >= 0 ? s.units[k] : undefined;
  if (m && there && sideOf(s, there) !== sideOf(s, m.unit)) {
    if (m.fired)
      return {
        message: 'This unit has already bombarded or attacked this turn.',
        detail: { cause: 'fired' },
      };
    const attack = checkAttack(s, m.unit, there);
    if (!attack.ok) return { message: attack.error.message, detail: attack.error };
  }
  if (there)
    return {
      message: 'The unit could not end its move after passing through this friendly unit.',
      detail: { cause: 'friendly' },
    };
  return {
    message: 'The unit has not enough movement left to enter this hex.',
    detail: { cause: 'movement' },
  };
}

function applyBombard(
  s: Type10State,
  m: { unit?: unknown; target?: unknown },
): Result<Type10State, IllegalMove> {
  if (s.phase === 'uav')
    return err('phase/uav-only', 'Only the UAV acts in the search step, and it cannot bombard.');
  const actor = checkActor(s, m.unit);
  if (!actor.ok) return actor;
  const id = actor.value;
  const occ = occupancy(s);
  const mover = moverState(s, occ, id);
  if (!mover) return err('move/not-on-board', 'The unit is not on the board.');
  if (mover.fired)
    return err('bombard/used', 'This unit has already bombarded or attacked this turn.');
  const target = typeof m.target === 'string' ? unitById(s, m.target) : undefined;
  if (!target) return err('bombard/unknown-target', `There is no unit "${shown(m.target)}".`);
  const check = checkBombard(s, occ, mover.unit, mover.from, target);
  if (!check.ok) return check;
  const at = target.at as string;
  const here = occ.grid.names[mover.from]!;
  const path = s.active?.unit === id ? s.active.path : [here];
  const shots = s.lastAction && s.active?.unit === id ? s.lastAction.shots : [];
  let next = destroyUnit(s, target.id);
  next = {
    ...next,
    active: { unit: id, mpLeft: mover.mpLeft, path, fired: true },
    lastAction: { unit: id, path, shots: [...shots, { kind: 'bombard', target: target.id, at }] },
  };
  return ok(autoEnd(checkVictory(next, null)));
}

function applySpawn(
  s: Type10State,
  m: { unitType?: unknown; to?: unknown },
): Result<Type10State, IllegalMove> {
  if (s.phase !== 'spawn' && s.phase !== 'uavPlace')
    return err(
      'phase/not-spawn',
      'Units are placed only in the spawn step or after a search roll of 1–2.',
    );
  const type = typeof m.unitType === 'string' ? m.unitType : '';
  const unit = s.units.find((u) => u.at === 'hand' && u.type === type);
  if (!unit) return err('spawn/not-in-hand', `North has no "${type}" in hand.`);
  const hexes = s.phase === 'spawn' ? freeSpawnHexes(s) : hexesNextToSearcher(s);
  if (typeof m.to !== 'string' || !hexes.includes(m.to)) {
    return err(
      'spawn/bad-hex',
      s.phase === 'spawn'
        ? 'Units spawn only on an empty spawn hex (the red line).'
        : 'The found unit must be placed on an empty hex next to the UAV.',
      { allowed: hexes },
    );
  }
  const to = m.to;
  const next: Type10State = {
    ...s,
    units: s.units.map((u) => (u.id === unit.id ? { ...u, at: to } : u)),
  };
  if (s.phase === 'uavPlace') return ok(enterPhase(next, 'northAct'));
  return ok(
    handTypes(next).length === 0 || freeSpawnHexes(next).length === 0
      ? enterPhase(next, 'uav')
      : next,
  );
}

function applySearch(s: Type10State): Result<Type10State, IllegalMove> {
  if (s.phase !== 'uav')
    return err('phase/not-search', 'The search die is rolled only in the UAV step.');
  const id = searcher(s);
  if (!id) return err('search/no-uav', 'There is no UAV on the board.');
  if (standsOnFriend(s, occupancy(s)))
    return err('search/on-friend', 'The UAV cannot end its move on a friendly unit.');
  const rng = new Rng(s.rng);
  const roll = rng.die(6);
  const next: Type10State = {
    ...s,
    rng: rng.state(),
    lastRoll: roll,
    acted: [...s.acted, id],
    active: null,
  };
  const found = roll <= 2 && handTypes(next).length > 0 && hexesNextToSearcher(next).length > 0;
  return ok(enterPhase(next, found ? 'uavPlace' : 'northAct'));
}

export function apply(s: Type10State, m: Type10Move): Result<Type10State, IllegalMove> {
  if (s.result) return err('game/over', 'The game is over.');
  const mv = m as unknown as Record<string, unknown> | null;
  if (!mv || typeof mv !== 'object')
    return err('move/bad-shape', 'A move must be an object with a type.');
  switch (mv.type) {
    case 'resign': {
      const seat = mv.seat === 0 || mv.seat === 1 ? mv.seat : toMove(s);
      if (seat === null) return err('game/over', 'The game is over.');
      return ok(
        finish(s, {
          winner: seat === 0 ? 1 : 0,
          reason: 'resignation',
          score: [s.kills[0], s.kills[1]],
        }),
      );
    }
    case 'clock': {
      if (!s.clock) return err('clock/off', 'This game is played without clocks.');
      const ms = mv.elapsedMs;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
        return err('clock/bad-time', 'Elapsed time must be a non-negative number of milliseconds.');
      return ok(tickClock(s, ms));
    }
    case 'spawn':
      return applySpawn(s, mv);
    case 'endSpawn':
      if (s.phase !== 'spawn') return err('phase/not-spawn', 'This is not the spawn step.');
      return ok(enterPhase(s, 'uav'));
    case 'search':
      return applySearch(s);
    case 'step':
      return applyStep(s, mv);
    case 'bombard':
      return applyBombard(s, mv);
    case 'endAction': {
      if (!s.active || s.phase === 'uav') return err('action/none', 'No unit is acting.');
      if (standsOnFriend(s, occupancy(s)))
        return err('action/on-friend', 'A unit cannot end its move on a friendly unit.');
      return ok(endAction(s));
    }
    case 'endTurn': {
      if (s.phase !== 'northAct' && s.phase !== 'pkfAct')
        return err('phase/not-acting', 'This is not an acting step.');
      if (s.active) return err('action/unfinished', "Finish the acting unit's action first.");
      return ok(s.phase === 'northAct' ? enterPhase(s, 'pkfAct') : endRound(s));
    }
    default:
      return err('move/unknown', `Unknown move type "${shown(mv.type)}".`);
  }
}

export { toMove, SEAT_SIDE };
