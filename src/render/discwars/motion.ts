/**
 * Playing a flip or a drop on the drawn table: the frames of the very simulation that decided the
 * move (re-run by the controller from public facts) are turned into tracks once, and each animation
 * frame moves the pieces' meshes to the interpolated poses at real-time speed. A drop first shows
 * the carrier disc rising over the target with the counters lying on it, then the simulated tip and
 * fall. Counters that only exist after the move get meshes here. Per frame nothing is allocated.
 */
import type * as THREE from 'three';
import type { AnimationFrame, PiecePose } from '../../games/discwars/physics-port.ts';
import type { Animation } from '../scene-host.ts';
import type { DiscWarsScene } from './scene.ts';
import { buildTracks, POSE_LEN, TrackCursor, type PoseLike } from './tracks.ts';

/** Seconds the carrier takes to rise to its height before it is tipped. */
export const RISE_S = 0.6;
/** How far the carrier rises (it is held 12 in over the target's top). */
const RISE_IN = 11.5;

export interface MoveShow {
  readonly frames: readonly AnimationFrame[];
  /** Poses before the move of the table pieces that may move. */
  readonly start: ReadonlyMap<string, PoseLike>;
  /** A drop: the carrier's id and where it and the counters lie when held level. */
  readonly drop?: {
    readonly carrierId: string;
    readonly aim: { readonly x: number; readonly y: number };
    readonly placed: readonly PiecePose[];
  };
}

const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };
/** Carrier disc centre below a counter lying on it: half of each thickness, plus the gap. */
const COUNTER_ABOVE_CARRIER = (0.08 + 0.04) / 2 + 0.001;

/** The animation of one move on `scene` (already drawn as the table right after the move). */
export function moveAnimation(scene: DiscWarsScene, show: MoveShow): Animation {
  const start = new Map(show.start);
  const lifted = new Set<string>();
  const drop = show.drop;
  if (drop) {
    for (const p of drop.placed) {
      start.set(p.id, p);
      lifted.add(p.id);
    }
    const z = (drop.placed[0]?.position.z ?? 12) - COUNTER_ABOVE_CARRIER;
    start.set(drop.carrierId, {
      position: { x: drop.aim.x, y: drop.aim.y, z },
      orientation: IDENTITY,
    });
    lifted.add(drop.carrierId);
  }
  const tracks = buildTracks(show.frames, start);
  const cursor = new TrackCursor(tracks);
  const objects: (THREE.Object3D | null)[] = tracks.ids.map((id) => {
    const o = scene.objectOf(id);
    if (o) return o;
    if (drop && id === drop.carrierId) return scene.addCarrier(id);
    const counter = drop?.placed.find((p) => p.id === id);
    return counter ? scene.addCounter(id, counter.diameter) : null;
  });
  const isLifted = tracks.ids.map((id) => lifted.has(id));
  // The carrier leaves the simulation once tipped and cleared: it is then hidden.
  const isCarrier = tracks.ids.map((id) => id === drop?.carrierId);
  const rise = drop ? RISE_S : 0;
  const scratch = new Float64Array(POSE_LEN);

  const step: Animation = (elapsed) => {
    const rising = elapsed < rise;
    const lift = rising ? RISE_IN * (1 - Math.sin((elapsed / rise) * (Math.PI / 2))) : 0;
    if (rising) {
      cursor.frame = -1;
      cursor.alpha = 0;
    } else cursor.seek(elapsed - rise);
    for (let k = 0; k < objects.length; k++) {
      const o = objects[k];
      if (!o) continue;
      o.visible = !isCarrier[k] || rising || cursor.present(k);
      cursor.pose(k, scratch);
      if (isLifted[k]) scratch[2] = (scratch[2] as number) - lift;
      scene.setPose(o, scratch);
    }
    return elapsed - rise < tracks.duration;
  };
  step(0);
  return step;
}
