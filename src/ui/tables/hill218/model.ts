/**
 * Small pure helpers the Hill 218 table shares between its controller and its panel: finding a
 * card on the grid, counting units, and the public state rebuilt from one seat's view (used only
 * for questions whose answer depends on the cards on the table: supply chains).
 */
import { Rng } from '../../../core/rng.ts';
import {
  hill218,
  type Hill218State,
  type Hill218View,
  type Placed,
  type Pos,
  type Seat,
  type RuleExample,
} from '../../../games/hill218/index.ts';

export type ExampleId = RuleExample['id'];

export function unitAtPos(cells: readonly Placed[], p: Pos): Placed | undefined {
  return cells.find((c) => c.x === p.x && c.y === p.y);
}

export function cellOwnerCount(cells: readonly Placed[], seat: Seat): number {
  let n = 0;
  for (const c of cells) if (c.owner === seat) n++;
  return n;
}

export function samePos(a: Pos | null | undefined, b: Pos | null | undefined): boolean {
  return !!a && !!b && a.x === b.x && a.y === b.y;
}

/**
 * A state built from one seat's view alone: the unseen cards are dealt at random, which is fine
 * because what is asked of it (the supply chain behind a cell) depends only on the public cells,
 * the seat to move and the viewer's own hand.
 */
export function publicState(view: Hill218View, seat: Seat): Hill218State {
  return hill218.determinize(view, seat, Rng.fromSeed(0));
}
