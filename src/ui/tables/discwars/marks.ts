/**
 * What the Disc Wars table marks on its discs, from the frame's legal moves and the player's
 * choices: discs that may be activated, archers, combat choices, the moving disc, the selected
 * disc and its targets, the tape's discs; and the range ring around a selected archer. Plain
 * functions over the view: the scene draws what they return.
 */
import { MISSILES, type DiscWarsMove, type DiscWarsView } from '../../../games/discwars/index.ts';
import type { Mark } from '../../../render/discwars/scene.ts';

/** Each marked disc's mark; `tape` holds the measuring tape's discs while measuring, else []. */
export function marksFor(
  v: DiscWarsView,
  moves: readonly DiscWarsMove[],
  selected: string | null,
  tape: readonly string[],
): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  for (const m of moves) {
    if (m.type === 'activate') marks.set(m.disc, 'activatable');
    if (m.type === 'fire') marks.set(m.archer, 'archer');
    if (m.type === 'strike') marks.set(m.defender, 'choice');
    if (m.type === 'answer') marks.set(m.attacker, 'choice');
  }
  if (v.activation.moving) marks.set(v.activation.moving.disc, 'moving');
  if (selected) marks.set(selected, 'selected');
  for (const m of moves)
    if (m.type === 'fire' && m.archer === selected) marks.set(m.target, 'target');
  for (const id of tape) marks.set(id, 'measure');
  return marks;
}

/** The missile range around the selected disc, when it carries missiles. */
export function rangeRing(
  v: DiscWarsView,
  selected: string | null,
): { id: string; range: number } | null {
  const d = selected ? v.discs.find((x) => x.id === selected) : undefined;
  const missile = d ? v.types[d.type]?.missile : undefined;
  return d && missile ? { id: d.id, range: MISSILES[missile.type].range } : null;
}
