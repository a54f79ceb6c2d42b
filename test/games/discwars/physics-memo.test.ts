import { beforeAll, describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../../src/physics/index.ts';
import {
  createDiscWarsModule,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { memoPhysics } from '../../../src/games/discwars/physics-memo.ts';
import { runBattle } from '../../../src/games/discwars/battle.ts';
import type { DiscPhysics, TableState } from '../../../src/games/discwars/physics-port.ts';

let raw: DiscPhysics;
beforeAll(async () => {
  raw = await createDiscPhysics();
});

/** A default battle with a disc activated to move, and its first listed flip. */
function moving(mod: DiscWarsModule): { s: DiscWarsState; flip: DiscWarsMove } {
  let s = mod.def.setup({ ...mod.def.defaultOptions, deploy: false }, 7);
  const act = mod.def.legalMoves(s).find((m) => m.type === 'activate' && m.action.kind === 'move');
  if (!act) throw new Error('no disc to move');
  const r = mod.def.apply(s, act);
  if (!r.ok) throw new Error(r.error.message);
  s = r.value;
  const flip = mod.def.legalMoves(s).find((m) => m.type === 'flip');
  if (!flip) throw new Error('no flip');
  return { s, flip };
}

describe('physics memo', () => {
  it("is not wrapped twice: the rules on a memo's physics record through that memo", () => {
    const memo = memoPhysics(raw);
    expect(memoPhysics(memo.physics)).toBe(memo);
    const mod = createDiscWarsModule(memo.physics);
    const { s, flip } = moving(mod);
    mod.def.apply(s, flip);
    // The rules' second apply is answered from the memo, and a recording sees it.
    memo.record();
    const before = memo.runs();
    mod.def.apply(s, flip);
    expect(memo.runs()).toBe(before);
    expect(memo.recorded().map((e) => e.key.split('|')[0])).toContain('flip');
  });

  it('answers a repeated flip from the memo, exactly as a run', () => {
    const memo = memoPhysics(raw);
    const mod = createDiscWarsModule(memo.physics);
    const plain = createDiscWarsModule(raw);
    const { s, flip } = moving(mod);
    const before = memo.runs();
    const a = mod.def.apply(s, flip);
    const ran = memo.runs() - before;
    expect(ran).toBeGreaterThan(0);
    const b = mod.def.apply(s, flip);
    expect(memo.runs() - before).toBe(ran);
    const c = plain.def.apply(s, flip);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(raw.hash(b.value.table)).toBe(raw.hash(c.value.table));
    expect(b.value).toEqual(c.value);
  });

  it("hands another engine's memo what a move simulated: it then runs nothing", () => {
    const worker = memoPhysics(raw);
    const page = memoPhysics(raw);
    const wMod = createDiscWarsModule(worker.physics);
    const pMod = createDiscWarsModule(page.physics);
    const { s, flip } = moving(wMod);
    worker.record();
    const w = wMod.def.apply(s, flip);
    const entries = structuredClone(worker.recorded());
    expect(entries.length).toBeGreaterThan(0);
    page.adopt(entries);
    const before = page.runs();
    const p = pMod.def.apply(s, flip);
    expect(page.runs()).toBe(before);
    expect(p).toEqual(w);
  });

  it('a bot battle behind the memo plays move for move as one without it (hard against normal)', () => {
    const options = { scenario: 'skirmish', armies: ['ashen-patrol', 'verdant-patrol'] } as const;
    const play = (physics: DiscPhysics) =>
      runBattle(createDiscWarsModule(physics), 3, {
        options,
        levels: ['hard', 'normal'],
        maxMoves: 40,
      });
    const memo = memoPhysics(raw);
    const a = play(memo.physics);
    const b = play(raw);
    expect(a.moves.length).toBeGreaterThan(10);
    expect(a.moves).toEqual(b.moves);
    expect(raw.hash(a.final.table)).toBe(raw.hash(b.final.table));
  });

  it('runs again for a different table, a negative zero, or an entry pushed out', () => {
    const memo = memoPhysics(raw, 2);
    const table: TableState = {
      width: 48,
      depth: 36,
      pieces: [
        {
          id: 'a',
          kind: 'creature',
          diameter: 2,
          position: { x: 10, y: 10, z: 0.04 },
          orientation: { x: 0, y: 0, z: 0, w: 1 },
        },
      ],
    };
    const moved = (x: number): TableState => ({
      ...table,
      pieces: table.pieces.map((p) => ({ ...p, position: { ...p.position, x } })),
    });
    memo.physics.liesOn(table);
    memo.physics.liesOn(table);
    expect(memo.runs()).toBe(1);
    memo.physics.liesOn(moved(10.000000001));
    expect(memo.runs()).toBe(2);
    const negative: TableState = {
      ...table,
      pieces: table.pieces.map((p) => ({ ...p, orientation: { ...p.orientation, x: -0 } })),
    };
    memo.physics.liesOn(negative);
    memo.physics.liesOn(negative);
    expect(memo.runs()).toBe(4);
    memo.physics.liesOn(moved(11));
    memo.physics.liesOn(table);
    expect(memo.runs()).toBe(6);
    // Bad entries are ignored.
    memo.adopt([{ key: 'settle|x', value: 1 }]);
    memo.physics.liesOn(moved(11));
    expect(memo.runs()).toBe(6);
  });
});
