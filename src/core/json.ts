/**
 * JSON helpers shared by saves, setups and hashes: a canonical (key-sorted) serialisation so the
 * same data always gives the same text and hash, deep equality, bounds for untrusted input
 * (depth, number of values, text length) checked without recursion before anything walks it, and
 * small validators for parsing untrusted input, including own-property lookups so user keys such
 * as `constructor` or `__proto__` never reach `Object.prototype`.
 */
import { err, ok, type GameError, type Result } from './result.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A piece of output text on the serialiser's work stack (values are anything else). */
class Raw {
  constructor(readonly text: string) {}
}

/**
 * `JSON.stringify` with object keys sorted, for plain data. It walks with its own stack, so input
 * of any depth gives text rather than a stack overflow, and `__proto__` keys are kept like any
 * other own key (a checksum over this text covers them).
 */
export function canonicalJson(value: unknown): string {
  try {
    return JSON.stringify(sortedCopy(value, 0)) ?? 'null';
  } catch (e) {
    if (e !== TOO_DEEP) throw e;
    return canonicalJsonIterative(value);
  }
}

/** Nesting levels copied by plain recursion (fast); deeper data goes to the explicit stack. */
const RECURSION_LIMIT = 500;
const TOO_DEEP = new Error('deeper than the recursion limit');

/** A copy with keys inserted in sorted order, which `JSON.stringify` then writes in that order. */
function sortedCopy(v: unknown, depth: number): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (depth >= RECURSION_LIMIT) throw TOO_DEEP;
  if (Array.isArray(v)) return v.map((x) => sortedCopy(x, depth + 1));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined) continue;
    if (k === '__proto__')
      Object.defineProperty(out, k, {
        value: sortedCopy(x, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[k] = sortedCopy(x, depth + 1);
  }
  return out;
}

function canonicalJsonIterative(value: unknown): string {
  const out: string[] = [];
  const work: unknown[] = [value];
  while (work.length > 0) {
    const v = work.pop();
    if (v instanceof Raw) {
      out.push(v.text);
    } else if (Array.isArray(v)) {
      work.push(new Raw(']'));
      for (let i = v.length - 1; i >= 0; i--) {
        const e: unknown = v[i];
        work.push(skipped(e) ? new Raw('null') : e);
        if (i > 0) work.push(new Raw(','));
      }
      out.push('[');
    } else if (v !== null && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      const keys = sortedKeys(rec);
      work.push(new Raw('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        work.push(rec[k], new Raw(`${JSON.stringify(k)}:`));
        if (i > 0) work.push(new Raw(','));
      }
      out.push('{');
    } else {
      out.push(JSON.stringify(v) ?? 'null');
    }
  }
  return out.join('');
}

/**
 * The keys in the order `JSON.stringify` of a key-sorted copy writes them (what saved checksums
 * were computed from): array-index keys first in numeric order, then the others sorted.
 */
function sortedKeys(rec: Record<string, unknown>): string[] {
  const keys = Object.keys(rec);
  // Object.keys already lists array-index keys first, ascending: keep that prefix, sort the rest.
  let n = 0;
  while (n < keys.length && isArrayIndex(keys[n]!)) n++;
  const named = n === 0 ? keys.sort() : keys.splice(n).sort();
  if (n > 0) keys.push(...named);
  return keys.filter((k) => !skipped(rec[k]));
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

function isArrayIndex(k: string): boolean {
  const c = k.charCodeAt(0);
  return c >= 48 && c <= 57 && ARRAY_INDEX.test(k) && Number(k) < 2 ** 32 - 1;
}

/** Values `JSON.stringify` leaves out of objects (and writes as null in arrays). */
function skipped(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** FNV-1a 32-bit as 8 hex digits; a checksum against accidental or casual edits, not a signature. */
export function fnv1aHex(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A deep copy through JSON; fine for the plain data our states and moves are. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

export function isInt(x: unknown, min = -Infinity, max = Infinity): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

/** `rec[key]` when `rec` has that key as its own property, else undefined (never the prototype's). */
export function own<T>(rec: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

/** A record from entries; `__proto__` becomes an own key like any other (no prototype change). */
export function recordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>;
}

/**
 * Limits on untrusted JSON. The games need far less: the largest save of a long game is a few
 * hundred kilobytes and under 20 levels deep (a Disc Wars position with its catalogue).
 */
export interface JsonLimits {
  /** Nesting levels of arrays and objects (the top value is level 1). */
  readonly depth: number;
  /** Values counted: every array, object, string, number, boolean and null. */
  readonly values: number;
  /** Characters of JSON text (checked before parsing). */
  readonly length: number;
}

export const JSON_LIMITS: JsonLimits = { depth: 64, values: 500_000, length: 8_000_000 };

/**
 * Checks parsed data against `limits` with an explicit stack, stopping at the first excess, so
 * data nested 100,000 deep is refused quickly instead of overflowing whatever walks it next.
 */
export function checkJsonBounds(
  value: unknown,
  limits: JsonLimits = JSON_LIMITS,
  what = 'The data',
): Result<void, GameError> {
  const stack: [unknown, number][] = [[value, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++count > limits.values)
      return err(
        'json/too-many-values',
        `${what} holds more than ${limits.values} values; nothing in the games needs that many.`,
        { limit: limits.values },
      );
    if (v === null || typeof v !== 'object') continue;
    if (depth > limits.depth)
      return err(
        'json/too-deep',
        `${what} is nested more than ${limits.depth} levels deep; nothing in the games needs that.`,
        { limit: limits.depth },
      );
    const children = Array.isArray(v) ? (v as unknown[]) : Object.values(v);
    for (const c of children) stack.push([c, depth + 1]);
  }
  return ok(undefined);
}

/** Parses untrusted JSON text within `limits`: its length first, then its depth and size. */
export function parseJsonBounded(
  text: string,
  limits: JsonLimits = JSON_LIMITS,
  what = 'The data',
): Result<unknown, GameError> {
  if (text.length > limits.length)
    return err(
      'json/too-long',
      `${what} is longer than ${limits.length} characters; nothing in the games needs that much.`,
      { limit: limits.length },
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err('json/syntax', `${what} is not readable JSON: it is broken or cut short.`);
  }
  const bounds = checkJsonBounds(raw, limits, what);
  return bounds.ok ? ok(raw) : bounds;
}
