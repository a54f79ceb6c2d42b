import { afterAll, describe, expect, it } from 'vitest';
import { battleline, type BattleLineState } from '../../src/games/battleline/index.ts';
import { unwrap } from '../../src/core/result.ts';
import {
  freePort,
  onRawFrame,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
  FAST,
  chooser,
  seatTwo,
} from './helpers.ts';
import { Playthrough, storedMatch } from './playthrough.ts';

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

/** msgpack encoding of a short string (fixstr): how a card id looks inside a frame. */
function packed(s: string): string {
  return String.fromCharCode(0xa0 | s.length) + s;
}

describe('a whole Battle Line game online', () => {
  it('two clients play it through a SIGKILL restart; seat 1 never sees a secret; the log is the game', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    server = await startChild(dataDir, port, FAST);
    const pick = chooser(7);
    const { a, b, wa, wb } = await seatTwo(port, port, 'battleline');
    const game = new Playthrough([a, b], pick);
    const frames1: { frame: string; version: number }[] = [];
    const watch = (c: TestClient) => {
      // Tag seat 1's frames with the version of the newest view it has decoded.
      onRawFrame(c.room, (data) =>
        frames1.push({ frame: data.toString('latin1'), version: c.last('view')?.version ?? 0 }),
      );
    };
    watch(b);

    await game.run(12);
    expect(game.version).toBe(12);
    // Kill the server mid-game and start it again on the same data and port.
    await server.stop('SIGKILL');
    server = await startChild(dataDir, port, FAST);
    game.clients = [
      await TestClient.connect(port, 'joinOrCreate', { match: wa.matchId, token: wa.token }),
      await TestClient.connect(port, 'joinOrCreate', { match: wa.matchId, token: wb.token }),
    ];
    watch(game.clients[1]);
    expect((await game.clients[0].waitFor('welcome')).seat).toBe(0);
    expect((await game.clients[1].waitFor('welcome')).seat).toBe(1);
    const final = await game.run();
    expect(final.outcome).not.toBeNull();
    await game.clients[1].waitFor('over');

    // The stored log is the moves played, in order.
    const played = game.played;
    const row = await storedMatch(dataDir, wa.matchId);
    const log = row.moves;
    expect(log).toEqual(played);

    // Replay with the secret seed: at every version, seat 0's hand and the unseen deck cards are
    // absent from every frame seat 1 received at that version, and the seed is in none.
    const states: BattleLineState[] = [battleline.setup(battleline.defaultOptions, row.seed)];
    for (const m of log)
      states.push(unwrap(battleline.apply(states[states.length - 1]!, m as never)));
    const seedBytes = Buffer.alloc(5);
    seedBytes[0] = 0xce;
    seedBytes.writeUInt32BE(row.seed, 1);
    const packedSeed = seedBytes.toString('latin1');
    let checked = 0;
    const secretAt = (s: BattleLineState) => {
      const known = s.knownTop[1];
      return new Set([
        ...s.hands[0],
        ...s.troopDeck.slice(known.troop),
        ...s.tacticsDeck.slice(known.tactics),
      ]);
    };
    // Frames of the finished game are left out: once it is over, the view turns the opponent's
    // hand face up by design (BattleLineView.opponentCards, for the end screen).
    for (const { frame, version } of frames1.filter((f) => f.version < states.length - 2)) {
      // A frame is tagged with the newest view decoded around it (v or v + 1): check the cards
      // secret at both.
      const next = states[Math.min(version + 1, states.length - 1)]!;
      const later = secretAt(next);
      const secret = [...secretAt(states[version]!)].filter((c) => later.has(c));
      for (const card of secret)
        expect(frame.includes(packed(card)), `${card} at v${version}`).toBe(false);
      expect(frame.includes(String(row.seed))).toBe(false);
      expect(frame.includes(packedSeed)).toBe(false);
      checked++;
    }
    // Seat 1 is sent a frame for every version; the one of version v is tagged v - 1 or v, so those
    // of versions 1 .. N - 2 all pass the filter (N moves played). The welcomes and presences add a
    // few more, depending on timing: they are not counted on.
    expect(checked).toBeGreaterThanOrEqual(played.length - 2);
    // Sanity of the check itself: seat 1's own hand does appear in its frames.
    const ownCard = states[0]!.hands[1][0]!;
    expect(frames1.some((f) => f.frame.includes(packed(ownCard)))).toBe(true);
    for (const c of game.clients) await c.leave();
  });
});
