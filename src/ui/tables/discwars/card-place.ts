/**
 * Where the disc card goes on the screen: beside the hovered disc's drawn circle, never over it,
 * and over no other disc's edge if any such place exists in the stage (else where it covers the
 * least of the other discs). Among the places that cover nothing, the nearest to the hovered disc
 * wins, right of it first, then left, above and below. Pure geometry in client pixels.
 */

export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface Area {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Distance from the point (`cx`, `cy`) to the nearest point of box `b` (0 inside it). */
export function boxDistance(b: Box, cx: number, cy: number): number {
  const nx = Math.max(b.x, Math.min(cx, b.x + b.w));
  const ny = Math.max(b.y, Math.min(cy, b.y + b.h));
  return Math.hypot(nx - cx, ny - cy);
}

/** Samples across a circle's diameter when measuring how much of it a box covers. */
const SAMPLES = 7;

/**
 * How much of circle `c` box `b` covers: 0 when it keeps clear of the circle, else the covered
 * share of the circle's area (sampled) plus a little, so a box that only grazes an edge still
 * counts as covering it.
 */
export function coverage(b: Box, c: Circle): number {
  if (boxDistance(b, c.x, c.y) >= c.r) return 0;
  let inside = 0;
  let all = 0;
  for (let i = 0; i < SAMPLES; i++)
    for (let j = 0; j < SAMPLES; j++) {
      const px = c.x + c.r * ((2 * i + 1) / SAMPLES - 1);
      const py = c.y + c.r * ((2 * j + 1) / SAMPLES - 1);
      if (Math.hypot(px - c.x, py - c.y) > c.r) continue;
      all++;
      if (px >= b.x && px <= b.x + b.w && py >= b.y && py <= b.y + b.h) inside++;
    }
  return 0.01 + inside / Math.max(1, all);
}

/** The grid step of the places tried away from the disc, in pixels. */
const STEP = 16;

/**
 * Where a card of `w` × `h` goes for the hovered disc `c` (its drawn circle), inside `area`,
 * keeping `gap` pixels clear of `c` and covering as little as possible of the `others`.
 */
export function placeCard(
  c: Circle,
  w: number,
  h: number,
  area: Area,
  others: readonly Circle[],
  gap = 12,
): { x: number; y: number } {
  const clampX = (x: number): number => Math.max(area.left, Math.min(x, area.right - w));
  const clampY = (y: number): number => Math.max(area.top, Math.min(y, area.bottom - h));
  const reach = c.r + gap;
  const tries: { x: number; y: number }[] = [
    // Right, left, above, below: the card's near side `gap` from the circle.
    { x: c.x + reach, y: clampY(c.y - h / 2) },
    { x: c.x - reach - w, y: clampY(c.y - h / 2) },
    { x: clampX(c.x - w / 2), y: c.y - reach - h },
    { x: clampX(c.x - w / 2), y: c.y + reach },
  ];
  // All round the disc: the card's nearest corner or side `gap` from the circle.
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const cx = c.x + dx * reach + (dx >= 0 ? 0 : -w);
    const cy = c.y + dy * reach + (dy >= 0 ? 0 : -h);
    tries.push({ x: clampX(cx), y: clampY(cy) });
  }
  // Anywhere in the stage, farther away.
  for (let y = area.top; y <= area.bottom - h; y += STEP)
    for (let x = area.left; x <= area.right - w; x += STEP) tries.push({ x, y });

  let best: { x: number; y: number } | null = null;
  let bestCover = Infinity;
  let bestFar = Infinity;
  for (const t of tries) {
    const b = { x: t.x, y: t.y, w, h };
    const inside =
      t.x >= area.left - 0.5 &&
      t.x + w <= area.right + 0.5 &&
      t.y >= area.top - 0.5 &&
      t.y + h <= area.bottom + 0.5;
    const far = boxDistance(b, c.x, c.y);
    if (!inside || far < reach - 0.5) continue;
    let cover = 0;
    for (const o of others) cover += coverage(b, o);
    // Nearer wins among places that cover as much; a first-listed place wins a tie.
    if (cover < bestCover - 1e-9 || (Math.abs(cover - bestCover) <= 1e-9 && far < bestFar - 0.5)) {
      best = t;
      bestCover = cover;
      bestFar = far;
    }
  }
  if (best) return best;
  // The stage is too small to keep clear of the disc: below it (or above, low on the stage).
  return {
    x: clampX(c.x - w / 2),
    y: c.y > (area.top + area.bottom) / 2 ? c.y - reach - h : c.y + reach,
  };
}
