/**
 * The Rapier world of one Disc Wars table, built from plain table state and read back into it.
 * Owns the body set-up (a thick fixed table slab with felt friction; creature and spell discs as
 * thin dynamic cardboard discs, each a compound of convex prisms; land discs and impassable
 * terrain fixed, built the same way; square counters with CCD and a contact skin), the fixed-step
 * loop with its "everything is at rest" test, and freeing every Rapier object. A world may hold
 * only part of the table (region.ts); the pieces left out are read back unchanged. Rapier works in
 * centimetres here (see units.ts); poses come and go in inches.
 */
import type { GameError, Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { PiecePose, Quat, TableState, Vec3 } from '../games/discwars/physics-port.ts';
import type { Collider, PieceBody, World } from './piece-body.ts';
import { normalize } from './quat.ts';
import type { Rapier } from './rapier.ts';
import { RockingWindow } from './rest.ts';
import * as U from './units.ts';

export type { PieceBody } from './piece-body.ts';

type ColliderDescT = InstanceType<Rapier['ColliderDesc']>;
type ShapeContactT = NonNullable<ReturnType<Collider['contactCollider']>>;

export function thicknessIn(p: PiecePose): number {
  if (p.kind === 'counter') return U.COUNTER_THICKNESS_IN;
  if (p.kind === 'terrain') return p.height ?? 0;
  return U.DISC_THICKNESS_IN;
}

/** Sides of the polygon standing in for a round disc (a multiple of 4). */
export const DISC_SIDES = 32;

/**
 * The footprint of a disc cut into convex pieces whose faces have at most four vertices: the
 * inscribed square, and each of the four circular segments around it cut into strips parallel to
 * the square's side (trapezoids, the outermost a triangle). Returns the pieces as index lists into
 * the DISC_SIDES rim vertices.
 */
export function footprintPieces(n = DISC_SIDES): number[][] {
  const m = n / 4;
  const out: number[][] = [[0, m, 2 * m, 3 * m]];
  for (let q = 0; q < 4; q++) {
    const a = (k: number): number => (q * m + k) % n;
    for (let i = 0; i + 1 <= m - i - 1; i++) {
      if (i + 1 === m - i - 1) out.push([a(i), a(i + 1), a(m - i)]);
      else out.push([a(i), a(i + 1), a(m - i - 1), a(m - i)]);
    }
  }
  return out;
}

/**
 * A round disc as a compound of convex prisms over `footprintPieces`. Why not Rapier's cylinder:
 * its flat face enters contact clipping as the inscribed square, so a counter lying under a disc's
 * rim outside that square gets a single-point contact, and the heavy disc presses it into the felt
 * (measured: 0.04 in deep). Why not one convex hull: a face feeds at most four vertices to the
 * clipping, so a 32-gon face is reduced to a corner and the disc sinks. Why not a fan of wedges:
 * their slivers meet at the centre, where a counter landing on the disc gets sideways contact
 * normals. Every piece here has faces of at most four vertices and no sliver, so each contact is a
 * full face-clipped manifold. The vertices sit at the radius that gives the polygon the disc's
 * mean radius: the footprint stays within r·(1 − cos(π/N))/2 of the circle (0.005 in for 4 in).
 */
export function discColliders(R: Rapier, halfCm: number, rCm: number): ColliderDescT[] {
  const n = DISC_SIDES;
  const rv = (rCm * 2) / (1 + Math.cos(Math.PI / n));
  return footprintPieces(n).map((piece) => {
    const k = piece.length;
    const pts = new Float32Array(6 * k);
    piece.forEach((v, i) => {
      const a = (2 * Math.PI * v) / n;
      pts.set([rv * Math.cos(a), rv * Math.sin(a), -halfCm], 3 * i);
      pts.set([rv * Math.cos(a), rv * Math.sin(a), halfCm], 3 * (k + i));
    });
    // The prism's triangles, wound outwards (the piece's rim points run counter-clockwise), so
    // Rapier takes the mesh as given instead of computing a convex hull for every disc built.
    const tri: number[] = [];
    for (let i = 1; i + 1 < k; i++) tri.push(0, i + 1, i, k, k + i, k + i + 1);
    for (let i = 0; i < k; i++) {
      const j = (i + 1) % k;
      tri.push(i, j, k + j, i, k + j, k + i);
    }
    const d =
      R.ColliderDesc.convexMesh(pts, new Uint32Array(tri)) ?? R.ColliderDesc.convexHull(pts);
    if (!d) throw new Error('disc piece hull failed');
    return d;
  });
}

/**
 * The deepest contact between two pieces (or a piece and a bare collider such as the table), over
 * all their colliders, or null when none is within `prediction` cm.
 */
export function contactBetween(
  a: PieceBody,
  b: PieceBody | Collider,
  prediction: number,
): ShapeContactT | null {
  const others = 'colliders' in b ? b.colliders : [b];
  let best: ShapeContactT | null = null;
  for (const ca of a.colliders)
    for (const cb of others) {
      const c = ca.contactCollider(cb, prediction);
      if (c && (best === null || c.distance < best.distance)) best = c;
    }
  return best;
}

/** Whether `v` (untrusted: a table read from a save or a position) has these finite fields. */
const finite = (v: unknown, keys: readonly string[]): boolean =>
  typeof v === 'object' &&
  v !== null &&
  keys.every((k) => Number.isFinite((v as Record<string, unknown>)[k]));

/** Checks a table state before anything is built from it. */
export function validateTable(t: TableState): Result<true, GameError> {
  if (!(t.width > 0 && t.depth > 0 && Number.isFinite(t.width) && Number.isFinite(t.depth)))
    return err('table/size', 'The table must have a positive width and depth.');
  if (!Array.isArray(t.pieces)) return err('table/pieces', 'The table must list its pieces.');
  const seen = new Set<string>();
  for (const p of t.pieces as readonly unknown[]) {
    if (typeof p !== 'object' || p === null || typeof (p as { id?: unknown }).id !== 'string')
      return err('table/bad-piece', 'Every piece on the table must be an object with an id.');
  }
  for (const p of t.pieces) {
    if (seen.has(p.id)) return err('table/duplicate-id', `Two pieces share the id "${p.id}".`);
    seen.add(p.id);
    const q = p.orientation;
    if (!finite(p.position, ['x', 'y', 'z']) || !finite(q, ['x', 'y', 'z', 'w']))
      return err(
        'table/bad-pose',
        `Piece "${p.id}" has a position or orientation that is not a number.`,
      );
    if (Math.abs(Math.hypot(q.x, q.y, q.z, q.w) - 1) > 1e-3)
      return err(
        'table/bad-pose',
        `Piece "${p.id}" has an orientation that is not a unit quaternion.`,
      );
    if (!(p.diameter > 0 && p.diameter <= 12))
      return err('table/bad-size', `Piece "${p.id}" needs a diameter between 0 and 12 in.`);
    if (p.kind === 'terrain' && !(p.height !== undefined && p.height > 0 && p.height <= 24))
      return err('table/bad-size', `Terrain "${p.id}" needs a height between 0 and 24 in.`);
  }
  return ok(true);
}

export interface BuildOptions {
  /**
   * Start dynamic pieces asleep (default: awake). Awake is the default because Rapier lets a
   * sleeping disc that is woken in the middle of a step (a counter lands on it) fall one free step
   * before its contact with the table is solved: 0.026 in into the felt, where a counter landing
   * beside it next is caught under its rim. A table state is at rest by construction, so awake
   * pieces stay put (see the rebuilt-world test).
   */
  readonly asleep?: boolean;
  /**
   * Build only these pieces (by id); the others are left out of the world and `readTable` copies
   * them through unchanged (see region.ts). Absent: every piece.
   */
  readonly only?: ReadonlySet<string> | null;
  /** Called after every step; may throw to abandon the world (region.ts's guard does). */
  readonly guard?: ((w: TableWorld) => void) | null;
}

export class TableWorld {
  readonly world: World;
  readonly pieces: PieceBody[] = [];
  readonly byId = new Map<string, PieceBody>();
  readonly tableCollider: Collider;
  private readonly removed = new Set<string>();
  time = 0;
  private readonly guard: ((w: TableWorld) => void) | null;

  constructor(
    readonly R: Rapier,
    readonly table: TableState,
    opts: BuildOptions = {},
  ) {
    const world = new R.World({ x: 0, y: 0, z: -U.GRAVITY_CM });
    world.timestep = U.DT;
    world.lengthUnit = U.LENGTH_UNIT;
    world.integrationParameters.numSolverIterations = 8;
    // Stiffer contacts than the default 30 Hz: a resting card should not sink into the felt.
    world.integrationParameters.contact_natural_frequency = 60;
    // A counter meets a piece corner first and swings flat within the step; its far edge is then
    // still up to a few mm away. Predicting contacts that far ahead lets the solver stop that edge
    // at the surface; with the default 0.02 cm it swings more than its half thickness into the
    // piece, the contact normal flips and pushes it through (measured: through a land disc).
    world.integrationParameters.normalizedPredictionDistance = U.CONTACT_PREDICTION_CM;
    this.world = world;
    const w = U.toCm(table.width);
    const d = U.toCm(table.depth);
    const slab = world.createRigidBody(
      R.RigidBodyDesc.fixed().setTranslation(w / 2, d / 2, -U.TABLE_THICKNESS_CM / 2),
    );
    this.tableCollider = world.createCollider(
      R.ColliderDesc.cuboid(w / 2, d / 2, U.TABLE_THICKNESS_CM / 2)
        .setFriction(U.TABLE_FRICTION)
        .setRestitution(U.TABLE_RESTITUTION),
      slab,
    );
    const only = opts.only ?? null;
    for (const p of table.pieces) if (only === null || only.has(p.id)) this.add(p, false);
    this.guard = opts.guard ?? null;
    if (opts.asleep ?? false) this.prime();
  }

  /**
   * Computes the resting contacts once with a vanishing time step, then puts every dynamic body to
   * sleep. Without the primed contacts a sleeping disc woken in the middle of a step would fall
   * one free step before its contact with the table existed.
   */
  private prime(): void {
    this.world.timestep = 1e-6;
    this.world.step();
    this.world.timestep = U.DT;
    const zero = { x: 0, y: 0, z: 0 };
    for (const pb of this.pieces) {
      if (!pb.dynamic) continue;
      pb.body.setLinvel(zero, false);
      pb.body.setAngvel(zero, false);
      pb.body.sleep();
    }
  }

  /** Adds a piece from its pose (inches) and returns its body. */
  add(p: PiecePose, asleep: boolean): PieceBody {
    const R = this.R;
    const dynamic = p.kind === 'creature' || p.kind === 'spell' || p.kind === 'counter';
    const q = normalize(p.orientation);
    const desc = (dynamic ? R.RigidBodyDesc.dynamic() : R.RigidBodyDesc.fixed())
      .setTranslation(U.toCm(p.position.x), U.toCm(p.position.y), U.toCm(p.position.z))
      .setRotation(q);
    if (dynamic && asleep) desc.setSleeping(true);
    if (p.kind === 'counter')
      desc
        .setCcdEnabled(true)
        .setLinearDamping(U.COUNTER_AIR_DAMPING)
        .setAngularDamping(U.COUNTER_AIR_DAMPING);
    const body = this.world.createRigidBody(desc);
    const half = U.toCm(thicknessIn(p)) / 2;
    const r = U.toCm(p.diameter) / 2;
    const descs =
      p.kind === 'counter' ? [R.ColliderDesc.cuboid(r, r, half)] : discColliders(R, half, r);
    const colliders = descs.map((cdesc) =>
      this.world.createCollider(
        cdesc
          .setDensity(U.CARDBOARD_DENSITY)
          .setFriction(U.CARD_FRICTION)
          .setRestitution(U.CARD_RESTITUTION)
          .setContactSkin(p.kind === 'counter' ? U.COUNTER_CONTACT_SKIN_CM : 0),
        body,
      ),
    );
    const pb: PieceBody = { pose: p, body, colliders, dynamic, halfThicknessCm: half };
    this.pieces.push(pb);
    this.byId.set(p.id, pb);
    return pb;
  }

  /** Removes a piece (e.g. the drop's carrier) and frees its body and collider. */
  remove(pb: PieceBody): void {
    this.removed.add(pb.pose.id);
    this.world.removeRigidBody(pb.body);
    const i = this.pieces.indexOf(pb);
    if (i >= 0) this.pieces.splice(i, 1);
    this.byId.delete(pb.pose.id);
  }

  positionIn(pb: PieceBody): Vec3 {
    const t = pb.body.translation();
    return { x: U.toIn(t.x), y: U.toIn(t.y), z: U.toIn(t.z) };
  }

  orientation(pb: PieceBody): Quat {
    const r = pb.body.rotation();
    return { x: r.x, y: r.y, z: r.z, w: r.w };
  }

  readPose(pb: PieceBody): PiecePose {
    return { ...pb.pose, position: this.positionIn(pb), orientation: this.orientation(pb) };
  }

  /**
   * The table state as the world holds it now, in the original piece order (pieces left out of
   * the world as they were given, removed pieces dropped), then the pieces added since.
   */
  readTable(): TableState {
    const pieces: PiecePose[] = [];
    const original = new Set<string>();
    for (const p of this.table.pieces) {
      original.add(p.id);
      const pb = this.byId.get(p.id);
      if (pb) pieces.push(this.readPose(pb));
      else if (!this.removed.has(p.id)) pieces.push(p);
    }
    for (const pb of this.pieces) if (!original.has(pb.pose.id)) pieces.push(this.readPose(pb));
    return { width: this.table.width, depth: this.table.depth, pieces };
  }

  step(): void {
    this.world.step();
    this.time += U.DT;
    this.guard?.(this);
  }

  /** True when every awake dynamic body is practically still. */
  quiet(): boolean {
    for (const pb of this.pieces) {
      if (!pb.dynamic || pb.body.isSleeping() || pb.body.isKinematic()) continue;
      const v = pb.body.linvel();
      const w = pb.body.angvel();
      if (v.x * v.x + v.y * v.y + v.z * v.z > 0.05 * 0.05) return false;
      if (w.x * w.x + w.y * w.y + w.z * w.z > 0.05 * 0.05) return false;
    }
    return true;
  }

  private still = 0;
  private window: { x: number; y: number; z: number }[] = [];
  private windowSteps = 0;
  private readonly rocking = new RockingWindow();

  /**
   * Call once per step; true once the table is at rest: every awake body slow for 12 steps, or
   * (for pieces wedged against a rim, which the solver keeps trembling in place) no piece
   * displaced more than 0.002 in over a whole quarter-second window, or (a pile rocking in place)
   * no piece leaving a small box over half a second (see rest.ts).
   */
  atRest(): boolean {
    this.still = this.quiet() ? this.still + 1 : 0;
    if (this.still >= 12) return true;
    if (this.rocking.update(this.pieces)) return true;
    if (++this.windowSteps < 30) return false;
    this.windowSteps = 0;
    const now = this.pieces.map((pb) => pb.body.translation());
    const prev = this.window;
    this.window = now;
    if (prev.length !== now.length) return false;
    const limit = U.toCm(0.002) ** 2;
    return now.every((p, i) => {
      const q = prev[i] as { x: number; y: number; z: number };
      return (p.x - q.x) ** 2 + (p.y - q.y) ** 2 + (p.z - q.z) ** 2 <= limit;
    });
  }

  /**
   * Sets the linear and angular damping (1/s) of every dynamic piece. `settle` does this to a
   * table still moving after SETTLE_ASSIST_AFTER_S: a pile of discs the solver keeps jittering
   * (3–9 cm/s, creeping) instead of letting it come to rest as real card would in a moment.
   */
  damp(perSecond: number): void {
    for (const pb of this.pieces) {
      if (!pb.dynamic) continue;
      pb.body.setLinearDamping(perSecond);
      pb.body.setAngularDamping(perSecond);
    }
  }

  /**
   * Steps at the fixed dt until the table is at rest or the limit passes. Returns the simulated
   * seconds taken, or null when the limit was reached.
   */
  settle(limitS: number, onStep?: () => void): number | null {
    const start = this.time;
    let assisted = false;
    while (this.time - start < limitS) {
      if (!assisted && this.time - start >= U.SETTLE_ASSIST_AFTER_S) {
        assisted = true;
        this.damp(U.SETTLE_ASSIST_DAMPING);
      }
      this.step();
      onStep?.();
      if (this.atRest()) return this.time - start;
    }
    return null;
  }

  free(): void {
    this.world.free();
  }
}

/** Builds a world, runs `use`, and frees the world whatever happens. */
export function withWorld<T>(
  R: Rapier,
  table: TableState,
  use: (w: TableWorld) => T,
  opts: BuildOptions = {},
): T {
  const w = new TableWorld(R, table, opts);
  try {
    return use(w);
  } finally {
    w.free();
  }
}
