/**
 * The seeded generator. Its whole state is four uint32 words that live inside game state, so a
 * saved game carries its future shuffles and dice with it. Algorithm: sfc32 (small, fast, passes
 * PractRand), seeded by splitmix32 from a number or a string.
 */

export type RngState = readonly [number, number, number, number];

function splitmix32(a: number): () => number {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

/** FNV-1a over a string, for turning a text seed into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seedRng(seed: number | string): RngState {
  const n = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = splitmix32(n);
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[3] = 1;
  return s;
}

/**
 * A mutable cursor over an `RngState`. Take one from state, draw, then write `rng.state()` back
 * into the next state: the old state is never touched.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: number | string): Rng {
    return new Rng(seedRng(seed));
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** A uniform uint32. */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    if (!(n > 0) || !Number.isInteger(n))
      throw new Error(`Rng.int needs a positive integer, got ${n}`);
    // Rejection sampling keeps it unbiased for any n.
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** A die roll 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** A standard normal sample (Box-Muller). */
  normal(mean = 0, sigma = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
}

export function isRngState(x: unknown): x is RngState {
  return (
    Array.isArray(x) &&
    x.length === 4 &&
    x.every(
      (w) => typeof w === 'number' && Number.isInteger(w) && w >= -2147483648 && w <= 4294967295,
    )
  );
}
