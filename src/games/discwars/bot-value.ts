/**
 * What the Disc Wars bot thinks a position is worth, per level (`BotStyle`): the value of a disc
 * resting where a flip left it (prey under it, friends pinned, enemies that could land on it next,
 * the way to the objective) and of damage dealt to a disc. Normal sees one disc at a time; hard
 * adds what else happens to the same disc this round — attacks and missile damage add up against
 * toughness, a defender answers only one of several attackers — and the enemy's reply: an enemy
 * disc still to activate that could land on the resting disc and wound it, even while it attacks.
 * Normal also fears resting in range of a free enemy archer whose volley may kill the disc.
 */
import { own } from '../../core/json.ts';
import type { Ctx } from './board.ts';
import { MISSILES, RALLY_BONUS, RALLY_RANGE } from './catalogue.ts';
import { counterHitChances } from './drop-odds.ts';
import {
  alive,
  discOf,
  discsUnder,
  edgeToEdge,
  isPinned,
  poseOf,
  toughnessOf,
  typeOf,
} from './board.ts';
import type { DiscState, DiscWarsState, Seat } from './types.ts';

export interface BotStyle {
  /** Landings that may touch another disc simulated per flip decision. */
  readonly simulated: number;
  /** Counts the other attackers and the damage already on a disc (attacks add up). */
  readonly teamwork: boolean;
  /** Weighs the enemy's reply against a disc wherever it rests, attacking or not. */
  readonly reply: boolean;
}

/**
 * How much of its fear of enemy bows (`missileThreat`) normal weighs, in points: against random,
 * 0.2 won most (more holds back into draws; docs/discwars.md).
 */
const MISSILE_FEAR = 0.2;

export const NORMAL_STYLE: BotStyle = { simulated: 3, teamwork: false, reply: false };
export const HARD_STYLE: BotStyle = { simulated: 5, teamwork: true, reply: true };

export function enemies(s: DiscWarsState, seat: Seat): DiscState[] {
  return s.discs.filter((d) => d.owner !== seat && alive(d));
}

/** Discs of `seat` other than `except` lying directly on `id` (its attackers, if it is an enemy). */
function lyingOn(s: DiscWarsState, id: string, seat: Seat, except: string): DiscState[] {
  return s.discs.filter(
    (a) =>
      a.id !== except && a.owner === seat && alive(a) && (own(s.liesOn, a.id) ?? []).includes(id),
  );
}

/** Wounds `d` takes this round once its damage reaches `damage`, and whether they kill it. */
function woundsAt(
  s: DiscWarsState,
  d: DiscState,
  damage: number,
): { added: number; kills: boolean } {
  const added = Math.floor(damage / toughnessOf(s, d)) - d.roundWounds;
  return { added, kills: added > 0 && d.wounds + added >= typeOf(s, d).wounds };
}

function centreDist(s: DiscWarsState, a: string, x: number, y: number): number {
  const p = poseOf(s.table, a);
  return p ? Math.hypot(p.position.x - x, p.position.y - y) : Infinity;
}

/** How much attacker `d` wants to lie on enemy `e` (its strike, and the answer it may take). */
export function preyValue(s: DiscWarsState, d: DiscState, e: DiscState, style: BotStyle): number {
  const t = typeOf(s, d);
  const et = typeOf(s, e);
  if (!style.teamwork) {
    const wounds = t.attack + e.damage >= toughnessOf(s, e);
    const hurt = et.defense + d.damage >= toughnessOf(s, d);
    return (
      5 +
      et.points * (wounds ? (e.wounds + 1 >= et.wounds ? 1.2 : 0.6) : 0.2) +
      (et.missile ? 4 : 0) -
      (hurt ? t.points * 0.8 : 0)
    );
  }
  // Hard weighs the exchange in army points (what decides the battle): pinning is worth a little
  // (more on an archer or a disc still to activate), a kill its points, a wound half of them; the
  // answer we may take costs our points. Attacks add up: the friends already lying on it strike
  // with us, and the defender answers only one of us.
  const friends = lyingOn(s, e.id, d.owner, d.id);
  const attack = t.attack + friends.reduce((n, f) => n + typeOf(s, f).attack, 0);
  const before = woundsAt(s, e, e.damage + attack - t.attack);
  const after = woundsAt(s, e, e.damage + attack);
  let v = (e.activated ? 0.5 : 2) + (et.missile && !e.activated ? 3 : 0);
  if (after.kills && !before.kills) v += et.points;
  else if (after.added > before.added) v += et.points * 0.5;
  const answer = woundsAt(s, d, d.damage + et.defense);
  if (answer.added > 0) v -= ((answer.kills ? 1 : 0.5) * t.points) / (friends.length + 1);
  return v;
}

/** Normal's fear for disc `d` where it rests: every stronger enemy that could land on it next. */
function nearThreat(ctx: Ctx, s: DiscWarsState, d: DiscState, attacking: boolean): number {
  if (attacking) return 0;
  const t = typeOf(s, d);
  let sum = 0;
  for (const e of enemies(s, d.owner)) {
    if (e.activated) continue;
    const et = typeOf(s, e);
    const reach = et.movement * et.diameter;
    const gap = edgeToEdge(ctx, s, d.id, e.id);
    if (gap < reach && et.attack >= toughnessOf(s, d)) sum += 0.25 * t.points * (1 - gap / reach);
  }
  return sum;
}

/** Chance that at least `k` of `n` counters hit, each with `p`. */
function atLeast(p: number, n: number, k: number): number {
  let sum = 0;
  for (let j = k; j <= n; j++) {
    let ways = 1;
    for (let i = 0; i < j; i++) ways = (ways * (n - i)) / (i + 1);
    sum += ways * Math.pow(p, j) * Math.pow(1 - p, n - j);
  }
  return sum;
}

/**
 * Normal's fear of the enemy's archers for disc `d` where it rests: each free enemy archer (no A
 * marker, not pinned) that has it in range, by the chance its volley kills it (the drop's odds).
 * A disc that walks into a bow's range without attacking is shot down for nothing.
 */
function missileThreat(ctx: Ctx, s: DiscWarsState, d: DiscState, attacking: boolean): number {
  if (attacking) return 0;
  const t = typeOf(s, d);
  let sum = 0;
  let p: number | null = null;
  for (const e of enemies(s, d.owner)) {
    const mt = typeOf(s, e).missile;
    if (!mt || e.activated || e.where !== 'table' || isPinned(s, e.id)) continue;
    const m = MISSILES[mt.type];
    if (edgeToEdge(ctx, s, d.id, e.id) > m.range) continue;
    p ??= counterHitChances(s, d.id).get(d.id) ?? 0;
    const need = Math.max(1, Math.ceil((toughnessOf(s, d) - d.damage) / m.damage));
    if (d.wounds + 1 >= t.wounds) sum += t.points * atLeast(p, mt.count, need);
  }
  return sum;
}

/**
 * Hard's one-ply look at the enemy's reply: the best landing any enemy disc still free to act
 * (no A marker, not pinned) could make on any of our discs within its reach, weighed as that
 * disc's own exchange (`preyValue` from its side), nearer being surer. A flip that pins the
 * enemy who threatened, or steps out of its reach, removes the threat; one that leaves another
 * disc exposed does not.
 */
export function teamThreat(ctx: Ctx, s: DiscWarsState, seat: Seat): number {
  let worst = 0;
  const mine = s.discs.filter((m) => m.owner === seat && alive(m) && m.where === 'table');
  for (const e of enemies(s, seat)) {
    if (e.activated || e.where !== 'table' || isPinned(s, e.id)) continue;
    const et = typeOf(s, e);
    // A rally still to come (a free rallying disc within its range) adds its flips.
    const rally = enemies(s, seat).some(
      (r) =>
        r.id !== e.id &&
        !r.activated &&
        r.where === 'table' &&
        typeOf(s, r).ability === 'rally' &&
        edgeToEdge(ctx, s, r.id, e.id) <= RALLY_RANGE,
    );
    const reach = (et.movement + e.bonusMoves + (rally ? RALLY_BONUS : 0)) * et.diameter;
    for (const m of mine) {
      const gap = edgeToEdge(ctx, s, m.id, e.id);
      if (!(gap < reach)) continue;
      const v = preyValue(s, e, m, HARD_STYLE) * (1 - (0.5 * gap) / reach);
      worst = Math.max(worst, v);
    }
  }
  return worst;
}

/** The value of disc `id` resting where it is in `s` (after a flip) for its owner. */
export function restingValue(ctx: Ctx, s: DiscWarsState, id: string, style: BotStyle): number {
  const d = discOf(s, id);
  if (!alive(d)) return -100;
  const seat = d.owner;
  const under = discsUnder(s, id);
  let v = 0;
  for (const u of under) {
    const e = discOf(s, u) as DiscState;
    // Pinning a friend stops it activating: nearly always a blunder.
    v += e.owner === seat ? -8 : preyValue(s, d, e, style);
  }
  const attacking = under.some((u) => discOf(s, u)?.owner !== seat);
  v -= style.reply
    ? 0.7 * teamThreat(ctx, s, seat)
    : nearThreat(ctx, s, d, attacking) + MISSILE_FEAR * missileThreat(ctx, s, d, attacking);
  let nearest = Infinity;
  for (const e of enemies(s, seat)) nearest = Math.min(nearest, edgeToEdge(ctx, s, id, e.id));
  if (!attacking && nearest < Infinity) v -= 0.4 * nearest;
  const o = s.scenario.objective;
  v -= 0.15 * centreDist(s, id, o.x, o.y);
  return v;
}

/**
 * What damage `dmg` to `d` is worth to the disc's enemy: its points if it kills, else a share.
 * Normal: damage that does not wound is cleared at counter removal. Hard adds the attacks of the
 * discs lying on it (combat follows the missile phase, and damage adds up within the round), so a
 * drop that finishes what a fight will start is worth the whole disc.
 */
export function damageValue(s: DiscWarsState, d: DiscState, dmg: number, style: BotStyle): number {
  const t = typeOf(s, d);
  if (!style.teamwork) {
    const kills = dmg + d.damage >= toughnessOf(s, d);
    return t.points * (kills ? 1 : 0.15) + (t.missile && kills ? 3 : 0);
  }
  const other: Seat = d.owner === 0 ? 1 : 0;
  const combat = lyingOn(s, d.id, other, '').reduce((n, a) => n + typeOf(s, a).attack, 0);
  const before = woundsAt(s, d, d.damage + combat);
  const after = woundsAt(s, d, d.damage + combat + dmg);
  if (after.kills && !before.kills) return t.points * 1.1 + (t.missile ? 4 : 0);
  if (after.added > before.added) return t.points * 0.5;
  return t.points * 0.1;
}
