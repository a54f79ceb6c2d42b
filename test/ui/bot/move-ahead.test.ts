/**
 * A player's Disc Wars flip or drop simulated ahead in the worker (issue 25 item 6): once the page's
 * memo holds what the worker recorded, the page's own `apply` and the show's re-run (`replay.ts`)
 * run no simulation at all — the physics never blocks the main thread — and give exactly what a
 * page without the worker gives (same table, same hash, same frames). Before, the page ran every
 * drop itself (314 ms on the 2-core machine).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import {
  createDiscWarsModule,
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { memoPhysics } from '../../../src/games/discwars/physics-memo.ts';
import type { DiscPhysics } from '../../../src/games/discwars/physics-port.ts';
import { createDiscPhysics } from '../../../src/physics/index.ts';
import { aheadEntries } from '../../../src/ui/bot/move-ahead.ts';
import { simulatesPhysics } from '../../../src/ui/bot/move-ahead-job.ts';
import { replayOf } from '../../../src/ui/tables/discwars/replay.ts';

let raw: DiscPhysics;
beforeAll(async () => {
  raw = await createDiscPhysics();
});

function example(id: string): DiscWarsState {
  const mod = createDiscWarsModule(raw);
  const r = mod.def.fromSetup(RULE_EXAMPLES.find((e) => e.id === id)?.setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The page's work for `m` in `s` after adopting the worker's entries: what ran, and what it gave. */
function pageAfterWorker(s: DiscWarsState, m: DiscWarsMove) {
  const worker = memoPhysics(raw);
  const entries = structuredClone(
    aheadEntries(createDiscWarsModule(worker.physics), worker, replayRequestOf, s, m),
  );
  const page = memoPhysics(raw);
  const mod = createDiscWarsModule(page.physics);
  page.adopt(entries);
  const r = mod.def.apply(s, m);
  if (!r.ok) throw new Error(r.error.message);
  const shown = replayOf(mod, mod.def.view(s, 0), m, mod.def.view(r.value, 0));
  return { runs: page.runs(), after: r.value, shown, entries };
}

/** The same without the worker: the page runs everything itself. */
function pageAlone(s: DiscWarsState, m: DiscWarsMove) {
  const page = memoPhysics(raw);
  const mod = createDiscWarsModule(page.physics);
  const r = mod.def.apply(s, m);
  if (!r.ok) throw new Error(r.error.message);
  const shown = replayOf(mod, mod.def.view(s, 0), m, mod.def.view(r.value, 0));
  return { runs: page.runs(), after: r.value, shown };
}

describe('a move simulated ahead in the worker', () => {
  it('a drop: the page then runs no simulation, and applies and shows the very same drop', () => {
    const s = example('missile');
    const fire = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    const alone = pageAlone(s, fire);
    // Without the worker the page simulates the drop twice (the apply, then the show's re-run).
    expect(alone.runs).toBeGreaterThanOrEqual(2);
    const ahead = pageAfterWorker(s, fire);
    expect(ahead.entries.length).toBeGreaterThan(0);
    expect(ahead.runs).toBe(0);
    expect(ahead.after).toEqual(alone.after);
    expect(raw.hash(ahead.after.table)).toBe(raw.hash(alone.after.table));
    expect(ahead.shown?.show.drop).toBeDefined();
    expect(ahead.shown).toEqual(alone.shown);
  });

  it('a flip: the page then runs no simulation, and lands and shows the disc the same', () => {
    const s = example('flip-attack');
    const flip = createDiscWarsModule(raw)
      .def.legalMoves(s)
      .find((x) => x.type === 'flip');
    if (!flip) throw new Error('no flip');
    const alone = pageAlone(s, flip);
    expect(alone.runs).toBeGreaterThan(0);
    const ahead = pageAfterWorker(s, flip);
    expect(ahead.runs).toBe(0);
    expect(ahead.after).toEqual(alone.after);
    expect(ahead.shown).toEqual(alone.shown);
  });

  it('only flips and fire moves of Disc Wars go to the worker; a refused move records nothing', () => {
    expect(simulatesPhysics('discwars', { type: 'flip', disc: 'a1', direction: 0 })).toBe(true);
    expect(simulatesPhysics('discwars', { type: 'fire', archer: 'a1', target: 'b2' })).toBe(true);
    expect(simulatesPhysics('discwars', { type: 'pass' })).toBe(false);
    expect(simulatesPhysics('battleline', { type: 'flip' })).toBe(false);
    expect(simulatesPhysics('discwars', null)).toBe(false);
    const memo = memoPhysics(raw);
    const s = example('missile');
    const bad = { type: 'fire', archer: 'b1', target: 'nobody' } as const;
    expect(aheadEntries(createDiscWarsModule(memo.physics), memo, replayRequestOf, s, bad)).toEqual(
      [],
    );
  });
});
