import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTENT,
  USER_CONTENT_KEY,
  addJson,
  armyIdFor,
  catalogueOf,
  deleteArmy,
  deleteDiscType,
  loadUserContent,
  putArmy,
  saveUserContent,
  type UserContent,
} from '../../../src/ui/discwars-setup/user-content.ts';
import { SKIRMISH } from '../../../src/games/discwars/index.ts';

/** A Storage stand-in over a Map (vitest runs in Node, without localStorage). */
function memoryStorage(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    map: m,
  };
}

const golem = {
  id: 'mud-golem',
  name: 'Mud Golem',
  diameter: 3.5,
  movement: 1,
  attack: 5,
  defense: 5,
  toughness: 6,
  points: 14,
};
const imp = { ...golem, id: 'bog-imp', name: 'Bog Imp', diameter: 1.75, points: 4, flying: true };
const golemArmy = { id: 'bog', name: 'The Bog', discs: ['mud-golem', 'bog-imp', 'char-hounds'] };
const myScenario = { ...SKIRMISH, id: 'my-field', name: 'My field' };

function add(c: UserContent, x: unknown, limit = 150) {
  return addJson(c, JSON.stringify(x), limit);
}

describe('adding JSON to the user content', () => {
  it('adds a single disc type, with the engine defaults filled in', () => {
    const r = add(EMPTY_CONTENT, golem);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.added).toEqual({ catalogue: 1, armies: 0, scenarios: 0 });
    expect(r.value.content.catalogue).toEqual([{ ...golem, wounds: 1, flying: false }]);
    expect(catalogueOf(r.value.content)['mud-golem']?.points).toBe(14);
  });

  it('adds a list of disc types, an army using them, and a scenario as one bundle', () => {
    const r = add(EMPTY_CONTENT, {
      catalogue: [golem, imp],
      armies: [golemArmy],
      scenarios: [myScenario],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.content.catalogue.map((t) => t.id)).toEqual(['mud-golem', 'bog-imp']);
    expect(r.value.content.armies).toEqual([golemArmy]);
    expect(r.value.content.scenarios.map((s) => s.id)).toEqual(['my-field']);
  });

  it('recognises an army and a scenario on their own', () => {
    const withDiscs = add(EMPTY_CONTENT, [golem, imp]);
    expect(withDiscs.ok).toBe(true);
    if (!withDiscs.ok) return;
    const army = add(withDiscs.value.content, golemArmy);
    expect(army.ok && army.value.added).toEqual({ catalogue: 0, armies: 1, scenarios: 0 });
    const sc = add(EMPTY_CONTENT, myScenario);
    expect(sc.ok && sc.value.content.scenarios[0]?.name).toBe('My field');
  });

  it.each([
    ['not JSON', '{"id": ', 'user/json'],
    ['a number', '42', 'user/shape'],
    ['a bad diameter', JSON.stringify({ ...golem, diameter: 3 }), 'catalogue/diameter'],
    ['a built-in disc id', JSON.stringify({ ...golem, id: 'char-hounds' }), 'catalogue/duplicate'],
    ['an army of unknown discs', JSON.stringify(golemArmy), 'army/unknown-disc'],
    ['a scenario without size', JSON.stringify({ id: 'x', name: 'X', rounds: 3 }), 'scenario/size'],
    ['a built-in scenario id', JSON.stringify(SKIRMISH), 'user/scenario-duplicate'],
    ['a bundle part that is no list', '{"catalogue": {}}', 'user/shape'],
    ['an empty bundle', '{"armies": []}', 'user/empty'],
  ])('refuses %s and changes nothing', (_what, text, code) => {
    const before = add(EMPTY_CONTENT, myScenario);
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const snapshot = JSON.stringify(before.value.content);
    const r = addJson(before.value.content, text, 150);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
    expect(JSON.stringify(before.value.content)).toBe(snapshot);
  });

  it('refuses a whole bundle when its last part is bad', () => {
    const r = add(EMPTY_CONTENT, {
      catalogue: [golem],
      scenarios: [myScenario],
      armies: [{ id: 'too-big', name: 'Too big', discs: Array(12).fill('mud-golem') }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('army/over-limit');
  });

  it('refuses an army over the given limit but takes it under a higher one', () => {
    const discs = add(EMPTY_CONTENT, [golem, imp]);
    if (!discs.ok) throw new Error('setup');
    expect(add(discs.value.content, golemArmy, 20).ok).toBe(false);
    expect(add(discs.value.content, golemArmy, 24).ok).toBe(true);
  });

  it('refuses a duplicate user disc and army', () => {
    const first = add(EMPTY_CONTENT, { catalogue: [golem, imp], armies: [golemArmy] });
    if (!first.ok) throw new Error('setup');
    const again = add(first.value.content, golem);
    expect(again.ok).toBe(false);
    const army = add(first.value.content, golemArmy);
    expect(!army.ok && army.error.code).toBe('user/army-duplicate');
  });
});

describe('storing the user content', () => {
  it('round-trips through storage', () => {
    const s = memoryStorage();
    const r = add(EMPTY_CONTENT, {
      catalogue: [golem, imp],
      armies: [golemArmy],
      scenarios: [myScenario],
    });
    if (!r.ok) throw new Error('setup');
    expect(saveUserContent(s, r.value.content)).toBe(true);
    expect(loadUserContent(s)).toEqual(r.value.content);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{{{'],
    ['JSON null', 'null'],
    ['a list', '[1,2]'],
    ['wrong part types', '{"catalogue": 5, "armies": "x", "scenarios": null}'],
  ])('reads %s storage as empty content without throwing', (_what, text) => {
    const s = memoryStorage(text === undefined ? {} : { [USER_CONTENT_KEY]: text });
    expect(loadUserContent(s)).toEqual(EMPTY_CONTENT);
  });

  it('drops only the bad entries of a hand-edited store', () => {
    const s = memoryStorage({
      [USER_CONTENT_KEY]: JSON.stringify({
        catalogue: [golem, { ...imp, points: 99 }],
        armies: [golemArmy, { id: 'ok', name: 'Ok', discs: ['mud-golem'] }],
        scenarios: [{ id: 'broken' }, myScenario],
      }),
    });
    const c = loadUserContent(s);
    expect(c.catalogue.map((t) => t.id)).toEqual(['mud-golem']);
    // golemArmy needs bog-imp, which was dropped.
    expect(c.armies.map((a) => a.id)).toEqual(['ok']);
    expect(c.scenarios.map((x) => x.id)).toEqual(['my-field']);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadUserContent(throwing)).toEqual(EMPTY_CONTENT);
    expect(saveUserContent(throwing, EMPTY_CONTENT)).toBe(false);
  });
});

describe('editing armies and discs', () => {
  const base = add(EMPTY_CONTENT, { catalogue: [golem, imp], armies: [golemArmy] });
  if (!base.ok) throw new Error('setup');
  const c = base.value.content;

  it('replaces an army with the same id and deletes it', () => {
    const edited = putArmy(c, { ...golemArmy, name: 'Bog two' });
    expect(edited.ok && edited.value.armies).toEqual([{ ...golemArmy, name: 'Bog two' }]);
    expect(deleteArmy(c, 'bog').armies).toEqual([]);
  });

  it('never replaces a built-in army', () => {
    const r = putArmy(c, { id: 'ashen-host', name: 'Mine', discs: ['char-hounds'] });
    expect(r.ok).toBe(false);
  });

  it('refuses to delete a disc type an army uses', () => {
    expect(deleteDiscType(c, 'mud-golem').ok).toBe(false);
    const free = deleteDiscType(deleteArmy(c, 'bog'), 'mud-golem');
    expect(free.ok && free.value.catalogue.map((t) => t.id)).toEqual(['bog-imp']);
  });

  it('makes army ids unlike the existing ones', () => {
    expect(armyIdFor(EMPTY_CONTENT, 'My Raiders!')).toBe('my-my-raiders');
    const one = putArmy(EMPTY_CONTENT, { id: 'my-raiders', name: 'R', discs: ['char-hounds'] });
    if (!one.ok) throw new Error('setup');
    expect(armyIdFor(one.value, 'Raiders')).toBe('my-raiders-2');
    expect(armyIdFor(EMPTY_CONTENT, '灰')).toBe('my-army');
  });
});
