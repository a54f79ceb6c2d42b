import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/game.ts';
import type { HistoryEntry, ViewMessage } from '../../../src/net/protocol.ts';
import { MoveLog } from '../../../src/ui/online/move-log.ts';

/** The view of version `n` (its view names the version; seat n % 2 made move n - 1). */
function vm(n: number): ViewMessage {
  return {
    version: n,
    view: { at: n },
    toMove: (n % 2) as Seat,
    legal: [],
    outcome: null,
    ...(n > 0 ? { lastMove: { move: n - 1 }, lastSeat: ((n - 1) % 2) as Seat } : {}),
  };
}
const entry = (i: number): HistoryEntry => ({
  before: { at: i },
  move: { move: i },
  mover: (i % 2) as Seat,
});
const entries = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => entry(from + k));

/** Feeds views `from` .. `to` in order, as a page gets them. */
function watch(log: MoveLog, from: number, to: number, prev: ViewMessage | null = null) {
  for (let n = from; n <= to; n++) {
    const v = vm(n);
    log.view(prev, v);
    prev = v;
  }
  return prev!;
}

describe('the move log of an online table', () => {
  it('a page there from the start logs every move and asks for nothing', () => {
    const log = new MoveLog();
    watch(log, 0, 5);
    expect(log.shown()).toEqual(entries(0, 5));
    expect(log.request()).toBeNull();
  });

  it('a page that joins at move 100 asks for 0..99 in chunks and shows the whole log', () => {
    const log = new MoveLog();
    watch(log, 100, 103);
    // Only what it saw live until the history is in.
    expect(log.shown()).toEqual(entries(100, 103));
    expect(log.loading()).toBe(true);
    expect(log.request()).toEqual({ from: 0, to: 100 });
    // One request at a time.
    expect(log.request()).toBeNull();
    log.answer({ from: 0, to: 100, entries: entries(0, 64) });
    expect(log.shown()).toEqual(entries(100, 103));
    // A duplicate of that answer changes nothing.
    log.answer({ from: 0, to: 100, entries: entries(0, 64) });
    expect(log.request()).toEqual({ from: 64, to: 100 });
    log.answer({ from: 64, to: 100, entries: entries(64, 100) });
    expect(log.shown()).toEqual(entries(0, 103));
    expect(log.loading()).toBe(false);
    expect(log.request()).toBeNull();
  });

  it('an answer for a log cleared since (a jump in versions) is ignored; the new one is asked', () => {
    const log = new MoveLog();
    const prev = watch(log, 10, 10);
    expect(log.request()).toEqual({ from: 0, to: 10 });
    // The page missed views: it jumps from 10 to 20 and clears its log.
    log.view(prev, vm(20));
    log.answer({ from: 0, to: 10, entries: entries(0, 10) });
    expect(log.shown()).toEqual([]);
    expect(log.request()).toEqual({ from: 0, to: 20 });
    log.answer({ from: 0, to: 20, entries: entries(0, 20) });
    expect(log.shown()).toEqual(entries(0, 20));
  });

  it('a request lost with its connection is asked again; refused for good, it is not', () => {
    const log = new MoveLog();
    watch(log, 3, 3);
    expect(log.request()).toEqual({ from: 0, to: 3 });
    log.lost();
    expect(log.request()).toEqual({ from: 0, to: 3 });
    log.lost(false);
    expect(log.request()).toBeNull();
    expect(log.loading()).toBe(false);
    expect(log.shown()).toEqual([]);
  });

  it('views after the first come as patches; a malformed answer stops the asking', () => {
    const log = new MoveLog();
    watch(log, 3, 3);
    log.request();
    log.answer({
      from: 0,
      to: 3,
      entries: [
        entry(0),
        { ops: [[['at'], 1]], move: { move: 1 }, mover: 1 },
        { ops: [[['at'], 2]], move: { move: 2 }, mover: 0 },
      ],
    });
    expect(log.shown()).toEqual(entries(0, 3));
    const bad = new MoveLog();
    watch(bad, 3, 3);
    bad.request();
    bad.answer({ from: 0, to: 3, entries: [{ ops: [[['at'], 1]], move: {}, mover: 0 }] });
    expect(bad.request()).toBeNull();
    expect(bad.loading()).toBe(false);
  });

  it('an empty answer is asked again, but not for ever', () => {
    const log = new MoveLog();
    watch(log, 3, 3);
    for (let i = 0; i < 50; i++) {
      expect(log.request()).toEqual({ from: 0, to: 3 });
      log.answer({ from: 0, to: 3, entries: [] });
    }
    expect(log.request()).toEqual({ from: 0, to: 3 });
    log.answer({ from: 0, to: 3, entries: [] });
    expect(log.request()).toBeNull();
  });
});
