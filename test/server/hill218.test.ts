import { afterAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import type { Hill218State, Hill218View } from '../../src/games/hill218/types.ts';
import type { ViewMessage } from '../../src/net/protocol.ts';
import {
  freePort,
  startChild,
  tempDataDir,
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

describe('a whole Hill 218 game online', () => {
  it('two clients play it to the end; each view is its own seat’s; the log is the game', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    server = await startChild(dataDir, port, FAST);
    const pick = chooser(11);
    const { a, b, wa, wb } = await seatTwo(port, port, 'hill218');
    expect(wb.seat).toBe(1);
    const clients = [a, b] as const;
    const game = new Playthrough(clients, pick);
    expect((await game.run(Infinity, 400)).outcome).not.toBeNull();
    await b.waitFor('over');
    const played = game.played;
    expect(played.length).toBeGreaterThan(10);

    const row = await storedMatch(dataDir, wa.matchId);
    const log = row.moves;
    expect(log).toEqual(played);

    // Replay with the secret seed: every view a seat received is exactly that seat's view of the
    // game at that version (its own hand, the other's hand size only), and the other seat's
    // set-up cards reach it without their units.
    const states: Hill218State[] = [hill218.setup(hill218.defaultOptions, row.seed)];
    for (const m of log) states.push(unwrap(hill218.apply(states[states.length - 1]!, m as never)));
    for (const seat of [0, 1] as const) {
      let views = 0;
      for (const r of clients[seat].received) {
        if (r.type !== 'view') continue;
        const v = r.payload as ViewMessage;
        const want = hill218.view(states[v.version]!, seat) as Hill218View;
        expect(v.view).toEqual(JSON.parse(JSON.stringify(want)));
        if (v.lastSeat !== undefined && v.lastSeat !== seat)
          expect(JSON.stringify(v.lastMove)).not.toContain('units');
        views++;
      }
      expect(views).toBeGreaterThan(played.length / 2);
    }
    for (const c of clients) await c.leave();
  });
});
