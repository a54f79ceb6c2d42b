/**
 * The activation phase: which discs may activate (own, on the table, no A marker, not pinned),
 * the three actions (move by flips, the rally ability, a spell), flips through the physics that
 * stop when the disc comes to rest on another disc (flyers only stop on an enemy), and the turn of
 * three activations with its pass rule.
 */
import type { GameError, Result } from '../../core/result.ts';
import { err, ok } from '../../core/result.ts';
import {
  EMBER_DART_DAMAGE,
  RALLY_BONUS,
  RALLY_RANGE,
  SPELLS,
  STONESKIN_BONUS,
} from './catalogue.ts';
import type { Ctx, Draft } from './board.ts';
import {
  addDamage,
  alive,
  discOf,
  discsUnder,
  edgeToEdge,
  idealFlipLegal,
  isPinned,
  other,
  poseOf,
  refreshLiesOn,
  removeDying,
  setDisc,
  typeOf,
} from './board.ts';
import { drawFlipError, erredRequest, isHaste } from './dexterity.ts';
import type {
  ActivateAction,
  DiscState,
  DiscWarsMove,
  DiscWarsState,
  Seat,
  SpellId,
} from './types.ts';

export function canActivate(s: DiscWarsState, d: DiscState): boolean {
  return alive(d) && !d.activated && !isPinned(s, d.id);
}

export function activatable(s: DiscWarsState, seat: Seat): DiscState[] {
  return s.discs.filter((d) => d.owner === seat && canActivate(s, d));
}

/** Own unactivated discs within 12 in of a rally disc (the ability's legal targets). */
export function rallyTargets(ctx: Ctx, s: DiscWarsState, disc: string): string[] {
  const d = discOf(s, disc);
  if (!alive(d) || typeOf(s, d).ability !== 'rally') return [];
  return s.discs
    .filter(
      (t) =>
        t.id !== disc &&
        t.owner === d.owner &&
        alive(t) &&
        !t.activated &&
        edgeToEdge(ctx, s, disc, t.id) <= RALLY_RANGE,
    )
    .map((t) => t.id);
}

/** Legal targets of one spell cast by `caster`. */
export function spellTargets(ctx: Ctx, s: DiscWarsState, caster: string, spell: SpellId): string[] {
  const c = discOf(s, caster);
  if (!alive(c) || !(typeOf(s, c).spells ?? []).includes(spell)) return [];
  const range = SPELLS[spell].range;
  return s.discs
    .filter((t) => {
      if (!alive(t)) return false;
      if (t.id !== caster && edgeToEdge(ctx, s, caster, t.id) > range) return false;
      if (spell === 'ember-dart') return t.owner !== c.owner;
      if (spell === 'mend') return t.owner === c.owner && t.wounds > 0;
      return t.owner === c.owner;
    })
    .map((t) => t.id);
}

export function activateMoves(ctx: Ctx, s: DiscWarsState, seat: Seat): DiscWarsMove[] {
  const out: DiscWarsMove[] = [];
  for (const d of activatable(s, seat)) {
    const t = typeOf(s, d);
    if (t.movement + d.bonusMoves > 0)
      out.push({ type: 'activate', disc: d.id, action: { kind: 'move' } });
    if (t.ability === 'rally')
      for (const target of rallyTargets(ctx, s, d.id))
        out.push({ type: 'activate', disc: d.id, action: { kind: 'rally', target } });
    for (const spell of t.spells ?? [])
      for (const target of spellTargets(ctx, s, d.id, spell))
        out.push({ type: 'activate', disc: d.id, action: { kind: 'spell', spell, target } });
  }
  return out;
}

/** The evenly spaced directions `legalMoves` offers for the moving disc (ideal landing legal). */
export function flipDirections(s: DiscWarsState, disc: string): number[] {
  const pose = poseOf(s.table, disc);
  if (!pose) return [];
  const out: number[] = [];
  for (let i = 0; i < s.directions; i++) {
    const dir = (2 * Math.PI * i) / s.directions;
    if (idealFlipLegal(s.table, pose, dir)) out.push(dir);
  }
  return out;
}

function endActivation(w: Draft): void {
  const a = w.activation;
  const count = a.count + 1;
  const seat = w.toAct as Seat;
  if (count >= 3) {
    w.activation = { ...a, count: 0, moving: null };
    if (!a.done[other(seat)]) w.toAct = other(seat);
  } else w.activation = { ...a, count, moving: null };
}

export function applyActivate(
  ctx: Ctx,
  w: Draft,
  disc: string,
  action: ActivateAction,
): Result<null, GameError> {
  const seat = w.toAct as Seat;
  if (w.activation.moving) return err('activate/moving', 'Finish moving the disc first.');
  const d = discOf(w, disc);
  if (!d || d.owner !== seat) return err('activate/not-yours', 'That disc is not yours.');
  if (!alive(d)) return err('activate/off-table', 'That disc is not on the table.');
  if (d.activated) return err('activate/again', 'A disc activates at most once per round.');
  if (isPinned(w as DiscWarsState, disc))
    return err('activate/pinned', 'A pinned disc (another disc lies on it) cannot activate.');
  const t = typeOf(w, d);
  if (action.kind === 'move') {
    const flips = t.movement + d.bonusMoves;
    if (flips <= 0) return err('activate/no-movement', 'That disc has no movement.');
    setDisc(w, disc, { activated: true });
    w.activation = { ...w.activation, moving: { disc, flipsLeft: flips } };
    return ok(null);
  }
  if (action.kind === 'rally') {
    if (!rallyTargets(ctx, w as DiscWarsState, disc).includes(action.target))
      return err('activate/rally-target', 'Rally needs an unactivated friendly disc within 12 in.');
    const target = discOf(w, action.target) as DiscState;
    setDisc(w, disc, { activated: true });
    setDisc(w, action.target, { bonusMoves: target.bonusMoves + RALLY_BONUS });
    w.events.push({ kind: 'rally', disc, target: action.target });
    endActivation(w);
    return ok(null);
  }
  if (!(t.spells ?? []).includes(action.spell))
    return err('activate/no-spell', 'That disc cannot cast that spell.');
  if (!spellTargets(ctx, w as DiscWarsState, disc, action.spell).includes(action.target))
    return err('activate/spell-target', `That is not a legal target: ${SPELLS[action.spell].text}`);
  setDisc(w, disc, { activated: true });
  const target = discOf(w, action.target) as DiscState;
  w.events.push({ kind: 'spell', caster: disc, spell: action.spell, target: action.target });
  if (action.spell === 'ember-dart') {
    addDamage(w, action.target, EMBER_DART_DAMAGE, disc);
    // Decision: a disc killed by a spell leaves at once (there is no fight to wait for).
    const r = removeDying(ctx, w);
    if (!r.ok) return r;
  } else if (action.spell === 'mend') setDisc(w, action.target, { wounds: target.wounds - 1 });
  else setDisc(w, action.target, { bonusToughness: target.bonusToughness + STONESKIN_BONUS });
  endActivation(w);
  return ok(null);
}

export function applyFlip(
  ctx: Ctx,
  w: Draft,
  disc: string,
  direction: number,
  haste: number = 0,
): Result<null, GameError> {
  const moving = w.activation.moving;
  if (!moving || moving.disc !== disc)
    return err('flip/not-moving', 'Only the disc being moved may flip now.');
  if (typeof direction !== 'number' || !(direction >= 0 && direction < 2 * Math.PI))
    return err('flip/direction', 'A flip direction is an angle from 0 up to 2π radians.');
  if (!isHaste(haste)) return err('flip/haste', 'A flip’s haste is a number from 0 to 1.');
  const pose = poseOf(w.table, disc);
  // A real hand's error is drawn only for a flip the rules accept as aimed (an illegal aim is
  // refused below by the physics, and a refused move changes nothing, the generator included).
  const hand =
    w.hand === 'real' && pose && idealFlipLegal(w.table, pose, direction)
      ? drawFlipError(w.rng, w.table, pose, direction, haste)
      : null;
  const out = ctx.physics.flip(w.table, erredRequest(disc, direction, hand?.error ?? null));
  if (!out.ok) return out;
  if (hand) w.rng = hand.rng;
  w.table = out.value.table;
  const l = refreshLiesOn(ctx, w);
  if (!l.ok) return l;
  const d = discOf(w, disc) as DiscState;
  const under = discsUnder(w as DiscWarsState, disc);
  const onEnemy = under.some((u) => discOf(w, u)?.owner !== d.owner);
  const stopped = under.length > 0 && (onEnemy || !typeOf(w, d).flying);
  w.events.push({
    kind: 'flip',
    disc,
    liesOn: under,
    stopped,
    landingSpeed: out.value.landingSpeed,
    ...(hand ? { error: hand.error } : {}),
  });
  const flipsLeft = moving.flipsLeft - 1;
  if (stopped || flipsLeft <= 0) endActivation(w);
  else w.activation = { ...w.activation, moving: { disc, flipsLeft } };
  return ok(null);
}

export function applyStop(w: Draft): Result<null, GameError> {
  if (!w.activation.moving) return err('stop/not-moving', 'No disc is being moved.');
  endActivation(w);
  return ok(null);
}

/** Activating fewer than three: this seat activates no more this phase. */
export function applyPass(w: Draft): Result<null, GameError> {
  if (w.activation.moving) return err('pass/moving', 'Finish moving the disc first.');
  const seat = w.toAct as Seat;
  const done: [boolean, boolean] = [w.activation.done[0], w.activation.done[1]];
  done[seat] = true;
  w.activation = { count: 0, done, moving: null };
  if (!done[other(seat)]) w.toAct = other(seat);
  return ok(null);
}
