/**
 * Packed legal-move lists (legal-pack.ts): unpacking gives back the very list, key order
 * included, for the games' real lists and for random ones; runs make Battle Line's turn-start
 * list several times smaller; a malformed list is refused with PatchError.
 */
import { pack } from '@colyseus/msgpackr';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battleline } from '../../src/games/battleline/index.ts';
import { packLegal, unpackLegal } from '../../src/net/legal-pack.ts';
import { PatchError } from '../../src/net/view-patch.ts';

const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

describe('packed legal moves', () => {
  it("Battle Line's first turn: 63 plays as 7 runs, the same moves back, a fifth of the bytes", () => {
    const opts = battleline.validateOptions({ tactics: false });
    if (!opts.ok) throw new Error('options');
    const moves = battleline.legalMoves(battleline.setup(opts.value, 7));
    expect(moves).toHaveLength(63);
    const packed = packLegal(moves);
    expect(packed).toHaveLength(7);
    same(unpackLegal(packed), moves);
    expect(pack(packed).length * 4).toBeLessThan(pack(moves).length);
  });

  it('any list of JSON values comes back as it was, key order included', () => {
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('a', 'b'), n: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ n: fc.integer({ min: 0, max: 3 }), type: fc.constantFrom('a', 'b') }),
      fc.record({
        type: fc.constant('c'),
        at: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
      }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        // msgpack is how it travels: what comes out of the wire unpacks to the same list.
        const back = unpackLegal(JSON.parse(JSON.stringify(packLegal(moves))) as unknown);
        same(back, JSON.parse(JSON.stringify(moves)) as unknown);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a malformed list', () => {
    for (const bad of [
      {},
      [5],
      [[1, 2]],
      [[{ a: 1 }, 'b', [2]]],
      [[{ a: 1 }, 'a', 3]],
      [[1, 'a', []]],
    ])
      expect(() => unpackLegal(bad)).toThrow(PatchError);
  });
});
