/** Builds test positions from setup JSON: a default-map scenario with only the listed units. */
import { unwrap } from '../../../src/core/result.ts';
import { type10 } from '../../../src/games/type10/index.ts';
import { defaultScenario } from '../../../src/games/type10/scenarios/default.ts';
import type { Type10Move, Type10State } from '../../../src/games/type10/types.ts';

export type UnitSpec = readonly [id: string, type: string, at: string];

export function position(
  units: readonly UnitSpec[],
  rest: Record<string, unknown> = {},
): Type10State {
  const scenario = { ...defaultScenario, units: units.map(([id, type, at]) => ({ id, type, at })) };
  const r = type10.fromSetup({ scenario, phase: 'northAct', ...rest });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function play(s: Type10State, ...moves: Type10Move[]): Type10State {
  let cur = s;
  for (const m of moves) cur = unwrap(type10.apply(cur, m));
  return cur;
}

export function at(s: Type10State, id: string): string | undefined {
  return s.units.find((u) => u.id === id)?.at;
}

export function stepsOf(s: Type10State, unit: string): string[] {
  return type10
    .legalMoves(s)
    .flatMap((m) => (m.type === 'step' && m.unit === unit ? [m.to] : []))
    .sort();
}

export function errorCode(s: Type10State, m: Type10Move): string | null {
  const r = type10.apply(s, m);
  return r.ok ? null : r.error.code;
}
