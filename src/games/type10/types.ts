/**
 * The plain, JSON-safe data of Type 10 Exercise: scenarios (map and unit types), unit positions,
 * the phases of a round, the active unit's action, and the moves. North is seat 0 and the
 * peacekeeping force (PKF) seat 1, because North opens every round with its spawn step.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import type { RngState } from '../../core/rng.ts';
import type { HexName } from './hex.ts';

export type Side = 'north' | 'pkf';

export const SIDE_SEAT: Readonly<Record<Side, Seat>> = { north: 0, pkf: 1 };
export const SEAT_SIDE: readonly [Side, Side] = ['north', 'pkf'];

/** The five printed numbers of a counter plus the rule flags that set it apart. */
export interface UnitType {
  readonly name: string;
  readonly side: Side;
  /** Bombard strength, or null when the unit cannot bombard (printed as a dash). */
  readonly bombard: number | null;
  readonly range: number | null;
  /** Attack strength, or null when the unit cannot attack. */
  readonly attack: number | null;
  readonly defense: number;
  readonly move: number;
  /** Returns to hand when destroyed, and each loss counts toward the loss limit. */
  readonly respawns: boolean;
  /** Flies: every hex costs it 1 to enter (forest included). */
  readonly flies: boolean;
  /** Cannot be destroyed by attack (stepping on), only by bombard. */
  readonly attackImmune: boolean;
  /** Its destruction loses the game for its side. */
  readonly command: boolean;
  /** Searches with the die in the UAV step. */
  readonly searches: boolean;
}

export interface ScenarioUnit {
  readonly id: string;
  readonly type: string;
  /** A hex name, or 'hand' for a unit that starts off the board. */
  readonly at: HexName | 'hand';
}

export interface Scenario {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly forest: readonly HexName[];
  /** Hexes a PKF unit may never enter without losing (the blue dashed line). */
  readonly border: readonly HexName[];
  /** North's spawn hexes (the red line). */
  readonly spawn: readonly HexName[];
  /** North losses (of respawning units) that give PKF the game. */
  readonly lossLimit: number;
  readonly unitTypes: Readonly<Record<string, UnitType>>;
  /** Starting units: on the board or in hand. */
  readonly units: readonly ScenarioUnit[];
}

export interface Type10Options {
  /** Per-step and whole-game clocks, advanced by `clock` moves the table injects. */
  readonly timeControl: boolean;
  /** Time a side may spend in one step it acts in (ms). */
  readonly stepLimitMs: number;
  /** Playing time after which destroyed units are counted (ms). */
  readonly gameLimitMs: number;
  /** With clocks off, the game is counted after this many rounds. */
  readonly roundLimit: number;
  /** A custom scenario; the default one ("Border incident") when absent. */
  readonly scenario?: Scenario;
}

/** Where a unit is: a hex, in North's hand, or destroyed for good. */
export type UnitPlace = HexName | 'hand' | 'gone';

export interface UnitState {
  readonly id: string;
  readonly type: string;
  readonly at: UnitPlace;
}

export type Phase = 'spawn' | 'uav' | 'uavPlace' | 'northAct' | 'pkfAct' | 'over';

/** The one unit acting now; no other unit starts before it ends. */
export interface ActiveAction {
  readonly unit: string;
  readonly mpLeft: number;
  /** The hexes it has stood on this action, its start first (the path a replay draws). */
  readonly path: readonly HexName[];
  /** Its one bombard or attack of the turn is used. */
  readonly fired: boolean;
}

/** A finished action, kept so the table can draw the opponent's last path and shot. */
export interface ActionRecord {
  readonly unit: string;
  readonly path: readonly HexName[];
  readonly shots: readonly {
    readonly kind: 'bombard' | 'attack';
    readonly target: string;
    readonly at: HexName;
  }[];
}

export interface ClockState {
  /** Playing time so far (ms). */
  readonly totalMs: number;
  /** Time the side to move has used in the current step (ms). */
  readonly stepMs: number;
  /** Time each seat has used in the whole game (ms), for the table's clock display. */
  readonly seatMs: readonly [number, number];
}

export interface Type10State {
  readonly scenario: Scenario;
  readonly options: Type10Options;
  readonly units: readonly UnitState[];
  readonly phase: Phase;
  /** 1-based round number. */
  readonly round: number;
  /** Units that have acted this round (the UAV once it has searched). */
  readonly acted: readonly string[];
  readonly active: ActiveAction | null;
  /** North's losses of respawning units (each loss counts, also when the unit returns). */
  readonly northLosses: number;
  /** Enemy units destroyed by each seat (counted at the time limit). */
  readonly kills: readonly [number, number];
  /** The last search die (null before the first search). */
  readonly lastRoll: number | null;
  readonly lastAction: ActionRecord | null;
  readonly clock: ClockState | null;
  readonly rng: RngState;
  readonly result: Outcome | null;
}

/** What a seat sees: everything but the generator, which would predict future dice. */
export type Type10View = Omit<Type10State, 'rng'> & { readonly rng: null };

export type Type10Move =
  /** North places a unit of this type from hand (spawn step, or after a search roll of 1–2). */
  | { readonly type: 'spawn'; readonly unitType: string; readonly to: HexName }
  /** North ends its spawn step. */
  | { readonly type: 'endSpawn' }
  /** Moves a unit one hex (its first step starts its action); onto an enemy it is an attack. */
  | { readonly type: 'step'; readonly unit: string; readonly to: HexName }
  | { readonly type: 'bombard'; readonly unit: string; readonly target: string }
  /** Finishes the active unit's action. */
  | { readonly type: 'endAction' }
  /** PKF rolls the search die (after moving the UAV, or not). */
  | { readonly type: 'search' }
  /** Ends the side's acting step. */
  | { readonly type: 'endTurn' }
  /** Table moves, accepted at any time but never listed by `legalMoves`. */
  | { readonly type: 'resign'; readonly seat?: Seat }
  | { readonly type: 'clock'; readonly elapsedMs: number };
