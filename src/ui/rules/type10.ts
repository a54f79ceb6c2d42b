/** Type 10 Exercise's rules page, in our own words (docs/rules/type10.md). */
import type { Lang } from '../i18n/index.ts';
import type { RulesText } from './types.ts';

export const type10Rules: Record<Lang, RulesText> = {
  en: {
    aim: 'North wins by destroying the PKF command vehicle (or if a PKF unit crosses the border); the PKF wins once North has lost 10 infantry and special forces.',
    sections: [
      {
        heading: 'Set-up',
        body: [
          'A 9 × 9 hex map with forests. North has a T-72 on the map and 6 infantry and 3 special forces in hand; the PKF has a Type 10 tank, a UAV, a command vehicle, an infantry platoon and a guided-missile unit. Each unit shows bombard strength / range, attack, defense and movement.',
        ],
      },
      {
        heading: 'A round',
        body: [
          '- North places units from hand on its empty spawn hexes.',
          '- The PKF may move the UAV, then rolls a die: on 1 or 2, North must place a unit next to the UAV.',
          '- North acts with each unit once (move, and bombard or attack), then the PKF does the same.',
        ],
      },
      {
        heading: 'Moving and fighting',
        body: [
          '- Move up to the movement value; forest costs 2. Pass through friends, never through enemies.',
          '- Bombard: destroy an enemy in range if bombard strength is greater than its defense. A unit in forest can only be bombarded when one of your units stands next to it.',
          '- Attack: step into the enemy’s hex; attack greater than defense destroys it. The UAV cannot be destroyed by attack.',
        ],
      },
      {
        heading: 'At this table',
        body: [
          'Pick a unit (on the map or by its button), then a lit hex to move, bombard or attack. With clocks on, each side has a time limit per step and the game is counted at the end of playing time; without clocks, after the round limit.',
        ],
      },
    ],
  },
  ja: {
    aim: '北軍はPKFの指揮車両を撃破する（またはPKFが国境を越える）と勝ち。PKFは北軍の歩兵・特殊部隊を計10回撃破すると勝ち。',
    sections: [
      {
        heading: '準備',
        body: [
          '森のある9×9のヘックス地図。北軍は盤上にT-72、手元に歩兵6と特殊部隊3。PKFは10式戦車、UAV、指揮車両、普通科小隊、中距離誘導弾。各ユニットは砲撃力/射程、攻撃力、防御力、移動力を持ちます。',
        ],
      },
      {
        heading: 'ラウンド',
        body: [
          '- 北軍が手元のユニットを空いている出現ヘックスに置きます。',
          '- PKFはUAVを動かせ、その後サイコロを振ります。1か2なら北軍はUAVの隣にユニットを1つ置かなければなりません。',
          '- 北軍の各ユニットが1回ずつ行動（移動と、砲撃か攻撃）し、続いてPKFも同様に行動します。',
        ],
      },
      {
        heading: '移動と戦闘',
        body: [
          '- 移動力まで移動。森は2。味方は通り抜けられ、敵は通り抜けられません。',
          '- 砲撃：射程内の敵の防御力より砲撃力が大きければ撃破。森の中の敵は、隣に味方がいるときだけ砲撃できます。',
          '- 攻撃：敵のヘックスに踏み込み、攻撃力が防御力より大きければ撃破。UAVは攻撃では撃破されません。',
        ],
      },
      {
        heading: 'この卓では',
        body: [
          'ユニット（地図上かボタン）を選び、光っているヘックスで移動・砲撃・攻撃します。時計ありでは各ステップに持ち時間があり、対局時間の終わりに集計します。時計なしでは規定ラウンド後に集計します。',
        ],
      },
    ],
  },
};
