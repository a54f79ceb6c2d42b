/**
 * The lobby (issue 24, "find an opponent") through the real server, its sockets and HTTP: a public
 * game is listed with its creator's name and never a token, invite or seed; two takers racing for
 * one game get one seat and one `just-taken`; names reach the opponent in the seat list, checked
 * and cleaned; a creator gone past the reconnect window is unlisted; the listing is rate-limited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LobbyList } from '../../src/net/lobby.ts';
import { FAST, freePort, startChild, tempDataDir, TestClient, type Child } from './helpers.ts';
import { lobbyGet, lobbyPost, publicGame } from './lobby-helpers.ts';

const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
});

async function server(env: Record<string, string> = {}): Promise<Child> {
  const child = await startChild(tempDataDir(), await freePort(), { ...FAST, ...env });
  children.push(child);
  return child;
}

const lobby = async (port: number, query = '') =>
  JSON.parse((await lobbyGet(port, query)).text) as LobbyList;

describe('the lobby', () => {
  it('lists a public game without secrets; of two racing takers one sits, the other hears just-taken', async () => {
    const s = await server({ TABLETOP_RECONNECT_S: '1' });
    const { a, wa } = await publicGame(s.port, 'Alice', 'battleline', { tactics: false });
    const { status, text } = await lobbyGet(s.port, '?game=battleline');
    expect(status).toBe(200);
    const list = JSON.parse(text) as LobbyList;
    expect(list.open).toHaveLength(1);
    expect(Object.keys(list.open[0]!).sort()).toEqual(
      ['createdAt', 'game', 'matchId', 'name', 'options', 'seat'].sort(),
    );
    expect(list.open[0]).toMatchObject({ matchId: wa.matchId, name: 'Alice', seat: 0 });
    expect(list.open[0]!.options).toMatchObject({ tactics: false });
    // No token, invite or seed in the answer.
    expect(text).not.toContain(wa.token!);
    expect(text).not.toContain(wa.invite!);
    expect(text).not.toMatch(/"seed":|token|invite/i);
    // Another game's filter leaves it out.
    expect((await lobby(s.port, '?game=hill218')).open).toEqual([]);
    expect((await lobbyGet(s.port, '?game=chess')).status).toBe(400);

    // Two takers at once: exactly one gets the invite.
    const answers = await Promise.all([
      lobbyPost(s.port, 'take', { match: wa.matchId }),
      lobbyPost(s.port, 'take', { match: wa.matchId }),
    ]);
    const won = answers.filter((x) => x.status === 200);
    const lost = answers.filter((x) => x.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.body.code).toBe('just-taken');
    expect(won[0]!.body.invite).toBe(wa.invite);
    // The game is no longer open; it is live, to watch.
    const after = await lobby(s.port);
    expect(after.open).toEqual([]);
    expect(after.live.map((g) => g.matchId)).toEqual([wa.matchId]);

    // The taker sits with the invite; each sees the other's name, cleaned as chat is.
    const b = await TestClient.connect(s.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: won[0]!.body.invite,
      name: '  \u202eBob\u0007 the   Bold ',
    });
    const wb = await b.waitFor('welcome');
    expect(wb.seat).toBe(1);
    expect(wb.players[0].name).toBe('Alice');
    expect(wb.players[1].name).toBe('Bob the Bold');
    await a.waitFor('presence', (p) => p.seat === 1 && p.name === 'Bob the Bold');
    // A game that ended is no longer offered to watch, though its room is still open.
    b.room.send('resign', {});
    await a.waitFor('over');
    await expect
      .poll(async () => (await lobby(s.port)).live, { timeout: 5000, interval: 500 })
      .toEqual([]);
    await a.leave();
    await b.leave();
  }, 60_000);

  it('refuses names empty, too long or not text, and spectators with names', async () => {
    const s = await server();
    const create = (name: unknown) =>
      TestClient.connect(s.port, 'create', {
        create: { game: 'battleline', options: {}, seat: 0 },
        name,
      });
    await expect(create('   ')).rejects.toThrow(/bad-name/);
    await expect(create('x'.repeat(25))).rejects.toThrow(/bad-name/);
    await expect(create(7)).rejects.toThrow(/bad-name/);
    const ok = await create('y'.repeat(24));
    const w = await ok.waitFor('welcome');
    expect(w.players[0].name).toBe('y'.repeat(24));
    await expect(
      TestClient.connect(s.port, 'joinOrCreate', { match: w.matchId, name: 'Eve' }),
    ).rejects.toThrow(/bad-join/);
    // Listing needs the seat token and the unused invite; a bad name is refused.
    const open = (extra: object) =>
      lobbyPost(s.port, 'open', { match: w.matchId, token: w.token, invite: w.invite, ...extra });
    expect((await open({ name: '' })).body.code).toBe('bad-name');
    expect((await open({ name: 'Y', token: w.invite })).body.code).toBe('bad-token');
    expect((await open({ name: 'Y', invite: w.token })).body.code).toBe('just-taken');
    expect((await lobby(s.port)).open).toEqual([]);
    await ok.leave();
  }, 60_000);

  it('unlists a game whose creator stayed away past the reconnect window', async () => {
    const s = await server({ TABLETOP_RECONNECT_S: '1' });
    const { a, wa } = await publicGame(s.port, 'Carol');
    // A spectator keeps the room open: only the creator's absence can unlist it.
    const watcher = await TestClient.connect(s.port, 'joinOrCreate', { match: wa.matchId });
    await watcher.waitFor('welcome');
    expect((await lobby(s.port)).open.map((g) => g.matchId)).toEqual([wa.matchId]);
    // The socket drops without a goodbye (not consented): Colyseus waits 1 s for a reconnection.
    (a.room.connection as unknown as { close(): void }).close();
    await watcher.waitFor('presence', (p) => p.seat === 0 && !p.connected);
    // Still listed within the window.
    expect((await lobby(s.port)).open).toHaveLength(1);
    const deadline = Date.now() + 10_000;
    while ((await lobby(s.port)).open.length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect((await lobby(s.port)).open).toEqual([]);
    expect((await lobbyPost(s.port, 'take', { match: wa.matchId })).body.code).toBe('just-taken');
    await watcher.leave();
  }, 60_000);

  it('lists a game again when its taker never sits', async () => {
    const s = await server({ TABLETOP_LOBBY_TAKE_GRACE_S: '1' });
    const { a, wa } = await publicGame(s.port, 'Dee');
    expect((await lobbyPost(s.port, 'take', { match: wa.matchId })).status).toBe(200);
    expect((await lobby(s.port)).open).toEqual([]);
    const deadline = Date.now() + 10_000;
    while ((await lobby(s.port)).open.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const again = await lobby(s.port);
    expect(again.open.map((g) => g.matchId)).toEqual([wa.matchId]);
    expect(again.live).toEqual([]);
    // A second taker gets the same (still unused) invite and sits.
    const took = await lobbyPost(s.port, 'take', { match: wa.matchId });
    const b = await TestClient.connect(s.port, 'joinOrCreate', {
      match: wa.matchId,
      invite: took.body.invite,
    });
    expect((await b.waitFor('welcome')).seat).toBe(1);
    await a.leave();
    await b.leave();
  }, 60_000);

  it('limits lobby requests per address', async () => {
    const s = await server({ TABLETOP_LOBBY_PER_MIN: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await lobbyGet(s.port)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  }, 30_000);
});
