/**
 * Small vector and quaternion helpers on plain objects, for the scripted parts of a flip or a drop
 * (the pivot and the carrier's tip) that are computed before Rapier takes over.
 */
import type { Quat, Vec3 } from '../games/discwars/physics-port.ts';

export const IDENTITY: Quat = { x: 0, y: 0, z: 0, w: 1 };

export function axisAngle(axis: Vec3, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return { x: axis.x * s, y: axis.y * s, z: axis.z * s, w: Math.cos(angle / 2) };
}

/** a ∘ b: apply b first, then a. */
export function mul(a: Quat, b: Quat): Quat {
  return {
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
  };
}

export function normalize(q: Quat): Quat {
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  return n > 0 ? { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n } : IDENTITY;
}

export function rotate(q: Quat, v: Vec3): Vec3 {
  // v' = v + 2w(u×v) + 2u×(u×v)
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return {
    x: v.x + q.w * tx + (q.y * tz - q.z * ty),
    y: v.y + q.w * ty + (q.z * tx - q.x * tz),
    z: v.z + q.w * tz + (q.x * ty - q.y * tx),
  };
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z };
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z };
}

export function scale(a: Vec3, k: number): Vec3 {
  return { x: a.x * k, y: a.y * k, z: a.z * k };
}

export function dot(a: Vec3, b: Vec3): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

export function len(a: Vec3): number {
  return Math.hypot(a.x, a.y, a.z);
}

/** The disc's face normal (its local +z) in table space. */
export function faceNormal(q: Quat): Vec3 {
  return rotate(q, { x: 0, y: 0, z: 1 });
}
