/**
 * The frames of the `view` and `patch` messages (room-views.ts), encoded here once each so the
 * choice between them is made on the bytes that go on the wire: a patch frame is sent when it is
 * shorter than the whole view's frame would be. The view's size is bounded from below by a walk
 * that stops once past the patch's length, so a small patch never costs encoding the view too.
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { WireView } from '../net/protocol.ts';
import { diffOps } from '../net/view-patch.ts';

/** Frame bytes before the payload: ROOM_DATA, then the message type as a msgpack fixstr. */
const VIEW_HEAD = 2 + 'view'.length;

export function viewFrame(view: WireView): Buffer {
  return getMessageBytes.raw(Protocol.ROOM_DATA, 'view', view) as Buffer;
}

/**
 * `n` plus a lower bound of `v`'s msgpack length (every value takes at least a byte, a string at
 * least its UTF-16 length plus one), stopping once past `limit`. Values msgpack might leave out
 * (undefined) are not counted.
 */
function packedAtLeast(v: unknown, n: number, limit: number): number {
  if (typeof v === 'string') return n + v.length + 1;
  if (typeof v !== 'object' || v === null) return v === undefined ? n : n + 1;
  n += 1;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && n <= limit; i++) n = packedAtLeast(v[i], n, limit);
    return n;
  }
  for (const k in v) {
    if (n > limit) return n;
    if (!Object.hasOwn(v, k)) continue;
    const e = (v as Record<string, unknown>)[k];
    if (e !== undefined) n = packedAtLeast(e, n + k.length + 1, limit);
  }
  return n;
}

/**
 * The frame that turns `base` into `view` on the client: the `patch` frame when it is shorter
 * than the whole `view` frame, else that one.
 */
export function updateFrame(base: WireView, view: WireView): Buffer {
  const patch = getMessageBytes.raw(Protocol.ROOM_DATA, 'patch', {
    base: base.version,
    ops: diffOps(base, view),
  }) as Buffer;
  const limit = patch.length - VIEW_HEAD;
  if (packedAtLeast(view, 0, limit) > limit) return patch;
  const whole = viewFrame(view);
  return patch.length < whole.length ? patch : whole;
}
