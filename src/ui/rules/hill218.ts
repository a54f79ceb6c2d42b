/** The Battle for Hill 218's rules page, in our own words (docs/rules/hill218.md). */
import type { Lang } from '../i18n/index.ts';
import type { RulesText } from './types.ts';

export const hill218Rules: Record<Lang, RulesText> = {
  en: {
    aim: "Put one of your units into the enemy's HQ, or have more units on the table when nobody can play any more.",
    sections: [
      {
        heading: 'Set-up',
        body: [
          'The Hill 218 card stands in the middle; each HQ is the cell just in front of it on its own side. Each player has 24 units and 2 Air Strikes: draw 5, put 2 of them under your deck, keep 3.',
        ],
      },
      {
        heading: 'A turn',
        body: [
          '- First turn: draw 1, then play 1 unit into your own HQ.',
          '- Every later turn: draw 2, then make 2 plays. A play is a unit placed on an empty cell, or an Air Strike (removes any enemy unit; 2 per game).',
        ],
      },
      {
        heading: 'Supply',
        body: [
          'A new unit must be supplied: linked back to your HQ through a chain of your own units, each standing where the next one’s supply pattern reaches (Infantry orthogonally, Special Forces diagonally…). Enemy units and the Hill break the chain. Paratroopers may also drop anywhere empty, except into the enemy HQ.',
        ],
      },
      {
        heading: 'Attack and support',
        body: [
          'The unit just played must attack one enemy in its attack pattern if it can. Tanks and Artillery destroy alone; the others need another of your units that supports that target cell. The target goes to the discard pile.',
        ],
      },
      {
        heading: 'At this table',
        body: [
          'Pick a unit in your hand, then a lit cell; hover a cell to see its supply line, and pick a target when the attack lights them. "Explain cards" draws each card’s patterns. The Rules examples open in a sandbox beside your game.',
        ],
      },
    ],
  },
  ja: {
    aim: '自軍のユニットを敵の司令部に入れるか、誰も出せなくなったときに卓上のユニットが多ければ勝ち。',
    sections: [
      {
        heading: '準備',
        body: [
          '中央に218高地のカード、その手前の自陣側のマスが各自の司令部です。各自ユニット24枚と航空攻撃2枚。5枚引き、2枚をデッキの下に入れ、3枚を持ちます。',
        ],
      },
      {
        heading: '手番',
        body: [
          '- 最初の手番：1枚引き、自分の司令部にユニットを1枚出します。',
          '- 以後の手番：2枚引き、2回プレイします。プレイは空きマスへのユニット配置か、航空攻撃（敵ユニット1枚を除去、1対局に2回）です。',
        ],
      },
      {
        heading: '補給',
        body: [
          '新しいユニットは補給されていなければなりません。自軍ユニットの鎖で司令部までつながり、それぞれが次のユニットの補給パターン（歩兵は縦横、特殊部隊は斜め…）の位置にあること。敵ユニットと高地は鎖を切ります。空挺部隊は敵司令部以外の空きマスにどこでも降下できます。',
        ],
      },
      {
        heading: '攻撃と支援',
        body: [
          '出したばかりのユニットは、攻撃パターン内に敵がいれば必ず1体を攻撃します。戦車と砲兵は単独で撃破でき、他のユニットはその標的マスを支援する別の自軍ユニットが必要です。撃破したユニットは捨て札になります。',
        ],
      },
      {
        heading: 'この卓では',
        body: [
          '手札のユニットを選び、光っているマスをクリックします。マスに重ねると補給線が見え、攻撃では光った標的を選びます。「カードの説明」で各カードのパターンを表示します。ルールの例はあなたの対局とは別の場で開きます。',
        ],
      },
    ],
  },
};
