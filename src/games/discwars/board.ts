/**
 * Reading the table the way the rules do: which discs are pinned or pin another (from the
 * physics' "lies on" facts), edge-to-edge ranges, the ideal landing of a flip (for offering legal
 * directions without simulating each), damage and wounds, and taking dead discs off the table.
 * Also the working copy `Draft` that `apply` mutates before it returns a fresh state.
 */
import { own } from '../../core/json.ts';
import type { GameError, Result } from '../../core/result.ts';
import type { DiscPhysics, PiecePose, TableState } from './physics-port.ts';
import type { DiscState, DiscType, DiscWarsEvent, DiscWarsState, Seat } from './types.ts';

export type Mut<T> = { -readonly [K in keyof T]: T[K] };

/** The working copy `apply` edits; `discs` entries are fresh objects it may replace. */
export interface Draft extends Mut<Omit<DiscWarsState, 'discs' | 'events'>> {
  discs: DiscState[];
  events: DiscWarsEvent[];
}

export interface Ctx {
  readonly physics: DiscPhysics;
}

export function draftOf(s: DiscWarsState): Draft {
  return { ...s, discs: s.discs.slice(), events: [] };
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function discIndex(s: { discs: readonly DiscState[] }, id: string): number {
  return s.discs.findIndex((d) => d.id === id);
}

export function discOf(s: { discs: readonly DiscState[] }, id: string): DiscState | undefined {
  return s.discs.find((d) => d.id === id);
}

export function typeOf(s: Pick<DiscWarsState, 'types'>, d: DiscState): DiscType {
  const t = own(s.types, d.type);
  if (!t) throw new Error(`unknown disc type ${d.type}`);
  return t;
}

export function setDisc(w: Draft, id: string, patch: Partial<DiscState>): void {
  const i = discIndex(w, id);
  if (i >= 0) w.discs[i] = { ...(w.discs[i] as DiscState), ...patch };
}

/** On the table and not yet killed. */
export function alive(d: DiscState | undefined): d is DiscState {
  return d !== undefined && d.where === 'table' && !d.dying;
}

function isDiscPiece(table: TableState, id: string): boolean {
  const p = table.pieces.find((q) => q.id === id);
  return p !== undefined && (p.kind === 'creature' || p.kind === 'spell');
}

/** The creature discs `id` lies on directly (land discs and counters do not count). */
export function discsUnder(s: Pick<DiscWarsState, 'liesOn' | 'discs'>, id: string): string[] {
  return (own(s.liesOn, id) ?? []).filter((u) => discOf(s, u)?.where === 'table');
}

/** Is another disc lying on `id`? (Whoever owns it: a pinned disc cannot activate.) */
export function isPinned(s: Pick<DiscWarsState, 'liesOn' | 'discs'>, id: string): boolean {
  for (const d of s.discs)
    if (d.where === 'table' && d.id !== id && (own(s.liesOn, d.id) ?? []).includes(id)) return true;
  return false;
}

export function isPinning(s: Pick<DiscWarsState, 'liesOn' | 'discs'>, id: string): boolean {
  return discsUnder(s, id).length > 0;
}

export function poseOf(table: TableState, id: string): PiecePose | undefined {
  return table.pieces.find((p) => p.id === id);
}

export function edgeToEdge(
  ctx: Ctx,
  s: Pick<DiscWarsState, 'table'>,
  a: string,
  b: string,
): number {
  const r = ctx.physics.edgeToEdge(s.table, a, b);
  return r.ok ? r.value : Infinity;
}

/**
 * The ideal landing of a flip (one diameter on, as on open table): on the table and clear of
 * impassable terrain. The physics checks the real landing again; this is what `legalMoves` offers.
 */
export function idealFlipLegal(
  table: TableState,
  disc: PiecePose,
  direction: number,
  reach = disc.diameter,
): boolean {
  const r = disc.diameter / 2;
  const x = disc.position.x + reach * Math.cos(direction);
  const y = disc.position.y + reach * Math.sin(direction);
  const eps = 1e-9;
  if (x - r < -eps || y - r < -eps || x + r > table.width + eps || y + r > table.depth + eps)
    return false;
  for (const p of table.pieces)
    if (p.kind === 'terrain' && Math.hypot(p.position.x - x, p.position.y - y) < r + p.diameter / 2)
      return false;
  return true;
}

export function toughnessOf(s: Pick<DiscWarsState, 'types'>, d: DiscState): number {
  return typeOf(s, d).toughness + d.bonusToughness;
}

/**
 * Adds damage this round; each full multiple of toughness reached is a wound; a disc whose wounds
 * reach its wound value is marked dying (the caller decides when it leaves the table).
 */
export function addDamage(w: Draft, id: string, amount: number, by: string): void {
  const d = discOf(w, id);
  if (!alive(d) || amount <= 0) return;
  const damage = d.damage + amount;
  const t = toughnessOf(w, d);
  const roundWounds = Math.floor(damage / t);
  const added = roundWounds - d.roundWounds;
  const wounds = d.wounds + added;
  const dying = wounds >= typeOf(w, d).wounds;
  setDisc(w, id, { damage, roundWounds, wounds, dying });
  w.events.push({ kind: 'hit', disc: id, damage: amount, by });
  if (added > 0) w.events.push({ kind: 'wound', disc: id, wounds });
}

/**
 * Takes the dying discs off the table now (crediting their points to the enemy) with any counters
 * resting on them; if some disc was lying on one of them the table settles so it falls.
 */
export function removeDying(ctx: Ctx, w: Draft, settleNow = true): Result<null, GameError> {
  const gone = new Set(w.discs.filter((d) => d.where === 'table' && d.dying).map((d) => d.id));
  if (gone.size === 0) return { ok: true, value: null };
  // Counters resting on removed pieces go too (and counters on those counters).
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of w.table.pieces)
      if (
        p.kind === 'counter' &&
        !gone.has(p.id) &&
        (own(w.liesOn, p.id) ?? []).some((u) => gone.has(u))
      ) {
        gone.add(p.id);
        grew = true;
      }
  }
  const supported = Object.entries(w.liesOn).some(
    ([id, under]) => !gone.has(id) && under.some((u) => gone.has(u)),
  );
  for (const d of w.discs)
    if (gone.has(d.id)) {
      const pts = typeOf(w, d).points;
      w.destroyed =
        d.owner === 0
          ? [w.destroyed[0], w.destroyed[1] + pts]
          : [w.destroyed[0] + pts, w.destroyed[1]];
      setDisc(w, d.id, { where: 'dead', dying: false });
      w.events.push({ kind: 'dead', disc: d.id, points: pts });
    }
  w.table = { ...w.table, pieces: w.table.pieces.filter((p) => !gone.has(p.id)) };
  if (supported && settleNow) {
    const settled = ctx.physics.settle(w.table);
    if (!settled.ok) return settled;
    w.table = settled.value;
  }
  return refreshLiesOn(ctx, w);
}

/** Some disc hangs in the air (what held it up left): let the table settle. */
export function settleIfFloating(ctx: Ctx, w: Draft): Result<null, GameError> {
  const floating = w.table.pieces.some(
    (p) =>
      (p.kind === 'creature' || p.kind === 'spell') &&
      p.position.z > 0.05 &&
      (own(w.liesOn, p.id) ?? []).length === 0,
  );
  if (!floating) return { ok: true, value: null };
  const settled = ctx.physics.settle(w.table);
  if (!settled.ok) return settled;
  w.table = settled.value;
  return refreshLiesOn(ctx, w);
}

export function refreshLiesOn(ctx: Ctx, w: Draft): Result<null, GameError> {
  const l = ctx.physics.liesOn(w.table);
  if (!l.ok) return l;
  w.liesOn = l.value;
  return { ok: true, value: null };
}

/** Is every creature disc of `seat` gone (none on the table, none in reserve)? */
export function wipedOut(s: Pick<DiscWarsState, 'discs'>, seat: Seat): boolean {
  return s.discs.every((d) => d.owner !== seat || d.where === 'dead');
}

export { isDiscPiece };
