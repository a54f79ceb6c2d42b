/**
 * The bench harness: each figure is measured as median / min / max over repeated runs after a
 * warm-up, and comparisons are ratios of figures measured in the same process, never absolute
 * timings asserted anywhere. Suites live in bench/suites/<name>.ts and export `run`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';

export interface Figure {
  readonly figure: string;
  /** Printed value, already formatted with its unit. */
  readonly value: string;
  readonly detail?: string;
}

export interface Samples {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

export function summarize(xs: readonly number[]): Samples {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const median =
    s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  return { median, min: s[0] as number, max: s[s.length - 1] as number, runs: s.length };
}

/** Times `fn` (milliseconds per call) over `runs` runs after `warmup` untimed ones. */
export function timeMs(fn: () => void, opts: { warmup?: number; runs?: number } = {}): Samples {
  const warmup = opts.warmup ?? 2;
  const runs = opts.runs ?? 7;
  for (let i = 0; i < warmup; i++) fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    xs.push(performance.now() - t0);
  }
  return summarize(xs);
}

/**
 * Throughput: runs `work` (which returns how many units it did) for about `sliceMs` per run,
 * `runs` times after a warm-up slice; returns units per second.
 */
export function perSecond(
  work: () => number,
  opts: { sliceMs?: number; runs?: number } = {},
): Samples {
  const sliceMs = opts.sliceMs ?? 300;
  const runs = opts.runs ?? 5;
  const slice = (): number => {
    let units = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < sliceMs) {
      units += work();
      t = performance.now();
    }
    return (units * 1000) / (t - t0);
  };
  slice();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) xs.push(slice());
  return summarize(xs);
}

export function fmt(x: number, digits = 2): string {
  if (Math.abs(x) >= 1000) return Math.round(x).toLocaleString('en-US');
  return x.toFixed(digits);
}

export function fmtSamples(s: Samples, unit: string, digits = 2): string {
  return `${fmt(s.median, digits)} ${unit} (min ${fmt(s.min, digits)}, max ${fmt(s.max, digits)}, n=${s.runs})`;
}

export function printTable(suite: string, rows: readonly Figure[]): void {
  const w1 = Math.max(6, ...rows.map((r) => r.figure.length));
  const w2 = Math.max(5, ...rows.map((r) => r.value.length));
  console.log(`\n== ${suite} ==`);
  console.log(`${'figure'.padEnd(w1)}  ${'value'.padEnd(w2)}  detail`);
  console.log(`${'-'.repeat(w1)}  ${'-'.repeat(w2)}  ------`);
  for (const r of rows)
    console.log(`${r.figure.padEnd(w1)}  ${r.value.padEnd(w2)}  ${r.detail ?? ''}`);
}

export type SuiteRun = () => Promise<Figure[]>;

/** Runs a full garbage collection (V8's `gc`, exposed at run time), so heap figures mean memory kept. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * This process's CPU time in ms: a clock for time budgets that a busy shared machine does not
 * shorten (what one free core reaches), beside the wall clock the browser sees.
 */
export function cpuClockMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
