/**
 * The fuzz harness (issue 15), shared by `npm run bench fuzz` and the short vitest run: seeded
 * games through a game's public API where, at every position, garbage and mutated moves are
 * thrown at `apply` (a refusal must leave the state unchanged), the position's setup JSON is
 * mutated and fed to `fromSetup` (an accepted position must have an outcome or a legal move, and
 * every listed move must be accepted), and the game so far is saved, mutated and loaded. Nothing
 * may throw. It counts everything, so the bench can report the figures.
 */
import type { AnyGameDef } from '../src/core/game.ts';
import { canonicalJson, isRecord } from '../src/core/json.ts';
import { newMatch, play, type Match } from '../src/core/match.ts';
import { Rng } from '../src/core/rng.ts';
import { loadSave, serializeSave, toSaveFile } from '../src/core/save.ts';

export interface FuzzCounts {
  games: number;
  moves: number;
  /** Games still running after the move cap. */
  unfinished: number;
  garbageMoves: number;
  garbageAccepted: number;
  /** Refused moves after which the state was not what it had been. */
  changedOnRefusal: number;
  mutatedSetups: number;
  setupsAccepted: number;
  /** Accepted setups with no outcome and no legal move, or a listed move refused. */
  setupsStuck: number;
  mutatedSaves: number;
  savesLoaded: number;
  /** Uncaught exceptions anywhere (must be 0); the first few are kept in `errors`. */
  exceptions: number;
  errors: string[];
}

export interface FuzzOptions {
  readonly games: number;
  readonly seed: number;
  /** Garbage moves per position. */
  readonly garbage: number;
  /** Mutated setups and saves every `every` moves. */
  readonly every: number;
  readonly maxMoves: number;
  /** Skips listed moves too slow to try on every mutated setup (Disc Wars' physics moves). */
  readonly tryMove?: (m: unknown) => boolean;
}

export function emptyCounts(): FuzzCounts {
  return {
    games: 0,
    moves: 0,
    unfinished: 0,
    garbageMoves: 0,
    garbageAccepted: 0,
    changedOnRefusal: 0,
    mutatedSetups: 0,
    setupsAccepted: 0,
    setupsStuck: 0,
    mutatedSaves: 0,
    savesLoaded: 0,
    exceptions: 0,
    errors: [],
  };
}

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e9,
  NaN,
  '',
  'constructor',
  '__proto__',
  'toString',
  '0101',
  [],
  {},
  [[[[[]]]]],
  { type: 'pass' },
];

function oddValue(rng: Rng, near: readonly unknown[]): unknown {
  if (near.length > 0 && rng.int(3) === 0) return near[rng.int(near.length)];
  return ODD_VALUES[rng.int(ODD_VALUES.length)];
}

/** Every value inside `x`, to borrow real-looking values from. */
function leaves(x: unknown, out: unknown[] = [], depth = 0): unknown[] {
  if (depth > 12 || out.length > 400) return out;
  if (Array.isArray(x)) for (const v of x) leaves(v, out, depth + 1);
  else if (x !== null && typeof x === 'object')
    for (const v of Object.values(x)) leaves(v, out, depth + 1);
  else out.push(x);
  return out;
}

/** A copy of JSON data with one random change: a value replaced, a key or item dropped or added. */
export function mutate(x: unknown, rng: Rng, near: readonly unknown[] = []): unknown {
  const copy = JSON.parse(JSON.stringify(x)) as unknown;
  const containers: (unknown[] | Record<string, unknown>)[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 10 || v === null || typeof v !== 'object') return;
    containers.push(v as unknown[] | Record<string, unknown>);
    for (const c of Array.isArray(v) ? v : Object.values(v)) walk(c, depth + 1);
  };
  walk(copy, 0);
  if (containers.length === 0) return oddValue(rng, near);
  const c = containers[rng.int(containers.length)]!;
  const keys = Array.isArray(c) ? c.map((_, i) => String(i)) : Object.keys(c);
  const op = rng.int(4);
  if (keys.length === 0 || op === 0) {
    if (Array.isArray(c)) c.push(oddValue(rng, near));
    else c[['constructor', '__proto__', 'extra', 'toString'][rng.int(4)]!] = oddValue(rng, near);
  } else if (op === 1) {
    const k = keys[rng.int(keys.length)]!;
    if (Array.isArray(c)) c.splice(Number(k), 1);
    else delete c[k];
  } else {
    const k = keys[rng.int(keys.length)]!;
    (c as Record<string, unknown>)[k] = oddValue(rng, near);
  }
  return copy;
}

function guard(counts: FuzzCounts, what: string, fn: () => void): void {
  try {
    fn();
  } catch (e) {
    counts.exceptions++;
    if (counts.errors.length < 5) counts.errors.push(`${what}: ${String(e)}`.slice(0, 300));
  }
}

function garbageMove(rng: Rng, legal: readonly unknown[], near: readonly unknown[]): unknown {
  const r = rng.int(4);
  if (r === 0 || legal.length === 0) return oddValue(rng, near);
  const base = legal[rng.int(legal.length)];
  return r === 1 ? mutate(base, rng, near) : mutate(mutate(base, rng, near), rng, near);
}

/** Plays `opts.games` seeded games of `def`, fuzzing along the way, and adds to `counts`. */
export function fuzzGame(
  def: AnyGameDef,
  opts: FuzzOptions,
  counts: FuzzCounts = emptyCounts(),
): FuzzCounts {
  const defs = (id: string): AnyGameDef | undefined => (id === def.id ? def : undefined);
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const rng = Rng.fromSeed(`fuzz-${def.id}-${seed}`);
    const start = newMatch(def, { kind: 'new', options: def.defaultOptions, seed });
    if (!start.ok) throw new Error(start.error.message);
    let match: Match = start.value;
    counts.games++;
    guard(counts, `${def.id} game ${seed}`, () => {
      for (let i = 0; i < opts.maxMoves && def.outcome(match.state) === null; i++) {
        const s = match.state;
        const before = canonicalJson(s);
        const legal = def.legalMoves(s) as unknown[];
        const near = leaves(legal).concat(leaves(def.toSetup(s)).slice(0, 50));
        for (let k = 0; k < opts.garbage; k++) {
          const m = garbageMove(rng, legal, near);
          counts.garbageMoves++;
          guard(counts, `${def.id} apply ${JSON.stringify(m)?.slice(0, 80)}`, () => {
            const r = def.apply(s, m);
            if (r.ok) counts.garbageAccepted++;
            else if (canonicalJson(s) !== before) counts.changedOnRefusal++;
          });
        }
        if (i % opts.every === 0) fuzzSetupAndSave(def, match, rng, near, opts, counts, defs);
        const next = play(def, match, legal[rng.int(legal.length)]);
        if (!next.ok) throw new Error(`legal move refused: ${next.error.message}`);
        match = next.value;
        counts.moves++;
      }
    });
    if (def.outcome(match.state) === null) counts.unfinished++;
  }
  return counts;
}

function fuzzSetupAndSave(
  def: AnyGameDef,
  match: Match,
  rng: Rng,
  near: readonly unknown[],
  opts: FuzzOptions,
  counts: FuzzCounts,
  defs: (id: string) => AnyGameDef | undefined,
): void {
  guard(counts, `${def.id} fromSetup`, () => {
    const setup = mutate(def.toSetup(match.state), rng, near);
    counts.mutatedSetups++;
    const r = def.fromSetup(setup);
    if (!r.ok) return;
    counts.setupsAccepted++;
    if (def.outcome(r.value) !== null) return;
    const legal = def.legalMoves(r.value) as unknown[];
    const tried = legal.filter((m) => opts.tryMove?.(m) ?? true);
    if (legal.length === 0 || tried.some((m) => !def.apply(r.value, m).ok)) counts.setupsStuck++;
  });
  guard(counts, `${def.id} loadSave`, () => {
    counts.mutatedSaves++;
    // Half the mutations keep a valid checksum (as a careful forger would), half edit the text.
    let text: string;
    if (rng.int(2) === 0) {
      const parts = mutate(
        { start: match.start, log: match.log, meta: { mode: 'fuzz' } },
        rng,
        near,
      );
      const p = isRecord(parts) ? parts : {};
      const meta = isRecord(p['meta']) ? p['meta'] : {};
      text = JSON.stringify(
        toSaveFile({ ...match, start: p['start'], log: p['log'] } as Match, meta),
      );
    } else {
      const t = serializeSave(match, { mode: 'fuzz' });
      const at = rng.int(t.length);
      text = t.slice(0, at) + String.fromCharCode(32 + rng.int(90)) + t.slice(at + 1);
    }
    if (loadSave(text, defs).ok) counts.savesLoaded++;
  });
}

/** The counts that must be zero, by name. */
export function failures(c: FuzzCounts): string[] {
  const out: string[] = [];
  if (c.exceptions > 0) out.push(`${c.exceptions} exceptions: ${c.errors.join(' | ')}`);
  if (c.changedOnRefusal > 0) out.push(`${c.changedOnRefusal} refused moves changed the state`);
  if (c.setupsStuck > 0) out.push(`${c.setupsStuck} accepted setups could not go on`);
  if (c.unfinished > 0) out.push(`${c.unfinished} games did not end`);
  return out;
}
