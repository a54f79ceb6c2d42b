/**
 * What one seat may see, and the inverse the bots use. The view keeps the table, Air Strikes,
 * discards (all public), the seat's own hand and the bottom cards it chose itself; the other hand
 * and both deck orders are reduced to sizes. No RNG state exists after the deal, so none leaks.
 * `determinize` rebuilds a full state by dealing the unseen cards at random from `rng`.
 */
import type { Rng } from '../../core/rng.ts';
import { fullDeck } from './setup.ts';
import type { Hill218State, Hill218View, Pair, Seat, UnitType } from './types.ts';
import { other, SETUP_BOTTOM } from './units.ts';

/** How many cards at the bottom of `seat`'s deck it placed there itself and therefore knows. */
function knownBottomCount(bottomChosen: Pair<boolean>, seat: Seat, deckSize: number): number {
  return bottomChosen[seat] ? Math.min(SETUP_BOTTOM, deckSize) : 0;
}

export function view(s: Hill218State, seat: Seat): Hill218View {
  const deck = s.decks[seat];
  const known = knownBottomCount(s.bottomChosen, seat, deck.length);
  return {
    seat,
    options: s.options,
    cells: s.cells,
    hand: s.hands[seat].slice(),
    handSizes: [s.hands[0].length, s.hands[1].length],
    deckSizes: [s.decks[0].length, s.decks[1].length],
    knownBottom: deck.slice(deck.length - known),
    discards: s.discards,
    airStrikes: s.airStrikes,
    bottomChosen: s.bottomChosen,
    firstPlayer: s.firstPlayer,
    toMove: s.outcome ? null : s.turn,
    turn: s.turn,
    turnsTaken: s.turnsTaken,
    playsLeft: s.playsLeft,
    attacker: s.attacker,
    outcome: s.outcome,
  };
}

/** The cards of `seat` that `viewer` cannot see: everything it owns minus table, discards, known cards. */
function unseenOf(v: Hill218View, seat: Seat, known: readonly UnitType[]): UnitType[] {
  const pool = fullDeck();
  const take = (u: UnitType) => {
    const i = pool.indexOf(u);
    if (i >= 0) pool.splice(i, 1);
  };
  for (const c of v.cells) if (c.owner === seat) take(c.unit);
  for (const u of v.discards[seat]) take(u);
  for (const u of known) take(u);
  return pool;
}

export function determinize(v: Hill218View, seat: Seat, rng: Rng): Hill218State {
  const opp = other(seat);
  // Own deck: the unknown part shuffled above the bottom cards the seat chose itself.
  const ownUnseen = rng.shuffle(unseenOf(v, seat, [...v.hand, ...v.knownBottom]));
  const ownDeck = [
    ...ownUnseen.slice(0, v.deckSizes[seat] - v.knownBottom.length),
    ...v.knownBottom,
  ];
  // Opponent: hand and deck dealt from everything of his not on view.
  const oppUnseen = rng.shuffle(unseenOf(v, opp, []));
  const oppHand = oppUnseen.slice(0, v.handSizes[opp]);
  const oppDeck = oppUnseen.slice(v.handSizes[opp], v.handSizes[opp] + v.deckSizes[opp]);
  const hands: [UnitType[], UnitType[]] =
    seat === 0 ? [v.hand.slice(), oppHand] : [oppHand, v.hand.slice()];
  const decks: [UnitType[], UnitType[]] = seat === 0 ? [ownDeck, oppDeck] : [oppDeck, ownDeck];
  return {
    options: v.options,
    cells: v.cells,
    hands,
    decks,
    discards: v.discards,
    airStrikes: v.airStrikes,
    bottomChosen: v.bottomChosen,
    firstPlayer: v.firstPlayer,
    turn: v.turn,
    turnsTaken: v.turnsTaken,
    playsLeft: v.playsLeft,
    attacker: v.attacker,
    outcome: v.outcome,
  };
}
