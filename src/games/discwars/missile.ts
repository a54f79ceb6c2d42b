/**
 * The missile phase: which archers may fire (no A marker, not pinned, pinning nothing, a target
 * in range edge to edge), their targets, and the drop itself through the physics, with every
 * counter's hits (friend or foe) turned into damage.
 */
import type { GameError, Result } from '../../core/result.ts';
import { err, ok } from '../../core/result.ts';
import { MISSILES } from './catalogue.ts';
import type { Ctx, Draft } from './board.ts';
import {
  addDamage,
  alive,
  discOf,
  isPinned,
  isPinning,
  other,
  refreshLiesOn,
  setDisc,
  typeOf,
} from './board.ts';
import type { DiscState, DiscWarsState, Seat } from './types.ts';

export type ArcherBar = 'not-archer' | 'activated' | 'pinned' | 'pinning' | 'no-target' | 'dead';

/** Why an archer may not fire now (null: it may, given a target in range). */
export function archerBar(ctx: Ctx, s: DiscWarsState, d: DiscState): ArcherBar | null {
  if (!alive(d)) return 'dead';
  if (!typeOf(s, d).missile) return 'not-archer';
  if (d.activated) return 'activated';
  if (isPinned(s, d.id)) return 'pinned';
  if (isPinning(s, d.id)) return 'pinning';
  if (missileTargets(ctx, s, d.id).length === 0) return 'no-target';
  return null;
}

/** Enemy discs within the archer's missile range, edge to edge, nearest first. */
export function missileTargets(ctx: Ctx, s: DiscWarsState, archer: string): string[] {
  const d = discOf(s, archer);
  if (!alive(d)) return [];
  const m = typeOf(s, d).missile;
  if (!m) return [];
  const near = ctx.physics.within(s.table, archer, MISSILES[m.type].range);
  if (!near.ok) return [];
  return near.value
    .map((n) => n.id)
    .filter((id) => {
      const t = discOf(s, id);
      return alive(t) && t.owner !== d.owner;
    });
}

export function eligibleArchers(ctx: Ctx, s: DiscWarsState, seat: Seat): string[] {
  return s.discs.filter((d) => d.owner === seat && archerBar(ctx, s, d) === null).map((d) => d.id);
}

export function fire(ctx: Ctx, w: Draft, archer: string, target: string): Result<null, GameError> {
  const seat = w.toAct as Seat;
  const a = discOf(w, archer);
  if (!a || a.owner !== seat) return err('missile/not-yours', 'That archer is not yours.');
  const bar = archerBar(ctx, w as DiscWarsState, a);
  if (bar !== null) return err(`missile/${bar}`, barText(bar));
  if (!missileTargets(ctx, w as DiscWarsState, archer).includes(target))
    return err('missile/out-of-range', 'That target is not an enemy disc within range.');
  const m = typeOf(w, a).missile as { type: keyof typeof MISSILES; count: number };
  const ids = Array.from({ length: m.count }, (_, i) => `m${w.counters + i + 1}`);
  const drop = ctx.physics.drop(w.table, {
    targetId: target,
    counterIds: ids,
    rng: w.rng,
    model: w.drop ?? 1,
  });
  if (!drop.ok) return drop;
  w.counters += m.count;
  w.table = drop.value.table;
  w.rng = drop.value.rng;
  setDisc(w, archer, { activated: true });
  w.events.push({ kind: 'drop', archer, target, counters: ids, draws: drop.value.draws });
  for (const c of drop.value.counters)
    for (const hit of c.hits) addDamage(w, hit, MISSILES[m.type].damage, archer);
  const l = refreshLiesOn(ctx, w);
  if (!l.ok) return l;
  if (!w.missileDone[other(seat)]) w.toAct = other(seat);
  return ok(null);
}

export function barText(bar: ArcherBar): string {
  switch (bar) {
    case 'not-archer':
      return 'That disc has no missile ability.';
    case 'activated':
      return 'That archer already carries an A marker this round.';
    case 'pinned':
      return 'A pinned archer cannot fire.';
    case 'pinning':
      return 'An archer lying on another disc cannot fire.';
    case 'no-target':
      return 'No enemy disc is within that archer’s range.';
    case 'dead':
      return 'That disc is not on the table.';
  }
}
