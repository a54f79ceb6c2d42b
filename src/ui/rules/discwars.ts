/** Disc Wars' rules page, in our own words (docs/rules/discwars.md). */
import type { Lang } from '../i18n/index.ts';
import type { RulesText } from './types.ts';

export const discwarsRules: Record<Lang, RulesText> = {
  en: {
    aim: "Destroy the enemy army (or meet the scenario's goal) by flipping your discs onto theirs and dropping missiles on them.",
    sections: [
      {
        heading: 'Set-up',
        body: [
          'Each player brings an army of creature discs worth up to the agreed points (150 by default) and sets it up in his area of the scenario’s table. Each disc shows movement, attack, defense, toughness and its abilities.',
        ],
      },
      {
        heading: 'A round',
        body: [
          '- Activation: players take turns activating 3 discs each. A disc moves by flipping over its edge, up to its movement in flips; landing on a disc stops it and pins it — landing on an enemy is an attack.',
          '- Missiles: archers that did not move fire in turn; their counters are dropped from 12 in over the target and hit any disc they land on, friend or foe.',
          '- Combat: wherever discs of both sides overlap they fight: the top disc’s attack against the lower one’s toughness, and the lower one’s defense back.',
          '- Counters are cleared and a new round begins.',
        ],
      },
      {
        heading: 'Distances and damage',
        body: [
          'Every distance is measured edge to edge. Damage that reaches a disc’s toughness wounds it; a disc dies when its wounds reach its wound value. Missile damage that wounds nobody stays and adds to combat damage that round.',
        ],
      },
      {
        heading: 'At this table',
        body: [
          'The table is a real physics simulation: choose a disc, then a flip direction from its ghosts; choose an archer and a target to drop its missiles. The measuring tape shows edge-to-edge distances. The Rules examples open in a sandbox beside your battle.',
          'With the “real hand” setting, each flip strays a little from the aim (more after a hurried or long drag) and the table shows where it is likely to land instead of a point: a pin becomes a skill shot.',
        ],
      },
    ],
  },
  ja: {
    aim: '自分のディスクを相手のディスクの上へ裏返し、ミサイルを落として敵軍を全滅させる（またはシナリオの目的を達成する）と勝ち。',
    sections: [
      {
        heading: '準備',
        body: [
          '各自、取り決めたポイント（標準150）以内のクリーチャー・ディスクで軍を組み、シナリオの卓の自陣に配置します。ディスクには移動力、攻撃力、防御力、耐久力と能力が書かれています。',
        ],
      },
      {
        heading: 'ラウンド',
        body: [
          '- アクティブ化：交互に3枚ずつディスクをアクティブにします。ディスクは縁を軸に裏返して移動し、移動力の回数まで裏返せます。他のディスクに乗ると止まってそれを押さえ、敵に乗れば攻撃です。',
          '- ミサイル：動いていない射手が順に射撃します。カウンターを標的の12インチ上から落とし、乗ったディスクに敵味方なく命中します。',
          '- 戦闘：両軍のディスクが重なっている所で戦います。上のディスクの攻撃力を下の耐久力と、下の防御力を上の耐久力と比べます。',
          '- カウンターを取り除き、次のラウンドへ。',
        ],
      },
      {
        heading: '距離とダメージ',
        body: [
          '距離はすべて縁から縁で測ります。ダメージが耐久力に達すると負傷し、負傷数が耐えられる数に達すると倒れます。負傷させなかったミサイルのダメージは残り、そのラウンドの戦闘ダメージに加わります。',
        ],
      },
      {
        heading: 'この卓では',
        body: [
          '卓は本物の物理シミュレーションです。ディスクを選び、ゴーストから裏返す方向を選びます。射手と標的を選ぶとミサイルを落とします。メジャーで縁から縁の距離を測れます。ルールの例はあなたの戦いとは別の場で開きます。',
          '設定で「人の手」を選ぶと、裏返すたびに着地がずれ（速いドラッグや長いドラッグほど大きく）、卓には着地点の代わりに着地しそうな範囲が出ます。ピンは確実ではなくなります。',
        ],
      },
    ],
  },
};
