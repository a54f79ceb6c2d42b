/**
 * Keeping a drop in view: the carrier is raised 12 in over its target, which from the home view of
 * a small table (or over a far target) is above the top of the picture. When a drop is shown the
 * camera backs away along its line of sight just far enough to show the raised carrier and the
 * target, then comes back by the same distance when the show ends, so wherever the player had
 * turned the view is kept. Both moves ease over a fraction of a second.
 */
import type * as THREE from 'three';
import type { MoveShow } from '../../../render/discwars/motion.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import type { SceneHost } from '../../../render/scene-host.ts';

/** Half the carrier's diameter and a little, in inches: the raised carrier's reach around the aim. */
const CARRIER_REACH = 1.5;
/** Over the held carrier: the counters lying on it and some air. */
const ABOVE_CARRIER = 0.75;

/** World points a drop must show: the target on the felt and the raised carrier around the aim. */
export function dropPoints(
  scene: DiscWarsScene,
  drop: NonNullable<MoveShow['drop']>,
): THREE.Vector3[] {
  const held = Math.max(...drop.placed.map((p) => p.position.z), 12) + ABOVE_CARRIER;
  const { x, y } = drop.aim;
  return [
    scene.toScene({ x, y, z: 0 }),
    ...[-1, 1].flatMap((dx) =>
      [-1, 1].map((dy) =>
        scene.toScene({ x: x + dx * CARRIER_REACH, y: y + dy * CARRIER_REACH, z: held }),
      ),
    ),
  ];
}

/** Per second, the share of the remaining distance covered (an exponential ease). */
const EASE_RATE = 9;

export class DropFraming {
  private moved = 0;
  private goal = 0;
  private running = false;
  private resets: number;

  constructor(private readonly host: SceneHost) {
    this.resets = host.cameraResets;
  }

  /** Backs the camera away until `points` (world space) are in view. */
  show(points: readonly THREE.Vector3[]): void {
    this.forgetIfReset();
    const extra = this.host.backOffToShow(points);
    if (extra <= 0.01) return;
    this.goal = this.moved + extra;
    this.run();
  }

  /** Returns the camera by the distance it backed away. */
  release(): void {
    if (this.forgetIfReset() || (this.goal === 0 && this.moved === 0)) return;
    this.goal = 0;
    this.run();
  }

  /** A camera put back home meanwhile has nothing to return from. */
  private forgetIfReset(): boolean {
    if (this.host.cameraResets === this.resets) return false;
    this.resets = this.host.cameraResets;
    this.moved = 0;
    this.goal = 0;
    return true;
  }

  private run(): void {
    if (this.running) return;
    this.running = true;
    let last = 0;
    this.host.animate((t) => {
      if (this.forgetIfReset()) {
        this.running = false;
        return false;
      }
      const dt = Math.max(0, t - last);
      last = t;
      const left = this.goal - this.moved;
      const done = Math.abs(left) < 0.02;
      const step = done ? left : left * Math.min(1, dt * EASE_RATE);
      this.moved = done ? this.goal : this.moved + step;
      this.host.dolly(step);
      if (!done) return true;
      this.running = false;
      return false;
    });
  }
}
