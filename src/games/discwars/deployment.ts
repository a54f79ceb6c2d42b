/**
 * The deployment phase before round 1: each player in turn places the discs of their army that
 * start on the table inside their own set-up area (the strip `setupDepth` deep along their table
 * edge), flat on the felt, overlapping nothing. **Decision** (the seed gives no order): the first
 * player deploys their whole army first, then the other player, who sees it — a fair return for
 * moving second. A player may pick up a disc they already placed and place it again until their
 * last disc is down. "Deploy for me" places the rest as the automatic placement does (big discs
 * first, rows from the table edge, centre out); a disc that finds no room waits in reserve.
 * Reinforcements (discs beyond the scenario's `startingDiscs`) stay in reserve throughout.
 */
import type { GameError, Result } from '../../core/result.ts';
import { ok } from '../../core/result.ts';
import { own } from '../../core/json.ts';
import { shown } from '../../core/shown.ts';
import type { Ctx, Draft } from './board.ts';
import { discOf, other, setDisc, typeOf } from './board.ts';
import { discPose, setupSpot } from './placement.ts';
import type { DiscState, DiscWarsMove, DiscWarsState, ScenarioDef, Seat } from './types.ts';

/** Discs may not overlap at set-up; they may touch (within this margin, in inches). */
const TOUCH = 0.01;

/** The set-up area of `seat`: x from 0 to the width, y from `y0` to `y1` (inches). */
export function setupArea(
  sc: ScenarioDef,
  seat: Seat,
): { x0: number; x1: number; y0: number; y1: number } {
  return seat === 0
    ? { x0: 0, x1: sc.width, y0: 0, y1: sc.setupDepth }
    : { x0: 0, x1: sc.width, y0: sc.depth - sc.setupDepth, y1: sc.depth };
}

/** Discs `seat` still has to place (in army order). */
export function toDeploy(s: Pick<DiscWarsState, 'deploying' | 'discs'>, seat: Seat): DiscState[] {
  const pending = s.deploying ?? [];
  return s.discs.filter((d) => d.owner === seat && pending.includes(d.id));
}

/** Reinforcements of `seat` waiting off the table (not discs still to deploy). */
export function reserves(s: Pick<DiscWarsState, 'deploying' | 'discs'>, seat: Seat): DiscState[] {
  const pending = s.deploying ?? [];
  return s.discs.filter(
    (d) => d.owner === seat && d.where === 'reserve' && !pending.includes(d.id),
  );
}

/** Why `seat` may not place `disc` with its centre at (x, y) now, or null when it may. */
export function deployBar(
  s: DiscWarsState,
  seat: Seat,
  disc: string,
  x: number,
  y: number,
): GameError | null {
  const bar = (code: string, message: string): GameError => ({ code, message });
  if (s.phase !== 'deploy')
    return bar('deploy/phase', 'Discs are placed only in the deployment phase.');
  const d = discOf(s, disc);
  if (!d) return bar('deploy/disc', `There is no disc "${shown(disc)}".`);
  if (d.owner !== seat) return bar('deploy/not-yours', `${disc} is not your disc.`);
  const pending = (s.deploying ?? []).includes(disc);
  if (!pending && d.where !== 'table')
    return bar('deploy/reserve', `${disc} waits in reserve; it enters as a reinforcement.`);
  if (!Number.isFinite(x) || !Number.isFinite(y))
    return bar('deploy/spot', 'A disc is placed at a point (x, y) in inches.');
  const t = typeOf(s, d);
  const r = t.diameter / 2;
  const a = setupArea(s.scenario, seat);
  const e = 1e-6;
  if (x - r < a.x0 - e || x + r > a.x1 + e || y - r < a.y0 - e || y + r > a.y1 + e)
    return bar(
      'deploy/outside',
      `${t.name} must lie wholly inside your set-up area (within ${s.scenario.setupDepth} in of your table edge).`,
    );
  for (const p of s.table.pieces) {
    if (p.id === disc || p.kind === 'counter') continue;
    const gap = Math.hypot(p.position.x - x, p.position.y - y) - (p.diameter / 2 + r);
    if (gap >= -TOUCH) continue;
    const o = discOf(s, p.id);
    const what = o
      ? `${own(s.types, o.type)?.name ?? p.id} (${p.id})`
      : p.kind === 'land'
        ? 'a land disc'
        : 'a rock';
    return {
      ...bar('deploy/overlap', `${t.name} would overlap ${what}; discs are set up side by side.`),
      detail: { disc, other: p.id },
    };
  }
  return null;
}

function finishSeat(ctx: Ctx, w: Draft): Result<null, GameError> {
  const l = ctx.physics.liesOn(w.table);
  if (!l.ok) return l;
  w.liesOn = l.value;
  const seat = w.toAct as Seat;
  if (toDeploy(w, seat).length > 0) return ok(null);
  if (toDeploy(w, other(seat)).length > 0) {
    w.toAct = other(seat);
    return ok(null);
  }
  // Both armies are down: round 1 begins with the first player.
  delete w.deploying;
  w.phase = 'activation';
  w.toAct = w.firstPlayer;
  w.activation = { count: 0, done: [false, false], moving: null };
  w.events.push({ kind: 'phase', round: w.round, phase: 'activation' });
  return ok(null);
}

function place(w: Draft, id: string, x: number, y: number): void {
  const d = discOf(w, id) as DiscState;
  const pose = discPose(id, typeOf(w, d).diameter, x, y);
  const rest = w.table.pieces.filter((p) => p.id !== id);
  w.table = { ...w.table, pieces: [...rest, pose] };
  setDisc(w, id, { where: 'table' });
  w.deploying = (w.deploying ?? []).filter((x) => x !== id);
}

export function applyDeploy(
  ctx: Ctx,
  w: Draft,
  disc: string,
  x: number,
  y: number,
): Result<null, GameError> {
  const why = deployBar(w as DiscWarsState, w.toAct as Seat, disc, x, y);
  if (why) return { ok: false, error: why };
  place(w, disc, x, y);
  return finishSeat(ctx, w);
}

/** The automatic spots for the seat's remaining discs, big discs first; null: no room. */
export function autoSpots(s: DiscWarsState, seat: Seat): { disc: string; x: number; y: number }[] {
  const pieces = s.table.pieces.slice();
  const order = toDeploy(s, seat)
    .map((d, i) => ({ d, i, diameter: typeOf(s, d).diameter }))
    .sort((a, b) => b.diameter - a.diameter || a.i - b.i);
  const out: { disc: string; x: number; y: number }[] = [];
  for (const { d, diameter } of order) {
    const spot = setupSpot(s.scenario, pieces, seat, diameter);
    if (!spot) continue;
    pieces.push(discPose(d.id, diameter, spot.x, spot.y));
    out.push({ disc: d.id, ...spot });
  }
  return out;
}

/** "Deploy for me": the rest of the seat's discs at their automatic spots (no room: reserve). */
export function applyDeployAuto(ctx: Ctx, w: Draft): Result<null, GameError> {
  const seat = w.toAct as Seat;
  for (const spot of autoSpots(w as DiscWarsState, seat)) place(w, spot.disc, spot.x, spot.y);
  const left = new Set(toDeploy(w, seat).map((d) => d.id));
  w.deploying = (w.deploying ?? []).filter((id) => !left.has(id));
  return finishSeat(ctx, w);
}

/** The offered moves: each remaining disc at its automatic spot, and "deploy for me". */
export function deployMoves(s: DiscWarsState, seat: Seat): DiscWarsMove[] {
  const pieces = s.table.pieces.slice();
  const out: DiscWarsMove[] = [];
  for (const d of toDeploy(s, seat)) {
    const spot = setupSpot(s.scenario, pieces, seat, typeOf(s, d).diameter);
    if (spot) out.push({ type: 'deploy', disc: d.id, x: spot.x, y: spot.y });
  }
  out.push({ type: 'deploy-auto' });
  return out;
}

/** `fromSetup`'s check of the deployment fields; null when they are consistent. */
export function deployingError(
  j: Record<string, unknown>,
  discs: readonly DiscState[],
): string | null {
  const dep = j['deploying'];
  if (j['phase'] !== 'deploy')
    return dep === undefined || dep === null
      ? null
      : '"deploying" is present only in the deployment phase.';
  if (!Array.isArray(dep) || !dep.every((x) => typeof x === 'string'))
    return 'In the deployment phase "deploying" lists the discs still to place.';
  for (const id of dep) {
    const d = discs.find((x) => x.id === id);
    if (!d || d.where !== 'reserve')
      return `Disc "${shown(id)}" to deploy must be waiting off the table.`;
  }
  if (j['round'] !== 1) return 'Deployment happens before round 1 only.';
  const seat = j['toAct'];
  if (!discs.some((d) => d.owner === seat && dep.includes(d.id)))
    return 'The player to deploy must have discs left to place.';
  return null;
}
