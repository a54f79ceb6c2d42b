/**
 * A flip's direction in the words a player uses: towards the disc it aims at ("towards the Ash
 * Wyvern (a2)") when a disc lies on its way within two flips, else relative to the mover's own
 * edge — towards the enemy edge, forward-left, left, back-left, back towards its own edge and the
 * right-hand mirror images. Seat 0 sits at y = 0 looking along +y (its left is −x); seat 1 sits
 * at the far edge looking along −y (its left is +x).
 */
import { discOf, poseOf } from './board.ts';
import type { DiscWarsState, Seat } from './types.ts';

export type Sector =
  | 'forward'
  | 'forward-left'
  | 'left'
  | 'back-left'
  | 'back'
  | 'back-right'
  | 'right'
  | 'forward-right';

export type DirectionWords =
  | { readonly kind: 'disc'; readonly disc: string }
  | { readonly kind: 'sector'; readonly sector: Sector };

const SECTORS: readonly Sector[] = [
  'forward',
  'forward-left',
  'left',
  'back-left',
  'back',
  'back-right',
  'right',
  'forward-right',
];

/** The angle of `direction` relative to `seat`'s forward, in degrees, in (−180, 180]. */
export function relativeDegrees(seat: Seat, direction: number): number {
  const forward = seat === 0 ? 90 : 270;
  let rel = ((direction * 180) / Math.PI - forward) % 360;
  if (rel <= -180) rel += 360;
  if (rel > 180) rel -= 360;
  return rel;
}

export function sectorOf(seat: Seat, direction: number): Sector {
  const rel = relativeDegrees(seat, direction);
  const i = Math.round(((rel + 360) % 360) / 45) % 8;
  return SECTORS[i]!;
}

/** How to name the flip of `discId` towards `direction` (radians, counter-clockwise from +x). */
export function flipDirectionWords(
  s: Pick<DiscWarsState, 'table' | 'discs'>,
  discId: string,
  direction: number,
): DirectionWords {
  const d = discOf(s, discId);
  const pose = poseOf(s.table, discId);
  if (!d || !pose) return { kind: 'sector', sector: 'forward' };
  const ux = Math.cos(direction);
  const uy = Math.sin(direction);
  let best: { id: string; score: number } | null = null;
  for (const o of s.discs) {
    if (o.id === discId || o.where !== 'table') continue;
    const p = poseOf(s.table, o.id);
    if (!p) continue;
    const dx = p.position.x - pose.position.x;
    const dy = p.position.y - pose.position.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(-dx * uy + dy * ux);
    // On the way: ahead, within two flips, and the flip's path (the mover's width) touches it.
    if (along <= 0 || along > 2 * pose.diameter + p.diameter / 2) continue;
    if (across > (pose.diameter + p.diameter) / 2) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { id: o.id, score };
  }
  if (best) return { kind: 'disc', disc: best.id };
  return { kind: 'sector', sector: sectorOf(d.owner, direction) };
}

const SECTOR_EN: Readonly<Record<Sector, string>> = {
  forward: 'towards the enemy edge',
  'forward-left': 'forward and to the left',
  left: 'to the left',
  'back-left': 'back and to the left',
  back: 'back towards its own edge',
  'back-right': 'back and to the right',
  right: 'to the right',
  'forward-right': 'forward and to the right',
};

/** English words for a flip's direction; `name` gives a disc's name. */
export function directionText(w: DirectionWords, name: (id: string) => string): string {
  return w.kind === 'disc' ? `towards ${name(w.disc)}` : SECTOR_EN[w.sector];
}
