/**
 * Aiming with a real hand: how hurried a drag was (its haste, 0 careful to 1 hurried, sent with
 * the flip) and the landing zone the aim shows instead of a point. A drag counts as hurried when
 * the pointer travels fast (table inches per second over the whole drag, so pausing before letting
 * go calms it) or reaches far past the disc; the keyboard, the dial and the Flip button aim
 * carefully (haste 0). The zone is the rules' own (`landingZone`): likely landing centres, and the
 * rim's likely reach around them. Nothing here reads the generator: the zone is all the page shows
 * of a flip's error before it is made.
 */
import { landingZone } from '../../../games/discwars/dexterity.ts';
import type { DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';

/** Drag speeds (table inches per second) that count as careful, and as wholly hurried. */
const CAREFUL_SPEED = 4;
const HURRIED_SPEED = 20;
/** Pulling out past this many diameters from the centre starts to count, fully at 3 more. */
const CAREFUL_REACH = 2;
const HURRIED_REACH = 5;

/** The haste of a drag: `path` inches travelled over `seconds`, reaching `reach` from the centre. */
export function hasteOf(path: number, seconds: number, reach: number, diameter: number): number {
  const speed = path / Math.max(0.05, seconds);
  const bySpeed = (speed - CAREFUL_SPEED) / (HURRIED_SPEED - CAREFUL_SPEED);
  const byReach = (reach / diameter - CAREFUL_REACH) / (HURRIED_REACH - CAREFUL_REACH);
  const h = Math.min(1, Math.max(0, bySpeed, byReach));
  return Math.round(h * 100) / 100;
}

/** Follows one drag on the table (points in inches, times in milliseconds). */
export class DragHaste {
  private t0 = 0;
  private path = 0;
  private reach = 0;
  private last: { x: number; y: number } | null = null;

  constructor(private readonly centre: { x: number; y: number }) {}

  begin(at: { x: number; y: number }, now: number): void {
    this.t0 = now;
    this.path = 0;
    this.last = at;
    this.reach = Math.hypot(at.x - this.centre.x, at.y - this.centre.y);
  }

  move(at: { x: number; y: number }): void {
    if (this.last) this.path += Math.hypot(at.x - this.last.x, at.y - this.last.y);
    this.last = at;
    this.reach = Math.max(this.reach, Math.hypot(at.x - this.centre.x, at.y - this.centre.y));
  }

  haste(now: number, diameter: number): number {
    return hasteOf(this.path, (now - this.t0) / 1000, this.reach, diameter);
  }
}

/** The landing zone to draw for a flip aimed in `view` (null: a steady hand, draw the point). */
export function zoneOf(
  view: DiscWarsView,
  diameter: number,
  haste: number,
): { along: number; across: number } | null {
  return view.hand === 'real' ? landingZone(diameter, haste) : null;
}

/** The move to play: a real hand's flip carries its haste (the rules list it with 0). */
export function withHaste(
  view: DiscWarsView,
  move: Extract<DiscWarsMove, { type: 'flip' }>,
  haste: number,
): DiscWarsMove {
  return view.hand === 'real' ? { ...move, haste } : move;
}
