import { beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '../../../src/core/json.ts';
import {
  ARMIES,
  CATALOGUE,
  armyPoints,
  buildArmy,
  buildCatalogue,
  parseArmy,
  parseDiscType,
  parseScenario,
  SCENARIOS,
  type DiscWarsModule,
} from '../../../src/games/discwars/index.ts';
import { position } from '../../../src/games/discwars/examples.ts';
import { Rng } from '../../../src/core/rng.ts';
import { loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

const catalogue = Object.fromEntries(CATALOGUE.map((t) => [t.id, t]));

describe('catalogue and armies', () => {
  it('stats lie in the real game’s ranges and every kind of disc the rules need exists', () => {
    for (const t of CATALOGUE) {
      expect(parseDiscType(t)).toEqual({ ok: true, value: t });
      expect(t.diameter).toBeGreaterThanOrEqual(1.75);
      expect(t.diameter).toBeLessThanOrEqual(3.5);
      expect(t.points).toBeGreaterThanOrEqual(3);
      expect(t.points).toBeLessThanOrEqual(18);
    }
    const missiles = new Set(CATALOGUE.map((t) => t.missile?.type).filter(Boolean));
    expect([...missiles].sort()).toEqual(['arrow', 'bolt', 'boulder', 'fireball']);
    expect(CATALOGUE.some((t) => t.flying)).toBe(true);
    expect(CATALOGUE.some((t) => t.wounds === 2)).toBe(true);
    expect(CATALOGUE.some((t) => t.ability === 'rally')).toBe(true);
    expect(CATALOGUE.some((t) => (t.spells ?? []).length >= 2)).toBe(true);
  });

  it('the two built-in armies fit 150 points', () => {
    for (const id of ['ashen-host', 'verdant-league']) {
      const army = ARMIES.find((a) => a.id === id)!;
      expect(armyPoints(army, catalogue)).toBeLessThanOrEqual(150);
      expect(armyPoints(army, catalogue)).toBeGreaterThan(130);
      expect(parseArmy(army, catalogue, 150).ok).toBe(true);
    }
  });

  it('the army builder refuses a pick over the point limit', () => {
    const ok = buildArmy('mine', 'Mine', ['slag-ogre', 'char-hounds'], 22);
    expect(ok).toMatchObject({ ok: true, value: { points: 22 } });
    const over = buildArmy('mine', 'Mine', ['slag-ogre', 'char-hounds', 'char-hounds'], 22);
    expect(over.ok ? '' : over.error.code).toBe('army/over-limit');
    const unknown = buildArmy('mine', 'Mine', ['dragon'], 150);
    expect(unknown.ok ? '' : unknown.error.code).toBe('army/unknown-disc');
    const big = parseArmy({ id: 'x', name: 'X', discs: ARMIES[0]!.discs }, catalogue, 100);
    expect(big.ok ? '' : big.error.message).toMatch(/limit is 100/);
    expect(mod.def.validateOptions({ points: 100 }).ok).toBe(false);
  });

  it('user catalogue entries and scenarios are checked with clear errors', () => {
    const bad = parseDiscType({ ...CATALOGUE[0], id: 'giant', diameter: 5 });
    expect(bad.ok ? '' : bad.error.message).toMatch(/diameter/);
    const cheap = parseDiscType({ ...CATALOGUE[0], id: 'cheap', points: 1 });
    expect(cheap.ok ? '' : cheap.error.code).toBe('catalogue/points');
    const clash = buildCatalogue([CATALOGUE[0]]);
    expect(clash.ok ? '' : clash.error.code).toBe('catalogue/duplicate');
    const custom = { ...CATALOGUE[0], id: 'iron-golem', name: 'Iron Golem' };
    expect(buildCatalogue([custom]).ok).toBe(true);
    for (const sc of SCENARIOS) expect(parseScenario(sc)).toEqual({ ok: true, value: sc });
    const off = parseScenario({ ...SCENARIOS[0], lands: [{ id: 'l', x: 1, y: 1, diameter: 4 }] });
    expect(off.ok ? '' : off.error.message).toMatch(/not wholly on the table/);
    const opts = mod.def.validateOptions({
      catalogue: [custom],
      armies: [{ id: 'g', name: 'Golems', discs: ['iron-golem'] }, 'verdant-league'],
    });
    expect(opts.ok).toBe(true);
  });
});

describe('set-up', () => {
  it('places both armies in their set-up areas without overlap, a random first player', () => {
    // The automatic set-up (the deployment phase's "deploy for me" places discs the same way).
    const s = mod.def.setup({ ...mod.def.defaultOptions, deploy: false }, 11);
    const creatures = s.table.pieces.filter((p) => p.kind === 'creature');
    expect(creatures).toHaveLength(27); // 13 + 14 discs, all on the table
    for (const p of creatures) {
      const d = s.discs.find((x) => x.id === p.id)!;
      const y = d.owner === 0 ? p.position.y + p.diameter / 2 : 36 - p.position.y + p.diameter / 2;
      expect(y).toBeLessThanOrEqual(9 + 1e-9);
    }
    for (const a of s.table.pieces)
      for (const b of s.table.pieces)
        if (a !== b && a.kind !== 'counter')
          expect(
            Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y),
          ).toBeGreaterThanOrEqual((a.diameter + b.diameter) / 2);
    const firsts = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => mod.def.setup(mod.def.defaultOptions, seed).firstPlayer),
    );
    expect(firsts.size).toBe(2);
  });

  it('setup JSON round-trips exactly and refuses impossible positions', () => {
    const s = mod.def.setup(mod.def.defaultOptions, 5);
    const back = mod.def.fromSetup(JSON.parse(JSON.stringify(mod.def.toSetup(s))));
    expect(back.ok && deepEqual(back.value, s)).toBe(true);
    const good = position({
      discs: [{ id: 'a', owner: 0, type: 'char-hounds', x: 5, y: 5 }],
    }) as Record<string, unknown>;
    expect(mod.def.fromSetup(good).ok).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- spoiling raw JSON on purpose
    const cases: [string, (j: any) => void][] = [
      ['setup/pose', (j) => (j.discs[0].where = 'reserve')],
      ['setup/too-wounded', (j) => (j.discs[0].wounds = 1)],
      ['setup/disc-type', (j) => (j.discs[0].type = 'nothing')],
      ['setup/phase', (j) => (j.phase = 'lunch')],
      ['setup/to-act', (j) => (j.toAct = null)],
      ['setup/rng', (j) => (j.rng = [1, 2])],
      ['setup/stray-piece', (j) => j.table.pieces.push({ ...j.table.pieces[0], id: 'ghost' })],
    ];
    for (const [code, spoil] of cases) {
      const j = JSON.parse(JSON.stringify(good));
      spoil(j);
      const r = mod.def.fromSetup(j);
      expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    }
  });

  it('shows every seat the whole table but never the generator that decides drops', () => {
    const s = mod.def.setup(mod.def.defaultOptions, 2);
    expect(mod.def.hiddenInformation).toBe(false);
    const v = mod.def.view(s, 1);
    expect({ ...v, rng: s.rng }).toEqual(s);
    expect(v.rng).not.toEqual(s.rng);
    const d = mod.def.determinize(mod.def.view(s, 0), 0, Rng.fromSeed(9));
    expect({ ...d, rng: s.rng }).toEqual(s);
    expect(d.rng).toEqual(Rng.fromSeed(9).state());
  });
});

describe('apply', () => {
  it('refuses malformed and out-of-turn moves with errors, never throwing or mutating', () => {
    const s = mod.def.setup(
      {
        ...mod.def.defaultOptions,
        scenario: 'skirmish',
        armies: ['ashen-patrol', 'verdant-patrol'],
      },
      4,
    );
    const copy = JSON.stringify(s);
    const seat = mod.def.toMove(s)!;
    const enemy = s.discs.find((d) => d.owner !== seat)!.id;
    const bad: unknown[] = [
      null,
      42,
      { type: 'dance' },
      { type: 'flip', disc: enemy, direction: 1 },
      { type: 'stop' },
      { type: 'activate', disc: enemy, action: { kind: 'move' } },
      { type: 'activate', disc: 'zz', action: { kind: 'spell', spell: 'nope', target: 'a1' } },
      { type: 'fire', archer: 'a2', target: enemy },
      { type: 'answer', defender: 'a1', attacker: 'b1' },
    ];
    for (const m of bad) {
      const r = mod.def.apply(s, m as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(s)).toBe(copy);
  });
});
