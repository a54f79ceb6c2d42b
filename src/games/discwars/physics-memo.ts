/**
 * A memo in front of the Disc Wars physics: the last few flips, drops and lies-on answers, keyed
 * by the exact input (the canonical JSON of the table and the request, every number at full
 * precision), so asking the very same question twice runs the simulation once. The page asks it
 * twice for every shown move (the rules' apply, then the show's re-run) and a third time when the
 * aim previewed it; the bot's worker asks it when it checks the move it chose after simulating it
 * as a candidate, and when it simulates a player's move ahead of the page (`move-ahead.ts`). The physics is a pure function of its inputs (see `physics-port.ts`), so an
 * answer from the memo is the answer a run would give, and entries made by one copy of the engine
 * (the bot's worker) can be handed to another (the page) as plain data.
 *
 * A table holding a negative zero is never memoised: JSON writes it as 0, so the key would not be
 * exact.
 */
import { canonicalJson } from '../../core/json.ts';
import type { DiscPhysics } from './physics-port.ts';

type Kind = 'flip' | 'drop' | 'liesOn';

/** One remembered answer, as plain data (it crosses `postMessage`). */
export interface MemoEntry {
  readonly key: string;
  readonly value: unknown;
}

export interface PhysicsMemo {
  readonly physics: DiscPhysics;
  /** Simulations really run (memo misses) since the memo was made. */
  runs(): number;
  /** Starts recording the entries used from now on (`recorded` hands them out). */
  record(): void;
  /** The entries made or used since `record`, oldest first. */
  recorded(): MemoEntry[];
  /** Adds entries made by another copy of the engine. */
  adopt(entries: readonly MemoEntry[]): void;
}

function hasNegativeZero(v: unknown): boolean {
  if (typeof v === 'number') return Object.is(v, -0);
  if (v === null || typeof v !== 'object') return false;
  for (const x of Object.values(v)) if (hasNegativeZero(x)) return true;
  return false;
}

/** Each memo by the physics it answers with (`memoPhysics` of one of them is that memo). */
const memos = new WeakMap<DiscPhysics, PhysicsMemo>();

/**
 * Wraps `inner`, keeping the last `capacity` answers (least recently used goes first). A memo's
 * own physics is not wrapped again: `memoPhysics(m.physics)` is `m`, so the rules built on a
 * memoised engine share its memo, and every answer they use, a hit or a run, is recorded there.
 */
export function memoPhysics(inner: DiscPhysics, capacity = 24): PhysicsMemo {
  const known = memos.get(inner);
  if (known) return known;
  const entries = new Map<string, unknown>();
  let runs = 0;
  let recording: Map<string, unknown> | null = null;

  function remember(key: string, value: unknown): void {
    entries.delete(key);
    entries.set(key, value);
    while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
  }

  function memo<T>(kind: Kind, input: readonly unknown[], run: () => T): T {
    if (hasNegativeZero(input)) {
      runs++;
      return run();
    }
    const key = `${kind}|${canonicalJson(input)}`;
    let value: T;
    if (entries.has(key)) value = entries.get(key) as T;
    else {
      runs++;
      value = run();
    }
    remember(key, value);
    recording?.set(key, value);
    return value;
  }

  const physics: DiscPhysics = {
    ...inner,
    flip: (table, request) => memo('flip', [table, request], () => inner.flip(table, request)),
    drop: (table, request) => memo('drop', [table, request], () => inner.drop(table, request)),
    liesOn: (table) => memo('liesOn', [table], () => inner.liesOn(table)),
  };
  const made: PhysicsMemo = {
    physics,
    runs: () => runs,
    record: () => {
      recording = new Map();
    },
    recorded: () => {
      const out = [...(recording ?? new Map<string, unknown>()).entries()].map(([key, value]) => ({
        key,
        value,
      }));
      recording = null;
      return out;
    },
    adopt: (list) => {
      for (const e of list)
        if (typeof e.key === 'string' && /^(flip|drop|liesOn)\|/.test(e.key))
          remember(e.key, e.value);
    },
  };
  memos.set(physics, made);
  return made;
}
