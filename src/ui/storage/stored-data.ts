/**
 * What the app reads back from local storage is untrusted: another version, another tab or a
 * hand edit may have left anything there. Readers check every value, keep what is valid, ignore the
 * rest, and report the key here; the app turns a report into one notice. Storage that cannot be
 * used at all (blocked by the browser) is replaced by a memory-only one, so the app still runs.
 */
import type { Seat } from '../../core/game.ts';

type Listener = (key: string) => void;
const listeners = new Set<Listener>();
const reported = new Set<string>();
const pending: string[] = [];

/** Says that the value under `key` was unreadable and has been ignored (once per key and page). */
export function reportBadStorage(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  if (listeners.size === 0) pending.push(key);
  for (const l of listeners) l(key);
}

/** Listens for reports; those made before anyone listened (at start-up) are delivered now. */
export function onBadStorage(listener: Listener): () => void {
  listeners.add(listener);
  for (const key of pending.splice(0)) listener(key);
  return () => listeners.delete(listener);
}

/** A stored JSON value, or undefined when there is none; unparsable text is reported. */
export function readStoredJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    reportBadStorage(key);
    return undefined;
  }
}

export interface SeriesRecord {
  readonly winner: Seat | null;
  readonly flags: readonly [number, number];
}

const isFlagCount = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 9;

/** One finished Battle Line game of the series tally. */
export function isSeriesRecord(x: unknown): x is SeriesRecord {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { winner?: unknown; flags?: unknown };
  return (
    (r.winner === 0 || r.winner === 1 || r.winner === null) &&
    Array.isArray(r.flags) &&
    r.flags.length === 2 &&
    r.flags.every(isFlagCount)
  );
}

/** The valid part of a stored series tally, and whether anything had to be dropped. */
export function validSeries(raw: unknown): {
  keys: string[];
  games: SeriesRecord[];
  dropped: boolean;
} {
  if (raw === undefined || raw === null) return { keys: [], games: [], dropped: false };
  const r = (typeof raw === 'object' ? raw : {}) as { keys?: unknown; games?: unknown };
  const keys = Array.isArray(r.keys)
    ? r.keys.filter((k): k is string => typeof k === 'string')
    : [];
  const games = Array.isArray(r.games) ? r.games.filter(isSeriesRecord) : [];
  const dropped =
    !Array.isArray(r.keys) ||
    !Array.isArray(r.games) ||
    keys.length !== r.keys.length ||
    games.length !== r.games.length;
  return { keys, games, dropped };
}

/** A storage that keeps values for this page only, when the browser's cannot be used. */
export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

/** The page's local storage, or a memory one when the browser refuses it. */
export function usableStorage(get: () => Storage): Storage {
  try {
    const s = get();
    s.getItem('tabletop.lang');
    return s;
  } catch {
    return memoryStorage();
  }
}
