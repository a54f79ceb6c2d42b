import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../../src/core/bots/levels.ts';
import { listedMove } from '../../../src/core/listed.ts';
import { seedRng } from '../../../src/core/rng.ts';
import type { AnyGameDef } from '../../../src/core/game.ts';
import { loadSave } from '../../../src/core/save.ts';
import {
  physicsRequestOf,
  replayRequestOf,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import {
  CLIP_SIGMAS,
  drawFlipError,
  handSpread,
  landingZone,
} from '../../../src/games/discwars/dexterity.ts';
import { position, type PositionSpec } from '../../../src/games/discwars/examples.ts';
import { disc, loadModule, play } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const NORTH = Math.PI / 2;

/** One hound per side, far apart, seat 0's hound a1 moving (4 flips). */
const SPEC: PositionSpec = {
  discs: [
    { id: 'a1', owner: 0, type: 'char-hounds', x: 12, y: 4, activated: true },
    { id: 'b1', owner: 1, type: 'char-hounds', x: 6, y: 17 },
  ],
  moving: { disc: 'a1', flipsLeft: 4 },
};

function state(hand: 'real' | null, seed = 1): DiscWarsState {
  const json = position({ ...SPEC, seed }) as Record<string, unknown>;
  const r = mod.def.fromSetup(hand ? { ...json, hand } : json);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function centre(s: DiscWarsState, id: string) {
  const p = s.table.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p.position;
}

const flip = (direction: number, haste?: number): DiscWarsMove =>
  haste === undefined
    ? { type: 'flip', disc: 'a1', direction }
    : { type: 'flip', disc: 'a1', direction, haste };

describe('dexterity: the hand error itself', () => {
  it('the same generator state gives the same error; errors stay within the clip', () => {
    const s = state('real');
    const pose = s.table.pieces.find((p) => p.id === 'a1');
    if (!pose) throw new Error('no a1');
    const a = drawFlipError(s.rng, s.table, pose, NORTH, 0.5);
    const b = drawFlipError(s.rng, s.table, pose, NORTH, 0.5);
    expect(a).toEqual(b);
    expect(a.rng).not.toEqual(s.rng);
  });

  it('over 2000 seeded flips the spread matches the stated sigmas, bounded, and grows with haste', () => {
    const s = state('real');
    const pose = s.table.pieces.find((p) => p.id === 'a1');
    if (!pose) throw new Error('no a1');
    const sd = (xs: number[]) => Math.sqrt(xs.reduce((t, x) => t + x * x, 0) / xs.length);
    const measured: Record<number, { tip: number; slip: number }> = {};
    for (const haste of [0, 1]) {
      const want = handSpread(pose.diameter, haste);
      const tips: number[] = [];
      const slips: number[] = [];
      for (let seed = 1; seed <= 2000; seed++) {
        const { error } = drawFlipError(seedRng(seed), s.table, pose, NORTH, haste);
        expect(Math.abs(error.tip)).toBeLessThanOrEqual(CLIP_SIGMAS * want.tip + 1e-12);
        expect(Math.abs(error.slip)).toBeLessThanOrEqual(CLIP_SIGMAS * want.slip + 1e-12);
        tips.push(error.tip);
        slips.push(error.slip);
      }
      measured[haste] = { tip: sd(tips), slip: sd(slips) };
      // Clipping at 2.5 sigma trims the spread by about 3 %.
      expect(measured[haste].tip / want.tip).toBeGreaterThan(0.9);
      expect(measured[haste].tip / want.tip).toBeLessThan(1.03);
      expect(measured[haste].slip / want.slip).toBeGreaterThan(0.9);
      expect(measured[haste].slip / want.slip).toBeLessThan(1.03);
    }
    const [careful, hurried] = [measured[0], measured[1]];
    if (!careful || !hurried) throw new Error('not measured');
    expect(hurried.tip).toBeGreaterThan(3 * careful.tip);
    expect(hurried.slip).toBeGreaterThan(3 * careful.slip);
  });

  it('the landing zone is a careful flip’s small ellipse and a hurried one’s large one', () => {
    const careful = landingZone(2, 0);
    const hurried = landingZone(2, 1);
    expect(careful.along).toBeCloseTo(2 * 0.05 * 2, 10);
    expect(careful.across).toBeCloseTo(2 * 2 * Math.sin(0.04), 10);
    expect(hurried.along).toBeGreaterThan(3 * careful.along);
    expect(hurried.across).toBeGreaterThan(3 * careful.across);
  });
});

describe('dexterity: flips with a real hand', () => {
  it('a steady hand flips exactly one diameter on and leaves the generator alone', () => {
    const s = state(null);
    expect(s.hand).toBeUndefined();
    const after = play(mod, s, flip(NORTH));
    const a = centre(s, 'a1');
    const b = centre(after, 'a1');
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(2 * 0.875, 3);
    expect(after.rng).toEqual(s.rng);
    const e = after.events.find((x) => x.kind === 'flip');
    expect(e && 'error' in e).toBe(false);
  });

  it('a real hand lands where the drawn error says, and the same record lands the same', () => {
    const s = state('real');
    const d = 2 * 0.875;
    const after = play(mod, s, flip(NORTH, 1));
    const e = after.events.find((x) => x.kind === 'flip');
    if (!e || e.kind !== 'flip' || !e.error) throw new Error('no error recorded');
    const a = centre(s, 'a1');
    const b = centre(after, 'a1');
    expect(e.error.tip).not.toBe(0);
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(d + e.error.slip, 3);
    expect(Math.atan2(b.y - a.y, b.x - a.x)).toBeCloseTo(NORTH + e.error.tip, 3);
    expect(after.rng).not.toEqual(s.rng);
    // Replayed from the same state: the same table, to the last digit.
    const again = play(mod, s, flip(NORTH, 1));
    expect(mod.physics.hash(again.table)).toBe(mod.physics.hash(after.table));
    // Another seed, another error.
    const other = play(mod, state('real', 2), flip(NORTH, 1));
    expect(mod.physics.hash(other.table)).not.toBe(mod.physics.hash(after.table));
  });

  it('a hurried flip strays further than a careful one over many seeds', () => {
    const stray = (haste: number) => {
      let sum = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const s = state('real', seed);
        const a = centre(s, 'a1');
        const b = centre(play(mod, s, flip(NORTH, haste)), 'a1');
        sum += Math.hypot(b.x - a.x, b.y - (a.y + 1.75));
      }
      return sum / 12;
    };
    const careful = stray(0);
    const hurried = stray(1);
    expect(careful).toBeGreaterThan(0.005);
    expect(hurried).toBeGreaterThan(2.5 * careful);
  });

  it('a grazing pin is a skill shot: steady always pins, a hurried real hand sometimes misses', () => {
    const pinned = (haste: number | null) => {
      let n = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const json = position({
          seed,
          discs: [
            { id: 'a1', owner: 0, type: 'char-hounds', x: 10, y: 6, activated: true },
            { id: 'b1', owner: 1, type: 'char-hounds', x: 10, y: 6 + 3.5 - 0.05 },
          ],
          moving: { disc: 'a1', flipsLeft: 4 },
        }) as Record<string, unknown>;
        const r = mod.def.fromSetup(haste === null ? json : { ...json, hand: 'real' });
        if (!r.ok) throw new Error(r.error.message);
        const after = play(mod, r.value, haste === null ? flip(NORTH) : flip(NORTH, haste));
        const e = after.events.find((x) => x.kind === 'flip');
        if (e?.kind === 'flip' && e.liesOn.includes('b1')) n++;
      }
      return n;
    };
    expect(pinned(null)).toBe(12);
    const hurried = pinned(1);
    expect(hurried).toBeGreaterThan(0);
    expect(hurried).toBeLessThan(12);
  });

  it('the table re-runs the very flip from a view, without the generator', () => {
    const s = state('real', 3);
    const m = flip(NORTH, 0.4);
    const after = play(mod, s, m);
    const full = physicsRequestOf(s, m);
    const fromView = replayRequestOf(mod.def.view(s, 1), m, mod.def.view(after, 1));
    expect(fromView).toEqual(full);
    expect(full && 'flip' in full && full.flip.slip).not.toBe(undefined);
    expect(mod.def.view(after, 1).rng).not.toEqual(after.rng);
  });

  it('lists careful flips, takes any haste, refuses a bad one and blocks undo', () => {
    const s = state('real');
    const listed = mod.def.legalMoves(s).filter((m) => m.type === 'flip');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((m) => m.type === 'flip' && m.haste === 0)).toBe(true);
    for (const haste of [1.5, -0.1, Number.NaN]) {
      const r = mod.def.apply(s, flip(NORTH, haste));
      expect(r.ok ? '' : r.error.code).toBe('flip/haste');
    }
    const bad = mod.def.apply(s, {
      type: 'flip',
      disc: 'a1',
      direction: NORTH,
      haste: 'x',
    } as never);
    expect(bad.ok ? '' : bad.error.code).toBe('move/shape');
    expect(mod.def.revealsInformation(s, flip(NORTH, 0), s)).toBe(true);
    expect(mod.def.revealsInformation(state(null), flip(NORTH), s)).toBe(false);
  });

  it('an error that would carry the disc off the table is softened, never refused', () => {
    // a1 one diameter short of the far edge, flipped straight at it: a long slip would leave it.
    for (let seed = 1; seed <= 30; seed++) {
      const json = position({
        ...SPEC,
        seed,
        discs: [
          { id: 'a1', owner: 0, type: 'char-hounds', x: 12, y: 20 - 0.875 - 1.75, activated: true },
          { id: 'b1', owner: 1, type: 'char-hounds', x: 4, y: 4 },
        ],
      }) as Record<string, unknown>;
      const r = mod.def.fromSetup({ ...json, hand: 'real' });
      if (!r.ok) throw new Error(r.error.message);
      const after = mod.def.apply(r.value, flip(NORTH, 1));
      expect(after.ok).toBe(true);
      if (after.ok) expect(centre(after.value, 'a1').y + 0.875).toBeLessThanOrEqual(20 + 1e-6);
    }
  });
});

describe('dexterity: bots and the referee', () => {
  it('the bot weighs flips as aimed and plays a careful flip that takes the hand’s error', () => {
    const spec: PositionSpec = {
      moving: { disc: 'a1', flipsLeft: 2 },
      discs: [
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 6, activated: true },
        { id: 'b1', owner: 1, type: 'glade-longbows', x: 10, y: 8.3 },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 3, y: 17 },
      ],
    };
    const choose = (s: DiscWarsState) =>
      chooseBotMove(
        { def: mod.def, view: mod.def.view(s, 0), seat: 0, legal: mod.def.legalMoves(s), seed: 1 },
        mod.bot,
        'normal',
        { budget: 'iterations' },
      ).move;
    const steadyState = mod.def.fromSetup(position(spec));
    const realState = mod.def.fromSetup({ ...(position(spec) as object), hand: 'real' });
    if (!steadyState.ok || !realState.ok) throw new Error('bad position');
    const steady = choose(steadyState.value);
    const real = choose(realState.value);
    if (steady.type !== 'flip' || real.type !== 'flip') throw new Error('no flip chosen');
    expect(real).toEqual({ ...steady, haste: 0 });
    const after = play(mod, realState.value, real);
    const e = after.events.find((x) => x.kind === 'flip');
    expect(e?.kind === 'flip' && e.error !== undefined).toBe(true);
  });

  it('the referee takes any haste in [0, 1] as a free key, and nothing else', () => {
    const s = state('real');
    const legal = mod.def.legalMoves(s);
    const sent = { type: 'flip', disc: 'a1', direction: 1.2345, haste: 0.7 };
    expect(listedMove(legal, sent, mod.def.freeKeys)).toEqual(sent);
    // The haste key is part of a real hand's flip; a steady game lists no such key.
    expect(listedMove(legal, { type: 'flip', disc: 'a1', direction: 1.2 }, mod.def.freeKeys)).toBe(
      null,
    );
    expect(listedMove(mod.def.legalMoves(state(null)), sent, mod.def.freeKeys)).toBeNull();
    // A haste out of range passes the referee's shape check but not the rules.
    const wild = listedMove(legal, { ...sent, haste: 7 }, mod.def.freeKeys);
    expect(wild).not.toBeNull();
    const r = mod.def.apply(s, wild as DiscWarsMove);
    expect(r.ok ? '' : r.error.code).toBe('flip/haste');
  });
});

describe('dexterity: the option', () => {
  it('is steady by default, and a steady game is the game as it was before the option', () => {
    const base = { ...mod.def.defaultOptions, deploy: false };
    const { hand: _h, ...without } = base;
    expect(base.hand).toBe('steady');
    expect(mod.def.setup(without, 9)).toEqual(mod.def.setup(base, 9));
    expect(mod.def.setup({ ...base, hand: 'real' }, 9).hand).toBe('real');
  });

  it('bad option values are refused with a clear error', () => {
    const r = mod.def.validateOptions({ ...mod.def.defaultOptions, hand: 'wobbly' });
    expect(r.ok ? '' : r.error.code).toBe('options/hand');
    const json = position(SPEC) as Record<string, unknown>;
    const f = mod.def.fromSetup({ ...json, hand: 'steady' });
    expect(f.ok ? '' : f.error.code).toBe('setup/hand');
  });

  it('a save without the option loads as a steady hand and replays to its recorded table', () => {
    const text = readFileSync('test/fixtures/discwars-save-2026-12-03.json', 'utf8');
    expect(text).not.toContain('"hand"');
    const loaded = loadSave(text, (id) =>
      id === 'discwars' ? (mod.def as unknown as AnyGameDef) : undefined,
    );
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    const s = loaded.value.match.state as DiscWarsState;
    expect(s.hand).toBeUndefined();
    expect(
      loaded.value.match.log.filter((e) => (e.move as DiscWarsMove).type === 'flip').length,
    ).toBeGreaterThan(0);
    expect(mod.physics.hash(s.table)).toBe('79f2f10e7d67cfcc');
  });

  it('a real-hand save loads and replays to the table recorded when it was written', () => {
    const text = readFileSync('test/fixtures/discwars-real-hand-2026-12-03.json', 'utf8');
    const loaded = loadSave(text, (id) =>
      id === 'discwars' ? (mod.def as unknown as AnyGameDef) : undefined,
    );
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    const s = loaded.value.match.state as DiscWarsState;
    expect(s.hand).toBe('real');
    const flips = loaded.value.match.log.filter((e) => (e.move as DiscWarsMove).type === 'flip');
    expect(flips).toHaveLength(8);
    // Recorded when the fixture was written (seed 11, 14 moves, hastes 0 to 1).
    expect(mod.physics.hash(s.table)).toBe('3e0211cca6f531f0');
    expect(s.rng).toEqual([-1769677974, 564999578, 1091121797, 1629307204]);
  });

  it('a real-hand game replays from its record (through JSON) to the same table', () => {
    const options = { ...mod.def.defaultOptions, deploy: false, hand: 'real' as const };
    let s = mod.def.setup(options, 4);
    const log: DiscWarsMove[] = [];
    let flips = 0;
    for (let i = 0; i < 16 && mod.def.toMove(s) !== null; i++) {
      const legal = mod.def.legalMoves(s);
      // A steady stream of flips: activate, flip twice forward-ish, stop.
      const m =
        legal.find((x) => x.type === 'flip' && flips++ % 3 !== 2) ??
        legal.find((x) => x.type === 'activate' && x.action.kind === 'move') ??
        legal[legal.length - 1];
      if (!m) break;
      const r = mod.def.apply(s, m);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      log.push(m);
      s = r.value;
    }
    expect(log.some((m) => m.type === 'flip')).toBe(true);
    let again = mod.def.setup(JSON.parse(JSON.stringify(options)), 4);
    for (const m of JSON.parse(JSON.stringify(log)) as DiscWarsMove[]) again = play(mod, again, m);
    expect(mod.physics.hash(again.table)).toBe(mod.physics.hash(s.table));
    expect(again.rng).toEqual(s.rng);
    expect(disc(again, 'a1')).toEqual(disc(s, 'a1'));
  });
});
