import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  diff,
  diffOps,
  jsonEqual,
  patch,
  PatchError,
  utf8Length,
  type Patch,
} from '../../src/net/view-patch.ts';
import { ViewStream } from '../../src/net/view-stream.ts';
import type { WireView } from '../../src/net/protocol.ts';

const size = (x: unknown) => utf8Length(JSON.stringify(x));

/** A value and an edited copy of it: the pairs views and their successors look like. */
const edited = fc
  .jsonValue({ maxDepth: 4 })
  .chain((a) => fc.tuple(fc.constant(a), fc.oneof(fc.jsonValue({ maxDepth: 4 }), mutate(a))));

function mutate(a: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(a))
    return fc.oneof(
      fc.constant(a.slice(1)),
      fc.constant([...a, 'x']),
      fc.nat(a.length).map((i) => [...a.slice(0, i), ...a.slice(i + 1)]),
      a.length
        ? fc
            .nat(a.length - 1)
            .chain((i) => mutate(a[i]).map((v) => a.map((x, j) => (j === i ? v : x))))
        : fc.constant([1]),
    );
  if (a !== null && typeof a === 'object') {
    const o = a as Record<string, unknown>;
    const keys = Object.keys(o);
    return fc.oneof(
      fc.constant({ ...o, added: [1, 2] }),
      keys.length
        ? fc.constantFrom(...keys).chain((k) => mutate(o[k]).map((v) => ({ ...o, [k]: v })))
        : fc.constant({ k: 0 }),
      keys.length
        ? fc
            .constantFrom(...keys)
            .map((k) => Object.fromEntries(Object.entries(o).filter(([x]) => x !== k)))
        : fc.constant(null),
    );
  }
  return fc.jsonValue({ maxDepth: 1 });
}

describe('diff / patch of JSON values', () => {
  it('patch(a, diff(a, b)) is b for random values, and a diff is smaller than b whole', () => {
    fc.assert(
      fc.property(edited, ([a, b]) => {
        const before = JSON.stringify(a);
        const ops = diffOps(a, b);
        expect(jsonEqual(patch(a, ops), b)).toBe(true);
        expect(patch(a, ops)).toEqual(b);
        // To the byte, key order included (a move told in a view reads as it was sent).
        expect(JSON.stringify(patch(a, ops))).toBe(JSON.stringify(b));
        const d = diff(a, b);
        if (d !== null) {
          expect(patch(a, d)).toEqual(b);
          expect(size(d)).toBeLessThan(size(b));
        } else expect(size(ops)).toBeGreaterThanOrEqual(size(b));
        // The base is never changed (the client keeps older views for its log and replays).
        expect(JSON.stringify(a)).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('a patch rebuilds an object with its keys in the new order', () => {
    const a = { lastMove: { type: 'play', flag: 3, card: 'r1' }, n: 1 };
    const b = { lastMove: { type: 'play', card: 'p2', flag: 8 }, n: 2 };
    expect(JSON.stringify(patch(a, diffOps(a, b)))).toBe(JSON.stringify(b));
    const c = { lastMove: { type: 'play', flag: 8, card: 'p2' }, n: 2 };
    // Same order: key by key, the unchanged key left out.
    expect(diffOps(a, c)).toEqual([
      [['lastMove', 'flag'], 8],
      [['lastMove', 'card'], 'p2'],
      [['n'], 2],
    ]);
  });

  it('utf8Length is the UTF-8 byte length (lone surrogates as TextEncoder writes them)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (t) => {
        expect(utf8Length(t)).toBe(new TextEncoder().encode(t).length);
      }),
      { numRuns: 500 },
    );
    expect(utf8Length('a\ud800b')).toBe(5);
    expect(utf8Length('日本')).toBe(6);
  });

  it('equal values give an empty patch; small changes give small operations', () => {
    const a = { hand: ['a', 'b', 'c', 'd'], flags: [[], ['x']], n: 3, last: { t: 'play' } };
    expect(diffOps(a, structuredClone(a))).toEqual([]);
    const b = { hand: ['a', 'c', 'd'], flags: [[], ['x', 'b']], n: 4 };
    const ops = diffOps(a, b);
    expect(ops).toEqual([
      [['last']],
      [['hand'], 1, 1, []],
      [['flags', 1], 1, 0, ['b']],
      [['n'], 4],
    ]);
    expect(patch(a, ops)).toEqual(b);
    // A scalar root, or a change of type, is a replacement: never smaller than the value.
    expect(diff(1, 2)).toBeNull();
    expect(diff({ a: 1 }, [1])).toBeNull();
  });

  it('patch shares what it does not change and copies what it does', () => {
    const a = { x: { deep: [1] }, y: { z: 1 } };
    const b = patch(a, [[['y', 'z'], 2]]) as typeof a;
    expect(b.x).toBe(a.x);
    expect(b.y).not.toBe(a.y);
    expect(a.y.z).toBe(1);
  });

  it('a __proto__ key is data, never the prototype', () => {
    const b = patch({}, [[['__proto__'], { polluted: true }]]) as Record<string, unknown>;
    expect(Object.hasOwn(b, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(b)).toBe(Object.prototype);
  });

  it('refuses malformed patches with PatchError and leaves the base alone', () => {
    const a = { l: [1, 2], o: { k: 1 } };
    const bad: unknown[] = [
      'x',
      [[]],
      [['nope']],
      [[['missing', 'k'], 1]],
      [[['l', 5], 1]],
      [[['l'], 3, 0, []]],
      [[['l'], 0, 3, []]],
      [[['o'], 0, 0, []]],
      [[['l', 0, 'x'], 1]],
      [[['l'], 0, 0, 'items']],
      [[['o', 'k', 'deeper'], 1]],
      [[['o'], 1, 2]],
    ];
    for (const p of bad) expect(() => patch(a, p), JSON.stringify(p)).toThrow(PatchError);
    expect(a).toEqual({ l: [1, 2], o: { k: 1 } });
  });
});

describe('ViewStream', () => {
  const v = (version: number, extra: object = {}): WireView => ({
    version,
    view: { hand: ['a'] },
    toMove: 0,
    legal: [],
    outcome: null,
    ...extra,
  });

  it('applies patches on the view it holds and asks again on a gap or a bad patch', () => {
    const s = new ViewStream();
    const ops = (a: WireView, b: WireView): Patch => diffOps(a, b);
    // No view yet: a patch cannot apply.
    expect(s.apply({ base: 0, ops: [] })).toBeNull();
    s.full(v(0));
    expect(s.apply({ base: 0, ops: ops(v(0), v(1)) })).toEqual(v(1));
    // A patch on another base (a missed message): refused, and the stream waits for a whole view.
    expect(s.apply({ base: 0, ops: ops(v(0), v(2)) })).toBeNull();
    expect(s.apply({ base: 1, ops: ops(v(1), v(2)) })).toBeNull();
    s.full(v(1));
    expect(s.apply({ base: 1, ops: [[['view', 'nope', 'x'], 1]] })).toBeNull();
    s.full(v(1));
    // The same version again (a resignation ends the game without a move): still a patch.
    expect(s.apply({ base: 1, ops: ops(v(1), v(1, { outcome: { winner: 0 } })) })).toEqual(
      v(1, { outcome: { winner: 0 } }),
    );
    s.reset();
    expect(s.apply({ base: 1, ops: [] })).toBeNull();
  });
});
