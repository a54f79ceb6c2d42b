/**
 * The entries of a `history` answer (protocol.ts) as a page uses them: each `before` whole. After
 * an answer's first entry a `before` may come as a patch against the previous one (consecutive
 * views of one viewer differ little), which is applied here.
 */
import type { History, HistoryEntry } from './protocol.ts';
import { patch, PatchError } from './view-patch.ts';

/** The answer's entries with every `before` whole; throws PatchError on a malformed answer. */
export function historyEntries(h: History): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  let prev: unknown = undefined;
  for (const item of h.entries) {
    let before: unknown;
    if (item.ops !== undefined) {
      if (out.length === 0) throw new PatchError('the first entry of an answer comes whole');
      before = patch(prev, item.ops);
    } else before = item.before;
    out.push({ before, move: item.move, mover: item.mover });
    prev = before;
  }
  return out;
}
