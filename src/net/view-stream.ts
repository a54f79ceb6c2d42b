/**
 * The receiving end of views sent as patches (docs/online.md): one `ViewStream` per connection
 * keeps the last view it was sent as it came (legal moves packed, legal-pack.ts), turns each
 * `patch` message into the whole `ViewMessage` again, and says when it cannot (no view yet,
 * another base, a malformed patch): the client then sends `sync` and the server answers with the
 * whole view. Pure, no DOM; used by the browser's connection, the server tests and the bench.
 */
import type { ViewMessage, ViewPatch, WireView } from './protocol.ts';
import { unpackLegal } from './legal-pack.ts';
import { patch, PatchError } from './view-patch.ts';

export class ViewStream {
  /** The last view as sent, and the legal moves unpacked from it. */
  private last: WireView | null = null;
  private legal: { packed: unknown; moves: unknown[] } | null = null;

  /** The connection is new: the next view comes whole. */
  reset(): void {
    this.last = null;
  }

  /** A whole view arrived. */
  full(w: WireView): ViewMessage {
    this.last = null;
    const v = this.unpacked(w);
    this.last = w;
    return v;
  }

  /** A patch arrived: the view it makes, or null when it does not apply (ask for `sync`). */
  apply(p: ViewPatch): ViewMessage | null {
    const base = this.last;
    this.last = null;
    if (!base || base.version !== p.base) return null;
    try {
      const w = patch(base, p.ops) as WireView;
      const v = this.unpacked(w);
      this.last = w;
      return v;
    } catch (e) {
      if (!(e instanceof PatchError)) throw e;
      return null;
    }
  }

  /** `w` with its legal moves unpacked (the previous list again when a patch left them alone). */
  private unpacked(w: WireView): ViewMessage {
    if (this.legal?.packed !== w.legal)
      this.legal = { packed: w.legal, moves: unpackLegal(w.legal) };
    return { ...w, legal: this.legal.moves };
  }
}
