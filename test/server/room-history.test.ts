import { describe, expect, it, vi } from 'vitest';
import type { GameId, Seat } from '../../src/core/game.ts';
import { historyEntries } from '../../src/net/history.ts';
import type { HistoryEntry } from '../../src/net/protocol.ts';
import { loadServerGame, type ServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { replayNow } from '../../src/server/replay.ts';
import {
  HISTORY_MAX_BYTES,
  HISTORY_MAX_ENTRIES,
  RoomHistory,
  type Replayer,
} from '../../src/server/room-history.ts';
import { chooser, storedMatch } from './helpers.ts';

type Live = Record<'0' | '1' | 'null', HistoryEntry[]>;

/**
 * Plays up to `limit` random legal moves; returns the match and each viewer's log as a page that
 * watched live records it (its view before each move, and the move it is told).
 */
async function played(game: GameId, seed: number, limit: number) {
  const g = await loadServerGame(game);
  const m = new MatchState(g, storedMatch(game, g.def.defaultOptions ?? {}, seed));
  const pick = chooser(seed);
  const live: Live = { '0': [], '1': [], null: [] };
  const viewers: (Seat | null)[] = [0, 1, null];
  while (m.version < limit && !m.outcome()) {
    const seat = m.toMove()!;
    const legal = m.legalFor(seat);
    const before = viewers.map((v) => m.viewFor(v).view);
    const move = legal[pick(legal.length)];
    const next = m.check(seat, move, m.version);
    if (!next.ok) throw new Error(next.error.message);
    m.commit(seat, move, next.value);
    viewers.forEach((v, i) =>
      live[String(v) as keyof Live].push({
        before: before[i],
        move: m.viewFor(v).lastMove,
        mover: m.viewFor(v).lastSeat!,
      }),
    );
  }
  return { m, live };
}

/** The replay thread's work done here (the threads are tested through the server). */
function inProcess(game: ServerGame, now?: () => number): Replayer {
  return (job) => Promise.resolve(replayNow(game, job, now));
}

/** Every entry of 0 .. to - 1, asking chunk after chunk as a client does. */
async function all(h: RoomHistory, m: MatchState, viewer: Seat | null, to: number) {
  const entries: HistoryEntry[] = [];
  const sizes: number[] = [];
  while (entries.length < to) {
    const c = await h.chunk(m, viewer, entries.length, to);
    expect(c.from).toBe(entries.length);
    expect(c.entries.length).toBeGreaterThan(0);
    sizes.push(JSON.stringify(c).length);
    entries.push(...historyEntries(c));
  }
  return { entries, sizes };
}

describe('the move log rebuilt for a late client (room-history)', () => {
  it('Type 10, 300 moves: each viewer gets what it saw live, in bounded chunks, quickly', async () => {
    const { m, live } = await played('type10', 3, 300);
    expect(m.version).toBe(300);
    const h = new RoomHistory(inProcess(m.game));
    for (const viewer of [0, 1, null] as const) {
      const t0 = performance.now();
      const { entries, sizes } = await all(h, m, viewer, m.version);
      const ms = performance.now() - t0;
      console.log(
        `Type 10 history, 300 moves, viewer ${viewer}: ${sizes.length} chunks, ` +
          `${sizes.reduce((a, b) => a + b, 0)} bytes, ${ms.toFixed(1)} ms`,
      );
      expect(JSON.stringify(entries)).toBe(JSON.stringify(live[String(viewer) as keyof Live]));
      for (const s of sizes) expect(s).toBeLessThanOrEqual(HISTORY_MAX_BYTES + 200);
      // Views after an answer's first go as patches: far less than 300 whole views (~1 MB).
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(300_000);
      expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil(300 / HISTORY_MAX_ENTRIES));
    }
    // A part in the middle, and up to a version below the current one.
    const mid = await h.chunk(m, 1, 100, 130);
    expect(historyEntries(mid)).toEqual(live['1'].slice(100, 130));
  });

  it('Battle Line: each viewer as live; a slow replay stops at the budgets', async () => {
    const { m, live } = await played('battleline', 11, 40);
    const h = new RoomHistory(inProcess(m.game));
    expect((await all(h, m, 1, 40)).entries).toEqual(live['1']);
    expect((await all(h, m, null, 40)).entries).toEqual(live.null);
    // Clocks that say every move and every entry took 100 ms: on the event loop, one entry per
    // answer; on the replay thread, HISTORY_REPLAY_MS / 100 moves per answer (at least one).
    let t = 0;
    let r = 0;
    const slow = new RoomHistory(
      inProcess(m.game, () => (r += 100)),
      () => (t += 100),
    );
    expect(historyEntries(await slow.chunk(m, 0, 0, 40))).toEqual(live['0'].slice(0, 1));
    expect(historyEntries(await slow.chunk(m, 0, 1, 40))).toEqual(live['0'].slice(1, 2));
    // Far ahead of any kept state: empty answers (one budget of replay each) until it gets there.
    let empty = 0;
    for (;;) {
      const c = await slow.chunk(m, 0, 30, 40);
      if (c.entries.length) {
        expect(historyEntries(c)).toEqual(live['0'].slice(30, 31));
        break;
      }
      empty++;
      expect(empty).toBeLessThan(30);
    }
    expect(empty).toBeGreaterThan(0);
  });

  it('states replayed for one page serve the next: a second viewer replays no move', async () => {
    const { m, live } = await played('battleline', 12, 60);
    const h = new RoomHistory(inProcess(m.game));
    const apply = vi.spyOn(m.game.def, 'apply');
    try {
      expect((await all(h, m, 0, 60)).entries).toEqual(live['0']);
      // The states before moves 0 .. 59: the set-up and 59 moves.
      expect(apply).toHaveBeenCalledTimes(59);
      expect((await all(h, m, 1, 60)).entries).toEqual(live['1']);
      expect((await all(h, m, null, 60)).entries).toEqual(live.null);
      expect((await h.chunk(m, 0, 25, 40)).entries.length).toBe(15);
      expect(apply).toHaveBeenCalledTimes(59);
    } finally {
      apply.mockRestore();
    }
  });

  it('Hill 218: the other seat and spectators are never told the set-up bottom cards', async () => {
    const { m, live } = await played('hill218', 5, 30);
    const h = new RoomHistory(inProcess(m.game));
    for (const viewer of [0, 1, null] as const) {
      const { entries } = await all(h, m, viewer, m.version);
      expect(entries).toEqual(live[String(viewer) as keyof Live]);
      const bottoms = entries.filter((e) => (e.move as { type: string }).type === 'bottom');
      expect(bottoms.length).toBe(2);
      for (const e of bottoms)
        if (e.mover === viewer) expect(Object.keys(e.move as object).length).toBeGreaterThan(1);
        else expect(e.move).toEqual({ type: 'bottom' });
    }
  });
});
