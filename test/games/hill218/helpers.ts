/** Shared builders for the Hill 218 tests: positions from setup JSON and small move helpers. */
import { expect } from 'vitest';
import { unwrap } from '../../../src/core/result.ts';
import { hill218 } from '../../../src/games/hill218/index.ts';
import type {
  Hill218Move,
  Hill218State,
  Placed,
  Pos,
  Seat,
  UnitType,
} from '../../../src/games/hill218/types.ts';

export function u(x: number, y: number, owner: Seat, unit: UnitType): Placed {
  return { x, y, owner, unit };
}

/** A position from setup JSON; omitted fields take the documented defaults. */
export function position(json: Record<string, unknown>): Hill218State {
  const r = hill218.fromSetup(json);
  if (!r.ok) throw new Error(`fromSetup refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

export function play(s: Hill218State, ...moves: Hill218Move[]): Hill218State {
  let cur = s;
  for (const m of moves) {
    const r = hill218.apply(cur, m);
    if (!r.ok)
      throw new Error(`move ${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

export function refuse(s: Hill218State, m: Hill218Move): string {
  const r = hill218.apply(s, m);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error.code;
}

export const cellsText = (ps: readonly Pos[]): string[] => ps.map((p) => `${p.x},${p.y}`);

export function place(unit: UnitType, x: number, y: number): Hill218Move {
  return { type: 'place', unit, at: { x, y } };
}

export { unwrap };
