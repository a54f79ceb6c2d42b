/**
 * Patches of JSON values: what the server sends instead of a whole view when only part of it
 * changed (docs/online.md, "Views as patches"). Pure functions, no DOM.
 *
 * A patch is a list of operations applied in order; a path is the list of object keys and array
 * indexes from the root to the value an operation changes:
 *
 * - `[path, value]`: set. The parent (path without its last step) must exist; for an object the
 *   key is added or replaced, for an array the index must be < its length. An empty path
 *   replaces the whole value.
 * - `[path]`: delete an object's key.
 * - `[path, start, removed, items]`: splice the array at `path`: remove `removed` elements from
 *   `start` and insert `items` there (appends, removals and truncations are splices).
 *
 * `diff(a, b)` gives a patch turning `a` into `b`, or null when the patch (as JSON text) would not
 * be smaller than `b` itself: then send `b` whole. `patch(a, p)` returns a new value and never
 * changes `a` (the parts the patch does not touch are shared). A malformed patch throws
 * `PatchError`: the receiver then asks for the whole value again.
 */

export type PathStep = string | number;
export type PatchOp =
  | readonly [path: readonly PathStep[], value: unknown]
  | readonly [path: readonly PathStep[]]
  | readonly [path: readonly PathStep[], start: number, removed: number, items: readonly unknown[]];
export type Patch = readonly PatchOp[];

export class PatchError extends Error {}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep equality of JSON values (object key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return !(typeof a === 'number' && !Object.is(a, b));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!Object.hasOwn(b, k) || !jsonEqual((a as Obj)[k], (b as Obj)[k])) return false;
  return true;
}

/**
 * Whether patching key by key gives `b`'s keys in `b`'s order: a patch keeps the kept keys where
 * they were in `a` and appends the new ones. Otherwise the object is set whole, so the rebuilt
 * value is `b` to the byte (a move told in it reads as sent; key-order-sensitive keys match).
 * `ka` and `kb` are the keys of `a` and `b`.
 */
function keptOrder(ka: readonly string[], b: Obj, kb: readonly string[]): boolean {
  // The kept keys, in `a`'s order, must be `b`'s first keys; the rest of `b`'s are then new.
  let j = 0;
  for (const k of ka) if (Object.hasOwn(b, k) && kb[j++] !== k) return false;
  return true;
}

function diffInto(a: unknown, b: unknown, path: PathStep[], ops: PatchOp[]): void {
  // Containers are compared by walking into them (no equality check of the whole first).
  if (a === b && (typeof a !== 'number' || Object.is(a, b))) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) {
      for (let i = 0; i < a.length; i++) {
        path.push(i);
        diffInto(a[i], b[i], path, ops);
        path.pop();
      }
      return;
    }
    let pre = 0;
    const most = Math.min(a.length, b.length);
    while (pre < most && jsonEqual(a[pre], b[pre])) pre++;
    let post = 0;
    while (post < most - pre && jsonEqual(a[a.length - 1 - post], b[b.length - 1 - post])) post++;
    ops.push([path.slice(), pre, a.length - pre - post, b.slice(pre, b.length - post)]);
    return;
  }
  const ka = isObj(a) && isObj(b) ? Object.keys(a) : null;
  const kb = ka ? Object.keys(b as Obj) : null;
  if (ka && kb && keptOrder(ka, b as Obj, kb)) {
    const ao = a as Obj;
    const bo = b as Obj;
    for (const k of ka) if (!Object.hasOwn(bo, k)) ops.push([[...path, k]]);
    for (const k of kb) {
      path.push(k);
      if (Object.hasOwn(ao, k)) diffInto(ao[k], bo[k], path, ops);
      else ops.push([path.slice(), bo[k]]);
      path.pop();
    }
    return;
  }
  if (!jsonEqual(a, b)) ops.push([path.slice(), b]);
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/** UTF-8 length of a string, without encoding it. */
export function utf8Length(s: string): number {
  if (!NON_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // a surrogate pair
      i++;
    } else n += 3; // lone surrogates become U+FFFD
  }
  return n;
}

/** The raw operations turning `a` into `b` (empty when they are equal), whatever their size. */
export function diffOps(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(a, b, [], ops);
  return ops;
}

/** `n` plus a lower bound of `v`'s JSON length, stopping once past `limit`. */
function lowerBound(v: unknown, n: number, limit: number): number {
  if (typeof v === 'string') return n + v.length + 2;
  if (typeof v === 'number') return n + 1;
  if (typeof v === 'boolean' || v === null) return n + 4;
  if (Array.isArray(v)) {
    n += 1 + v.length;
    for (let i = 0; i < v.length && n <= limit; i++) n = lowerBound(v[i], n, limit);
    return n;
  }
  if (typeof v !== 'object') return n;
  n += 1;
  for (const k in v) {
    if (n > limit) return n;
    const e = (v as Obj)[k];
    // What JSON.stringify leaves out is not counted.
    if (e === undefined || typeof e === 'function' || typeof e === 'symbol') continue;
    if (!Object.hasOwn(v, k)) continue;
    n = lowerBound(e, n + k.length + 4, limit);
  }
  return n;
}

/**
 * A patch turning `a` into `b`, or null when sending `b` whole is no smaller (JSON text, UTF-8).
 * `wholeBytes` is `b`'s size when the caller knows it already.
 */
export function diff(a: unknown, b: unknown, wholeBytes?: number): Patch | null {
  const ops = diffOps(a, b);
  const text = JSON.stringify(ops);
  if (wholeBytes === undefined) {
    // No UTF-8 character takes more than 3 bytes per UTF-16 unit: a small patch is decided
    // without measuring it exactly, and `b` is measured only as far as needed.
    // `b` is measured only as far as needed to know it is longer than the patch.
    const size = utf8Length(text);
    if (lowerBound(b, 0, size) > size) return ops;
    return size < utf8Length(JSON.stringify(b) ?? 'null') ? ops : null;
  }
  return utf8Length(text) < wholeBytes ? ops : null;
}

function isIndex(x: unknown, below: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < below;
}

/** Sets key `k` of `o`; a `__proto__` key is data like any other, never the prototype. */
export function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
  else o[k] = v;
}

/** `x` itself when this patch made it (`fresh`), else a shallow copy that it then owns. */
function own(x: unknown, fresh: unknown[]): unknown {
  // A patch touches few containers: a list beats a Set here.
  if (fresh.includes(x)) return x;
  const c = Array.isArray(x) ? x.slice() : { ...(x as Obj) };
  fresh.push(c);
  return c;
}

/** Applies `p` to `a`: a new value; `a` is unchanged. Throws PatchError on a malformed patch. */
export function patch(a: unknown, p: unknown): unknown {
  if (!Array.isArray(p)) throw new PatchError('a patch is a list of operations');
  let root = a;
  // Containers created by this call: changed in place, the others are copied first.
  const fresh: unknown[] = [];
  for (const op of p as unknown[]) {
    if (
      !Array.isArray(op) ||
      !Array.isArray(op[0]) ||
      (op.length !== 1 && op.length !== 2 && op.length !== 4)
    )
      throw new PatchError('malformed patch operation');
    const path = op[0] as unknown[];
    if (op.length === 2 && path.length === 0) {
      root = op[1];
      continue;
    }
    // Walk to the container the operation changes (the parent for set/delete), copying it.
    const steps = op.length === 4 ? path.length : path.length - 1;
    if (steps < 0) throw new PatchError('delete needs a path');
    if (typeof root !== 'object' || root === null) throw new PatchError('path into a scalar');
    root = own(root, fresh);
    let node = root as Obj | unknown[];
    for (let i = 0; i < steps; i++) {
      const k = path[i];
      let child: unknown;
      if (Array.isArray(node)) {
        if (!isIndex(k, node.length)) throw new PatchError('bad array index in path');
        child = node[k];
      } else {
        if (typeof k !== 'string' || !Object.hasOwn(node, k)) throw new PatchError('no such key');
        child = node[k];
      }
      if (typeof child !== 'object' || child === null) throw new PatchError('path into a scalar');
      const c = own(child, fresh) as Obj | unknown[];
      if (Array.isArray(node)) node[k as number] = c;
      else setOwn(node, k as string, c);
      node = c;
    }
    if (op.length === 4) {
      const [, start, removed, items] = op as [unknown, unknown, unknown, unknown];
      if (!Array.isArray(node)) throw new PatchError('splice of a non-array');
      if (!isIndex(start, node.length + 1) || !isIndex(removed, node.length - start + 1))
        throw new PatchError('splice out of range');
      if (!Array.isArray(items)) throw new PatchError('splice items must be a list');
      node.splice(start, removed, ...(items as unknown[]));
      continue;
    }
    const k = path[path.length - 1];
    if (op.length === 1) {
      if (Array.isArray(node) || typeof k !== 'string' || !Object.hasOwn(node, k))
        throw new PatchError('delete of a missing key');
      delete node[k];
    } else if (Array.isArray(node)) {
      if (!isIndex(k, node.length)) throw new PatchError('set past the end of an array');
      node[k] = op[1];
    } else {
      if (typeof k !== 'string') throw new PatchError('object keys are strings');
      setOwn(node, k, op[1]);
    }
  }
  return root;
}
