/**
 * Battle Line's localized log lines: one of each move kind in English and Japanese, English lines
 * word for word the engine's, and no log line of a seeded random game naming a card its reader
 * (the mover's opponent) cannot see once the move is made.
 */
import { describe, expect, it } from 'vitest';
import {
  battleline,
  TACTICS,
  TROOPS,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
  type Seat,
} from '../../../src/games/battleline/index.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { battlelineMessages } from '../../../src/ui/tables/battleline/messages.ts';
import {
  battleLineMoveText,
  battleLineOutcomeText,
  cardText,
} from '../../../src/ui/tables/battleline/log-text.ts';
import { randomGame } from '../../games/battleline/helpers.ts';

addMessages(battlelineMessages);
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
const ja = (k: string, p?: Record<string, string | number>) => translate('ja', k, p);
const view: BattleLineView = battleline.view(battleline.setup(battleline.defaultOptions, 1), 1);

const CASES: readonly [BattleLineMove, string, string][] = [
  [{ type: 'play', card: 'r7', flag: 2 }, 'plays red 7 at flag 3', '赤7を旗3に出す'],
  [{ type: 'play', card: 'fog', flag: 0 }, 'plays Fog at flag 1', '霧を旗1に出す'],
  [{ type: 'scout' }, 'plays Scout', '偵察を使う'],
  [
    { type: 'redeploy', from: 0, card: 'b10', to: 4 },
    'plays Redeploy: blue 10 from flag 1 to flag 5',
    '再配置：青10を旗1から旗5へ移す',
  ],
  [
    { type: 'redeploy', from: 8, card: 'cavalry', to: null },
    'plays Redeploy: Companion Cavalry from flag 9 to the discard pile',
    '再配置：旗9の援軍騎兵を捨て札にする',
  ],
  [
    { type: 'deserter', flag: 3, card: 'g2' },
    'plays Deserter: discards green 2 from flag 4',
    '脱走：旗4の緑2を捨て札にする',
  ],
  [
    { type: 'traitor', from: 1, card: 'p9', to: 6 },
    'plays Traitor: takes purple 9 from flag 2 to flag 7',
    '裏切り：旗2の紫9を奪い、旗7に置く',
  ],
  [{ type: 'pass' }, 'passes', 'パスする'],
  [{ type: 'claim', flag: 5 }, 'claims flag 6', '旗6を獲得'],
  [{ type: 'endClaims' }, 'ends claims', '獲得を終える'],
  [{ type: 'draw', deck: 'troop' }, 'draws from the troop deck', '部隊の山札から1枚引く'],
  [{ type: 'draw', deck: 'tactics' }, 'draws from the tactics deck', '戦術の山札から1枚引く'],
  [{ type: 'scoutReturn', card: 'y3' }, 'puts a card back on a deck', '手札を1枚山札の上に戻す'],
  [
    { type: 'trim', flag: 7, card: 'o1' },
    'discards orange 1 from flag 8 (Mud left)',
    '旗8の橙1を捨てる（沼地が除かれたため）',
  ],
];

/** Lower-case ASCII runs: English words left in a Japanese line. */
const ENGLISH = /[a-z]{2,}/;

describe('Battle Line log lines', () => {
  it.each(CASES)(
    '%j reads the same as the engine in English and is Japanese in Japanese',
    (m, e, j) => {
      expect(battleLineMoveText(en, view, m)).toBe(e);
      expect(battleline.describeMove?.(battleline.setup(battleline.defaultOptions, 1), m)).toBe(e);
      const line = battleLineMoveText(ja, view, m);
      expect(line).toBe(j);
      expect(line).not.toMatch(ENGLISH);
    },
  );

  it('names every reason of the end in both languages, and shows an unknown code as it is', () => {
    for (const reason of ['breakthrough', 'envelopment', 'both-passed']) {
      expect(battleLineOutcomeText(en, { winner: 0, reason })).not.toBe(reason);
      expect(battleLineOutcomeText(ja, { winner: 0, reason })).not.toMatch(ENGLISH);
    }
    expect(battleLineOutcomeText(ja, { winner: 1, reason: 'envelopment' })).toBe('包囲：5本の旗');
    expect(battleLineOutcomeText(en, { winner: null, reason: 'odd-code' })).toBe('odd-code');
  });
});

/** Every card the reader can see in its view: its hand, the flags, the discard, known deck tops. */
function seenBy(v: BattleLineView): Set<CardId> {
  const seen = new Set<CardId>([...v.hand, ...v.discard, ...v.deckTop.troop, ...v.deckTop.tactics]);
  for (const f of v.flags) {
    for (const c of [...f.sides[0], ...f.sides[1]]) seen.add(c);
    for (const e of f.environment) seen.add(e.card);
  }
  return seen;
}

/** Whether a line names `card` (`red 1` must not match inside `red 10`). */
function names(line: string, name: string): boolean {
  return new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(line);
}

describe('no hidden card in the log', () => {
  it('over seeded random games, no line names a card its reader cannot see after the move', () => {
    let lines = 0;
    const kinds = new Set<string>();
    for (const seed of [3, 17, 29, 41, 56, 77]) {
      randomGame(seed, (before, m, after) => {
        const mover = before.active as Seat;
        const reader: Seat = mover === 0 ? 1 : 0;
        const beforeView = battleline.view(before, reader);
        const seen = seenBy(battleline.view(after, reader));
        const hidden = [...TROOPS, ...TACTICS].filter((c) => !seen.has(c));
        expect(hidden.length).toBeGreaterThan(0);
        for (const t of [en, ja]) {
          const line = battleLineMoveText(t, beforeView, m);
          for (const card of hidden) {
            if (names(line, cardText(t, card)))
              throw new Error(`"${line}" names ${card}, hidden from seat ${reader}`);
          }
          lines++;
        }
        kinds.add(m.type);
      });
    }
    expect(lines).toBeGreaterThan(500);
    // The draws and Scout's returns, the moves that move hidden cards, were among those checked.
    expect(kinds).toContain('draw');
    expect(kinds).toContain('scout');
    expect(kinds).toContain('scoutReturn');
  });

  it('a Scout return names no card at all, whichever card went back', () => {
    for (const card of [...TROOPS, ...TACTICS]) {
      for (const t of [en, ja]) {
        const line = battleLineMoveText(t, view, { type: 'scoutReturn', card });
        expect(names(line, cardText(t, card))).toBe(false);
      }
    }
  });
});
