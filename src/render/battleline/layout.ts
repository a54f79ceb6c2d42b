/**
 * Where things lie on the Battle Line table, in inches on the felt. The viewing seat sits at +z:
 * its side of every flag fans toward it and its hand lies along the near edge; the opponent's side
 * fans away. Cards of one side overlap so the top strip (with the value) of each stays visible.
 */
import { CARD_H, CARD_W } from './card-faces.ts';

export const TABLE_W = 50;
export const TABLE_D = 36;
export const FLAG_GAP = 4.4;
export const SIDE_START = 2.2;
export const CARD_STEP = 1.15;
export const CARD_T = 0.02;

export function flagX(flag: number): number {
  return (flag - 4) * FLAG_GAP;
}

/** Centre z of the k-th card on a side; `near` is the viewing seat's side. */
export function sideCardZ(k: number, near: boolean): number {
  const z = SIDE_START + CARD_H / 2 + k * CARD_STEP;
  return near ? z : -z;
}

export function formationLabelZ(near: boolean, cards: number): number {
  const z = SIDE_START + CARD_H + Math.max(0, cards - 1) * CARD_STEP + 0.7;
  return near ? z : -z;
}

export const HAND_Z = 14.6;
export const HAND_GAP = CARD_W + 0.35;
export const OPP_HAND_Z = -15.2;
export const DECK_X = 22.3;
export const DISCARD_X = -22.3;

/** Where the two decks and the discard pile lie (x, z): centre of each pile. */
export interface PileSpots {
  readonly troop: readonly [number, number];
  readonly tactics: readonly [number, number];
  readonly discard: readonly [number, number];
}

/** Beside the battle line, right and left: the whole table's layout. */
export const SIDE_PILES: PileSpots = {
  troop: [DECK_X, -3.2],
  tactics: [DECK_X, 3.2],
  discard: [DISCARD_X, 0],
};

/**
 * A phone held upright frames only the battle line's width, so the piles beside it would be cut
 * off: they lie in the row of the opponent's hand instead (its backs stay in the middle), the
 * decks right and the discard pile left, inside the framed width.
 */
export const UPRIGHT_PILES: PileSpots = {
  troop: [10.8, OPP_HAND_Z],
  tactics: [15.4, OPP_HAND_Z],
  discard: [-14.5, OPP_HAND_Z],
};
