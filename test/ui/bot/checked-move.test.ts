/**
 * The hard bot's answer carries what the page needs (issue 25 items 6 and 7): over the bot's whole
 * first turn of the default battle, the page adopts the simulations the worker's check sent with
 * each move, applies the move and re-runs its show, and runs no simulation itself. Before, a flip
 * that hard had simulated as a candidate was found by the check in the rules' own flip cache, so
 * it never reached the memo that records: on seeds 4 to 6 two flips of the turn ran again on the
 * page's main thread (about 85 ms each in the browser), while the bot's turn was being shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import {
  createDiscWarsModule,
  replayRequestOf,
  type DiscWarsMove,
} from '../../../src/games/discwars/index.ts';
import { memoPhysics } from '../../../src/games/discwars/physics-memo.ts';
import type { DiscPhysics } from '../../../src/games/discwars/physics-port.ts';
import { createDiscPhysics } from '../../../src/physics/index.ts';
import { checkedDiscWarsMove } from '../../../src/ui/bot/checked-move.ts';

let raw: DiscPhysics;
beforeAll(async () => {
  raw = await createDiscPhysics();
});

describe("the bot's checked answer", () => {
  it.each([4, 5])(
    "holds every simulation the page's apply and show use (hard's first turn, seed %i)",
    (seed) => {
      const worker = memoPhysics(raw);
      const wMod = createDiscWarsModule(worker.physics);
      const page = memoPhysics(raw);
      const pMod = createDiscWarsModule(page.physics);
      const def = pMod.def;
      let s = def.setup({ ...def.defaultOptions, deploy: false }, seed);
      const first = def.toMove(s);
      const played: string[] = [];
      const pageRan: number[] = [];
      while (def.toMove(s) === first && def.outcome(s) === null && played.length < 40) {
        const seat = def.toMove(s) as 0 | 1;
        const view = wMod.def.view(s, seat);
        const legal = wMod.def.legalMoves(view);
        const { move } = chooseBotMove(
          { def: wMod.def, view, seat, legal, seed: played.length },
          wMod.bot,
          'hard',
          { budget: 'iterations' },
        );
        const answer = structuredClone(checkedDiscWarsMove(wMod.def, worker, view, move, legal));
        page.adopt(answer.physics ?? []);
        const m = answer.move as DiscWarsMove;
        const before = page.runs();
        const r = def.apply(s, m);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const req = replayRequestOf(def.view(s, 0), m, def.view(r.value, 0));
        if (req && 'flip' in req) pMod.physics.flip(def.view(s, 0).table, req.flip);
        else if (req) pMod.physics.drop(def.view(s, 0).table, req.drop);
        pageRan.push(page.runs() - before);
        played.push(m.type);
        s = r.value;
      }
      // The turn has flips that hard chose among simulated candidates (the case that failed).
      expect(played.filter((t) => t === 'flip').length).toBeGreaterThanOrEqual(5);
      expect(pageRan).toEqual(played.map(() => 0));
    },
  );
});
