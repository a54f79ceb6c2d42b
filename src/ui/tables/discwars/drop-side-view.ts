/**
 * The drop seen from the side: while a missile drop is shown the camera swings down to a low view
 * (about 12° over the felt) on the side it already looks from, aimed at the middle of the fall and
 * far enough back to show both the target on the felt and the carrier held 12 in over it, so the
 * height reads. It never turns round the table (the seat's side stays the near side, also in
 * hot-seat), and when the show ends it swings back to exactly where the player had the camera.
 * A "reset view" meanwhile (a new seat, the button) wins: nothing is put back over it.
 */
import * as THREE from 'three';
import type { MoveShow } from '../../../render/discwars/motion.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import type { SceneHost } from '../../../render/scene-host.ts';

/** Half the carrier's diameter and a little, in inches: the raised carrier's reach around the aim. */
const CARRIER_REACH = 1.5;
/** Over the held carrier: the counters lying on it and some air. */
const ABOVE_CARRIER = 0.75;

/**
 * World points a drop must show: the target on the felt and the raised carrier around the aim.
 * `covered` is the share of the stage's height a bar over its bottom hides (Replay's controls):
 * a point as far under the felt keeps the target above the bar in the low side view.
 */
export function dropPoints(
  scene: DiscWarsScene,
  drop: NonNullable<MoveShow['drop']>,
  covered = 0,
): THREE.Vector3[] {
  const held = Math.max(...drop.placed.map((p) => p.position.z), 12) + ABOVE_CARRIER;
  const { x, y } = drop.aim;
  const c = Math.min(0.5, Math.max(0, covered));
  return [
    scene.toScene({ x, y, z: 0 }),
    ...(c > 0 ? [scene.toScene({ x, y, z: (-held * c) / (1 - c) })] : []),
    ...[-1, 1].flatMap((dx) =>
      [-1, 1].map((dy) =>
        scene.toScene({ x: x + dx * CARRIER_REACH, y: y + dy * CARRIER_REACH, z: held }),
      ),
    ),
  ];
}

/** The side view's height over the felt, radians. */
export const SIDE_ELEVATION = (12 * Math.PI) / 180;
/** Seconds to swing down or back. */
const SWING_S = 0.45;

type Host = Pick<
  SceneHost,
  | 'camera'
  | 'controls'
  | 'cameraResets'
  | 'animate'
  | 'requestRender'
  | 'backOffToShow'
  | 'isHome'
  | 'resetCamera'
>;

interface Pose {
  readonly position: THREE.Vector3;
  readonly target: THREE.Vector3;
  /** The camera stood at its home view: back there, it follows the stage's shape again. */
  readonly home?: boolean;
}

/**
 * The pose that shows `points` (world space) looking from the horizontal direction `from`, at
 * `elevation` over the felt (the drop's low side view by default).
 */
export function sidePose(
  host: Host,
  points: readonly THREE.Vector3[],
  from: THREE.Vector3,
  elevation = SIDE_ELEVATION,
): Pose {
  const box = new THREE.Box3().setFromPoints(points as THREE.Vector3[]);
  const target = box.getCenter(new THREE.Vector3());
  const h = new THREE.Vector3(from.x, 0, from.z);
  if (h.lengthSq() < 1e-9) h.set(0, 0, 1);
  h.normalize();
  const dir = h.multiplyScalar(Math.cos(elevation)).setY(Math.sin(elevation));
  const cam = host.camera;
  const was = { p: cam.position.clone(), q: cam.quaternion.clone() };
  // Stand close, then back away along the line of sight until every point is in the picture.
  const near = box.getSize(new THREE.Vector3()).length() * 0.5;
  cam.position.copy(target).addScaledVector(dir, near);
  cam.lookAt(target);
  const extra = host.backOffToShow(points, 1.2);
  cam.position.copy(was.p);
  cam.quaternion.copy(was.q);
  cam.updateMatrixWorld();
  return { position: target.clone().addScaledVector(dir, near + extra), target };
}

export class DropSideView {
  /** Where the camera was before the swing; null when it is not swung down. */
  private saved: Pose | null = null;
  private resets: number;
  private run = 0;

  constructor(
    private readonly host: Host,
    /** The view's height over the felt (the close view while aiming looks down more steeply). */
    private readonly elevation = SIDE_ELEVATION,
  ) {
    this.resets = host.cameraResets;
  }

  get active(): boolean {
    return this.saved !== null;
  }

  /** Swings to the side view of `points` (a second drop in the same show keeps the first save). */
  show(points: readonly THREE.Vector3[]): void {
    this.forgetIfReset();
    const cam = this.host.camera;
    const target = this.host.controls.target;
    this.saved ??= {
      position: cam.position.clone(),
      target: target.clone(),
      home: this.host.isHome,
    };
    const from = cam.position.clone().sub(target);
    this.swing(sidePose(this.host, points, from, this.elevation));
  }

  /** Swings back to where the camera was before the drop. */
  release(): void {
    if (this.forgetIfReset() || !this.saved) return;
    const back = this.saved;
    this.saved = null;
    this.swing(back);
  }

  private forgetIfReset(): boolean {
    if (this.host.cameraResets === this.resets) return false;
    this.resets = this.host.cameraResets;
    this.saved = null;
    this.run++;
    return true;
  }

  private swing(to: Pose): void {
    const run = ++this.run;
    const p0 = this.host.camera.position.clone();
    const t0 = this.host.controls.target.clone();
    let start: number | null = null;
    this.host.animate((t) => {
      if (run !== this.run || this.forgetIfReset()) return false;
      start ??= t;
      const k = Math.min(1, (t - start) / SWING_S);
      const e = k * k * (3 - 2 * k);
      this.host.camera.position.lerpVectors(p0, to.position, e);
      this.host.controls.target.lerpVectors(t0, to.target, e);
      this.host.camera.lookAt(this.host.controls.target);
      this.host.controls.update();
      this.host.requestRender();
      if (k < 1) return true;
      // Back at the home view: reset to it, so it follows the stage's shape as before the swing.
      if (to.home) {
        this.host.resetCamera();
        this.resets = this.host.cameraResets;
      }
      return false;
    });
  }
}
