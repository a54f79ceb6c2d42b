/**
 * The fuzz harness (issue 15), shared by `npm run bench fuzz` and the short vitest run: seeded
 * games through a game's public API where, at every position, garbage and mutated moves are
 * thrown at `apply` (a refusal must leave the state unchanged), the position's setup JSON is
 * mutated and fed to `fromSetup` (an accepted position must have an outcome or a legal move, and
 * every listed move must be accepted), and the game so far is saved, mutated and loaded. Nothing
 * may throw. It counts everything, so the bench can report the figures. `fuzzListed` (issue 23)
 * goes further for "never list a move that is then refused": setups reshaped only with values
 * the game itself uses, so that many pass `fromSetup`, and plies played on from each.
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
  /** Reshaped setups (fuzzListed): positions changed only with values the game itself uses. */
  reshapedSetups: number;
  reshapedAccepted: number;
  /** Positions whose every listed move was applied: accepted setups and the plies played on. */
  listedPositions: number;
  listedMoves: number;
  /** Listed moves `apply` refused (must be 0); the first few are described in `refusals`. */
  listedRefused: number;
  refusals: string[];
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
    reshapedSetups: 0,
    reshapedAccepted: 0,
    listedPositions: 0,
    listedMoves: 0,
    listedRefused: 0,
    refusals: [],
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
  if (c.listedRefused > 0)
    out.push(
      `${c.listedRefused} listed moves were refused: ${c.refusals.map((r) => r.slice(0, 400)).join(' | ')}`,
    );
  if (c.unfinished > 0) out.push(`${c.unfinished} games did not end`);
  return out;
}

/**
 * Setups of positions reached in play, kept to reshape others with (`reshape`): whole setups to
 * take a field from, and the values seen under each object key (an array's items under
 * `key[]`), at most `cap` different ones per key.
 */
export class SetupPool {
  readonly setups: unknown[] = [];
  private readonly byKey = new Map<string, { seen: Set<string>; values: unknown[] }>();

  constructor(private readonly cap = 60) {}

  add(setup: unknown): void {
    const copy = JSON.parse(JSON.stringify(setup)) as unknown;
    this.setups.push(copy);
    const walk = (v: unknown, key: string, depth: number): void => {
      if (depth > 0) this.note(key, v);
      if (depth > 8 || v === null || typeof v !== 'object') return;
      if (Array.isArray(v)) for (const x of v) walk(x, `${key}[]`, depth + 1);
      else for (const [k, x] of Object.entries(v)) walk(x, k, depth + 1);
    };
    walk(copy, '', 0);
  }

  private note(key: string, v: unknown): void {
    let e = this.byKey.get(key);
    if (!e) this.byKey.set(key, (e = { seen: new Set(), values: [] }));
    if (e.values.length >= this.cap) return;
    const text = JSON.stringify(v);
    if (text.length > 4000 || e.seen.has(text)) return;
    e.seen.add(text);
    e.values.push(v);
  }

  valuesOf(key: string): readonly unknown[] {
    return this.byKey.get(key)?.values ?? [];
  }
}

interface Slot {
  readonly parent: unknown[] | Record<string, unknown>;
  readonly key: string | number;
  /** The key the pool files the value under (`key[]` for an array's items). */
  readonly name: string;
  readonly path: readonly (string | number)[];
}

function slotsOf(x: unknown): Slot[] {
  const out: Slot[] = [];
  const walk = (v: unknown, name: string, path: (string | number)[], depth: number): void => {
    if (depth > 8 || out.length > 3000 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v))
      v.forEach((c, i) => {
        out.push({ parent: v, key: i, name: `${name}[]`, path: [...path, i] });
        walk(c, `${name}[]`, [...path, i], depth + 1);
      });
    else
      for (const [k, c] of Object.entries(v)) {
        out.push({ parent: v as Record<string, unknown>, key: k, name: k, path: [...path, k] });
        walk(c, k, [...path, k], depth + 1);
      }
  };
  walk(x, '', [], 0);
  return out;
}

function at(x: unknown, path: readonly (string | number)[]): { found: boolean; value?: unknown } {
  let v = x;
  for (const k of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return { found: false };
    v = (v as Record<string | number, unknown>)[k];
  }
  return { found: true, value: v };
}

const clone = (x: unknown): unknown => JSON.parse(JSON.stringify(x)) as unknown;

/**
 * A copy of a setup with `changes` changes made only with what the game itself uses, so that many
 * of them still pass `fromSetup`: a field taken from another position at the same place, a value
 * seen under the same key elsewhere, an array item dropped, added (one seen in such arrays) or
 * moved, a whole number off by one, or a field left out (`fromSetup` fills some in).
 */
export function reshape(setup: unknown, pool: SetupPool, rng: Rng, changes = 1): unknown {
  const copy = clone(setup);
  for (let n = 0; n < changes; n++) {
    const slots = slotsOf(copy);
    if (slots.length === 0) return copy;
    // A depth first, then a slot at that depth: the few top-level fields (phase, turn, counters)
    // are changed as often as the many deep ones.
    const depth = slots[rng.int(slots.length)]!.path.length;
    const level = rng.int(2) === 0 ? slots.filter((o) => o.path.length === 1) : slots;
    const s = level.length > 0 && depth > 0 ? level[rng.int(level.length)]! : slots[0]!;
    const p = s.parent as Record<string | number, unknown>;
    const cur = p[s.key];
    const op = rng.int(6);
    if (op === 0 && pool.setups.length > 0) {
      const donor = at(pool.setups[rng.int(pool.setups.length)], s.path);
      if (donor.found) p[s.key] = clone(donor.value);
    } else if (op === 1) {
      const seen = pool.valuesOf(s.name);
      if (seen.length > 0) p[s.key] = clone(seen[rng.int(seen.length)]);
    } else if (op === 2 && Array.isArray(cur)) {
      const seen = pool.valuesOf(`${s.name}[]`);
      const r = rng.int(3);
      if (r === 0 && cur.length > 0) cur.splice(rng.int(cur.length), 1);
      else if (r === 1 && seen.length > 0)
        cur.splice(rng.int(cur.length + 1), 0, clone(seen[rng.int(seen.length)]));
      else if (cur.length > 1) cur.push(cur.splice(rng.int(cur.length), 1)[0]);
    } else if (op === 3 && typeof cur === 'number') {
      p[s.key] = cur + (rng.int(2) === 0 ? 1 : -1);
    } else if (op === 4 && !Array.isArray(s.parent)) {
      delete p[s.key];
    } else {
      // Two fields of the same kind swap values (two units' places, two seats' counters).
      const same = slots.filter((o) => o.name === s.name && o !== s);
      if (same.length > 0) {
        const o = same[rng.int(same.length)]!;
        const q = o.parent as Record<string | number, unknown>;
        const tmp = q[o.key];
        q[o.key] = p[s.key];
        p[s.key] = tmp;
      }
    }
  }
  return copy;
}

export interface ListedOptions {
  readonly games: number;
  readonly seed: number;
  /** Reshaped setups tried per game, from positions spread along it. */
  readonly setups: number;
  /** Changes per reshaped setup: 1 to `changes`. */
  readonly changes: number;
  /** Plies played on from each accepted setup, every listed move applied at each. */
  readonly plies: number;
  readonly maxMoves: number;
  /** Skips listed moves too slow to try everywhere (Disc Wars' physics moves). */
  readonly tryMove?: (m: unknown) => boolean;
  /**
   * Quick runs: the pooled games are only played (their listed moves not all applied), with the
   * moves `tryMove` takes when there are any.
   */
  readonly quick?: boolean;
}

/**
 * Applies every listed move of `s` (those `tryMove` takes); counts and describes each one refused.
 * `where` says how the position was reached, for the description.
 */
export function checkListed(
  def: AnyGameDef,
  s: unknown,
  counts: FuzzCounts,
  where: () => string,
  tryMove: (m: unknown) => boolean = () => true,
): unknown[] {
  const legal = (def.legalMoves(s) as unknown[]).filter(tryMove);
  counts.listedPositions++;
  for (const m of legal) {
    counts.listedMoves++;
    const r = def.apply(s, m);
    if (r.ok) continue;
    counts.listedRefused++;
    if (counts.refusals.length < 5)
      counts.refusals.push(
        `${def.id}: listed ${JSON.stringify(m)} refused (${r.error.code}) ${where()}`,
      );
  }
  return legal;
}

/**
 * Seeded games of `def` (`opts.games` from `opts.seed`), every listed move applied at each
 * position (`opts.tryMove` picks which), played with random listed moves: the positions of each
 * game, and a pool of about 40 setups per game for `reshape`.
 */
export function playForPool(
  def: AnyGameDef,
  opts: Pick<ListedOptions, 'games' | 'seed' | 'maxMoves' | 'tryMove' | 'quick'>,
  counts: FuzzCounts = emptyCounts(),
): { pool: SetupPool; games: unknown[][] } {
  const pool = new SetupPool();
  const games: unknown[][] = [];
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const rng = Rng.fromSeed(`listed-${def.id}-${seed}`);
    let s = def.setup(def.defaultOptions, seed);
    const seen: unknown[] = [s];
    guard(counts, `${def.id} listed game ${seed}`, () => {
      for (let i = 0; i < opts.maxMoves && def.outcome(s) === null; i++) {
        if (!opts.quick)
          checkListed(def, s, counts, () => `in game ${seed} at ply ${i}`, opts.tryMove);
        const all = def.legalMoves(s) as unknown[];
        const tried = opts.quick && opts.tryMove ? all.filter(opts.tryMove) : all;
        const legal = tried.length > 0 ? tried : all;
        const r = def.apply(s, legal[rng.int(legal.length)]);
        if (!r.ok) return;
        s = r.value;
        seen.push(s);
      }
    });
    const every = Math.max(1, Math.ceil(seen.length / 40));
    for (const x of seen) if (rng.int(every) === 0) pool.add(def.toSetup(x));
    games.push(seen);
  }
  return { pool, games };
}

/**
 * One reshaped position: the setup of `base` changed (`reshape`, 1 to `opts.changes` changes
 * drawn from `rng`) and fed to `fromSetup`; when accepted, `opts.plies` plies are played on from
 * it with every listed move applied at each position (`playOn`).
 */
export function tryReshaped(
  def: AnyGameDef,
  base: unknown,
  pool: SetupPool,
  opts: Pick<ListedOptions, 'changes' | 'plies' | 'tryMove'>,
  rng: Rng,
  counts: FuzzCounts,
): void {
  const setup = reshape(def.toSetup(base), pool, rng, 1 + rng.int(opts.changes));
  counts.reshapedSetups++;
  guard(counts, `${def.id} reshaped fromSetup`, () => {
    const r = def.fromSetup(setup);
    if (!r.ok) return;
    counts.reshapedAccepted++;
    playOn(def, r.value, opts, rng, counts, () => JSON.stringify(setup));
  });
}

/**
 * The engines never list a move they then refuse (issue 23): seeded games are played and their
 * setups pooled (`playForPool`); then setups of positions along each game are reshaped and fed
 * to `fromSetup`, and from every accepted position a few random plies are played on
 * (`tryReshaped`): at each, every listed move must be accepted by `apply`.
 */
export function fuzzListed(
  def: AnyGameDef,
  opts: ListedOptions,
  counts: FuzzCounts = emptyCounts(),
): FuzzCounts {
  const { pool, games } = playForPool(def, opts, counts);
  const rng = Rng.fromSeed(`listed-${def.id}-${opts.seed}-reshape`);
  for (const seen of games)
    for (let k = 0; k < opts.setups; k++)
      tryReshaped(def, seen[rng.int(seen.length)], pool, opts, rng, counts);
  return counts;
}

/** From `s`, `opts.plies` random plies, every listed move applied at each position. */
export function playOn(
  def: AnyGameDef,
  start: unknown,
  opts: Pick<ListedOptions, 'plies' | 'tryMove'>,
  rng: Rng,
  counts: FuzzCounts,
  setup: () => string,
): void {
  let s = start;
  for (let i = 0; i <= opts.plies && def.outcome(s) === null; i++) {
    const here = s;
    const legal = checkListed(
      def,
      s,
      counts,
      () => `at ${JSON.stringify(def.toSetup(here))}, ${i} plies from the setup ${setup()}`,
      opts.tryMove,
    );
    if (legal.length === 0) return;
    const r = def.apply(s, legal[rng.int(legal.length)]);
    if (!r.ok) return;
    s = r.value;
  }
}
