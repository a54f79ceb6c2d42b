/**
 * The round: reinforcement, activation, missile, combat and counter removal, in that order. Phases
 * without a decision run inside `advance`, which `apply` calls after every move until some seat
 * has a decision to make (or the battle is over). Also victory: at once when a side has no
 * creature left, else by enemy army points destroyed (plus a held land disc) after the last round.
 */
import { own, recordOf } from '../../core/json.ts';
import type { GameError, Result } from '../../core/result.ts';
import { ok } from '../../core/result.ts';
import type { Ctx, Draft } from './board.ts';
import { alive, other, removeDying, settleIfFloating, wipedOut } from './board.ts';
import { pendingChoice, findFights, resolveNextFight } from './combat.ts';
import { activatable } from './activation.ts';
import { eligibleArchers } from './missile.ts';
import { enterReinforcements } from './placement.ts';
import type { DiscWarsState, Seat } from './types.ts';

function checkWipeOut(w: Draft): boolean {
  const gone0 = wipedOut(w, 0);
  const gone1 = wipedOut(w, 1);
  if (!gone0 && !gone1) return false;
  w.phase = 'over';
  w.toAct = null;
  // No fight is left to resolve: a finished battle carries no combat state (and so saves).
  w.combat = null;
  w.outcome = {
    winner: gone0 && gone1 ? null : gone0 ? 1 : 0,
    reason: 'wiped-out',
    score: [w.destroyed[0], w.destroyed[1]],
  };
  return true;
}

/** Most own discs resting on the scenario's land disc, or null. */
export function holder(s: Pick<DiscWarsState, 'scenario' | 'discs' | 'liesOn'>): Seat | null {
  const land = s.scenario.hold?.land;
  if (!land) return null;
  const n = [0, 0];
  for (const d of s.discs)
    if (alive(d) && (own(s.liesOn, d.id) ?? []).includes(land)) n[d.owner]!++;
  return n[0]! > n[1]! ? 0 : n[1]! > n[0]! ? 1 : null;
}

/** Victory after the last round: enemy points destroyed, plus the held land disc's points. */
function finalOutcome(w: Draft): void {
  const score: [number, number] = [w.destroyed[0], w.destroyed[1]];
  const h = holder(w);
  if (h !== null && w.scenario.hold) score[h] += w.scenario.hold.points;
  w.phase = 'over';
  w.toAct = null;
  // Combat state lives only in the combat phase (a wipe-out can end the game mid-combat).
  w.combat = null;
  w.outcome = {
    winner: score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : null,
    reason: 'points',
    score,
  };
}

function counterRemoval(w: Draft): void {
  w.events.push({ kind: 'phase', round: w.round, phase: 'counter-removal' });
  w.discs = w.discs.map((d) => ({
    ...d,
    activated: false,
    damage: 0,
    roundWounds: 0,
    bonusMoves: 0,
    bonusToughness: 0,
  }));
  const counters = new Set(w.table.pieces.filter((p) => p.kind === 'counter').map((p) => p.id));
  if (counters.size === 0) return;
  w.table = { ...w.table, pieces: w.table.pieces.filter((p) => !counters.has(p.id)) };
  w.liesOn = recordOf(
    Object.entries(w.liesOn)
      .filter(([id]) => !counters.has(id))
      .map(([id, under]) => [id, under.filter((u) => !counters.has(u))] as const),
  );
}

function startRound(ctx: Ctx, w: Draft): Result<null, GameError> {
  w.round += 1;
  w.firstPlayer = other(w.firstPlayer);
  if (w.scenario.reinforcementsPerRound) {
    w.events.push({ kind: 'phase', round: w.round, phase: 'reinforcement' });
    const r = enterReinforcements(ctx, w);
    if (!r.ok) return r;
  }
  w.phase = 'activation';
  w.events.push({ kind: 'phase', round: w.round, phase: 'activation' });
  w.activation = { count: 0, done: [false, false], moving: null };
  w.toAct = w.firstPlayer;
  return ok(null);
}

/** Runs the table forward until a seat must decide. */
export function advance(ctx: Ctx, w: Draft): Result<null, GameError> {
  for (let guard = 0; guard < 1000; guard++) {
    if (w.phase === 'over') {
      w.toAct = null;
      return ok(null);
    }
    const s = w as DiscWarsState;
    if (w.phase === 'deploy') return ok(null);
    if (w.phase === 'activation') {
      const moving = w.activation.moving;
      if (moving) {
        const d = s.discs.find((x) => x.id === moving.disc);
        w.toAct = d ? d.owner : w.toAct;
        return ok(null);
      }
      const done: [boolean, boolean] = [w.activation.done[0], w.activation.done[1]];
      for (const seat of [0, 1] as const)
        if (!done[seat] && activatable(s, seat).length === 0) done[seat] = true;
      if (done[0] !== w.activation.done[0] || done[1] !== w.activation.done[1])
        w.activation = { ...w.activation, done };
      if (done[0] && done[1]) {
        w.phase = 'missile';
        w.missileDone = [false, false];
        w.toAct = w.firstPlayer;
        w.events.push({ kind: 'phase', round: w.round, phase: 'missile' });
        continue;
      }
      const seat = w.toAct ?? w.firstPlayer;
      if (done[seat]) {
        w.toAct = other(seat);
        w.activation = { ...w.activation, count: 0 };
      } else w.toAct = seat;
      return ok(null);
    }
    if (w.phase === 'missile') {
      const done: [boolean, boolean] = [w.missileDone[0], w.missileDone[1]];
      for (const seat of [0, 1] as const)
        if (!done[seat] && eligibleArchers(ctx, s, seat).length === 0) done[seat] = true;
      w.missileDone = done;
      if (done[0] && done[1]) {
        // Dead discs leave the table at the end of the missile phase.
        const r = removeDying(ctx, w);
        if (!r.ok) return r;
        if (checkWipeOut(w)) continue;
        w.phase = 'combat';
        w.events.push({ kind: 'phase', round: w.round, phase: 'combat' });
        w.combat = { fights: findFights(w), strikes: {}, answers: {} };
        continue;
      }
      const seat = w.toAct ?? w.firstPlayer;
      w.toAct = done[seat] ? other(seat) : seat;
      return ok(null);
    }
    // Combat, then counter removal and the next round.
    while (w.combat && w.combat.fights.length > 0) {
      const pending = pendingChoice(s);
      if (pending) {
        w.toAct = pending.seat;
        return ok(null);
      }
      resolveNextFight(ctx, w);
      // Dead discs leave as soon as their fight is resolved; the table settles after the phase.
      const r = removeDying(ctx, w, false);
      if (!r.ok) return r;
      if (checkWipeOut(w)) break;
    }
    if ((w.phase as string) === 'over') continue;
    const settled = settleIfFloating(ctx, w);
    if (!settled.ok) return settled;
    w.combat = null;
    counterRemoval(w);
    if (w.round >= w.scenario.rounds) {
      finalOutcome(w);
      continue;
    }
    const r = startRound(ctx, w);
    if (!r.ok) return r;
  }
  throw new Error('advance did not reach a decision');
}
