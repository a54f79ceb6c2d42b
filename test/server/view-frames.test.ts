import { unpackMultiple } from '@colyseus/msgpackr';
import { describe, expect, it } from 'vitest';
import type { WireView } from '../../src/net/protocol.ts';
import { patch } from '../../src/net/view-patch.ts';
import { updateFrame, viewFrame } from '../../src/server/view-frames.ts';

const msg = (version: number, view: unknown, legal: WireView['legal'] = []): WireView => ({
  version,
  view,
  toMove: 0,
  legal,
  outcome: null,
});

function decode(frame: Buffer): [string, unknown] {
  expect(frame[0]).toBe(13); // ROOM_DATA
  return unpackMultiple(frame.subarray(1)) as [string, unknown];
}

describe('update frames', () => {
  it('a small change goes as a patch frame that rebuilds the view', () => {
    const hand = Array.from({ length: 7 }, (_, i) => `card-${i}`);
    const a = msg(3, { hand, flags: [[], [], []], deck: 40 });
    const b = msg(4, { hand: hand.slice(1), flags: [[], ['card-0'], []], deck: 40 });
    const f = updateFrame(a, b);
    const [type, payload] = decode(f);
    expect(type).toBe('patch');
    expect((payload as { base: number }).base).toBe(3);
    expect(patch(a, (payload as { ops: unknown }).ops)).toEqual(b);
    expect(f.length).toBeLessThan(viewFrame(b).length);
  });

  it('a view that changed all over goes whole (a patch would be longer)', () => {
    const a = msg(1, { x: [1, 2, 3], y: 'a' });
    const b = msg(2, { p: ['q', 'r'], z: { w: 1 } });
    const f = updateFrame(a, b);
    const [type, payload] = decode(f);
    expect(type).toBe('view');
    expect(payload).toEqual(b);
    expect(f.equals(viewFrame(b))).toBe(true);
  });
});
