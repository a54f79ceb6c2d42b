/**
 * `npm run bench online-work`: the match room's own work per move, in this process, without
 * sockets, Colyseus or the store: Battle Line games (no tactics, random legal moves, seeded)
 * played through MatchState (the listed-move check, the rules' check and commit; the move sent
 * as a copy, as it arrives from a socket) and ViewSender.sendAll to two seats
 * (views, packed legal moves, patches and their msgpack frames), as match-room.ts does per move;
 * and, as the baseline in the same process, both seats' whole views computed and encoded.
 * Set beside `npm run bench online`'s CPU per move and `online-floor`'s relay, it says how much
 * of a move's cost is the room's code and how much the transport. Medians of BENCH_WORK_RUNS
 * (default 5) runs of BENCH_WORK_GAMES (default 40) games.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../../src/core/game.ts';
import { loadServerGame, type ServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { ViewSender } from '../../src/server/room-views.ts';
import { viewFrame } from '../../src/server/view-frames.ts';
import { storedMatch } from '../../test/server/helpers.ts';
import { fmt, summarize, type Figure } from '../harness.ts';

/** A connection that only counts what would be written. */
function sink(seat: Seat) {
  const c = { userData: { seat }, bytes: 0, enqueueRaw: (b: Buffer) => (c.bytes += b.length) };
  return c;
}

function playGames(game: ServerGame, games: number, seed0: number) {
  let rules = 0;
  let views = 0;
  let whole = 0;
  let moves = 0;
  let r = seed0;
  const pick = (n: number) => (r = (r * 1103515245 + 12345) & 0x7fffffff) % n;
  for (let g = 0; g < games; g++) {
    const m = new MatchState(game, storedMatch('battleline', { tactics: false }, seed0 + g));
    const sender = new ViewSender();
    const clients = [sink(0), sink(1)] as unknown as Client[];
    sender.sendAll(m, clients);
    for (let seat = m.toMove(); seat !== null; seat = m.toMove()) {
      const legal = m.legalFor(seat);
      // As it arrives from a socket: a copy of a listed move.
      const move = structuredClone(legal[pick(legal.length)]);
      const t0 = performance.now();
      // As the room does: the sent move must be a listed one (accept), then it is committed.
      const next = m.accept(seat, move, m.version);
      if (!next.ok) throw new Error(next.error.message);
      m.commit(seat, next.value.move, next.value.next);
      m.outcome();
      const t1 = performance.now();
      sender.sendAll(m, clients);
      const t2 = performance.now();
      viewFrame(m.viewFor(0));
      viewFrame(m.viewFor(1));
      whole += performance.now() - t2;
      views += t2 - t1;
      rules += t1 - t0;
      moves++;
    }
  }
  return { rules, views, whole, moves };
}

export async function run(): Promise<Figure[]> {
  const game = await loadServerGame('battleline');
  const games = Number(process.env.BENCH_WORK_GAMES ?? 40);
  const runs = Number(process.env.BENCH_WORK_RUNS ?? 5);
  playGames(game, games, 1); // warm-up
  const rules: number[] = [];
  const views: number[] = [];
  const ratios: number[] = [];
  let moves = 0;
  for (let i = 0; i < runs; i++) {
    const p = playGames(game, games, 1000 * (i + 2));
    rules.push((p.rules * 1000) / p.moves);
    views.push((p.views * 1000) / p.moves);
    ratios.push(p.views / p.whole);
    moves = p.moves;
  }
  const r = summarize(rules);
  const v = summarize(views);
  const q = summarize(ratios);
  return [
    {
      figure: 'rules: listed-move check, rules check and commit',
      value: `${fmt(r.median, 1)} µs per move`,
      detail: `min ${fmt(r.min, 1)}, max ${fmt(r.max, 1)}; ${moves} moves per run`,
    },
    {
      figure: 'views to both seats (view, legal moves, patch, frames)',
      value: `${fmt(v.median, 1)} µs per move`,
      detail: `min ${fmt(v.min, 1)}, max ${fmt(v.max, 1)}`,
    },
    {
      figure: 'views to both seats / both whole views computed and encoded',
      value: `${fmt(q.median, 2)}×`,
      detail: `min ${fmt(q.min, 2)}, max ${fmt(q.max, 2)} (the baseline is what sending whole views costs at least)`,
    },
  ];
}
