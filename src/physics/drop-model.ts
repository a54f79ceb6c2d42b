/**
 * The drop's physical models, by version. A drop is re-simulated whenever a move log is replayed
 * (saves, stored online matches, the replay viewer), so a model that changes where counters land
 * gets a new number and the old one stays here unchanged: a game keeps the model it was started
 * with. Model 1 (until 2026-12-03): aim error σ 0.75 in, counters slowed by linear damping only.
 * Model 2: the aim error of a hand judging "straight above" a foot up (σ 1.05 in), the air pushing
 * on the falling card's face (quadratic drag along its normal, so a tilted card glides sideways
 * and a tumbling one flutters), and coated card that slides on card. Evidence and measurements:
 * docs/discwars-drop.md.
 */
import type { DropModel } from '../games/discwars/physics-port.ts';
import * as U from './units.ts';
import type { PieceBody } from './world.ts';

export type { DropModel };
/** The model new games use. */
export const LATEST_DROP_MODEL: DropModel = 2;

export interface DropModelParams {
  /** σ (in) of the point the player aims the counters at, on each axis, round the target. */
  readonly aimSigmaIn: number;
  /** How far (in) along the tip the counters come down from the carrier's centre, on average. */
  readonly releaseOffsetIn: number;
  /** Linear damping (1/s) of a counter: model 1's stand-in for air drag. */
  readonly linearDamping: number;
  /** Model 2: ½ ρ C A of the card's face (g/cm): pressure drag along the face's normal. */
  readonly faceDrag: number;
  /** Friction of a dropped counter's card (on card and felt). */
  readonly friction: number;
}

export const DROP_MODELS: Readonly<Record<DropModel, DropModelParams>> = {
  1: {
    aimSigmaIn: U.AIM_SIGMA_IN,
    releaseOffsetIn: U.RELEASE_OFFSET_IN,
    linearDamping: U.COUNTER_AIR_DAMPING,
    faceDrag: 0,
    friction: U.CARD_FRICTION,
  },
  2: {
    aimSigmaIn: 1.05,
    releaseOffsetIn: 1.7,
    linearDamping: 0,
    // Air 0.0012 g/cm³, a flat plate's normal-force coefficient about 1.2, a 0.5 in square face
    // (1.61 cm²): ½ × 0.0012 × 1.2 × 1.61.
    faceDrag: 0.00116,
    friction: 0.25,
  },
};

export function isDropModel(x: unknown): x is DropModel {
  return x === 1 || x === 2;
}

/**
 * Sets each counter's air force for the next step: the pressure on its face, −k (v·n)|v·n| n with
 * n the face's normal. Falling flat it is a drag that bounds the fall speed (about 3 m/s for this
 * card); tilted, the same force has a sideways part, so the card glides off in the direction its
 * face leans, and as it tumbles the lean turns round: the drift and flutter of a dropped card.
 * Bodies asleep or at rest feel nothing (v = 0). Forces in g·cm/s².
 */
export function applyFaceDrag(counters: readonly PieceBody[], faceDrag: number): void {
  if (faceDrag === 0) return;
  for (const c of counters) {
    const b = c.body;
    if (!b.isEnabled() || b.isSleeping()) continue;
    b.resetForces(false);
    const q = b.rotation();
    // The body's local z axis in world coordinates.
    const nx = 2 * (q.x * q.z + q.w * q.y);
    const ny = 2 * (q.y * q.z - q.w * q.x);
    const nz = 1 - 2 * (q.x * q.x + q.y * q.y);
    const v = b.linvel();
    const vn = v.x * nx + v.y * ny + v.z * nz;
    const f = -faceDrag * vn * Math.abs(vn);
    const force = { x: f * nx, y: f * ny, z: f * nz };
    // The pressure's centre lies towards the leading edge, by a quarter of the side when the air
    // meets the face edge-on, at the middle when it meets it square: the torque that turns a
    // falling card broadside and, overshooting, makes it flutter and tumble.
    const tx = v.x - vn * nx;
    const ty = v.y - vn * ny;
    const tz = v.z - vn * nz;
    const vt = Math.hypot(tx, ty, tz);
    const p = b.translation();
    if (vt > 1e-3) {
      const d =
        ((c.pose.diameter * U.CM_PER_IN) / 4) * (1 - (2 / Math.PI) * Math.atan2(Math.abs(vn), vt));
      b.addForceAtPoint(
        force,
        { x: p.x + (d * tx) / vt, y: p.y + (d * ty) / vt, z: p.z + (d * tz) / vt },
        false,
      );
    } else b.addForce(force, false);
  }
}
