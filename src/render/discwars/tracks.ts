/**
 * Animation tracks of a flip or a drop: the physics' sparse frames (each lists only the pieces
 * that moved, at simulated time `t`) turned, once per move, into dense per-piece pose arrays, and
 * read back at any time by interpolating between two frames (linear positions, spherical
 * orientations). Plain numbers only, no three.js: sampling writes into a caller's scratch array,
 * so playing a track allocates nothing per frame.
 */
import type { AnimationFrame, Quat, Vec3 } from '../../games/discwars/physics-port.ts';

export interface PoseLike {
  readonly position: Vec3;
  readonly orientation: Quat;
}

/** Seven numbers per pose: x, y, z, qx, qy, qz, qw. */
export const POSE_LEN = 7;

export interface Tracks {
  /** The pieces that move, in track order. */
  readonly ids: readonly string[];
  /** Simulated time of each frame, increasing. */
  readonly times: Float64Array;
  /** ids.length × times.length poses. */
  readonly data: Float64Array;
  /** Per track, the last frame the piece appears in (a carrier leaves the simulation early). */
  readonly last: Int32Array;
  /** Per track, the pose before the first frame. */
  readonly start: Float64Array;
  readonly duration: number;
}

function write(out: Float64Array, at: number, p: PoseLike): void {
  out[at] = p.position.x;
  out[at + 1] = p.position.y;
  out[at + 2] = p.position.z;
  out[at + 3] = p.orientation.x;
  out[at + 4] = p.orientation.y;
  out[at + 5] = p.orientation.z;
  out[at + 6] = p.orientation.w;
}

/**
 * Dense tracks of every piece named in `frames`. A piece is held at its `start` pose until it
 * first appears and at its last recorded pose after that; a piece without a start pose starts
 * where it first appears.
 */
export function buildTracks(
  frames: readonly AnimationFrame[],
  start: ReadonlyMap<string, PoseLike>,
): Tracks {
  const index = new Map<string, number>();
  for (const f of frames)
    for (const p of f.poses) if (!index.has(p.id)) index.set(p.id, index.size);
  const ids = [...index.keys()];
  const n = frames.length;
  const data = new Float64Array(ids.length * n * POSE_LEN);
  const startData = new Float64Array(ids.length * POSE_LEN);
  const last = new Int32Array(ids.length).fill(-1);
  const seen = new Uint8Array(ids.length);
  ids.forEach((id, k) => {
    const s = start.get(id) ?? frames.flatMap((f) => f.poses).find((p) => p.id === id);
    if (s) write(startData, k * POSE_LEN, s);
  });
  const times = new Float64Array(n);
  frames.forEach((f, i) => {
    times[i] = f.t;
    for (let k = 0; k < ids.length; k++) {
      // Held where it was: copy the previous frame's pose (or the start pose).
      const from = seen[k] ? (k * n + i - 1) * POSE_LEN : -1;
      for (let j = 0; j < POSE_LEN; j++)
        data[(k * n + i) * POSE_LEN + j] =
          from >= 0 ? (data[from + j] as number) : (startData[k * POSE_LEN + j] as number);
      seen[k] = 1;
    }
    for (const p of f.poses) {
      const k = index.get(p.id) as number;
      write(data, (k * n + i) * POSE_LEN, p);
      last[k] = i;
    }
  });
  return { ids, times, data, last, start: startData, duration: n > 0 ? (times[n - 1] ?? 0) : 0 };
}

/** A reading position in a track set; advancing it with increasing time costs O(1). */
export class TrackCursor {
  /** Frame index at or before the last time asked (−1: before the first frame). */
  frame = -1;
  /** Weight of the next frame, 0–1. */
  alpha = 0;

  constructor(readonly tracks: Tracks) {}

  seek(t: number): void {
    const times = this.tracks.times;
    const n = times.length;
    if (n === 0 || t < (times[0] as number)) {
      this.frame = -1;
      this.alpha = n === 0 ? 0 : Math.max(0, t / (times[0] as number));
      return;
    }
    if (this.frame < 0 || (times[this.frame] as number) > t) this.frame = 0;
    while (this.frame + 1 < n && (times[this.frame + 1] as number) <= t) this.frame++;
    const a = times[this.frame] as number;
    const b = times[this.frame + 1];
    this.alpha = b === undefined || b <= a ? 0 : (t - a) / (b - a);
  }

  /** Whether track `k` is still in the simulation at the cursor. */
  present(k: number): boolean {
    return this.frame <= (this.tracks.last[k] as number);
  }

  /** Pose of track `k` at the cursor into `out` (length ≥ 7). */
  pose(k: number, out: Float64Array): void {
    const { data, start, times } = this.tracks;
    const n = times.length;
    const i = this.frame;
    const a = i < 0 ? start : data;
    const ai = i < 0 ? k * POSE_LEN : (k * n + i) * POSE_LEN;
    const bi = i < 0 ? k * n * POSE_LEN : (k * n + Math.min(i + 1, n - 1)) * POSE_LEN;
    const w = n === 0 ? 0 : this.alpha;
    for (let j = 0; j < 3; j++)
      out[j] = (a[ai + j] as number) * (1 - w) + (data[bi + j] as number) * w;
    slerpInto(a, ai + 3, data, bi + 3, w, out);
  }
}

/** Spherical interpolation of two unit quaternions (shorter arc) into out[3..6]. */
function slerpInto(
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  w: number,
  out: Float64Array,
): void {
  const ax = a[ai] as number;
  const ay = a[ai + 1] as number;
  const az = a[ai + 2] as number;
  const aw = a[ai + 3] as number;
  let bx = b[bi] as number;
  let by = b[bi + 1] as number;
  let bz = b[bi + 2] as number;
  let bw = b[bi + 3] as number;
  let cos = ax * bx + ay * by + az * bz + aw * bw;
  if (cos < 0) {
    cos = -cos;
    bx = -bx;
    by = -by;
    bz = -bz;
    bw = -bw;
  }
  let ka = 1 - w;
  let kb = w;
  if (cos < 0.9995) {
    const theta = Math.acos(cos);
    const sin = Math.sin(theta);
    ka = Math.sin((1 - w) * theta) / sin;
    kb = Math.sin(w * theta) / sin;
  }
  let x = ax * ka + bx * kb;
  let y = ay * ka + by * kb;
  let z = az * ka + bz * kb;
  let q = aw * ka + bw * kb;
  const len = Math.sqrt(x * x + y * y + z * z + q * q) || 1;
  x /= len;
  y /= len;
  z /= len;
  q /= len;
  out[3] = x;
  out[4] = y;
  out[5] = z;
  out[6] = q;
}
