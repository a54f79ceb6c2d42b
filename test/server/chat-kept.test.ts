/**
 * Chat is kept with the match (issue 24), through the real server and its sockets: lines said in
 * a room reach a spectator who comes after the room closed and the server restarted, with the
 * player who comes back; only the last 200 are kept; the sender's copy carries its id (its page
 * marks the line sent), nobody else's does.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  FAST,
  freePort,
  seatTwo,
  startChild,
  tempDataDir,
  TestClient,
  type Child,
} from './helpers.ts';

let server: Child | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('chat kept with the match', () => {
  it('survives the room closing and the server restarting, reaches a late spectator, bounded', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    server = await startChild(dataDir, port, FAST);
    const { a, b, wa } = await seatTwo(port, port, 'battleline');
    expect((await a.waitFor('chat-log')).lines).toEqual([]);

    a.room.send('chat', { text: 'hello', id: 'x1' });
    const mine = await a.waitFor('chat', (c) => c.text === 'hello');
    expect(mine).toMatchObject({ from: 0, text: 'hello', id: 'x1' });
    const theirs = await b.waitFor('chat', (c) => c.text === 'hello');
    expect(theirs).toMatchObject({ from: 0, text: 'hello' });
    expect(theirs.id).toBeUndefined();

    // A spectator who came now is sent what was said so far, and may speak.
    const early = await TestClient.connect(port, 'joinOrCreate', { match: wa.matchId });
    expect((await early.waitFor('chat-log')).lines.map((l) => l.text)).toEqual(['hello']);
    early.room.send('chat', { text: 'watching' });
    await b.waitFor('chat', (c) => c.text === 'watching' && c.from === null);

    // 210 lines more: only the last 200 of all 212 are kept.
    for (let i = 0; i < 210; i++) b.room.send('chat', { text: `line ${i}` });
    await a.waitFor('chat', (c) => c.text === 'line 209');
    for (const c of [a, b, early]) await c.leave();
    await server.stop();

    server = await startChild(dataDir, port, FAST);
    const late = await TestClient.connect(port, 'joinOrCreate', { match: wa.matchId });
    const log = (await late.waitFor('chat-log')).lines;
    expect(log.length).toBe(200);
    expect(log[0]).toMatchObject({ from: 1, text: 'line 10' });
    expect(log[199]).toMatchObject({ from: 1, text: 'line 209' });
    expect(log.every((l) => l.id === undefined && typeof l.at === 'number')).toBe(true);

    // The player who comes back with their token sees the same lines.
    const back = await TestClient.connect(port, 'joinOrCreate', {
      match: wa.matchId,
      token: wa.token,
    });
    expect((await back.waitFor('chat-log')).lines.map((l) => l.text)).toEqual(
      log.map((l) => l.text),
    );
    for (const c of [late, back]) await c.leave();
  }, 60_000);

  it('a chat id must be short and plain', async () => {
    const port = await freePort();
    await server?.stop();
    server = await startChild(tempDataDir(), port, FAST);
    const { a } = await seatTwo(port, port, 'battleline');
    a.room.send('chat', { text: 'x', id: 'a b<' });
    expect(await a.waitFor('refused', (r) => r.of === 'chat')).toMatchObject({
      code: 'bad-message',
    });
    await a.leave();
  }, 30_000);
});
