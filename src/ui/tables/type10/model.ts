/**
 * What the Type 10 table highlights, worked out from the frame's legal moves and the engine's own
 * helpers (reachable hexes with costs and paths, step-on targets), asked on a state rebuilt from
 * the view. The view hides nothing but the generator, so a state rebuilt with a fixed generator
 * answers these questions exactly as the real one would.
 */
import type { Seat } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import {
  reachableHexes,
  stepOnTargets,
  type10,
  type HexName,
  type Type10Move,
  type Type10State,
  type Type10View,
} from '../../../games/type10/index.ts';

export function publicState(view: Type10View, seat: Seat): Type10State {
  return type10.determinize(view, seat, Rng.fromSeed(0));
}

/** Units the legal moves let act now (step or bombard). */
export function actingUnits(legal: readonly Type10Move[]): string[] {
  const out: string[] = [];
  for (const m of legal)
    if ((m.type === 'step' || m.type === 'bombard') && !out.includes(m.unit)) out.push(m.unit);
  return out;
}

/** Unit types the legal moves let North place now, in hand order. */
export function spawnTypes(legal: readonly Type10Move[]): string[] {
  const out: string[] = [];
  for (const m of legal) if (m.type === 'spawn' && !out.includes(m.unitType)) out.push(m.unitType);
  return out;
}

export interface Highlights {
  /** Legal single steps onto empty or friendly hexes, with the cost where the move may end. */
  readonly steps: { hex: HexName; cost: number }[];
  /** Farther hexes where the move may end, with cost and path (start included). */
  readonly reach: { hex: HexName; cost: number; path: readonly HexName[] }[];
  /** Enemies the unit could step on (adjacent ones are legal steps now), with a path. */
  readonly attacks: { unit: string; hex: HexName; path: readonly HexName[] }[];
  readonly bombards: { unit: string; hex: HexName }[];
}

const NONE: Highlights = { steps: [], reach: [], attacks: [], bombards: [] };

export function highlightsFor(
  s: Type10State,
  legal: readonly Type10Move[],
  unit: string | null,
): Highlights {
  if (!unit) return NONE;
  const where = new Map<string, HexName>();
  for (const u of s.units) if (u.at !== 'hand' && u.at !== 'gone') where.set(u.id, u.at);
  const attacks = stepOnTargets(s, unit).map((a) => ({ unit: a.target, hex: a.hex, path: a.path }));
  const attackHexes = new Set(attacks.map((a) => a.hex));
  const reachable = reachableHexes(s, unit);
  const cost = new Map(reachable.map((r) => [r.hex, r.cost]));
  const steps: { hex: HexName; cost: number }[] = [];
  for (const m of legal)
    if (m.type === 'step' && m.unit === unit && !attackHexes.has(m.to))
      steps.push({ hex: m.to, cost: cost.get(m.to) ?? 0 });
  const stepSet = new Set(steps.map((x) => x.hex));
  const bombards: { unit: string; hex: HexName }[] = [];
  for (const m of legal)
    if (m.type === 'bombard' && m.unit === unit) {
      const hex = where.get(m.target);
      if (hex) bombards.push({ unit: m.target, hex });
    }
  return {
    steps,
    reach: reachable.filter((r) => !stepSet.has(r.hex)),
    attacks,
    bombards,
  };
}

/** `m:ss` for a clock. */
export function formatMs(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
