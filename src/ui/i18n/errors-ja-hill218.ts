/** Japanese texts of The Battle for Hill 218's engine errors (terms as on the table). */
import { hill218Messages } from '../tables/hill218/messages.ts';
import type { ErrorParams, JaErrorText } from './error-catalog.ts';

/** The Japanese name of a unit type id (`tank`), or undefined for one we do not know. */
function unitName(p: ErrorParams): string | undefined {
  const id = p['unit'];
  return typeof id === 'string'
    ? (hill218Messages.ja as Record<string, string>)[`h218.unit.${id}`]
    : undefined;
}

/** `named` with the unit's name when `detail.unit` is known, else `plain`. */
const withUnit =
  (named: (unit: string) => string, plain: string) =>
  (p: ErrorParams): readonly string[] => {
    const unit = unitName(p);
    return unit ? [named(unit), plain] : [plain];
  };

function cardCount(p: ErrorParams): readonly string[] {
  const unit = unitName(p);
  const seat = p['seat'];
  const who = seat === 0 || seat === 1 ? `プレイヤー${seat + 1}` : undefined;
  return [
    ...(unit && who
      ? [
          `${who}の${unit}のカードは場・手札・山札・捨て札の合計で{have}枚ですが、各プレイヤーはちょうど{owned}枚持っています。`,
        ]
      : []),
    '部隊カードの枚数が合いません（場・手札・山札・捨て札の合計で{have}枚、正しくは{owned}枚）。',
    '部隊カードの枚数が合いません。',
  ];
}

export const hill218ErrorsJa: Readonly<Record<string, JaErrorText>> = {
  // Moves.
  'turn/over': 'ゲームは終了しています。これ以上手は指せません。',
  'setup/choose-bottom': 'まず山札の一番下に置く2枚を選んでください。',
  'setup/done': '準備の選択はもう済んでいます。',
  'setup/bad-choice': '手札からちょうど2枚を選んで山札の一番下に置いてください。',
  'setup/not-in-hand': withUnit(
    (u) => `手札に${u}のカードがないので、山札の下に置けません。`,
    '手札にないカードは山札の下に置けません。',
  ),
  'place/not-in-hand': withUnit(
    (u) => `手札に${u}のカードがありません。`,
    'そのカードは手札にありません。',
  ),
  'place/first-turn-hq': '最初の手番では、カードを自分の司令部に出さなければなりません。',
  'place/hill': '218高地には何も出せません。',
  'place/occupied': 'そのマスにはすでにカードがあります。',
  'place/unsupplied': withUnit(
    (u) => `そこに出した${u}には、司令部からの補給線がつながりません。`,
    'そのマスには司令部からの補給線がつながりません。',
  ),
  'attack/pending': '今出した部隊がまず攻撃しなければなりません。',
  'attack/none': '攻撃するのは今出した部隊だけで、攻撃を待っている部隊はありません。',
  'attack/bad-target': '今出した部隊はそのマスを攻撃できません。',
  'attack/no-support-needed': 'この部隊は単独で攻撃するので、支援は要りません。',
  'attack/bad-supporter': 'その部隊はその目標への攻撃を支援できません。',
  'air/none-left': '空爆はもう残っていません。',
  'air/bad-target': '空爆の目標は敵の部隊でなければなりません。',
  // Options.
  'options/malformed': 'オプションはJSONオブジェクトで指定してください。',
  'options/first-turn':
    'オプション firstTurn（最初の手番）は "seed"（両者とも）か "bga"（先手のみ）です。',
  // Positions (setup JSON).
  'setup/malformed': [
    '「{key}」は席ごとに1つずつ、2つの値の組で書いてください。',
    '218高地の局面の書き方が正しくありません。',
  ],
  'setup/bad-cell': '各マスには整数の x と y、持ち主（0か1）、部隊の種類が必要です。',
  'setup/on-hill': '218高地 (0,0) には部隊を置けません。',
  'setup/two-cards': '同じマスにカードが2枚あります。',
  'setup/bad-outcome': 'outcome（結果）の書き方が正しくありません。',
  'setup/card-count': cardCount,
  'setup/both-hqs': '両方の司令部が敵に占領されています。占領は一度しか起こりません。',
  'setup/hq-taken': '一方のプレイヤーが敵の司令部を占領しているので、すでに勝負がついています。',
  'setup/setup-table': '準備の選択中は、場にまだカードがありません。',
  'setup/setup-turn': 'そのプレイヤーはもう山札の下に置くカードを選んでいます。',
  'setup/setup-hand': '準備の選択中のプレイヤーは、引いた5枚を手札に持っていなければなりません。',
  'setup/bad-attacker':
    '攻撃を待っている部隊は、手番のプレイヤーの部隊で、目標があるものでなければなりません。',
};
