/**
 * The server's threads (threads.ts) in-process: a log replayed on the replay thread gives the
 * same state, movers and physics hash as the replay done here, for every game (so every game's
 * state survives `postMessage`'s structured clone); the bot thread answers a listed move; restores
 * replay only what they must (room-restore.ts); a closed thread fails its jobs and is gone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/core/game.ts';
import { loadServerGame } from '../../src/server/games.ts';
import { MatchState, replayLog } from '../../src/server/match-state.ts';
import { botJobFor } from '../../src/server/room-bot.ts';
import { Restorer } from '../../src/server/room-restore.ts';
import { JobThread } from '../../src/server/threads.ts';
import { chooser, storedMatch } from './helpers.ts';

const thread = new JobThread('replay');
const bot = new JobThread('bot');
afterAll(async () => {
  await Promise.all([thread.close(), bot.close()]);
});

/**
 * Random legal moves (flips first in Disc Wars), up to `limit`; in Disc Wars on to a move with a
 * simulation (its view carries a physics hash).
 */
async function played(game: GameId, options: unknown, seed: number, limit: number) {
  const g = await loadServerGame(game);
  const m = new MatchState(g, storedMatch(game, options, seed));
  const pick = chooser(seed);
  const more = () => m.version < limit || (game === 'discwars' && !m.viewFor(null).hash);
  while (more() && !m.outcome()) {
    const seat = m.toMove()!;
    const legal = m.legalFor(seat) as { type?: string }[];
    const flips = legal.filter((x) => x.type === 'flip' || x.type === 'fire');
    const move = flips.length ? flips[pick(flips.length)] : legal[pick(legal.length)];
    const next = m.check(seat, move, m.version);
    if (!next.ok) throw new Error(next.error.message);
    m.commit(seat, move, next.value);
  }
  return m;
}

const GAMES: [GameId, unknown, number][] = [
  ['battleline', {}, 80],
  ['hill218', {}, 80],
  ['type10', {}, 120],
  ['discwars', { deploy: false }, 12],
];

describe('the replay thread', () => {
  for (const [game, options, limit] of GAMES)
    it(`${game}: the thread's replay is the in-process replay`, async () => {
      const m = await played(game, options, 21, limit);
      const here = replayLog(m.game, { ...m.record, moves: m.moves });
      const there = await thread.replay({
        game,
        options: m.record.options,
        seed: m.record.seed,
        base: null,
        moves: m.moves,
      });
      expect(there.version).toBe(m.version);
      expect(there.lastHash).toBe(m.viewFor(null).hash);
      // Strictly equal: no prototype, no function, no lost key on the way (structured clone).
      expect(there.state).toStrictEqual(here.state);
      expect(JSON.stringify(there.state)).toBe(JSON.stringify(m.state));
      expect(there.movers).toEqual(m.movers);
      expect(there.lastHash).toBe(here.lastHash);
      if (game === 'discwars') expect(there.lastHash).toBeDefined();
      // From a state part-way, keeping the states on the way (as `history` asks).
      const half = Math.floor(m.version / 2);
      const base = replayLog(m.game, { ...m.record, moves: m.moves.slice(0, half) });
      const rest = await thread.replay({
        game,
        options: m.record.options,
        seed: m.record.seed,
        base: { version: half, state: base.state },
        moves: m.moves.slice(half),
        keepFrom: half + 1,
      });
      expect(rest.version).toBe(m.version);
      expect(rest.states).toHaveLength(m.version - half);
      expect(rest.states![rest.states!.length - 1]).toStrictEqual(here.state);
    }, 300_000);

  it('a log that does not replay fails its job only', async () => {
    const m = await played('battleline', {}, 4, 10);
    await expect(
      thread.replay({
        game: 'battleline',
        options: {},
        seed: m.record.seed,
        base: null,
        moves: [...m.moves, { type: 'nonsense' }],
      }),
    ).rejects.toThrow(/stored move 10 does not replay/);
    const ok = await thread.replay({
      game: 'battleline',
      options: {},
      seed: 4,
      base: null,
      moves: [],
    });
    expect(ok.version).toBe(0);
  });
});

describe('the bot thread', () => {
  it('answers one of the listed moves', async () => {
    const m = await played('battleline', { tactics: false }, 6, 7);
    const seat = m.toMove()!;
    const legal = m.legalFor(seat).map((x) => JSON.stringify(x));
    const move = await bot.bot(botJobFor(m, seat, 'normal'));
    expect(legal).toContain(JSON.stringify(move));
  });

  it('a dropped job is answered no more', async () => {
    const m = await played('battleline', { tactics: false }, 7, 7);
    const stop = new AbortController();
    const p = bot.bot(botJobFor(m, m.toMove()!, 'hard'), stop.signal);
    stop.abort();
    await expect(p).rejects.toThrow('cancelled');
    expect(bot.busy).toBe(0);
  });
});

describe('restoring a room (room-restore)', () => {
  it('reopened, a match replays only the moves stored since it closed; another log, all', async () => {
    const m = await played('type10', {}, 8, 60);
    const r = new Restorer(thread);
    const first = await r.restore(m.game, { ...m.record, moves: m.moves.slice(0, 40) });
    expect(r.replayedMoves).toBe(40);
    r.closed(first);
    const again = await r.restore(m.game, { ...m.record, moves: m.moves.slice(0, 40) });
    expect(r.replayedMoves).toBe(40);
    expect(again.state).toStrictEqual(first.state);
    r.closed(again);
    const more = await r.restore(m.game, { ...m.record, moves: m.moves });
    expect(r.replayedMoves).toBe(60);
    expect(more.state).toStrictEqual(m.state);
    expect(more.movers).toEqual(m.movers);
    r.closed(more);
    // A log that is not the one the state was reached by (another seed): replayed from the seed.
    const other = await played('type10', {}, 9, 60);
    await r.restore(other.game, { ...other.record, id: m.record.id, moves: other.moves });
    expect(r.replayedMoves).toBe(120);
  }, 300_000);

  it('two restores of one match at once replay it once', async () => {
    const m = await played('hill218', {}, 12, 40);
    const r = new Restorer(thread);
    const [x, y] = await Promise.all([
      r.restore(m.game, { ...m.record, moves: m.moves }),
      r.restore(m.game, { ...m.record, moves: m.moves }),
    ]);
    expect(r.replayedMoves).toBe(m.version);
    expect(x.state).toStrictEqual(m.state);
    expect(y.state).toStrictEqual(m.state);
    // Two rooms' states, not one shared: a move in one changes nothing in the other.
    expect(x.moves).not.toBe(y.moves);
  });

  it('a log that does not replay is refused at once the next time', async () => {
    const m = await played('battleline', {}, 10, 10);
    const r = new Restorer(thread);
    const bad = { ...m.record, moves: [...m.moves, { type: 'nonsense' }] };
    expect(r.failed(bad)).toBe(false);
    await expect(r.restore(m.game, bad)).rejects.toThrow();
    expect(r.failed(bad)).toBe(true);
    // A longer log is another log: tried again.
    expect(r.failed({ ...bad, moves: [...bad.moves, {}] })).toBe(false);
  });
});

describe('closing a thread', () => {
  it('fails the jobs still pending, and the next job is refused', async () => {
    const t = new JobThread('replay');
    const m = await played('discwars', { deploy: false }, 11, 6);
    const p = t.replay({
      game: 'discwars',
      options: m.record.options,
      seed: 11,
      base: null,
      moves: m.moves,
    });
    const failed = expect(p).rejects.toThrow(/closed/);
    await t.close();
    await failed;
    await expect(
      t.replay({ game: 'battleline', options: {}, seed: 1, base: null, moves: [] }),
    ).rejects.toThrow(/closed/);
  }, 300_000);
});
