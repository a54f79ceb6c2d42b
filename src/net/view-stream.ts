/**
 * The receiving end of views sent as patches (docs/online.md): one `ViewStream` per connection
 * keeps the last view it was sent, turns each `patch` message into the whole `ViewMessage`
 * again, and says when it cannot (no view yet, another base, a malformed patch): the client then
 * sends `sync` and the server answers with the whole view. Pure, no DOM; used by the browser's
 * connection, the server tests and the bench.
 */
import type { ViewMessage, ViewPatch } from './protocol.ts';
import { patch, PatchError } from './view-patch.ts';

export class ViewStream {
  private last: ViewMessage | null = null;

  /** The connection is new: the next view comes whole. */
  reset(): void {
    this.last = null;
  }

  /** A whole view arrived. */
  full(v: ViewMessage): ViewMessage {
    this.last = v;
    return v;
  }

  /** A patch arrived: the view it makes, or null when it does not apply (ask for `sync`). */
  apply(p: ViewPatch): ViewMessage | null {
    const base = this.last;
    if (!base || base.version !== p.base) {
      this.last = null;
      return null;
    }
    try {
      const v = patch(base, p.ops) as ViewMessage;
      this.last = v;
      return v;
    } catch (e) {
      if (!(e instanceof PatchError)) throw e;
      this.last = null;
      return null;
    }
  }
}
