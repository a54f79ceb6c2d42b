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
