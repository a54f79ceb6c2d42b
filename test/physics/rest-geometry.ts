/**
 * Whether a missile counter rests on a disc's top face, told from the poses alone (no contact
 * query): the yardstick the contact-based "lies on" (src/physics/liesOn.ts) is checked against.
 * Points spread over the counter's whole surface (faces, edges, corners) are taken into the disc's
 * frame; the counter rests on the disc when one of them lies over the disc's top face (within its
 * radius) at the top face's height, and the counter is not under the disc (its centre above the
 * disc's mid-plane: a counter leaning from the felt onto the rim rests on the disc too).
 */
import type { PiecePose, Vec3 } from '../../src/games/discwars/physics-port.ts';
import { rotate } from '../../src/physics/quat.ts';
import { COUNTER_THICKNESS_IN, DISC_THICKNESS_IN } from '../../src/physics/units.ts';

/** Sample points of a box's surface in its own frame: a grid on each of its six faces. */
function surface(half: Vec3, n = 8): Vec3[] {
  const out: Vec3[] = [];
  const t = (i: number): number => -1 + (2 * i) / n;
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= n; j++) {
      out.push({ x: half.x * t(i), y: half.y * t(j), z: half.z });
      out.push({ x: half.x * t(i), y: half.y * t(j), z: -half.z });
      out.push({ x: half.x * t(i), y: half.y, z: half.z * t(j) });
      out.push({ x: half.x * t(i), y: -half.y, z: half.z * t(j) });
      out.push({ x: half.x, y: half.y * t(i), z: half.z * t(j) });
      out.push({ x: -half.x, y: half.y * t(i), z: half.z * t(j) });
    }
  return out;
}

const conj = (q: PiecePose['orientation']) => ({ x: -q.x, y: -q.y, z: -q.z, w: q.w });

/** `p` (table frame) in the disc's frame, its z measured up from the face that looks up. */
function inDisc(d: PiecePose, p: Vec3): { radial: number; above: number } {
  const l = rotate(conj(d.orientation), {
    x: p.x - d.position.x,
    y: p.y - d.position.y,
    z: p.z - d.position.z,
  });
  // The disc's own axis in the table frame: its up face is +z or -z of its frame.
  const up = rotate(d.orientation, { x: 0, y: 0, z: 1 }).z >= 0 ? 1 : -1;
  return { radial: Math.hypot(l.x, l.y), above: up * l.z - DISC_THICKNESS_IN / 2 };
}

export interface RestMargins {
  /** How far inside (negative: outside) the disc's rim the touching point must be, inches. */
  readonly rim: number;
  /** How far over the top face's height the touching point may be (a gap), inches. */
  readonly above: number;
  /** How far under it the touching point may be (pressed into the face), inches. */
  readonly below: number;
}

/** Whether counter `c` touches disc `d`'s top face within the margins, from above. */
export function touchesTop(c: PiecePose, d: PiecePose, m: RestMargins): boolean {
  // Not from below: a counter caught under the rim has its centre under the disc's mid-plane.
  if (inDisc(d, c.position).above <= -DISC_THICKNESS_IN / 2) return false;
  const half = c.diameter / 2;
  for (const s of surface({ x: half, y: half, z: COUNTER_THICKNESS_IN / 2 })) {
    const w = rotate(c.orientation, s);
    const p = inDisc(d, {
      x: c.position.x + w.x,
      y: c.position.y + w.y,
      z: c.position.z + w.z,
    });
    if (p.radial <= d.diameter / 2 - m.rim && p.above <= m.above && p.above >= -m.below)
      return true;
  }
  return false;
}

/**
 * Clearly on: a point well inside the rim at the top face's height, no more than 0.006 in over it
 * (a counter leaning on another one 0.01 in over the face touches nothing there) or pressed up to
 * 0.02 in into it (half a counter's thickness).
 */
export const CLEARLY_ON: RestMargins = { rim: 0.03, above: 0.006, below: 0.02 };
/** Clearly off: no point even near the rim within 0.02 in over or 0.04 in under the top face. */
export const NEAR: RestMargins = { rim: -0.03, above: 0.02, below: 0.04 };

/** 'on', 'off', or 'edge' when the geometry alone cannot tell (borderline). */
export function restsOnTop(c: PiecePose, d: PiecePose): 'on' | 'off' | 'edge' {
  if (touchesTop(c, d, CLEARLY_ON)) return 'on';
  if (!touchesTop(c, d, NEAR)) return 'off';
  return 'edge';
}
