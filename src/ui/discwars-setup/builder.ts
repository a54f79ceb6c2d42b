/**
 * The army builder's arithmetic, apart from its dialog: a draft (name and picks), adding a pick
 * only while the army stays within the point limit, taking one away, and saving it as an army.
 * Every check is the engine's own (`buildArmy`, `armyPoints`), so the builder can never save an
 * army the game would refuse.
 */
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { armyPoints, buildArmy, type ArmyDef, type DiscType } from '../../games/discwars/index.ts';

export interface Draft {
  /** The id of the army being edited, or null for a new army. */
  readonly id: string | null;
  readonly name: string;
  /** Catalogue ids in the order they were picked. */
  readonly picks: readonly string[];
}

export const EMPTY_DRAFT: Draft = { id: null, name: '', picks: [] };

export function draftOf(army: ArmyDef): Draft {
  return { id: army.id, name: army.name, picks: [...army.discs] };
}

export function draftPoints(d: Draft, catalogue: Readonly<Record<string, DiscType>>): number {
  return armyPoints({ id: 'draft', name: 'draft', discs: d.picks }, catalogue);
}

/** How many of each disc type the draft holds. */
export function draftCounts(d: Draft): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const p of d.picks) out[p] = (out[p] ?? 0) + 1;
  return out;
}

/** One more disc of `type`, refused (with the engine's message) if it would pass the limit. */
export function addPick(
  d: Draft,
  type: string,
  limit: number,
  catalogue: Readonly<Record<string, DiscType>>,
): Result<Draft, GameError> {
  const picks = [...d.picks, type];
  // The name does not matter for the arithmetic; buildArmy needs one.
  const r = buildArmy('draft', 'draft', picks, limit, catalogue);
  return r.ok ? ok({ ...d, picks }) : r;
}

/** Whether one more disc of `type` would still fit (for greying out the + button). */
export function canAdd(
  d: Draft,
  type: string,
  limit: number,
  catalogue: Readonly<Record<string, DiscType>>,
): boolean {
  return addPick(d, type, limit, catalogue).ok;
}

/** One disc of `type` fewer (the last one picked). */
export function removePick(d: Draft, type: string): Draft {
  const i = d.picks.lastIndexOf(type);
  return i < 0 ? d : { ...d, picks: d.picks.filter((_, j) => j !== i) };
}

/** The army the draft saves as, under `id`; the engine refuses an empty or over-limit army. */
export function finishDraft(
  d: Draft,
  id: string,
  limit: number,
  catalogue: Readonly<Record<string, DiscType>>,
): Result<ArmyDef, GameError> {
  const name = d.name.trim();
  if (name === '') return err('army/name', 'Give the army a name.');
  const r = buildArmy(id, name, d.picks, limit, catalogue);
  return r.ok ? ok(r.value.army) : r;
}
