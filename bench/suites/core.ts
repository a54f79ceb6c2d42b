/**
 * The core's bench on the fixture game: replaying a match from its log, saving and loading it, and
 * MCTS iterations per second — with the raw `apply` loop measured in the same run as the baseline
 * the match machinery is compared against.
 */
import { mctsBot } from '../../src/core/bots/mcts.ts';
import { newMatch, play, replay, type Match } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { Rng } from '../../src/core/rng.ts';
import { loadSave, serializeSave } from '../../src/core/save.ts';
import type { Seat } from '../../src/core/game.ts';
import { tokenRace, type TRMove, type TRState } from '../../test/fixtures/tokenrace.ts';
import { fmt, fmtSamples, perSecond, timeMs, type Figure } from '../harness.ts';

function longMatch(): Match<TRState, TRMove> {
  let m = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 50 }, seed: 1 }));
  const rng = Rng.fromSeed(2);
  while (tokenRace.outcome(m.state) === null)
    m = unwrap(play(tokenRace, m, rng.pick(tokenRace.legalMoves(m.state))));
  return m;
}

export async function run(): Promise<Figure[]> {
  const m = longMatch();
  const moves = m.log.length;
  const rawApply = timeMs(
    () => {
      for (let i = 0; i < 200; i++) {
        let s = tokenRace.setup({ pile: 50 }, 1);
        for (const e of m.log) s = unwrap(tokenRace.apply(s, e.move));
      }
    },
    { runs: 9 },
  );
  const viaReplay = timeMs(
    () => {
      for (let i = 0; i < 200; i++) unwrap(replay(tokenRace, m.start, m.log));
    },
    { runs: 9 },
  );
  const text = serializeSave(m);
  const load = timeMs(
    () => {
      for (let i = 0; i < 200; i++) unwrap(loadSave(text, () => tokenRace));
    },
    { runs: 9 },
  );
  const s0 = tokenRace.setup({ pile: 50 }, 3);
  const seat: Seat = 0;
  const req = {
    def: tokenRace,
    view: tokenRace.view(s0, seat),
    seat,
    legal: tokenRace.legalMoves(s0),
    seed: 1,
    budget: { iterations: 500 },
  };
  const mcts = perSecond(() => mctsBot(req).iterations, { sliceMs: 400 });
  return [
    {
      figure: 'replay of a match (per match)',
      value: fmtSamples(
        {
          ...viaReplay,
          median: viaReplay.median / 200,
          min: viaReplay.min / 200,
          max: viaReplay.max / 200,
        },
        'ms',
        4,
      ),
      detail: `${moves} moves`,
    },
    {
      figure: 'replay ÷ raw apply loop',
      value: `${fmt(viaReplay.median / rawApply.median)}×`,
      detail: 'same run; the match adds seat checks and undo barriers',
    },
    {
      figure: 'load save (parse, checksum, replay)',
      value: fmtSamples(
        { ...load, median: load.median / 200, min: load.min / 200, max: load.max / 200 },
        'ms',
        4,
      ),
      detail: `${text.length} bytes`,
    },
    {
      figure: 'load ÷ replay',
      value: `${fmt(load.median / viaReplay.median)}×`,
      detail: 'same run',
    },
    {
      figure: 'MCTS iterations per second',
      value: fmtSamples(mcts, 'it/s', 0),
      detail: 'fixture game, pile 50, from the start',
    },
  ];
}
