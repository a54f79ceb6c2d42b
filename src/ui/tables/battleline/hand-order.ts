/**
 * The order the table shows a Battle Line hand in: troops by colour (the rules' order: red,
 * orange, yellow, green, blue, purple), then by value, then the tactics cards in the rules' order.
 * Only the display is sorted; the hand in the game state keeps its own order.
 */
import { cardInfo, TACTICS, type CardId, type TacticId } from '../../../games/battleline/index.ts';

function rank(card: CardId): number {
  const info = cardInfo(card);
  if (info?.kind === 'troop') return info.colour * 100 + info.value;
  return 1000 + TACTICS.indexOf(card as TacticId);
}

export function sortHand(hand: readonly CardId[]): CardId[] {
  return [...hand].sort((a, b) => rank(a) - rank(b));
}
