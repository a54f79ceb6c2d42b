/**
 * Whether a move someone sent is one the rules offered (issue 23). The server accepts a player's
 * move only when it equals a move `legalMoves` listed — the same keys with the same values, in any
 * key order — and then goes on with the listed object itself, so nothing the sender added or
 * arranged is ever stored, told to the others or replayed. A game's free keys
 * (`GameDef.freeKeys`: Disc Wars' flip direction and deploy spot, continuous choices the list only
 * samples) may hold any finite number: such a move counts when a listed move of its type has the
 * same keys and equal values at every other key, and comes back as a copy of that listed move
 * with the sent numbers. No rules are run here; cheap enough for every move.
 */

/** Per move type, the keys whose listed numbers stand for any finite number. */
export type FreeKeys = Readonly<Record<string, readonly string[]>>;

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** JSON equality: same keys (any order) and equal values; arrays item by item. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let n = 0;
  for (const k in a) {
    if (!Object.hasOwn(a, k)) continue;
    n++;
    if (!Object.hasOwn(b, k) || !sameJson((a as Obj)[k], (b as Obj)[k])) return false;
  }
  for (const k in b) if (Object.hasOwn(b, k) && --n < 0) return false;
  return n === 0;
}

/** `sent` is `listed` but for `free` keys, where it holds finite numbers: the listed copy. */
function withFree(listed: Obj, sent: Obj, free: readonly string[]): Obj | null {
  let n = 0;
  for (const k in listed) {
    if (!Object.hasOwn(listed, k)) continue;
    n++;
    if (!Object.hasOwn(sent, k)) return null;
    const v = sent[k];
    if (free.includes(k) ? !(typeof v === 'number' && Number.isFinite(v)) : !sameJson(listed[k], v))
      return null;
  }
  for (const k in sent) if (Object.hasOwn(sent, k) && --n < 0) return null;
  if (n !== 0) return null;
  const out: Obj = {};
  for (const k of Object.keys(listed)) out[k] = free.includes(k) ? sent[k] : listed[k];
  return out;
}

/**
 * The listed move `sent` stands for, as the rules' own object (for free keys, a copy of it with
 * the sent numbers), or null when it is not one of `legal`.
 */
export function listedMove<M>(legal: readonly M[], sent: unknown, freeKeys?: FreeKeys): M | null {
  const type = isObj(sent) ? sent['type'] : undefined;
  const free =
    typeof type === 'string' && freeKeys && Object.hasOwn(freeKeys, type)
      ? freeKeys[type]
      : undefined;
  for (const m of legal) {
    // Moves of another type are passed over without a look at their other keys.
    if (type !== undefined && isObj(m) && m['type'] !== type) continue;
    if (sameJson(m, sent)) return m;
  }
  if (!free || !isObj(sent)) return null;
  for (const m of legal) {
    if (!isObj(m) || m['type'] !== type) continue;
    const copy = withFree(m, sent, free);
    if (copy) return copy as M;
  }
  return null;
}
