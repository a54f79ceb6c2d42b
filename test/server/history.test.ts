import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleline, type BattleLineState } from '../../src/games/battleline/index.ts';
import { unwrap } from '../../src/core/result.ts';
import { historyEntries } from '../../src/net/history.ts';
import type { HistoryEntry, ServerMessages } from '../../src/net/protocol.ts';
import {
  chooser,
  FAST,
  freePort,
  seatTwo,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
} from './helpers.ts';
import { Playthrough, storedMatch } from './playthrough.ts';

let server: Child;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startChild(dataDir, await freePort(), FAST);
});
afterAll(async () => {
  await server?.stop();
});

/** msgpack encoding of a short string (fixstr): how a card id looks inside a frame. */
function packed(s: string): string {
  return String.fromCharCode(0xa0 | s.length) + s;
}

/** Asks `history` from 0 to `to` chunk after chunk; the entries and the raw frames that came. */
async function history(c: TestClient, to: number) {
  const firstFrame = c.frames.length;
  const entries: HistoryEntry[] = [];
  while (entries.length < to) {
    const from = c.received.length;
    c.room.send('history', { from: entries.length, to });
    const h = await c.waitFor('history', () => true, from);
    expect(h.from).toBe(entries.length);
    expect(h.to).toBe(to);
    expect(h.entries.length).toBeGreaterThan(0);
    entries.push(...historyEntries(h));
  }
  return { entries, frames: c.frames.slice(firstFrame) };
}

async function refusedAfter(c: TestClient, payload: unknown): Promise<string> {
  const from = c.received.length;
  c.room.send('history', payload);
  return (await c.waitFor('refused', () => true, from)).code;
}

describe('the move log for a page that comes back or arrives late (history)', () => {
  it('a reloaded seat and a late spectator get the log as it was seen live, nothing secret', async () => {
    const { a, b, wa, wb } = await seatTwo(server.port, server.port, 'battleline', {
      tactics: false,
    });
    const game = new Playthrough([a, b], chooser(5));
    await game.run(16);
    expect(game.version).toBe(16);
    const N = game.version;
    // Seat 2 as it was live: its view at each version and the move each view told.
    await b.waitFor('view', (v) => v.version === N);
    const liveB = new Map<number, ServerMessages['view']>();
    for (const r of b.received) if (r.type === 'view') liveB.set(r.payload.version, r.payload);

    // Seat 2 comes back (a reload: a new connection with its token); a spectator arrives.
    const b2 = await TestClient.connect(server.port, 'joinOrCreate', {
      match: wa.matchId,
      token: wb.token,
    });
    const w = await TestClient.connect(server.port, 'joinOrCreate', { match: wa.matchId });
    await b2.waitFor('view', (v) => v.version === N);
    await w.waitFor('view', (v) => v.version === N);
    const hb = await history(b2, N);
    const hw = await history(w, N);

    expect(hb.entries.map((e) => e.mover)).toEqual(game.movers);
    expect(hw.entries.map((e) => e.mover)).toEqual(game.movers);
    // No Scout without tactics: every move is told whole, to both.
    expect(hb.entries.map((e) => e.move)).toEqual(game.played);
    expect(hw.entries.map((e) => e.move)).toEqual(game.played);
    for (let i = 0; i < N; i++) {
      expect(hb.entries[i]!.before).toEqual(liveB.get(i)!.view);
      expect(hb.entries[i]!.move).toEqual(liveB.get(i + 1)!.lastMove);
    }

    // Replay with the secret seed: a card in seat 1's hand or unseen in a deck at every version
    // up to now is in none of seat 2's history frames; no hand card at all reaches the spectator.
    const row = await storedMatch(dataDir, wa.matchId);
    expect(row.moves).toEqual(game.played);
    const states: BattleLineState[] = [battleline.setup(row.options as never, row.seed)];
    for (const m of row.moves) states.push(unwrap(battleline.apply(states.at(-1)!, m as never)));
    const always = (secret: (s: BattleLineState) => string[]) =>
      states
        .map((s) => new Set(secret(s)))
        .reduce((acc, s) => new Set([...acc].filter((c) => s.has(c))));
    const fromSeat1 = always((s) => [
      ...s.hands[0],
      ...s.troopDeck.slice(s.knownTop[1].troop),
      ...s.tacticsDeck.slice(s.knownTop[1].tactics),
    ]);
    const fromAll = always((s) => [...s.hands[0], ...s.hands[1], ...s.troopDeck]);
    expect(fromSeat1.size).toBeGreaterThan(30);
    expect(fromAll.size).toBeGreaterThan(30);
    const seedBytes = Buffer.alloc(5);
    seedBytes[0] = 0xce;
    seedBytes.writeUInt32BE(row.seed, 1);
    const noSecret = (frames: string[], secret: Set<string>) => {
      expect(frames.length).toBeGreaterThan(0);
      for (const f of frames) {
        for (const card of secret) expect(f.includes(packed(card)), card).toBe(false);
        expect(f.includes(String(row.seed))).toBe(false);
        expect(f.includes(seedBytes.toString('latin1'))).toBe(false);
      }
    };
    noSecret(hb.frames, fromSeat1);
    noSecret(hw.frames, fromAll);
    // The check can see a card: seat 2's own first hand is in its history.
    expect(hb.frames.some((f) => f.includes(packed(states[0]!.hands[1][0]!)))).toBe(true);

    // A part of the log: moves 4 .. 9.
    const from = b2.received.length;
    b2.room.send('history', { from: 4, to: 10 });
    const part = await b2.waitFor('history', () => true, from);
    expect(historyEntries(part)).toEqual(hb.entries.slice(4, 10));

    // Bad requests are refused and change nothing.
    for (const bad of [
      { from: 0, to: N + 1 },
      { from: 3, to: 3 },
      { from: -1, to: 2 },
      { from: '0', to: 2 },
      { from: 0.5, to: 2 },
      { from: 0, to: 2, seat: 0 },
      { to: 2 },
      [0, 2],
    ])
      expect(await refusedAfter(w, bad), JSON.stringify(bad)).toBe('bad-message');
    expect(await refusedAfter(w, { from: 0, to: 2, pad: 'x'.repeat(20_000) })).toBe('too-large');
    const after = await history(w, N);
    expect(after.entries).toEqual(hw.entries);
    expect((await storedMatch(dataDir, wa.matchId)).moves).toEqual(game.played);
    for (const c of [a, b, b2, w]) await c.leave();
  });
});
