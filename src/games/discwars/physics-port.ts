/**
 * The port between the Disc Wars rules and the physics. The rules engine owns phases, activations
 * and combat; the physics owns where things come to rest. This module holds only the plain,
 * JSON-safe types both sides agree on (no Rapier here): the table state (poses of every piece, in
 * inches), the flip and drop requests and their outcomes, and the `DiscPhysics` interface that
 * `src/physics` implements. All methods are synchronous and deterministic functions of their
 * inputs (the drop's randomness comes from the `RngState` passed in and handed back advanced), so
 * `apply` stays a pure function of (state, move) and a move log replays to the same table.
 *
 * Frame of reference: inches; x along the table's width, y along its depth, z up; the table's top
 * surface is z = 0 and its corner is the origin, so a piece is on the table when 0 ≤ x ≤ width and
 * 0 ≤ y ≤ depth. A disc's identity orientation lies flat with its front face up; a flat creature
 * disc (0.08 in thick) resting on the bare table has its centre at z = 0.04.
 */
import type { GameError, Result } from '../../core/result.ts';
import type { RngState } from '../../core/rng.ts';

/**
 * creature, spell: dynamic discs (they flip, get pinned, get hit).
 * land: flat terrain discs, fixed to the table; pieces may rest on them (that is not pinning).
 * terrain: impassable terrain, a fixed cylinder of `diameter` and `height`.
 * counter: a small square chit (missile, wound or A marker), `diameter` is its side.
 */
export type PieceKind = 'creature' | 'spell' | 'land' | 'terrain' | 'counter';

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A unit quaternion; { x: 0, y: 0, z: 0, w: 1 } is flat, front face up. */
export interface Quat {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
}

export interface PiecePose {
  readonly id: string;
  readonly kind: PieceKind;
  /** Disc diameter in inches (terrain: footprint diameter; counter: side length). */
  readonly diameter: number;
  /** Terrain only: height above the table in inches. */
  readonly height?: number;
  /** Centre of the piece, inches. */
  readonly position: Vec3;
  readonly orientation: Quat;
}

export interface TableState {
  /** Table extent in inches along x and y. */
  readonly width: number;
  readonly depth: number;
  readonly pieces: readonly PiecePose[];
}

/** One animation frame: the poses of the pieces that moved, at simulated time `t` seconds. */
export interface AnimationFrame {
  readonly t: number;
  readonly poses: readonly {
    readonly id: string;
    readonly position: Vec3;
    readonly orientation: Quat;
  }[];
}

export interface FlipRequest {
  readonly discId: string;
  /** Direction of the flip in the table plane, radians counter-clockwise from +x. */
  readonly direction: number;
  /**
   * Inches a real hand's pivot skids along the flip while the disc turns (negative: back), from
   * `dexterity.ts`; on open table the disc then lands (diameter + slip) on. Absent: no skid.
   */
  readonly slip?: number;
}

export interface FlipOutcome {
  /** The whole table after the disc came to rest. */
  readonly table: TableState;
  /** The flipped disc's new pose. */
  readonly pose: PiecePose;
  /** Every piece (disc or land disc) the flipped disc now lies on, one level down. */
  readonly liesOn: readonly string[];
  /** Simulated seconds until everything was at rest. */
  readonly settledAfter: number;
  /**
   * How hard the disc landed, in metres per second (to the centimetre per second): the speed of
   * its centre when the hand let go, or the fastest it then fell or slid, whichever is more.
   */
  readonly landingSpeed: number;
  readonly frames: readonly AnimationFrame[];
}

export interface DropRequest {
  /** The disc aimed at. */
  readonly targetId: string;
  /** Ids for the counters to create (0.5 in missile counters). */
  readonly counterIds: readonly string[];
  /** The seeded generator's state: decides aim error, tip direction and counter placement. */
  readonly rng: RngState;
  /** Height of the carrier above the target's top in inches; at least 12 (the default). */
  readonly height?: number;
  /**
   * The draws of a drop that already happened (its outcome's `draws`): re-runs that very drop, so
   * the table can animate it without the generator, which views hide. `rng` is then not read.
   */
  readonly replay?: DropDraws;
  /**
   * The drop's physical model (docs/discwars-drop.md); default the latest. A game keeps the model
   * it started with, so its move log replays to the table its players saw.
   */
  readonly model?: DropModel;
}

/** Versions of the drop's physical model: 1 until 2026-12-03, 2 since. */
export type DropModel = 1 | 2;

/** What the seeded generator decided for one drop: everything a re-run needs. */
export interface DropDraws {
  /** Where the carrier was held (inches, table plane). */
  readonly aim: { readonly x: number; readonly y: number };
  /** The direction the carrier was tipped (radians counter-clockwise from +x). */
  readonly tipDirection: number;
  /** Each counter's pose lying on the level carrier, in `counterIds` order. */
  readonly placed: readonly PiecePose[];
  /** The model the drop was simulated with; absent: model 1 (draws recorded before model 2). */
  readonly model?: 2;
}

export interface CounterLanding {
  readonly id: string;
  /** Every piece the counter rests on directly (discs, land discs, other counters). */
  readonly restsOn: readonly string[];
  /**
   * The creature or spell discs the counter hits: those it rests on, looking through counters it
   * rests on to what they rest on. Empty on the bare table or on land discs.
   */
  readonly hits: readonly string[];
  /** True when the counter bounced off the table's edge; it is then not on the table at all. */
  readonly offTable: boolean;
}

export interface DropOutcome {
  /** The table after everything came to rest, with the counters added as pieces. */
  readonly table: TableState;
  readonly counters: readonly CounterLanding[];
  /** Where the carrier was held, how it was tipped and where the counters lay on it. */
  readonly draws: DropDraws;
  readonly settledAfter: number;
  /** Frames include the carrier disc under this id (it is not a table piece). */
  readonly carrierId: string;
  readonly frames: readonly AnimationFrame[];
  /** The generator's state after the drop; write it back into game state. */
  readonly rng: RngState;
}

export interface NearbyDisc {
  readonly id: string;
  /** Edge-to-edge distance in inches. */
  readonly distance: number;
}

export interface DiscPhysics {
  /** Flips a disc over its rim; refused (nothing changes) when the landing would be illegal. */
  flip(table: TableState, request: FlipRequest): Result<FlipOutcome, GameError>;
  /** Drops missile counters from a tipped carrier above a target. */
  drop(table: TableState, request: DropRequest): Result<DropOutcome, GameError>;
  /** Edge-to-edge distance seen from above: centre distance minus both radii, never below 0. */
  edgeToEdge(table: TableState, a: string, b: string): Result<number, GameError>;
  /** Every creature/spell disc within `distance` inches edge to edge of `id`, nearest first. */
  within(table: TableState, id: string, distance: number): Result<NearbyDisc[], GameError>;
  /** For every piece, the pieces it lies on directly (one level down), from contacts and heights. */
  liesOn(table: TableState): Result<Readonly<Record<string, readonly string[]>>, GameError>;
  /** Lets a table settle under gravity (e.g. after setup) and returns the resting table. */
  settle(table: TableState): Result<TableState, GameError>;
  /** A snapshot hash of a table state (8+8 hex digits); equal tables give equal hashes. */
  hash(table: TableState): string;
}
