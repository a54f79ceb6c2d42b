/**
 * Putting discs on the table without a hand: the set-up (each army in its own set-up area along
 * its table edge, clear of land discs, rocks and each other) and reinforcements entering touching
 * their owner's staging land disc. Discs are laid flat on the bare felt, never overlapping, so the
 * table needs no settling.
 */
import type { GameError, Result } from '../../core/result.ts';
import { ok } from '../../core/result.ts';
import type { Ctx, Draft } from './board.ts';
import { setDisc, typeOf } from './board.ts';
import type { PiecePose, TableState } from './physics-port.ts';
import type { DiscWarsState, ScenarioDef, Seat } from './types.ts';

export const DISC_Z = 0.04;
const FLAT = { x: 0, y: 0, z: 0, w: 1 } as const;
const GAP = 0.3;

export function discPose(id: string, diameter: number, x: number, y: number): PiecePose {
  return { id, kind: 'creature', diameter, position: { x, y, z: DISC_Z }, orientation: FLAT };
}

/**
 * Slack (in) for a disc's footprint past the table's edge: a disc a flip left on the edge can be
 * nudged a hair outwards when the table later settles under it.
 */
const EDGE_SLACK_IN = 0.05;

/** Does the footprint of `pose` (seen from above) lie on a `width` × `depth` table? */
export function footprintOnTable(pose: PiecePose, width: number, depth: number): boolean {
  const r = pose.diameter / 2 - EDGE_SLACK_IN;
  const { x, y } = pose.position ?? {};
  // Written so that a missing or non-finite coordinate fails too.
  return x - r >= 0 && y - r >= 0 && x + r <= width && y + r <= depth;
}

export function terrainPieces(sc: ScenarioDef): PiecePose[] {
  return [
    ...sc.lands.map((l): PiecePose => ({
      id: l.id,
      kind: 'land',
      diameter: l.diameter,
      position: { x: l.x, y: l.y, z: DISC_Z },
      orientation: FLAT,
    })),
    ...sc.rocks.map((r): PiecePose => ({
      id: r.id,
      kind: 'terrain',
      diameter: r.diameter,
      height: r.height,
      position: { x: r.x, y: r.y, z: r.height / 2 },
      orientation: FLAT,
    })),
  ];
}

function clear(pieces: readonly PiecePose[], x: number, y: number, r: number, gap: number) {
  return pieces.every(
    (p) => Math.hypot(p.position.x - x, p.position.y - y) >= p.diameter / 2 + r + gap,
  );
}

/** The first clear spot in `seat`'s set-up area, rows from the table edge, centre out. */
export function setupSpot(
  sc: ScenarioDef,
  pieces: readonly PiecePose[],
  seat: Seat,
  diameter: number,
): { x: number; y: number } | null {
  const r = diameter / 2;
  const xs: number[] = [];
  for (let x = r + GAP; x + r <= sc.width - GAP; x += 0.25) xs.push(x);
  xs.sort((a, b) => Math.abs(a - sc.width / 2) - Math.abs(b - sc.width / 2));
  for (let y = r + GAP; y + r <= sc.setupDepth; y += 0.25)
    for (const x of xs) {
      const yy = seat === 0 ? y : sc.depth - y;
      if (clear(pieces, x, yy, r, GAP)) return { x, y: yy };
    }
  return null;
}

/** A clear spot touching the owner's staging land disc, or null when it is surrounded. */
export function stagingSpot(
  table: TableState,
  sc: ScenarioDef,
  seat: Seat,
  diameter: number,
): { x: number; y: number } | null {
  const land = sc.lands.find((l) => l.owner === seat);
  if (!land) return null;
  const r = diameter / 2;
  const towards = Math.atan2(sc.depth / 2 - land.y, sc.width / 2 - land.x);
  for (let i = 0; i < 32; i++) {
    const k = i % 2 === 0 ? i / 2 : -(i + 1) / 2;
    const a = towards + (k * Math.PI) / 16;
    const dist = land.diameter / 2 + r + 0.05;
    const x = land.x + dist * Math.cos(a);
    const y = land.y + dist * Math.sin(a);
    if (x - r < 0 || y - r < 0 || x + r > sc.width || y + r > sc.depth) continue;
    const others = table.pieces.filter((p) => p.id !== land.id);
    if (clear(others, x, y, r, 0.05)) return { x, y };
  }
  return null;
}

/** Reinforcement phase: each seat, first player first, brings on its next reserve discs. */
export function enterReinforcements(ctx: Ctx, w: Draft): Result<null, GameError> {
  const per = w.scenario.reinforcementsPerRound ?? 0;
  let entered = false;
  for (const seat of [w.firstPlayer, w.firstPlayer === 0 ? 1 : 0] as const) {
    let n = 0;
    for (const d of w.discs) {
      if (n >= per) break;
      if (d.owner !== seat || d.where !== 'reserve') continue;
      const diameter = typeOf(w, d).diameter;
      const spot = stagingSpot(w.table, w.scenario, seat, diameter);
      if (!spot) break;
      w.table = {
        ...w.table,
        pieces: [...w.table.pieces, discPose(d.id, diameter, spot.x, spot.y)],
      };
      setDisc(w, d.id, { where: 'table' });
      w.events.push({ kind: 'enter', disc: d.id });
      n++;
      entered = true;
    }
  }
  if (!entered) return ok(null);
  const l = ctx.physics.liesOn(w.table);
  if (!l.ok) return l;
  w.liesOn = l.value;
  return ok(null);
}

export type { DiscWarsState };
