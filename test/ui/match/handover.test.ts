/**
 * Hot-seat hand-overs over many seeded games of the hidden-hand tables: whatever the device holder
 * does (play, undo, reveal when asked), no view other than the holder's may be drawn. The holder
 * changes only when the curtain admits the next player.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/game.ts';
import { newMatch } from '../../../src/core/match.ts';
import { unwrap } from '../../../src/core/result.ts';
import { Rng } from '../../../src/core/rng.ts';
import { battlelineModule } from '../../../src/games/battleline/index.ts';
import { hill218Module } from '../../../src/games/hill218/index.ts';
import type { GameModule } from '../../../src/games/registry.ts';
import { applyMove, curtainFor, undoMove, viewSeatOf } from '../../../src/ui/match/session.ts';
import type { Session } from '../../../src/ui/shell/store.ts';

function walk(module: GameModule, seed: number): { handOvers: number; undos: number } {
  const def = module.def;
  let s: Session = {
    game: def.id,
    module,
    mode: 'hotseat',
    humanSeat: 0,
    level: 'normal',
    match: unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed })),
    revealed: null,
    botThinking: false,
  };
  const rng = Rng.fromSeed(`handover-${seed}`);
  let holder: Seat | null = null;
  let handOvers = 0;
  let undos = 0;
  const checkView = (x: Session, what: string): void => {
    const seat = viewSeatOf(x);
    if (seat !== null && seat !== holder)
      throw new Error(
        `seed ${seed} move ${x.match.log.length}: after ${what}, seat ${seat + 1}'s view is drawn while seat ${String(holder === null ? 'none' : holder + 1)} holds the device`,
      );
  };
  for (let step = 0; step < 400 && def.toMove(s.match.state) !== null; step++) {
    const curtain = curtainFor(s);
    if (curtain !== null) {
      if (holder !== null && holder !== curtain) handOvers++;
      holder = curtain;
      s = { ...s, revealed: curtain };
      checkView(s, 'reveal');
    }
    // The holder may press Undo at any moment; the result must never show another seat's view.
    const back = undoMove(s);
    if (back.ok) {
      undos++;
      checkView(back.value, 'undo');
      // Sometimes keep the undo, as a player would, then go on from there.
      if (rng.nextU32() % 4 === 0) {
        s = back.value;
        continue;
      }
    }
    const legal = def.legalMoves(s.match.state);
    const move = legal[rng.nextU32() % legal.length];
    s = unwrap(applyMove(s, move));
    checkView(s, 'move');
  }
  return { handOvers, undos };
}

describe('hot-seat hand-overs never show the other seat', () => {
  for (const [name, module, games] of [
    ['battle line', battlelineModule, 20],
    ['hill 218', hill218Module, 40],
  ] as const) {
    it(`${name}: play, undo and reveal over ${games} seeded games`, () => {
      let handOvers = 0;
      let undos = 0;
      for (let seed = 1; seed <= games; seed++) {
        const r = walk(module as GameModule, seed);
        handOvers += r.handOvers;
        undos += r.undos;
      }
      expect(handOvers).toBeGreaterThan(100);
      expect(undos).toBeGreaterThan(50);
    });
  }
});
