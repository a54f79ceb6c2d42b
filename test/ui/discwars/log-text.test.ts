/**
 * Disc Wars' localized log lines, army names and reasons of the end: every move kind reads as the
 * engine's English and has no English word left in Japanese, discs by the names the panel uses.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import type { DiscWarsMove, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { discwarsMessages } from '../../../src/ui/tables/discwars/messages.ts';
import {
  discWarsMoveText,
  discWarsOutcomeText,
  discWarsSeatName,
} from '../../../src/ui/tables/discwars/log-text.ts';
import { discLabel } from '../../../src/ui/tables/discwars/names.ts';
import { loadModule } from '../../games/discwars/helpers.ts';

const mod = await loadModule();
addMessages(discwarsMessages);
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
const ja = (k: string, p?: Record<string, string | number>) => translate('ja', k, p);
const ENGLISH = /[a-z]{2,}/;

/** Both lines of `m` in `s`, from the other army's view; the English one is the engine's. */
function lines(s: DiscWarsState, m: DiscWarsMove): [string, string] {
  const v = mod.def.view(s, s.toAct === 0 ? 1 : 0);
  const e = discWarsMoveText(en, 'en', v, m);
  expect(e).toBe(mod.def.describeMove?.(s, m));
  const j = discWarsMoveText(ja, 'ja', v, m);
  if (ENGLISH.test(j)) throw new Error(`English left in "${j}"`);
  return [e, j];
}

describe('Disc Wars log lines', () => {
  const s = mod.def.setup(mod.def.defaultOptions, 4);
  const a1 = (lang: 'en' | 'ja') => discLabel(lang, s, 'a1');
  const b2 = (lang: 'en' | 'ja') => discLabel(lang, s, 'b2');

  it('names discs as the panel does, in each move kind', () => {
    const cases: [DiscWarsMove, (l: 'en' | 'ja') => string][] = [
      [
        { type: 'activate', disc: 'a1', action: { kind: 'move' } },
        (l) => (l === 'en' ? `activates ${a1(l)} to move` : `${a1(l)}をアクティブにして移動`),
      ],
      [
        { type: 'activate', disc: 'a1', action: { kind: 'rally', target: 'b2' } },
        (l) =>
          l === 'en'
            ? `${a1(l)} rallies ${b2(l)} (+3 flips this round)`
            : `${a1(l)}が${b2(l)}を鼓舞（このラウンド裏返し+3回）`,
      ],
      [
        { type: 'activate', disc: 'a1', action: { kind: 'spell', spell: 'mend', target: 'b2' } },
        (l) => (l === 'en' ? `${a1(l)} casts Mend on ${b2(l)}` : `${a1(l)}が${b2(l)}に癒し`),
      ],
      [
        { type: 'flip', disc: 'a1', direction: Math.PI / 2 },
        (l) =>
          l === 'en' ? `flips ${a1(l)} towards the enemy edge` : `${a1(l)}を敵陣の方向へ裏返す`,
      ],
      [{ type: 'stop' }, (l) => (l === 'en' ? 'stops moving' : '移動をやめる')],
      [
        { type: 'pass' },
        (l) =>
          l === 'en' ? 'activates no more this phase' : 'このフェイズはこれ以上アクティブにしない',
      ],
      [
        { type: 'fire', archer: 'a1', target: 'b2' },
        (l) => (l === 'en' ? `${a1(l)} fires at ${b2(l)}` : `${a1(l)}が${b2(l)}を射撃`),
      ],
      [
        { type: 'strike', attacker: 'a1', defender: 'b2' },
        (l) => (l === 'en' ? `${a1(l)} strikes ${b2(l)}` : `${a1(l)}が${b2(l)}を攻撃`),
      ],
      [
        { type: 'answer', defender: 'b2', attacker: 'a1' },
        (l) => (l === 'en' ? `${b2(l)} answers ${a1(l)}` : `${b2(l)}が${a1(l)}に反撃`),
      ],
    ];
    expect(a1('ja')).not.toBe(a1('en'));
    for (const [m, want] of cases) expect(lines(s, m)).toEqual([want('en'), want('ja')]);
    expect(lines({ ...s, phase: 'missile' }, { type: 'pass' })).toEqual([
      'fires no more this phase',
      'このフェイズはこれ以上射撃しない',
    ]);
  });

  it('seeded random moves read as the engine says, in both languages', () => {
    let cur = mod.def.setup(mod.def.defaultOptions, 9);
    const rng = Rng.fromSeed(9);
    const kinds = new Set<string>();
    for (let i = 0; i < 40 && mod.def.outcome(cur) === null; i++) {
      const m = rng.pick(mod.def.legalMoves(cur));
      lines(cur, m);
      kinds.add(m.type);
      const r = mod.def.apply(cur, m);
      if (!r.ok) throw new Error(r.error.message);
      cur = r.value;
    }
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('names the armies as the panel does', () => {
    expect(discWarsSeatName('en', s, 0)).toBe(s.armies[0]);
    expect(discWarsSeatName('ja', s, 0)).toBe('灰の先陣');
    expect(discWarsSeatName('ja', s, 1)).toBe('緑の先陣');
  });

  it('names every reason of the end, a draw by wipe-out included', () => {
    expect(discWarsOutcomeText(en, { winner: 0, reason: 'wiped-out' })).toBe(
      'the other army has no disc left',
    );
    expect(discWarsOutcomeText(en, { winner: null, reason: 'wiped-out' })).toBe(
      'neither army has a disc left',
    );
    expect(discWarsOutcomeText(en, { winner: 1, reason: 'points' })).toBe(
      'on points after the last round',
    );
    for (const winner of [0, null] as const)
      for (const reason of ['wiped-out', 'points'])
        expect(discWarsOutcomeText(ja, { winner, reason })).not.toMatch(ENGLISH);
    expect(discWarsOutcomeText(en, { winner: 1, reason: 'odd' })).toBe('odd');
  });
});
