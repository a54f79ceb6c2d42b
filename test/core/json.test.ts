import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalJson,
  checkJsonBounds,
  deepEqual,
  fnv1aHex,
  own,
  parseJsonBounded,
  recordOf,
} from '../../src/core/json.ts';
import { newMatch } from '../../src/core/match.ts';
import { loadSave, serializeSave } from '../../src/core/save.ts';
import { unwrap } from '../../src/core/result.ts';
import type { AnyGameDef } from '../../src/core/game.ts';
import { tokenRace } from '../fixtures/tokenrace.ts';

/** The old recursive definition, the reference for ordinary data. */
function reference(value: unknown): string {
  const sortKeys = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sortKeys);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) {
        const x = (v as Record<string, unknown>)[k];
        if (x !== undefined) out[k] = sortKeys(x);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(sortKeys(value));
}

function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const defs = (id: string): AnyGameDef | undefined => (id === 'battleline' ? tokenRace : undefined);

describe('canonicalJson', () => {
  it('gives the same text as sorted JSON.stringify for ordinary data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        fc.pre(!JSON.stringify(v).includes('__proto__'));
        expect(canonicalJson(v)).toBe(reference(v));
      }),
      { numRuns: 300 },
    );
    expect(canonicalJson({ b: [1, undefined, 'x'], a: undefined, c: { z: null, y: -0 } })).toBe(
      '{"b":[1,null,"x"],"c":{"y":0,"z":null}}',
    );
  });

  it('writes deep data (past the recursion limit) the same way', () => {
    let v: unknown = { b: 1, a: [true, undefined], '10': 'x', '9': null, c: undefined };
    for (let i = 0; i < 700; i++) v = i % 3 ? [v, i] : { z: v, '2': i, y: 'é"\n' };
    expect(canonicalJson(v)).toBe(reference(v));
  });

  it('does not overflow the stack on data nested 100,000 levels deep', () => {
    const text = canonicalJson(nested(100_000));
    expect(text.length).toBeGreaterThan(300_000);
  });

  it('keeps a __proto__ key, so a checksum covers it', () => {
    const a = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    const b = JSON.parse('{"__proto__": {"x": 2}}') as unknown;
    expect(canonicalJson(a)).toBe('{"__proto__":{"x":1}}');
    expect(deepEqual(a, b)).toBe(false);
    expect(fnv1aHex(canonicalJson(a))).not.toBe(fnv1aHex(canonicalJson(b)));
  });
});

describe('bounds on untrusted JSON', () => {
  it('refuses data deeper than the limit without walking it recursively', () => {
    const r = checkJsonBounds(nested(200_000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('json/too-deep');
    expect(checkJsonBounds(nested(63)).ok).toBe(true);
  });

  it('refuses too many values and too long text', () => {
    const many = checkJsonBounds(new Array(20).fill([1, 2, 3]), {
      depth: 64,
      values: 50,
      length: 1000,
    });
    expect(!many.ok && many.error.code).toBe('json/too-many-values');
    const long = parseJsonBounded('[1]', { depth: 64, values: 50, length: 2 });
    expect(!long.ok && long.error.code).toBe('json/too-long');
    const bad = parseJsonBounded('{"a":');
    expect(!bad.ok && bad.error.code).toBe('json/syntax');
    expect(parseJsonBounded('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });
});

describe('own-property lookups', () => {
  it('never finds a name on the prototype', () => {
    const rec = recordOf<number>([['a', 1]]);
    expect(own(rec, 'a')).toBe(1);
    expect(own(rec, 'constructor')).toBeUndefined();
    expect(own(rec, 'toString')).toBeUndefined();
    expect(own(rec, '__proto__')).toBeUndefined();
    const withProto = recordOf<number>([['__proto__', 5]]);
    expect(own(withProto, '__proto__')).toBe(5);
    expect(Object.getPrototypeOf(withProto)).toBe(Object.prototype);
  });
});

describe('save files with hostile meta', () => {
  const match = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 20 }, seed: 3 }));

  it('refuses a save whose meta is nested 5,000 levels deep, with a clear message', () => {
    const text = serializeSave(match).replace(
      '"meta": {}',
      `"meta": ${'['.repeat(5000)}${']'.repeat(5000)}`,
    );
    expect(text).toContain('[[[[');
    const r = loadSave(text, defs);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('json/too-deep');
      expect(r.error.message).toContain('64');
    }
  });

  it('refuses a deep position or options before the game reads them', () => {
    for (const start of [
      { kind: 'position' as const, position: nested(5000) },
      { kind: 'new' as const, options: { pile: nested(5000) }, seed: 1 },
    ]) {
      const r = newMatch(tokenRace, start);
      expect(!r.ok && r.error.code).toBe('json/too-deep');
    }
  });

  it('refuses a save whose __proto__ meta was changed after writing', () => {
    const text = serializeSave(
      match,
      JSON.parse('{"__proto__": {"mode": "bot"}}') as Record<string, unknown>,
    );
    expect(text).toContain('"__proto__"');
    expect(loadSave(text, defs).ok).toBe(true);
    const r = loadSave(text.replace('"bot"', '"hotseat"'), defs);
    expect(!r.ok && r.error.code).toBe('save/tampered');
  });
});
