/**
 * The flip. The hand turns the disc over the point of its rim in the chosen direction (a scripted
 * pivot: 180° about the horizontal axis through that rim point at mid-thickness, so on open table
 * the centre travels exactly one diameter and the disc lands flat on its other face). Where the
 * turning disc would meet another piece, the hand lets go at the first touch and Rapier takes over:
 * the disc falls the rest of the way and comes to rest partly raised on what it met, as a real
 * disc does. Legality (wholly on the table, not into impassable terrain) is checked on the ideal
 * landing footprint before anything is built, so an illegal flip changes nothing.
 */
import type { GameError, Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type {
  FlipOutcome,
  FlipRequest,
  PiecePose,
  Quat,
  TableState,
  Vec3,
} from '../games/discwars/physics-port.ts';
import { liesOnOf } from './liesOn.ts';
import {
  add,
  axisAngle,
  faceNormal,
  len,
  mul,
  normalize,
  rotate,
  scale,
  sub,
  dot,
} from './quat.ts';
import type { Rapier } from './rapier.ts';
import * as U from './units.ts';
import {
  TableWorld,
  thicknessIn,
  validateTable,
  type BuildOptions,
  type PieceBody,
} from './world.ts';
import { inRegion } from './region.ts';
import { FrameRecorder } from './frames.ts';

/** The sweep's shape is shrunk by this (cm) so resting contacts at the start do not count. */
const SWEEP_MARGIN_CM = 0.01;
const SWEEP_STEPS = 90;
/** Simulated seconds the hand takes to turn a disc over (for the animation only). */
const PIVOT_SECONDS = 0.4;
/** Pieces within this many diameters (plus half an inch) of a flipped disc are simulated. */
const REGION_DIAMETERS = 2;
const Y_TO_Z: Quat = { x: Math.SQRT1_2, y: 0, z: 0, w: Math.SQRT1_2 };

/** Terrain overlap below this (inches) is a rim touching a rock, not entering it. */
const TERRAIN_TOUCH_IN = 0.02;
/** A hand's pivot slip is refused beyond this fraction of the diameter (dexterity clips far less). */
const MAX_SLIP_DIAMETERS = 0.5;

/**
 * Is a footprint of radius `r` centred at `at` wholly on the table and clear of impassable
 * terrain? `slack` forgives rim contact with terrain (the real landing rests against a rock's
 * polygonal side, which may sit a hair inside the ideal circle).
 */
function footprintLegal(
  table: TableState,
  at: Vec3,
  r: number,
  slack: number,
): Result<Vec3, GameError> {
  const eps = 1e-9;
  if (
    at.x - r < -eps ||
    at.y - r < -eps ||
    at.x + r > table.width + eps ||
    at.y + r > table.depth + eps ||
    !(at.z > -0.01)
  )
    return err('flip/off-table', 'That flip would carry the disc off the table.', {
      landing: at,
    });
  for (const p of table.pieces) {
    if (p.kind !== 'terrain') continue;
    const d = Math.hypot(p.position.x - at.x, p.position.y - at.y);
    if (d < r + p.diameter / 2 - slack)
      return err('flip/into-terrain', 'That flip would land the disc in impassable terrain.', {
        landing: at,
        terrain: p.id,
      });
  }
  return ok(at);
}

/**
 * Refuses flips whose ideal landing footprint (one diameter on, as on open table) leaves the table
 * or enters impassable terrain. This is the check made before anything is simulated; the real
 * landing is checked again after the simulation (a disc flipped from a tilted pose, or one that
 * slides off what it met, can end elsewhere).
 */
export function checkFlipLegal(
  table: TableState,
  disc: PiecePose,
  direction: number,
  reach = disc.diameter,
): Result<Vec3, GameError> {
  const land = {
    x: disc.position.x + reach * Math.cos(direction),
    y: disc.position.y + reach * Math.sin(direction),
    z: disc.position.z,
  };
  return footprintLegal(table, land, disc.diameter / 2, 0);
}

interface Pivot {
  readonly point: Vec3;
  readonly axis: Vec3;
  readonly start: Vec3;
  readonly startQ: Quat;
  /** The pivot's skid over the whole turn (cm, horizontal), taken evenly with the angle. */
  readonly slide: Vec3 | null;
}

/** `slideCm`: how far a hand's pivot skids along the flip over the whole turn (0: none). */
function pivotOf(pos: Vec3, q: Quat, radius: number, direction: number, slideCm = 0): Pivot {
  const d = { x: Math.cos(direction), y: Math.sin(direction), z: 0 };
  const n = faceNormal(q);
  // The rim point in the chosen direction: the direction projected into the disc's plane.
  let u = sub(d, scale(n, dot(d, n)));
  const l = len(u);
  u = l > 1e-9 ? scale(u, 1 / l) : d;
  return {
    point: add(pos, scale(u, radius)),
    axis: { x: -d.y, y: d.x, z: 0 },
    start: pos,
    startQ: q,
    slide: slideCm === 0 ? null : { x: d.x * slideCm, y: d.y * slideCm, z: 0 },
  };
}

function poseAt(p: Pivot, angle: number): { pos: Vec3; q: Quat } {
  const turn = axisAngle(p.axis, angle);
  const pos = add(p.point, rotate(turn, sub(p.start, p.point)));
  return {
    // A skidding pivot moves the disc along the table as it turns (a slide is level, so the
    // turning disc never dips into the felt the way a pivot inside the rim would make it).
    pos: p.slide ? add(pos, scale(p.slide, angle / Math.PI)) : pos,
    q: normalize(mul(turn, p.startQ)),
  };
}

export function flipDisc(
  R: Rapier,
  table: TableState,
  req: FlipRequest,
): Result<FlipOutcome, GameError> {
  const valid = validateTable(table);
  if (!valid.ok) return valid;
  if (!Number.isFinite(req.direction))
    return err('flip/bad-direction', 'The flip direction must be a number of radians.');
  const slip = req.slip ?? 0;
  if (!Number.isFinite(slip))
    return err('flip/bad-slip', 'The pivot slip must be a number of inches.');
  const disc = table.pieces.find((p) => p.id === req.discId);
  if (!disc) return err('flip/unknown-disc', `There is no disc "${req.discId}" on the table.`);
  if (disc.kind !== 'creature' && disc.kind !== 'spell')
    return err('flip/not-a-disc', 'Only creature and spell discs can be flipped.');
  if (Math.abs(slip) > MAX_SLIP_DIAMETERS * disc.diameter)
    return err('flip/bad-slip', 'The pivot slip must be under half the diameter.');
  const legal = checkFlipLegal(table, disc, req.direction, disc.diameter + slip);
  if (!legal.ok) return legal;
  // The turning disc reaches 3 radii from its centre; what it lands on, one radius more.
  return inRegion(table, disc.position, REGION_DIAMETERS * disc.diameter + 0.5, (only, guard) =>
    simulateFlip(R, table, disc, req, { only, guard }),
  );
}

function simulateFlip(
  R: Rapier,
  table: TableState,
  disc: PiecePose,
  req: FlipRequest,
  opts: BuildOptions,
): Result<FlipOutcome, GameError> {
  const w = new TableWorld(R, table, opts);
  try {
    const me = w.byId.get(disc.id) as PieceBody;
    const rCm = U.toCm(disc.diameter) / 2;
    const hCm = me.halfThicknessCm;
    const startT = me.body.translation();
    const pivot = pivotOf(
      { x: startT.x, y: startT.y, z: startT.z },
      w.orientation(me),
      rCm,
      req.direction,
      req.slip === undefined ? 0 : U.toCm(req.slip),
    );
    const sweepShape = new R.Cylinder(hCm - SWEEP_MARGIN_CM, rCm - SWEEP_MARGIN_CM);
    // Each blocker with its bounding sphere (centre, radius in cm), so that the exact shape test
    // runs only at angles where the turning disc's own bounding sphere reaches it.
    const blockers = w.pieces.flatMap((o) => {
      if (o === me || o.pose.kind === 'counter') return [];
      const t = o.body.translation();
      const reach = 3 * rCm + U.toCm(o.pose.diameter) / 2 + 1;
      if ((t.x - pivot.point.x) ** 2 + (t.y - pivot.point.y) ** 2 >= reach * reach) return [];
      const half = U.toCm(thicknessIn(o.pose)) / 2;
      const r = U.toCm(o.pose.diameter) / 2;
      const bound = Math.sqrt(r * r + half * half) + rCm + hCm + SWEEP_MARGIN_CM;
      return [{ o, c: { x: t.x, y: t.y, z: t.z }, bound }];
    });
    const blocked = (angle: number): boolean => {
      const { pos, q } = poseAt(pivot, angle);
      const n = faceNormal(q);
      const lowest = pos.z - rCm * Math.sqrt(Math.max(0, 1 - n.z * n.z)) - hCm * Math.abs(n.z);
      if (lowest < -SWEEP_MARGIN_CM) return true;
      const rot = mul(q, Y_TO_Z);
      return blockers.some(
        ({ o, c, bound }) =>
          (pos.x - c.x) ** 2 + (pos.y - c.y) ** 2 + (pos.z - c.z) ** 2 < bound * bound &&
          o.colliders.some((k) => k.intersectsShape(sweepShape, pos, rot)),
      );
    };
    // Sweep the pivot; on the first blocked angle, bisect to the last free one.
    let free = Math.PI;
    for (let i = 1; i <= SWEEP_STEPS; i++) {
      const a = (Math.PI * i) / SWEEP_STEPS;
      if (blocked(a)) {
        let lo = (Math.PI * (i - 1)) / SWEEP_STEPS;
        let hi = a;
        for (let k = 0; k < 14; k++) {
          const mid = (lo + hi) / 2;
          if (blocked(mid)) hi = mid;
          else lo = mid;
        }
        free = lo;
        break;
      }
    }
    const frames = new FrameRecorder(w);
    const pivotFrames = Math.max(2, Math.round((PIVOT_SECONDS * free) / Math.PI / (2 * U.DT)));
    for (let i = 1; i <= pivotFrames; i++) {
      const { pos, q } = poseAt(pivot, (free * i) / pivotFrames);
      frames.push((i * PIVOT_SECONDS * free) / Math.PI / pivotFrames, [
        { id: disc.id, position: scale(pos, 1 / U.CM_PER_IN), orientation: q },
      ]);
    }
    const end = poseAt(pivot, free);
    me.body.setTranslation(end.pos, true);
    me.body.setRotation(end.q, true);
    me.body.setLinvel({ x: 0, y: 0, z: 0 }, true);
    me.body.setAngvel({ x: 0, y: 0, z: 0 }, true);
    me.body.wakeUp();
    const t0 = (PIVOT_SECONDS * free) / Math.PI - w.time;
    // How hard the disc landed: the hand's speed when it let go (the centre turns about the rim
    // point at radius r), or the fastest the disc then fell or slid under Rapier, whichever is more.
    let peakCm = (Math.PI / PIVOT_SECONDS) * rCm;
    const settled = w.settle(U.FLIP_SETTLE_LIMIT_S, () => {
      frames.sample(w.time + t0);
      const v = me.body.linvel();
      peakCm = Math.max(peakCm, Math.hypot(v.x, v.y, v.z));
    });
    if (settled === null)
      return err('flip/unsettled', 'The disc did not come to rest in time.', {
        limit: U.FLIP_SETTLE_LIMIT_S,
      });
    // The rules judge the real landing: a tilted start or a slide off a neighbour can carry the
    // disc past the ideal spot. Its footprint seen from above lies within its radius of its
    // centre whatever its tilt. Refusing here returns nothing of the simulated table.
    const real = footprintLegal(table, w.positionIn(me), disc.diameter / 2, TERRAIN_TOUCH_IN);
    if (!real.ok) return real;
    const after = w.readTable();
    return ok({
      table: after,
      pose: w.readPose(me),
      liesOn: liesOnOf(w, me),
      settledAfter: settled,
      landingSpeed: Math.round(peakCm) / 100,
      frames: frames.frames,
    });
  } finally {
    w.free();
  }
}
