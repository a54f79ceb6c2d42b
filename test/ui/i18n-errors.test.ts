import { describe, expect, it } from 'vitest';
import { newMatch, play, replay, undoCount, type Match } from '../../src/core/match.ts';
import { loadSave, serializeSave, toSaveFile, SAVE_VERSION } from '../../src/core/save.ts';
import { unwrap, type GameError, type Result } from '../../src/core/result.ts';
import type { AnyGameDef } from '../../src/core/game.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import { CATALOGUE } from '../../src/games/discwars/index.ts';
import { addPick } from '../../src/ui/discwars-setup/builder.ts';
import {
  deleteDiscType,
  addJson,
  EMPTY_CONTENT,
} from '../../src/ui/discwars-setup/user-content.ts';
import {
  ERROR_CATALOGS_JA,
  errorText,
  fillTemplate,
  type ErrorParams,
  type JaErrorText,
} from '../../src/ui/i18n/errors.ts';
import { translate } from '../../src/ui/i18n/index.ts';
import { scanErrorCodes } from './error-codes.ts';
import { flagsJson, position as blPosition } from '../games/battleline/helpers.ts';
import { position as t10Position } from '../games/type10/helpers.ts';
import { position as h218Position, u } from '../games/hill218/helpers.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const entries: [string, JaErrorText][] = Object.values(ERROR_CATALOGS_JA).flatMap((c) =>
  Object.entries(c),
);
const catalog = new Map(entries);

function failure<T>(r: Result<T, GameError>): GameError {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

/** Every template an entry may give for `p`. */
function templatesOf(entry: JaErrorText, p: ErrorParams): readonly string[] {
  const t = typeof entry === 'function' ? entry(p) : entry;
  return typeof t === 'string' ? [t] : t;
}

/** The Japanese text must be Japanese, fully filled, and carry every number `detail` gives. */
function expectGoodJa(e: GameError, ...mustContain: (string | number)[]): string {
  const text = errorText('ja', e);
  expect(text, e.code).toMatch(JAPANESE);
  expect(text, e.code).not.toMatch(/[{}]/);
  expect(text, e.code).not.toContain('（英語の説明）');
  expect(text, e.code).not.toContain(e.message);
  for (const s of mustContain) expect(text, e.code).toContain(String(s));
  expect(errorText('en', e)).toBe(e.message);
  return text;
}

describe('the Japanese error catalog', () => {
  const scanned = scanErrorCodes();

  it('knows how every computed code is built', () => {
    expect(scanned.unknownSites).toEqual([]);
    expect(scanned.codes.size).toBeGreaterThan(250);
  });

  it('has a Japanese text for every code in src/', () => {
    const missing = [...scanned.codes.keys()].filter((c) => !catalog.has(c));
    expect(missing).toEqual([]);
  });

  it('has no text for a code that no longer exists, and no code twice', () => {
    expect(entries.map(([c]) => c).filter((c) => !scanned.codes.has(c))).toEqual([]);
    expect(entries.length).toBe(catalog.size);
  });

  it('degrades to a whole Japanese text when detail is missing', () => {
    for (const [code, entry] of entries) {
      const text = errorText('ja', { code, message: 'English.' });
      expect(text, code).toMatch(JAPANESE);
      expect(text, code).not.toMatch(/[{}]/);
      expect(text, code).not.toContain('English.');
      const last = templatesOf(entry, {}).at(-1)!;
      expect(last, code).not.toMatch(/\{\w+\}/);
    }
  });

  it('fills every placeholder a template names', () => {
    for (const [code, entry] of entries) {
      const names = new Set(
        templatesOf(entry, {}).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
      );
      const detail = Object.fromEntries([...names].map((n, i) => [n, 70 + i]));
      const text = errorText('ja', { code, message: 'English.', detail });
      expect(text, code).not.toMatch(/[{}]/);
      if (names.size > 0 && !names.has('reason')) expect(text, code).toMatch(/7\d/);
    }
  });

  it('picks the first template that can be filled', () => {
    expect(fillTemplate(['a{x}b{y}', 'a{x}', 'none'], { x: 1 })).toBe('a1');
    expect(fillTemplate(['a{x}'], {})).toBeNull();
  });
});

describe('errorText', () => {
  it('returns the English message unchanged in English', () => {
    const e: GameError = { code: 'bombard/too-weak', message: 'Bombard 3 …', detail: { x: 1 } };
    expect(errorText('en', e)).toBe('Bombard 3 …');
    expect(errorText('en', { code: 'no/such-code', message: 'Plain.' })).toBe('Plain.');
  });

  it('leads an unknown code in with Japanese and keeps the English message', () => {
    const text = errorText('ja', { code: 'no/such-code', message: 'Something broke.' });
    expect(text).toMatch(JAPANESE);
    expect(text).toContain('Something broke.');
  });

  it('never throws on a strange detail', () => {
    const hostile = {
      get strength(): number {
        throw new Error('boom');
      },
    };
    const e: GameError = { code: 'attack/too-weak', message: 'Attack.', detail: hostile };
    expect(() => errorText('ja', e)).not.toThrow();
    expect(errorText('ja', { code: 'attack/too-weak', message: 'A.', detail: 5 })).toMatch(
      JAPANESE,
    );
    expect(errorText('ja', { code: 'step/illegal', message: 'A.', detail: null })).toMatch(
      JAPANESE,
    );
  });

  it('uses only top-level strings and numbers of detail', () => {
    const e: GameError = {
      code: 'army/over-limit',
      message: 'Over.',
      detail: { points: { n: 1 }, limit: 40 },
    };
    expect(errorText('ja', e)).toBe('軍勢の合計がポイント上限を超えます。');
  });
});

describe('real engine errors in Japanese', () => {
  it('Type 10: a step onto a unit the attack cannot destroy, with both numbers', () => {
    const s = t10Position([
      ['inf1', 'infantry', '0503'],
      ['pl', 'platoon', '0603'],
      ['cmd', 'command', '0909'],
    ]);
    const e = failure(type10.apply(s, { type: 'step', unit: 'inf1', to: '0603' }));
    expect(e.code).toBe('step/illegal');
    expect(expectGoodJa(e, 3)).toBe('攻撃力3では目標の防御力3を上回れません。');
  });

  it('Type 10: a step without movement left, and bombards out of range or too weak', () => {
    const s = t10Position([
      ['t72', 't72', '0705'],
      ['cmd', 'command', '0909'],
    ]);
    const s2 = unwrap(type10.apply(s, { type: 'step', unit: 't72', to: '0706' }));
    const e = failure(type10.apply(s2, { type: 'step', unit: 't72', to: '0605' }));
    expect(expectGoodJa(e)).toBe('そのヘックスに入る移動力が残っていません。');
    const far = t10Position([
      ['t72', 't72', '0502'],
      ['ms', 'missile', '0506'],
      ['cmd', 'command', '0909'],
    ]);
    const out = failure(type10.apply(far, { type: 'bombard', unit: 't72', target: 'ms' }));
    expect(out.code).toBe('bombard/out-of-range');
    expectGoodJa(out, 4, 3);
    const tank = t10Position(
      [
        ['t10', 'type10', '0505'],
        ['t72', 't72', '0503'],
        ['cmd', 'command', '0909'],
      ],
      { phase: 'pkfAct' },
    );
    const weak = failure(type10.apply(tank, { type: 'bombard', unit: 't10', target: 't72' }));
    expect(weak.code).toBe('bombard/too-weak');
    expectGoodJa(weak, 4);
  });

  it('Type 10: unknown options are named', () => {
    const e = failure(type10.validateOptions({ colour: 'red', speed: 2 }));
    expect(expectGoodJa(e, 'colour, speed')).toContain('colour, speed');
  });

  it('Battle Line: an unproven claim and a bad option', () => {
    const s = blPosition({
      hands: [['r9'], []],
      flags: flagsJson({ 0: { a: ['r6', 'r7', 'r8'], b: ['b9'] } }),
      phase: 'claim',
      played: true,
    });
    const e = failure(battleline.apply(s, { type: 'claim', flag: 0 }));
    expect(e.code).toBe('claim/not-proven');
    expect(expectGoodJa(e)).toContain('旗');
    expectGoodJa(failure(battleline.validateOptions({ claimTiming: 'never' })));
  });

  it('Hill 218: a card without a supply line names the unit', () => {
    const s = h218Position({
      cells: [u(0, -1, 0, 'tank'), u(0, 1, 1, 'tank')],
      hands: [['infantry', 'tank'], ['tank']],
      turn: 0,
    });
    const e = failure(hill218.apply(s, { type: 'place', unit: 'infantry', at: { x: 4, y: 4 } }));
    expect(e.code).toBe('place/unsupplied');
    expect(expectGoodJa(e, '歩兵')).toBe(
      'そこに出した歩兵には、司令部からの補給線がつながりません。',
    );
    const gone = failure(
      hill218.apply(s, { type: 'place', unit: 'artillery', at: { x: 1, y: -1 } }),
    );
    expect(gone.code).toBe('place/not-in-hand');
    expectGoodJa(gone, '砲兵');
  });

  it('Disc Wars: an army over its point limit, bad JSON, a disc type in use', () => {
    const cat = Object.fromEntries(CATALOGUE.map((t) => [t.id, t]));
    const d = { id: null, name: 'x', picks: ['slag-ogre', 'slag-ogre'] };
    const e = failure(addPick(d, 'cinder-warlord', 40, cat));
    expect(e.code).toBe('army/over-limit');
    expectGoodJa(e, 50, 40);
    expectGoodJa(failure(addJson(EMPTY_CONTENT, '{ nope', 40)));
    const content = {
      ...EMPTY_CONTENT,
      armies: [{ id: 'mine', name: 'My band', discs: ['my-disc'] }],
    };
    expectGoodJa(failure(deleteDiscType(content, 'my-disc')), 'My band');
  });

  it('saves: tampered, from the future, of another game, and with an illegal move inside', () => {
    const m = unwrap(newMatch(battleline, { kind: 'new', options: {}, seed: 7 }));
    const defs = (id: string): AnyGameDef | undefined =>
      id === 'battleline' ? (battleline as AnyGameDef) : undefined;
    const good = serializeSave(m);
    const tampered = good.replace('"seed": 7', '"seed": 8');
    expectGoodJa(failure(loadSave(tampered, defs)));
    const future = good.replace(`"version": ${SAVE_VERSION}`, '"version": 99');
    expectGoodJa(failure(loadSave(future, defs)), 99, SAVE_VERSION);
    const wrong = failure(loadSave(good, defs, 'type10'));
    expect(expectGoodJa(wrong)).toBe(
      `この保存ファイルは「${translate('ja', 'game.battleline')}」のものです。ここは「${translate('ja', 'game.type10')}」の卓です。`,
    );
    const seat = battleline.toMove(m.state)!;
    const forged = { ...m, log: [{ seat, move: { type: 'play', card: 'zz', flag: 0 } }] };
    const e = failure(loadSave(JSON.stringify(toSaveFile(forged as Match)), defs));
    expect(e.code).toBe('save/illegal');
    const text = expectGoodJa(e, '1手目');
    expect(text).toContain('この保存ファイルは再生できません：記録の1手目は指せない手です：');
  });

  it('the match: a replay with a move for the wrong seat, and nothing to undo', () => {
    const m = unwrap(newMatch(battleline, { kind: 'new', options: {}, seed: 3 }));
    const seat = battleline.toMove(m.state)!;
    const e = failure(
      replay(battleline, m.start, [{ seat: seat === 0 ? 1 : 0, move: { type: 'pass' } }]),
    );
    expect(e.code).toBe('match/wrong-seat');
    expectGoodJa(e, '1手目');
    expectGoodJa(failure(undoCount(m, 0, false)));
    const move = battleline.legalMoves(m.state)[0]!;
    const after = unwrap(play(battleline, m, move));
    expectGoodJa(failure(play(battleline, after, { type: 'claim', flag: 99 } as never)));
  });

  it('a bad route option', () => {
    expectGoodJa(failure(newMatch(hill218, { kind: 'new', options: { firstTurn: 'x' }, seed: 1 })));
    expectGoodJa(failure(newMatch(battleline, { kind: 'new', options: {}, seed: -1 })));
  });
});
