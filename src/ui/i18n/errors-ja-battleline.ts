/** Japanese texts of Battle Line's engine errors (terms as on the table: 旗, 部隊カード, 戦術カード). */
import type { JaErrorText } from './error-catalog.ts';

export const battlelineErrorsJa: Readonly<Record<string, JaErrorText>> = {
  // Claims.
  'claim/no-flag': 'その旗はありません。',
  'claim/claimed': 'その旗はすでに獲得されています。',
  'claim/overfull': 'その旗には、置ける枚数より多いカードが並んでいる側があります。',
  'claim/incomplete': 'その旗のあなたの役はまだ完成していません（カードが足りません）。',
  'claim/beaten': 'その旗では相手の役の方が強いか、同じ強さで先に完成しています。',
  'claim/not-proven': 'その旗はまだ証明できません。相手にはまだこの役を上回る可能性があります。',
  // Moves.
  'move/game-over': 'ゲームは終了しています。',
  'move/illegal': 'そのカードではその手は指せません。',
  'move/wrong-step': '今の段階ではその手は指せません。画面の案内に従ってください。',
  'draw/empty': 'その山札はもうありません。',
  'pass/troop-playable': '部隊カードを出せるときはパスできません。',
  'play/no-room': 'その旗にはもうカードを置く場所がありません。',
  'play/not-in-hand': 'そのカードは手札にありません。',
  'tactics/not-allowed': 'その戦術カードは今は使えません。',
  'tactics/bad-choice': 'その戦術カードではその選択はできません。',
  // Options.
  'options/claim-timing': 'オプション claimTiming（旗を獲得する時機）は "end" か "start" です。',
  'options/tactics': 'オプション tactics（戦術カードを使うか）は true か false です。',
  'options/first-seat': 'オプション firstSeat（先手）は "seed"、0、1 のいずれかです。',
  // Positions (setup JSON).
  'setup/not-list': 'カードidのリストであるべき項目がリストになっていません。',
  'setup/scout-state':
    '偵察（Scout）の残りの引き・戻しが局面と合っていません（偵察を使った手番の、対応する段階でだけ残せます。山札が空なら引きは残せません）。',
  'setup/unknown-card': 'バトルラインにないカードが書かれています。',
  'setup/bad-seat': '席の値は0か1（場合によっては null）です。',
  'setup/bad-counter': '数の値が範囲外です（0以上の整数で、上限があります）。',
  'setup/bad-flag':
    '旗の書き方が正しくありません（両側のカードのリストと、環境カードのリストが必要です）。',
  'setup/bad-environment': '旗に置ける環境カードは霧と沼地だけです。',
  'setup/bad-side-card': '役に並べられないカードが旗に置かれています。',
  'setup/bad-hands': 'hands は2人分のカードのリストです。',
  'setup/bad-flags': 'flags には9本すべての旗が必要です。',
  'setup/bad-tactics-played': 'tacticsPlayed は2人分のリストです。',
  'setup/card-twice': '同じカードが2か所に書かれています。',
  'setup/wrong-deck':
    '部隊の山札には部隊カードだけ、戦術の山札には戦術カードだけを入れてください。',
  'setup/troop-count': '局面の部隊カードがちょうど60枚になっていません。',
  'setup/tactics-off': '戦術カードなしのオプションなのに、戦術カードが使われています。',
  'setup/missing-card': '局面から戦術カードが欠けています。',
  'setup/too-many-cards':
    '旗の片側に、置ける枚数より多いカードがあります（4枚置けるのは沼地のときだけです）。',
  'setup/two-leaders':
    '同じ側が両方のリーダー（アレクサンダーとダリウス）を使っています。リーダーは1ゲームに1枚だけです。',
  'setup/tactics-played': '使った戦術カードの記録（tacticsPlayed）が正しくありません。',
  'setup/bad-claim': '獲得済みの旗で、獲得した側の役が完成していません。',
  'setup/bad-first-complete': '旗の firstComplete（先に役を完成させた側）が正しくありません。',
  'setup/hand-too-big': '手札の枚数が多すぎます。',
  'setup/bad-known-top': 'knownTop は2つのオブジェクトです。',
};
