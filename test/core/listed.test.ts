import { describe, expect, it } from 'vitest';
import { listedMove, sameJson } from '../../src/core/listed.ts';

const legal = [
  { type: 'play', card: 'r5', flag: 0 },
  { type: 'play', card: 'r5', flag: 1 },
  { type: 'claim', flag: 2 },
  { type: 'pass' },
];

describe('a sent move counts only as a listed one', () => {
  it('is the listed object itself, whatever the sent key order', () => {
    expect(listedMove(legal, { flag: 1, card: 'r5', type: 'play' })).toBe(legal[1]);
    expect(listedMove(legal, { type: 'pass' })).toBe(legal[3]);
  });

  it('is refused with a key added, left out or changed, or a value of another type', () => {
    for (const m of [
      { type: 'play', card: 'r5', flag: 0, note: '<b>x</b>' },
      { type: 'play', card: 'r5' },
      { type: 'play', card: 'r6', flag: 0 },
      { type: 'play', card: 'r5', flag: '0' },
      { type: 'claim', flag: [2] },
      JSON.parse('{"type":"pass","__proto__":1}') as unknown,
      { type: 'constructor' },
      null,
      'pass',
      [legal[3]],
    ])
      expect(listedMove(legal, m)).toBeNull();
  });

  it('takes any finite number at a free key of a listed shape, as a copy of the listed move', () => {
    const moves = [
      { type: 'flip', disc: 'd1', direction: 0 },
      { type: 'flip', disc: 'd1', direction: Math.PI / 2 },
      { type: 'stop' },
    ];
    const free = { flip: ['direction'] };
    const got = listedMove(moves, { direction: 0.123, type: 'flip', disc: 'd1' }, free);
    expect(got).toEqual({ type: 'flip', disc: 'd1', direction: 0.123 });
    expect(Object.keys(got!)).toEqual(['type', 'disc', 'direction']);
    expect(listedMove(moves, { type: 'flip', disc: 'd1', direction: 0 }, free)).toBe(moves[0]);
    for (const m of [
      { type: 'flip', disc: 'd2', direction: 0.5 },
      { type: 'flip', disc: 'd1', direction: 0.5, note: 'x' },
      { type: 'flip', disc: 'd1', direction: '0.5' },
      { type: 'flip', disc: 'd1', direction: Infinity },
      { type: 'flip', disc: 'd1', direction: NaN },
      { type: 'flip', disc: 'd1' },
      { type: 'stop', direction: 1 },
    ])
      expect(listedMove(moves, m, free)).toBeNull();
    // No listed flip at all: no flip counts.
    expect(listedMove([{ type: 'stop' }], { type: 'flip', disc: 'd1', direction: 1 }, free)).toBe(
      null,
    );
  });

  it('compares JSON values by keys and values, not key order', () => {
    expect(sameJson({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
