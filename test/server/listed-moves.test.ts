/**
 * Only a listed move is a move (issue 23), through real sockets: a listed move with a key added
 * is refused `illegal-move` with nothing stored, told or replayed; a listed move sent with its
 * keys in another order is accepted, and what the store, the opponent's `lastMove` and `history`
 * hold is the server's own listed move object (its keys in the server's order), never the sent one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries } from '../../src/net/history.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { FAST, freePort, seatTwo, startChild, tempDataDir, type Child } from './helpers.ts';

let server: Child;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startChild(dataDir, await freePort(), FAST);
});
afterAll(async () => {
  await server?.stop();
});

/** The same object with its keys in reverse order. */
function reversed(x: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(x).reverse());
}

describe('a move must be one the server listed', () => {
  it('refuses a listed move with a key added, stores nothing, then stores the listed object itself', async () => {
    const { a, b, wa } = await seatTwo(server.port, server.port, 'battleline');
    const v0 = await a.waitFor('view');
    const mover = v0.toMove === 0 ? a : b;
    const waiter = mover === a ? b : a;
    const legal = (await mover.waitFor('view', (v) => v.legal.length > 0)).legal as Record<
      string,
      unknown
    >[];
    const listed = legal[0]!;
    expect(Object.keys(listed).length).toBeGreaterThan(1);

    // A listed move with a note added: refused, and nobody sees a move played.
    let from = mover.received.length;
    mover.room.send('move', {
      move: { ...listed, note: '<b>x</b>'.repeat(1500) },
      version: 0,
    });
    const r = await mover.waitFor('refused', () => true, from);
    expect(r).toMatchObject({ code: 'illegal-move', of: 'move' });
    // A key left out, or a value changed, is refused as well.
    const [firstKey] = Object.keys(listed).filter((k) => k !== 'type');
    const { [firstKey!]: _dropped, ...short } = listed;
    for (const bad of [short, { ...listed, [firstKey!]: 'zz' }]) {
      from = mover.received.length;
      mover.room.send('move', { move: bad, version: 0 });
      expect((await mover.waitFor('refused', () => true, from)).code).toBe('illegal-move');
    }
    // Everything the room sent after the refusals is here by now: a chat round trip each.
    for (const c of [mover, waiter]) {
      const f = c.received.length;
      c.room.send('chat', { text: 'ping' });
      await c.waitFor('chat', (m) => m.text === 'ping', f);
      expect(c.received.some((m) => m.type === 'view' && m.payload.version > 0)).toBe(false);
    }
    expect(JSON.stringify(waiter.received)).not.toContain('<b>x</b>');

    // The listed move with its keys in another order: accepted, stored and told as listed.
    from = waiter.received.length;
    mover.room.send('move', { move: reversed(listed), version: 0 });
    const v1 = await waiter.waitFor('view', (v) => v.version === 1, from);
    expect(JSON.stringify(v1.lastMove)).toBe(JSON.stringify(listed));
    from = waiter.received.length;
    waiter.room.send('history', { from: 0, to: 1 });
    const h = historyEntries(await waiter.waitFor('history', () => true, from));
    expect(JSON.stringify(h[0]!.move)).toBe(JSON.stringify(listed));
    for (const c of [a, b]) await c.leave();

    expect(await storedMoves(wa.matchId)).toEqual([JSON.stringify(listed)]);
  });

  it("Type 10: a table's resignation is its sender's own, never the other seat's", async () => {
    const { a, b } = await seatTwo(server.port, server.port, 'type10');
    const v0 = await a.waitFor('view');
    const mover = v0.toMove === 0 ? a : b;
    const waiter = mover === a ? b : a;
    const moverSeat = v0.toMove!;
    const other = moverSeat === 0 ? 1 : 0;
    // The move the engine would take on the mover's turn: it made the other seat resign.
    let from = mover.received.length;
    mover.room.send('move', { move: { type: 'resign', seat: other }, version: 0 });
    expect((await mover.waitFor('refused', () => true, from)).code).toBe('illegal-move');
    // The Resign button of the table sends its own seat's resignation, on any turn.
    from = waiter.received.length;
    waiter.room.send('move', { move: { type: 'resign', seat: other }, version: 0 });
    const over = await waiter.waitFor('over', () => true, from);
    expect(over.outcome).toMatchObject({ winner: moverSeat, reason: 'resigned' });
    for (const c of [a, b]) await c.leave();
  });
});

/** The match's stored moves as JSON text (key order as stored). */
async function storedMoves(matchId: string): Promise<string[]> {
  const store = new SqliteStore(dataDir);
  try {
    return (await store.loadMatch(matchId))!.moves.map((m) => JSON.stringify(m));
  } finally {
    await store.close();
  }
}
