/**
 * Fixed and seeded tables for the demonstration record, the tests and the bench: the default
 * scenario's layout (36 × 36 in, two land discs per side, rock outcrops leaving a pass in the
 * middle) with two 150-point-sized armies of mixed disc sizes, and crowded random tables for fuzzing.
 */
import { Rng } from '../core/rng.ts';
import type { PiecePose, TableState } from '../games/discwars/physics-port.ts';
import { IDENTITY } from './quat.ts';
import { CREATURE_DIAMETERS_IN, DISC_THICKNESS_IN } from './units.ts';

export function flatDisc(
  id: string,
  diameter: number,
  x: number,
  y: number,
  z = DISC_THICKNESS_IN / 2,
): PiecePose {
  return { id, kind: 'creature', diameter, position: { x, y, z }, orientation: IDENTITY };
}

function land(id: string, x: number, y: number): PiecePose {
  return { ...flatDisc(id, 4, x, y), kind: 'land' };
}

function rock(id: string, diameter: number, x: number, y: number, height = 3): PiecePose {
  return {
    id,
    kind: 'terrain',
    diameter,
    height,
    position: { x, y, z: height / 2 },
    orientation: IDENTITY,
  };
}

/** The terrain of the default scenario: set-up land discs and the rock outcrops of the pass. */
export function scenarioTerrain(): PiecePose[] {
  return [
    land('land-s1', 10, 4),
    land('land-s2', 26, 4),
    land('land-n1', 10, 32),
    land('land-n2', 26, 32),
    rock('rock-w1', 6, 6, 18),
    rock('rock-w2', 5, 12, 18),
    rock('rock-e1', 5, 24, 18),
    rock('rock-e2', 6, 30, 18),
  ];
}

/** A 150-point army's worth of discs: 14 discs of mixed sizes in rows along one table edge. */
const ARMY: readonly number[] = [1.75, 1.75, 1.75, 1.75, 2, 2, 2, 2, 2, 2.5, 2.5, 2.5, 3.5, 4];

export function army(prefix: string, south: boolean): PiecePose[] {
  const out: PiecePose[] = [];
  let x = 2.5;
  let row = 0;
  for (let i = 0; i < ARMY.length; i++) {
    const d = ARMY[i] as number;
    if (x + d > 34) {
      x = 2.5;
      row++;
    }
    const y = 6.3 + row * 4.2 + d / 2;
    out.push(flatDisc(`${prefix}${i}`, d, x + d / 2, south ? y : 36 - y));
    x += d + 0.6;
  }
  return out;
}

/** The default scenario with both armies set up: the bench's and the record's table. */
export function battleTable(): TableState {
  return {
    width: 36,
    depth: 36,
    pieces: [...scenarioTerrain(), ...army('s', true), ...army('n', false)],
  };
}

/**
 * A crowded random table for fuzzing: `count` discs of creature sizes scattered (without overlap,
 * a few rim gaps of almost nothing) on a small table around a rock.
 */
export function crowdedTable(seed: number, count = 16, size = 18): TableState {
  const rng = Rng.fromSeed(seed);
  const pieces: PiecePose[] = [rock('rock', 2, size / 2, size / 2, 2)];
  for (let tries = 0; pieces.length < count + 1 && tries < 4000; tries++) {
    const d = rng.pick(CREATURE_DIAMETERS_IN);
    const x = d / 2 + rng.next() * (size - d);
    const y = d / 2 + rng.next() * (size - d);
    const clear = pieces.every(
      (p) => Math.hypot(p.position.x - x, p.position.y - y) >= (p.diameter + d) / 2 + 0.02,
    );
    if (clear) pieces.push(flatDisc(`d${pieces.length}`, d, x, y));
  }
  return { width: size, depth: size, pieces };
}
