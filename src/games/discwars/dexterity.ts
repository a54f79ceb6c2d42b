/**
 * The dexterity option ("steady hand" / "real hand"). With a steady hand every flip is made
 * exactly as aimed (on open ground the disc lands one diameter on, to the thousandth of an inch).
 * With a real hand each flip gets an error drawn from the game's seeded generator: the tip
 * direction turns by a small angle, and the pivot slips along the flip while the disc turns over
 * (the rim skids on the felt, so the disc lands short or long by the slip). Both grow with the
 * flip's haste, 0 (a careful, short drag, the keyboard or the dial) to 1 (a hurried or long drag),
 * and each is clipped at `CLIP_SIGMAS` standard deviations, so an error is bounded.
 *
 * The move carries only what the player meant (direction, haste); the error is derived in `apply`
 * from the generator, written into the flip's event (so a table that sees only a view, without the
 * generator, can re-run the very flip), and the generator is advanced. The same record therefore
 * replays to the same table everywhere. The landing zone the aim shows comes from the same spreads.
 */
import { Rng, type RngState } from '../../core/rng.ts';
import { idealFlipLegal } from './board.ts';
import type { FlipRequest, PiecePose, TableState } from './physics-port.ts';
import type { FlipError, Hand } from './types.ts';

export type { FlipError, Hand };
export const HANDS: readonly Hand[] = ['steady', 'real'];

/** Errors beyond this many standard deviations are clipped (a hand is never wildly off). */
export const CLIP_SIGMAS = 2.5;
/** The landing zone drawn while aiming covers this many standard deviations each way. */
export const ZONE_SIGMAS = 2;

/** Tip direction error, radians: a careful flip's spread, and what full haste adds. */
const TIP_SIGMA_CAREFUL = 0.04;
const TIP_SIGMA_HASTE = 0.09;
/** Pivot slip along the flip, as a fraction of the diameter: careful, and what haste adds. */
const SLIP_SIGMA_CAREFUL = 0.05;
const SLIP_SIGMA_HASTE = 0.12;

/** Standard deviations of the tip (radians) and slip (inches) for a disc and a haste. */
export function handSpread(diameter: number, haste: number): { tip: number; slip: number } {
  const h = Math.min(1, Math.max(0, haste));
  return {
    tip: TIP_SIGMA_CAREFUL + TIP_SIGMA_HASTE * h,
    slip: (SLIP_SIGMA_CAREFUL + SLIP_SIGMA_HASTE * h) * diameter,
  };
}

/**
 * The likely landing zone of a real-hand flip on open ground: an ellipse of landing centres
 * around the ideal landing, `along` inches along the flip and `across` inches across it
 * (semi-axes, `ZONE_SIGMAS` standard deviations).
 */
export function landingZone(diameter: number, haste: number): { along: number; across: number } {
  const s = handSpread(diameter, haste);
  // The landing centre lies (diameter + slip) from the start, turned by the tip error.
  return { along: ZONE_SIGMAS * s.slip, across: ZONE_SIGMAS * diameter * Math.sin(s.tip) };
}

function clipped(rng: Rng, sigma: number): number {
  const v = rng.normal(0, sigma);
  return Math.max(-CLIP_SIGMAS * sigma, Math.min(CLIP_SIGMAS * sigma, v));
}

/** Is a haste value one a move may carry? */
export function isHaste(x: unknown): x is number {
  return typeof x === 'number' && x >= 0 && x <= 1;
}

/**
 * Draws a real-hand flip's error. Should the drawn flip's ideal landing leave the table or enter
 * terrain while the aimed one does not, the hand is taken to have been careful there: the error is
 * halved until it is legal (or dropped), so a move the rules list is never refused for its error.
 */
export function drawFlipError(
  rngState: RngState,
  table: TableState,
  pose: PiecePose,
  direction: number,
  haste: number,
): { error: FlipError; rng: RngState } {
  const rng = new Rng(rngState);
  const s = handSpread(pose.diameter, haste);
  const tip = clipped(rng, s.tip);
  const slip = clipped(rng, s.slip);
  let k = 1;
  for (; k > 1 / 16; k /= 2)
    if (idealFlipLegal(table, pose, direction + k * tip, pose.diameter + k * slip)) break;
  if (k <= 1 / 16) k = 0;
  return { error: { tip: k * tip, slip: k * slip }, rng: rng.state() };
}

/** The physics request of an aimed flip with a hand's error (no error: the aimed flip itself). */
export function erredRequest(disc: string, direction: number, e: FlipError | null): FlipRequest {
  if (!e || (e.tip === 0 && e.slip === 0)) return { discId: disc, direction };
  const tau = 2 * Math.PI;
  return { discId: disc, direction: (((direction + e.tip) % tau) + tau) % tau, slip: e.slip };
}
