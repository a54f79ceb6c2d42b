/**
 * The legal-move list of a `view` message in a compact form for the wire (docs/online.md). A
 * list of moves is mostly runs that differ in one key only (Battle Line's 63 plays at the start
 * of a turn are 7 cards times 9 flags): each run is sent as its first move, the key, and the
 * other moves' values of that key. 1.7 KB of msgpack becomes ~0.3 KB, and its encoding, its
 * decoding and the size check of every patch shrink with it. Pure, no DOM.
 *
 * An entry is `[move]`, or `[first, key, values]` standing for `first` followed by `first` with
 * `key` set to each value in turn. Unpacked moves have the key order of the moves packed (a run
 * only takes moves whose keys are `first`'s, in the same order).
 */
import { jsonEqual, PatchError, setOwn } from './view-patch.ts';

export type LegalEntry =
  | readonly [move: unknown]
  | readonly [first: Readonly<Record<string, unknown>>, key: string, values: readonly unknown[]];
export type PackedLegal = readonly LegalEntry[];

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Whether `b` has `a`'s keys (`ka`) in the same order and equal values but at `key`; with `key`
 * null, the one key where they differ (null when none or several do). Allocates nothing.
 */
function sameBut(
  a: Obj,
  ka: readonly string[],
  b: unknown,
  key: string | null,
): string | null | false {
  if (!isObj(b)) return false;
  let i = 0;
  let differs: string | null = null;
  for (const k in b) {
    if (!Object.hasOwn(b, k) || ka[i++] !== k) return false;
    if (k === key || jsonEqual(a[k], b[k])) continue;
    if (key !== null || differs !== null) return false;
    differs = k;
  }
  if (i !== ka.length) return false;
  return key ?? differs;
}

export function packLegal(moves: readonly unknown[]): PackedLegal {
  const out: LegalEntry[] = [];
  let i = 0;
  while (i < moves.length) {
    const first = moves[i];
    const keys = isObj(first) ? Object.keys(first) : null;
    const key =
      keys && i + 1 < moves.length ? sameBut(first as Obj, keys, moves[i + 1], null) : null;
    if (typeof key !== 'string' || keys === null) {
      out.push([first]);
      i++;
      continue;
    }
    const values: unknown[] = [];
    let j = i + 1;
    for (; j < moves.length && sameBut(first as Obj, keys, moves[j], key) === key; j++)
      values.push((moves[j] as Obj)[key]);
    out.push([first as Obj, key, values]);
    i = j;
  }
  return out;
}

/** The moves of a packed list. Throws PatchError when it is malformed. */
export function unpackLegal(packed: unknown): unknown[] {
  if (!Array.isArray(packed)) throw new PatchError('legal moves are a list');
  const out: unknown[] = [];
  for (const e of packed as unknown[]) {
    if (!Array.isArray(e) || (e.length !== 1 && e.length !== 3))
      throw new PatchError('malformed legal-move entry');
    const first = e[0] as unknown;
    out.push(first);
    if (e.length === 1) continue;
    const [, key, values] = e as [unknown, unknown, unknown];
    if (
      !isObj(first) ||
      typeof key !== 'string' ||
      !Object.hasOwn(first, key) ||
      !Array.isArray(values)
    )
      throw new PatchError('malformed legal-move run');
    for (const v of values as unknown[]) {
      // Spread keeps `first`'s key order, and setting a key it has keeps that key's place.
      const m: Obj = { ...first };
      setOwn(m, key, v);
      out.push(m);
    }
  }
  return out;
}
