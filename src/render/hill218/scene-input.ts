/**
 * What the Hill 218 scene is asked to draw: one seat's view of the table with the highlights the
 * controller chose (the `SceneInput`), what follows the pointer (the `OverlayInput`), and what a
 * click on a drawn object means (a `Pick`).
 */
import type { Placed, Pos, Seat, UnitType } from '../../games/hill218/index.ts';
import type { FaceTexts } from './card-faces.ts';

export type Pick =
  | { readonly pick: 'hand'; readonly index: number; readonly unit: UnitType }
  | { readonly pick: 'cell'; readonly at: Pos }
  | { readonly pick: 'unit'; readonly at: Pos }
  | { readonly pick: 'target'; readonly at: Pos }
  | { readonly pick: 'strike'; readonly at: Pos }
  /** An empty cell where nothing can be played now (a click asks the engine why). */
  | { readonly pick: 'empty'; readonly at: Pos }
  | { readonly pick: 'air' };

export interface SceneInput {
  readonly viewer: Seat;
  readonly cells: readonly Placed[];
  /** The viewer's own hand (empty while nobody may look). */
  readonly hand: readonly UnitType[];
  readonly handSizes: readonly [number, number];
  readonly deckSizes: readonly [number, number];
  readonly airStrikes: readonly [number, number];
  readonly discards: readonly [number, number];
  readonly selected: UnitType | null;
  /** Hand units with a legal placement now (others sink a little). */
  readonly playable: readonly UnitType[];
  readonly legalCells: readonly Pos[];
  readonly attacker: Pos | null;
  readonly targets: readonly { readonly target: Pos; readonly supporter?: Pos }[];
  readonly strikeTargets: readonly Pos[];
  /** Whether the viewer's Air Strike pile answers clicks (a strike is a legal play). */
  readonly canStrike: boolean;
  readonly strikeArmed: boolean;
  /** The cells the other seat's last turn played on (placements, attacks, Air Strikes). */
  readonly lastMoves?: readonly Pos[];
  /** The words on the card faces, and a key naming their language (a new key redraws them). */
  readonly faces?: { readonly key: string; readonly texts: FaceTexts };
  readonly labels: {
    readonly deck: readonly [string, string];
    readonly air: readonly [string, string];
    readonly lost: readonly [string, string];
    readonly hq: string;
  };
}

export interface OverlayInput {
  readonly viewer: Seat;
  readonly chain: readonly Pos[] | null;
  readonly patterns: {
    readonly supply: readonly Pos[];
    readonly attack: readonly Pos[];
    readonly support: readonly Pos[];
  } | null;
}

/** The board's cells and nothing else to act on: no hand, piles or highlights (a table being
 * cleared, a rules picture). */
export function boardOnly(
  cells: readonly Placed[],
  labels: SceneInput['labels'],
  faces?: SceneInput['faces'],
): SceneInput {
  return {
    viewer: 0,
    cells,
    hand: [],
    handSizes: [0, 0],
    deckSizes: [0, 0],
    airStrikes: [0, 0],
    discards: [0, 0],
    selected: null,
    playable: [],
    legalCells: [],
    attacker: null,
    targets: [],
    strikeTargets: [],
    canStrike: false,
    strikeArmed: false,
    ...(faces ? { faces } : {}),
    labels,
  };
}
