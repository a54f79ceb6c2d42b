/**
 * The Disc Wars bot. Search trees are out of reach (every flip is a ~10–100 ms simulation), so the
 * normal and hard levels play a one-move heuristic through the generic bot's `forced` hook: a flip
 * is chosen by trying a bounded number of candidate directions in the headless physics and scoring
 * where the disc really came to rest (pinning archers and weak discs, not pinning friends, keeping
 * out of reach of stronger enemies, heading for the objective); archers fire at the best target in
 * range, weighing every disc the counters may hit — friends too — by the drop's hit chances
 * (`drop-odds.ts`), and hold their fire when that does more harm than good; combat choices go where
 * they wound. Easy is the generic random bot; normal and hard differ in how they value a position
 * (`bot-value.ts`: hard counts attacks and damage adding up, the enemy's reply, and simulates more
 * landings).
 */
import type { BotHints } from '../../core/bots/bot.ts';
import type { GameBot } from '../../core/bots/levels.ts';
import { canonicalJson, own } from '../../core/json.ts';
import type { Ctx } from './board.ts';
import {
  alive,
  discOf,
  discsUnder,
  edgeToEdge,
  isPinning,
  poseOf,
  toughnessOf,
  typeOf,
} from './board.ts';
import { EMBER_DART_DAMAGE, MISSILES } from './catalogue.ts';
import { anyHit, counterHitChances } from './drop-odds.ts';
import { missileTargets } from './missile.ts';
import type { DiscState, DiscWarsMove, DiscWarsState, Seat } from './types.ts';
import {
  damageValue,
  enemies,
  HARD_STYLE,
  NORMAL_STYLE,
  preyValue,
  restingValue,
  type BotStyle,
} from './bot-value.ts';

/** Flip directions normal simulates per decision (after a geometric pre-selection). */
export const SIMULATED_CANDIDATES = NORMAL_STYLE.simulated;

type ApplyFn = (s: DiscWarsState, m: DiscWarsMove) => { ok: boolean; value?: DiscWarsState };

function bestFlip(
  ctx: Ctx,
  apply: ApplyFn,
  s: DiscWarsState,
  legal: readonly DiscWarsMove[],
  style: BotStyle,
): DiscWarsMove {
  const stop: DiscWarsMove = { type: 'stop' };
  const moving = s.activation.moving;
  if (!moving) return stop;
  const d = discOf(s, moving.disc) as DiscState;
  const pose = poseOf(s.table, d.id);
  if (!pose) return stop;
  // Open-ground landings are exactly the ideal ones (one diameter on, flat), so they are scored
  // without simulating; only landings that may touch another disc go through the physics, the
  // most promising few by a geometric score.
  const foes = enemies(s, d.owner);
  const o = s.scenario.objective;
  let best: DiscWarsMove = stop;
  let bestValue = restingValue(ctx, s, d.id, style);
  const contact: { m: DiscWarsMove; score: number }[] = [];
  for (const m of legal) {
    if (m.type !== 'flip') continue;
    const x = pose.position.x + pose.diameter * Math.cos(m.direction);
    const y = pose.position.y + pose.diameter * Math.sin(m.direction);
    const open = s.table.pieces.every(
      (p) =>
        p.id === d.id ||
        p.kind === 'terrain' ||
        Math.hypot(p.position.x - x, p.position.y - y) >= (p.diameter + pose.diameter) / 2 + 0.25,
    );
    if (open) {
      const moved = {
        ...s,
        table: {
          ...s.table,
          pieces: s.table.pieces.map((p) =>
            p.id === d.id ? { ...p, position: { ...p.position, x, y } } : p,
          ),
        },
        liesOn: { ...s.liesOn, [d.id]: [] },
      };
      const v = restingValue(ctx, moved, d.id, style);
      if (v > bestValue + 0.05) {
        best = m;
        bestValue = v;
      }
      continue;
    }
    let score = -0.15 * Math.hypot(x - o.x, y - o.y);
    let reaches = false;
    for (const e of foes) {
      const p = poseOf(s.table, e.id);
      if (!p) continue;
      const gap = Math.hypot(p.position.x - x, p.position.y - y) - (p.diameter + pose.diameter) / 2;
      if (gap < -0.2) {
        score += preyValue(s, d, e, style);
        reaches = true;
      }
    }
    // Only a landing that may reach an enemy or a land disc is worth a simulation (tens of
    // milliseconds each, and the first turn's packed armies touch friends everywhere): one that
    // can only touch friends would pin one, nearly always a blunder.
    const land = s.table.pieces.some(
      (p) =>
        p.kind === 'land' &&
        Math.hypot(p.position.x - x, p.position.y - y) < (p.diameter + pose.diameter) / 2,
    );
    if (reaches || land) contact.push({ m, score });
  }
  contact.sort((a, b) => b.score - a.score);
  for (const { m } of contact.slice(0, style.simulated)) {
    const r = apply(s, m);
    if (!r.ok || !r.value) continue;
    const v = restingValue(ctx, r.value, d.id, style);
    if (v > bestValue + 0.05) {
      best = m;
      bestValue = v;
    }
  }
  return best;
}

function bestActivation(
  ctx: Ctx,
  s: DiscWarsState,
  legal: readonly DiscWarsMove[],
  style: BotStyle,
): DiscWarsMove {
  const seat = s.toAct as Seat;
  let best: DiscWarsMove = { type: 'pass' };
  let bestValue = 0;
  const foes = enemies(s, seat);
  for (const m of legal) {
    if (m.type !== 'activate') continue;
    const d = discOf(s, m.disc) as DiscState;
    const t = typeOf(s, d);
    let v: number;
    if (m.action.kind === 'move') {
      // Keep archers with a target still for the missile phase, and attackers on their prey.
      if (t.missile && missileTargets(ctx, s, d.id).length > 0) continue;
      if (isPinning(s, d.id) && discsUnder(s, d.id).some((u) => discOf(s, u)?.owner !== seat))
        continue;
      const nearest = Math.min(...foes.map((e) => edgeToEdge(ctx, s, d.id, e.id)));
      const reach = (t.movement + d.bonusMoves) * t.diameter;
      if (style.teamwork) {
        // Hard moves first the disc with the best prey it can reach this activation.
        let prey = -Infinity;
        for (const e of foes)
          if (edgeToEdge(ctx, s, d.id, e.id) <= reach)
            prey = Math.max(prey, preyValue(s, d, e, style));
        v = prey > 0 ? 4 + prey : 2 + 0.5 * t.attack - 0.05 * nearest;
      } else v = 2 + t.attack + (nearest <= reach ? 6 : 0) - 0.05 * nearest;
      if (t.missile) v -= 2;
    } else if (m.action.kind === 'rally') {
      const target = discOf(s, m.action.target) as DiscState;
      const tt = typeOf(s, target);
      v = tt.missile ? 0 : 2 + tt.attack;
    } else {
      const target = discOf(s, m.action.target) as DiscState;
      const tt = typeOf(s, target);
      if (m.action.spell === 'ember-dart' && style.teamwork)
        v = 3 + damageValue(s, target, EMBER_DART_DAMAGE, style);
      else if (m.action.spell === 'ember-dart') {
        const kills = 3 + target.damage >= toughnessOf(s, target) && target.wounds + 1 >= tt.wounds;
        v = kills ? 8 + tt.points : 3;
      } else if (m.action.spell === 'mend') v = 4 + tt.points / 3;
      else {
        // Stoneskin is worth a spell only on a disc in a fight this round.
        const inFight =
          discsUnder(s, target.id).some((u) => discOf(s, u)?.owner !== seat) ||
          s.discs.some(
            (e) => e.owner !== seat && alive(e) && (own(s.liesOn, e.id) ?? []).includes(target.id),
          );
        v = inFight ? 4 : 0.2;
      }
    }
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** Chance that exactly `k` of `n` counters hit a disc each hits with `p`. */
function hitsChance(p: number, n: number, k: number): number {
  let ways = 1;
  for (let i = 0; i < k; i++) ways = (ways * (n - i)) / (i + 1);
  return ways * Math.pow(p, k) * Math.pow(1 - p, n - k);
}

function bestFire(s: DiscWarsState, legal: readonly DiscWarsMove[], style: BotStyle): DiscWarsMove {
  let best: DiscWarsMove = { type: 'pass' };
  // Hold fire unless the drop is worth more than it risks.
  let bestValue = 0;
  for (const m of legal) {
    if (m.type !== 'fire') continue;
    const a = discOf(s, m.archer) as DiscState;
    const mt = typeOf(s, a).missile;
    if (!mt) continue;
    const dmg = MISSILES[mt.type].damage;
    let v = 0;
    for (const [id, p] of counterHitChances(s, m.target)) {
      const d = discOf(s, id);
      if (!d) continue;
      // A friend lost counts twice: its points go to the enemy, and its strength leaves us.
      const side = d.owner === a.owner ? -2 : 1;
      if (!style.teamwork) {
        v += side * anyHit(p, mt.count) * damageValue(s, d, dmg, style);
        continue;
      }
      // Hard: the counters' damage adds up on one disc (two bolts of 3 kill a toughness-4
      // disc one does not): every number of hits, by its binomial chance.
      for (let k = 1; k <= mt.count; k++)
        v += side * hitsChance(p, mt.count, k) * damageValue(s, d, k * dmg, style);
    }
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

function bestChoice(s: DiscWarsState, legal: readonly DiscWarsMove[]): DiscWarsMove | undefined {
  let best: DiscWarsMove | undefined;
  let bestValue = -Infinity;
  for (const m of legal) {
    let v = 0;
    if (m.type === 'strike') {
      const a = discOf(s, m.attacker) as DiscState;
      const d = discOf(s, m.defender) as DiscState;
      v = typeOf(s, a).attack + d.damage >= toughnessOf(s, d) ? typeOf(s, d).points : 0;
    } else if (m.type === 'answer') {
      const d = discOf(s, m.defender) as DiscState;
      const a = discOf(s, m.attacker) as DiscState;
      v =
        typeOf(s, d).defense + a.damage >= toughnessOf(s, a)
          ? typeOf(s, a).points
          : -typeOf(s, a).toughness;
    }
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** The heuristic move for the seat to act (always one of `legal`), played in `style`. */
export function heuristicMove(
  ctx: Ctx,
  apply: ApplyFn,
  s: DiscWarsState,
  legal: readonly DiscWarsMove[],
  style: BotStyle = NORMAL_STYLE,
): DiscWarsMove | undefined {
  if (legal.length === 0) return undefined;
  let m: DiscWarsMove | undefined;
  // Deployment: the automatic placement (big discs first, along the own edge, centre out).
  if (s.phase === 'deploy') m = { type: 'deploy-auto' };
  else if (s.phase === 'activation')
    m = s.activation.moving
      ? bestFlip(ctx, apply, s, legal, style)
      : bestActivation(ctx, s, legal, style);
  else if (s.phase === 'missile') m = bestFire(s, legal, style);
  else m = bestChoice(s, legal);
  const key = m ? canonicalJson(m) : '';
  return legal.find((x) => canonicalJson(x) === key) ?? legal[legal.length - 1];
}

export function discWarsBot(ctx: Ctx, apply: ApplyFn): GameBot<DiscWarsState, DiscWarsMove> {
  const hintsOf = (style: BotStyle): BotHints<DiscWarsState, DiscWarsMove> => ({
    forced: (s, legal) => heuristicMove(ctx, apply, s, legal, style),
  });
  const hard = hintsOf(HARD_STYLE);
  return {
    hints: hintsOf(NORMAL_STYLE),
    levels: {
      easy: { kind: 'random' },
      // The heuristics answer through `forced`, so the search budgets are never spent; the level
      // decides the style (bot-value.ts).
      normal: { kind: 'mcts', iterations: 1, timeMs: 1 },
      hard: { kind: 'mcts', iterations: 1, timeMs: 1, hints: hard },
    },
  };
}
