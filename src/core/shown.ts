/**
 * Untrusted values as text for refusal messages. `String(x)` throws on `{ "toString": 1 }` (a key
 * JSON can give), so objects are shown as their JSON instead. Found by the fuzz (bench/fuzz.ts).
 */
export function shown(x: unknown): string {
  if (typeof x === 'string') return x;
  if (x === null || typeof x !== 'object') return String(x);
  try {
    return JSON.stringify(x) ?? typeof x;
  } catch {
    return typeof x;
  }
}
