/** Battle Line's rules page, in our own words (docs/rules/battleline.md). */
import type { Lang } from '../i18n/index.ts';
import type { RulesText } from './types.ts';

export const battlelineRules: Record<Lang, RulesText> = {
  en: {
    aim: 'Win 5 of the 9 flags, or 3 flags side by side, by building better three-card formations than your rival.',
    sections: [
      {
        heading: 'Set-up',
        body: [
          '9 flags stand in a row between the players. Troop cards come in 6 colours, values 1 to 10; each player is dealt 7 troop cards. With the tactics option, 10 tactics cards form a second deck.',
        ],
      },
      {
        heading: 'A turn',
        body: [
          '- Play one card from your hand to your side of a flag that is not yet won (at most 3 cards a side), or play a tactics card.',
          '- Claim any flags you can prove are yours (at the end of your turn, or at its start with that option).',
          '- Draw one card from either deck. If you cannot play any card, you pass.',
        ],
      },
      {
        heading: 'Formations, strongest first',
        body: [
          '- Straight flush: three of one colour in sequence (8-9-10 red).',
          '- Three of a kind: same value (7-7-7).',
          '- Flush: same colour.',
          '- Straight: values in sequence, any colours.',
          '- Host: anything else. Between equal kinds, the higher total wins; on a full tie, whoever completed first wins.',
        ],
      },
      {
        heading: 'Claiming a flag',
        body: [
          'You may claim a flag once your three cards are down and no cards still unplayed could give your rival a better formation there. The table proves it from the cards in sight; the "why not?" button shows the counter-example when a claim is refused.',
        ],
      },
      {
        heading: 'At this table',
        body: [
          'Pick a card in your hand (panel or table), then a highlighted flag. Claimable flags glow. Your hand is hidden behind a curtain when two players share the device. Undo takes back your own move until a card is drawn.',
        ],
      },
    ],
  },
  ja: {
    aim: '9本の旗のうち5本、または隣り合う3本を取れば勝ち。3枚1組の役で相手を上回ります。',
    sections: [
      {
        heading: '準備',
        body: [
          '9本の旗を両者の間に一列に並べます。部隊カードは6色、1〜10。各自7枚配ります。戦術カードを使うときは10枚の戦術デッキも用意します。',
        ],
      },
      {
        heading: '手番',
        body: [
          '- 手札から1枚を、まだ取られていない旗の自分の側に出します（片側3枚まで）。戦術カードを出してもかまいません。',
          '- 自分のものと証明できる旗を獲得宣言します（手番の終わり。オプションで始めにも）。',
          '- どちらかのデッキから1枚引きます。出せるカードがなければパスです。',
        ],
      },
      {
        heading: '役（強い順）',
        body: [
          '- ストレートフラッシュ：同じ色の連続した3枚（赤の8-9-10）。',
          '- スリーカード：同じ数字（7-7-7）。',
          '- フラッシュ：同じ色。',
          '- ストレート：色を問わず連続した数字。',
          '- ホスト：それ以外。同じ役なら合計の大きい方、完全に同じなら先に揃えた方の勝ち。',
        ],
      },
      {
        heading: '旗の獲得',
        body: [
          '自分の3枚が揃い、まだ出ていないどのカードでも相手がそれを上回れないとき、旗を獲得できます。卓は見えているカードから証明します。断られたときは「なぜ？」で反例を表示します。',
        ],
      },
      {
        heading: 'この卓では',
        body: [
          '手札のカード（パネルか卓上）を選び、光っている旗をクリックします。獲得できる旗は光ります。1台で2人が遊ぶときは手札を幕で隠します。「戻す」はカードを引くまで自分の手を取り消せます。',
        ],
      },
    ],
  },
};
