/**
 * Two small answers the Battle Line table gives around the legal moves: which card a seat put down
 * last (marked on the table for the other seat until that seat moves), and which move to put to
 * the engine when a click matches no legal move, so the engine's own refusal says why.
 */
import type { LoggedMove } from '../../../core/match.ts';
import type {
  BattleLineMove,
  BattleLineView,
  CardId,
  Seat,
} from '../../../games/battleline/index.ts';
import { cardInfo } from '../../../games/battleline/index.ts';

export interface LastMark {
  /** The seat that made the move. */
  readonly seat: Seat;
  readonly flag: number;
  /** The card now on the mover's (or, for Traitor, the taker's) side; null marks the flag itself. */
  readonly card: CardId | null;
}

/**
 * The mark after the latest move: a card-placing move replaces it; a claim, a draw or the rest of a
 * turn keep it, so the opponent's card stays marked until the viewer's own next move.
 */
export function lastMarkAfter(
  mark: LastMark | null,
  last: LoggedMove<BattleLineMove> | null,
  view: BattleLineView | null,
): LastMark | null {
  if (!last) return null;
  const m = last.move;
  const seat = last.seat;
  const onSide = (flag: number, card: CardId): LastMark => ({
    seat,
    flag,
    card: view?.flags[flag]?.sides[seat].includes(card) ? card : null,
  });
  switch (m.type) {
    case 'play':
      return onSide(m.flag, m.card);
    case 'redeploy':
      return m.to === null ? { seat, flag: m.from, card: null } : onSide(m.to, m.card);
    case 'traitor':
      return onSide(m.to, m.card);
    case 'deserter':
      return { seat, flag: m.flag, card: null };
    case 'pass':
    case 'scout':
      return mark && mark.seat === seat ? mark : null;
    default:
      return mark;
  }
}

type Click =
  | { readonly pick: 'hand'; readonly card: CardId }
  | { readonly pick: 'deck'; readonly deck: 'troop' | 'tactics' }
  | { readonly pick: 'flag'; readonly flag: number }
  | { readonly pick: string };

const GUILE = new Set(['scout', 'redeploy', 'deserter', 'traitor']);

/**
 * The move a click asked for, put to the engine only to hear why it refuses (a click that matched
 * a legal move never gets here). Null when the click asked for nothing (no card, nothing to say).
 */
export function refusalProbe(
  view: BattleLineView | null,
  click: Click,
  selected: CardId | null = null,
): BattleLineMove | null {
  if (!view) return null;
  if (click.pick === 'deck' && 'deck' in click) return { type: 'draw', deck: click.deck };
  if (click.pick === 'hand' && 'card' in click) {
    const card = click.card;
    if (GUILE.has(card)) return { type: card } as BattleLineMove;
    // A troop during the play step is only ever refused for want of room, shown by the dim card.
    if (cardInfo(card)?.kind === 'troop' && view.phase === 'play') return null;
    return { type: 'play', card, flag: 0 };
  }
  if (click.pick === 'flag' && 'flag' in click) {
    if (selected && !GUILE.has(selected)) return { type: 'play', card: selected, flag: click.flag };
    if (view.phase === 'claim') return { type: 'claim', flag: click.flag };
  }
  return null;
}
