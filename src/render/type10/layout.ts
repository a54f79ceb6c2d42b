/**
 * Where the Type 10 board lies on the felt: flat-topped hexes of circumradius `HEX_R`, column 1
 * in the west, row 1 (North's border) at the far edge, even-numbered columns half a hex lower, as
 * docs/rules/type10.md describes. Pure geometry in scene units; it knows hex names but no rule.
 */
import { parseHex, type HexName } from '../../games/type10/index.ts';

export const HEX_R = 1.2;
const COL_STEP = HEX_R * 1.5;
const ROW_STEP = HEX_R * Math.sqrt(3);
/** Height of the hex tiles' top face above the felt. */
export const TILE_TOP = 0.12;
export const COUNTER_W = HEX_R * 1.12;
export const COUNTER_H = 0.32;

export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** The centre of a hex (x east, z south), with the board centred on the origin. */
export function hexCentre(name: HexName, size: BoardSize): { x: number; z: number } {
  const h = parseHex(name) ?? { col: 1, row: 1 };
  const x = (h.col - 1) * COL_STEP - ((size.width - 1) * COL_STEP) / 2;
  const z =
    (h.row - 1) * ROW_STEP +
    (h.col % 2 === 0 ? ROW_STEP / 2 : 0) -
    ((size.height - 1) * ROW_STEP + ROW_STEP / 2) / 2;
  return { x, z };
}

/** Corner k (0..5) of a flat-topped hex, relative to its centre: corner 0 points east. */
export function hexCorner(k: number): { x: number; z: number } {
  const a = (Math.PI / 3) * k;
  return { x: HEX_R * Math.cos(a), z: HEX_R * Math.sin(a) };
}

/** The extent of the drawn board (for the felt and the camera). */
export function boardExtent(size: BoardSize): { halfW: number; halfD: number } {
  return {
    halfW: ((size.width - 1) * COL_STEP) / 2 + HEX_R,
    halfD: ((size.height - 1) * ROW_STEP + ROW_STEP / 2) / 2 + ROW_STEP / 2,
  };
}
