/**
 * Type 10 map-size bench (issue 15): the time from a custom scenario to the first bombard check —
 * validation, setup, legal moves and one bombard range into forest — on the 9×9 default map and
 * on square maps up to the 30×30 bound. Each run uses a fresh scenario object, so nothing cached
 * for one map helps the next. Before the geometry became on-demand, 30×30 took seconds (the
 * all-pairs forest-range table was O(N³)).
 */
import { performance } from 'node:perf_hooks';
import { fmtSamples, summarize, type Figure } from '../harness.ts';
import { type10, defaultScenario } from '../../src/games/type10/index.ts';
import { bombardTargets } from '../../src/games/type10/index.ts';
import { unwrap } from '../../src/core/result.ts';
import type { Type10State } from '../../src/games/type10/types.ts';

/** The default scenario on a `size`×`size` map: every third hex beyond the original is forest. */
export function bigScenario(size: number): unknown {
  const forest = [...defaultScenario.forest];
  for (let c = 1; c <= size; c++)
    for (let r = 1; r <= size; r++)
      if ((c > 9 || r > 9) && (c * 7 + r) % 3 === 0)
        forest.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
  return JSON.parse(JSON.stringify({ ...defaultScenario, width: size, height: size, forest }));
}

function firstChecks(size: number): number {
  const sc = bigScenario(size);
  const t0 = performance.now();
  const opts = unwrap(type10.validateOptions({ scenario: sc }));
  let s: Type10State = type10.setup(opts, 1);
  let guard = 0;
  while (type10.outcome(s) === null && guard++ < 40) {
    const legal = type10.legalMoves(s);
    for (const u of s.units) bombardTargets(s, u.id);
    s = unwrap(type10.apply(s, legal[0]!));
  }
  return performance.now() - t0;
}

export async function run(): Promise<Figure[]> {
  const sizes = (process.env.BENCH_MAP_SIZES ?? '9,20,30').split(',').map(Number);
  return sizes.map((n) => {
    const runs = Array.from({ length: n >= 30 ? 3 : 5 }, () => firstChecks(n));
    return {
      figure: `Type 10 ${n}×${n} map: setup, 40 moves, bombard targets`,
      value: fmtSamples(summarize(runs), 'ms'),
    };
  });
}
