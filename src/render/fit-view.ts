/**
 * How far a camera must back away along its line of sight so that given points come into view.
 * Backing away keeps each point's offset from the sight line and adds to its depth, so each point
 * needs depth ≥ offset / tan(half field of view), vertically and horizontally. Pure maths on
 * camera-space points (x right, y up, looking down -z), so it is tested without WebGL.
 */

export interface Lens {
  /** Vertical field of view in degrees. */
  readonly fovDeg: number;
  /** Viewport width / height. */
  readonly aspect: number;
}

export interface CameraSpacePoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * The distance (≥ 0) to move the camera back so every point is inside the view with `margin`
 * to spare (1.1 = the points stay within 1/1.1 of the half-height and half-width).
 */
export function backOffToShow(
  points: readonly CameraSpacePoint[],
  lens: Lens,
  margin = 1.1,
): number {
  return Math.max(0, fitShift(points, lens, margin));
}

/**
 * The signed move along the line of sight that makes the points just fill the view: > 0 backs
 * away, < 0 comes closer until the tightest point touches the margin (every point stays in front
 * of the camera, since each needs depth ≥ its offset / tan ≥ 0). -Infinity for no points.
 */
export function fitShift(points: readonly CameraSpacePoint[], lens: Lens, margin = 1.1): number {
  const tanV = Math.tan((lens.fovDeg * Math.PI) / 360) / margin;
  const tanH = tanV * Math.max(0.1, lens.aspect);
  let need = -Infinity;
  for (const p of points) {
    const depth = -p.z;
    need = Math.max(need, Math.abs(p.y) / tanV - depth, Math.abs(p.x) / tanH - depth);
  }
  return need;
}
