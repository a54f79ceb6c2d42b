/**
 * The bot's estimate of a missile drop's hit chances: where counters come to rest around the
 * target, as a fixed set of points spread like a 2-D Gaussian round the target's centre (σ fitted
 * to the drop model's measured hit chances, see docs/discwars-drop.md), each counted on the top-most
 * creature disc under it. The chance that a disc is hit by at least one of `k` counters is then
 * 1 − (1 − p)^k. Deterministic and cheap (no physics): the bot weighs friendly fire with it.
 */
import { alive, poseOf } from './board.ts';
import type { DiscWarsState } from './types.ts';

/**
 * Spread σ (inches) of a counter's resting point round the target's centre, per drop model, fitted
 * to the hit chances the drop measures on isolated discs (docs/discwars-drop.md). Model 1: 40.5 %
 * on 1.75 in, 51.5 % on 2 in, 69 % on 2.5 in give σ ≈ 0.82–0.86. Model 2: 22.7 % on 1.75 in,
 * 29.7 % on 2 in, 39.7 % on 2.5 in, 63.7 % on 3.5 in, 67.7 % on 4 in give σ ≈ 1.19–1.33.
 */
export const DROP_SPREAD: Readonly<Record<1 | 2, number>> = { 1: 0.85, 2: 1.23 };
const SAMPLES = 128;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/** Per-counter chance of hitting each creature disc, for a drop aimed at `target`. */
export function counterHitChances(
  s: Pick<DiscWarsState, 'table' | 'discs' | 'drop'>,
  target: string,
  spread = DROP_SPREAD[s.drop ?? 1],
): Map<string, number> {
  const out = new Map<string, number>();
  const at = poseOf(s.table, target);
  if (!at) return out;
  const discs = s.discs
    .filter(alive)
    .map((d) => poseOf(s.table, d.id))
    .filter((p): p is NonNullable<typeof p> => p !== undefined)
    // Highest first: a counter rests on the top-most disc under it.
    .sort((a, b) => b.position.z - a.position.z);
  for (let i = 0; i < SAMPLES; i++) {
    const u = (i + 0.5) / SAMPLES;
    const r = spread * Math.sqrt(-2 * Math.log(1 - u));
    const a = i * GOLDEN;
    const x = at.position.x + r * Math.cos(a);
    const y = at.position.y + r * Math.sin(a);
    const top = discs.find((p) => Math.hypot(p.position.x - x, p.position.y - y) <= p.diameter / 2);
    if (top) out.set(top.id, (out.get(top.id) ?? 0) + 1 / SAMPLES);
  }
  return out;
}

/** Chance that a disc is hit by at least one of `counters` counters, each hitting with `p`. */
export function anyHit(p: number, counters: number): number {
  return 1 - Math.pow(1 - p, counters);
}
