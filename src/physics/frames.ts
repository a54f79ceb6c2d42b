/**
 * Animation frames: the poses of the pieces that moved, sampled from the same simulation that
 * resolves the flip or drop (the browser replays these; it never runs a second simulation).
 */
import type { AnimationFrame, Quat, Vec3 } from '../games/discwars/physics-port.ts';
import { CM_PER_IN } from './units.ts';
import type { PieceBody, TableWorld } from './world.ts';

/** Record every other step: 60 frames per simulated second. */
const EVERY = 2;
/** A piece is in a frame once it has moved this far (inches) from where it started. */
const MOVED_IN = 1e-4;

export class FrameRecorder {
  readonly frames: AnimationFrame[] = [];
  private steps = 0;
  private readonly start = new Map<string, Vec3>();
  /** Bodies that are not table pieces but are animated (the drop's carrier). */
  readonly extras: { id: string; body: PieceBody['body'] }[] = [];

  constructor(private readonly w: TableWorld) {
    for (const pb of w.pieces) if (pb.dynamic) this.start.set(pb.pose.id, w.positionIn(pb));
  }

  push(t: number, poses: AnimationFrame['poses']): void {
    this.frames.push({ t, poses });
  }

  sample(t: number): void {
    if (++this.steps % EVERY !== 0) return;
    const poses: { id: string; position: Vec3; orientation: Quat }[] = [];
    for (const pb of this.w.pieces) {
      if (!pb.dynamic && !pb.body.isKinematic()) continue;
      const p = this.w.positionIn(pb);
      const s = this.start.get(pb.pose.id);
      if (s && Math.abs(p.x - s.x) + Math.abs(p.y - s.y) + Math.abs(p.z - s.z) < MOVED_IN) continue;
      poses.push({ id: pb.pose.id, position: p, orientation: this.w.orientation(pb) });
    }
    for (const e of this.extras) {
      const p = e.body.translation();
      const r = e.body.rotation();
      poses.push({
        id: e.id,
        position: { x: p.x / CM_PER_IN, y: p.y / CM_PER_IN, z: p.z / CM_PER_IN },
        orientation: { x: r.x, y: r.y, z: r.z, w: r.w },
      });
    }
    this.frames.push({ t, poses });
  }
}
