/**
 * Small facts about Battle Line moves and views that the table's controller, scene input and panel
 * share: the hand card a move plays, a troop's colour letter, and a state rebuilt from one seat's
 * view alone (for the engine's explain functions; it holds no hidden card).
 */
import {
  battleline,
  cardInfo,
  COLOURS,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
  type Seat,
} from '../../../games/battleline/index.ts';
import { Rng } from '../../../core/rng.ts';

const GUILE = new Set(['scout', 'redeploy', 'deserter', 'traitor']);

/** The hand card a move plays (guile moves name their card by type). */
export function cardOf(m: BattleLineMove): CardId | null {
  if (m.type === 'play') return m.card;
  if (GUILE.has(m.type)) return m.type;
  return null;
}

/** The colour letter of a troop (`r`..`p`), `tactic` for a tactics card: the hand button's colour on a phone. */
export function colourOf(card: CardId): string {
  const info = cardInfo(card);
  return info?.kind === 'troop' ? (COLOURS[info.colour] ?? 'tactic') : 'tactic';
}

export function dedupe<T>(xs: readonly T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * A state built from one seat's view alone: the unseen cards are dealt at random, which is fine
 * because everything asked of it (formations, proofs, results) depends only on public cards.
 */
export function publicState(view: BattleLineView, seat: Seat) {
  return battleline.determinize(view, seat, Rng.fromSeed(0));
}
