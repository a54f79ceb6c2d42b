/** Japanese texts of Type 10 Exercise's engine errors (terms as on the table: 北軍, PKF, ヘックス). */
import type { ErrorParams, JaErrorText } from './error-catalog.ts';

/** A refused step: the refused attack's own text, or the cause the engine names. */
function stepRefused(p: ErrorParams): readonly string[] {
  const cause: Record<string, string> = {
    fired: 'この部隊はこの手番にすでに砲撃か攻撃をしています。',
    friendly: '味方の部隊を通り抜けた先で移動を終えられません。',
    movement: 'そのヘックスに入る移動力が残っていません。',
  };
  const why = typeof p['cause'] === 'string' ? cause[p['cause']] : undefined;
  return ['{reason}', ...(why ? [why] : []), 'そのヘックスには進めません。'];
}

export const type10ErrorsJa: Readonly<Record<string, JaErrorText>> = {
  // Bombard and attack.
  'bombard/cannot': 'この部隊は砲撃できません。',
  'bombard/friendly': '砲撃できるのは敵の部隊だけです。',
  'bombard/no-target': '目標の部隊は盤上にいません。',
  'bombard/too-weak': [
    '砲撃力{strength}では目標の防御力{defense}を上回れません。',
    '砲撃力が目標の防御力を上回りません。',
  ],
  'bombard/hidden-in-forest': '目標は森の中にいて、隣に味方の部隊がいないので狙えません。',
  'bombard/out-of-range': [
    '目標までの距離は{distance}で、射程{range}を超えています。',
    '目標は射程の外です。',
  ],
  'bombard/used': 'この部隊はこの手番にすでに砲撃か攻撃をしています。',
  'bombard/unknown-target': '砲撃の目標の部隊がありません。',
  'attack/friendly': '味方の部隊は攻撃できません。',
  'attack/cannot': 'この部隊は攻撃できません。',
  'attack/immune': 'その部隊は踏み込み攻撃では撃破できません。砲撃で狙ってください。',
  'attack/too-weak': [
    '攻撃力{strength}では目標の防御力{defense}を上回れません。',
    '攻撃力が目標の防御力を上回りません。',
  ],
  // Moves and steps.
  'step/illegal': stepRefused,
  'step/bad-hex': 'そのヘックスはこのマップにありません。',
  'step/not-adjacent': '隣のヘックスではありません。1ヘックスずつ移動してください。',
  'move/bad-unit': '手に部隊が指定されていません。',
  'move/unknown-unit': 'その部隊はありません。',
  'move/not-on-board': 'その部隊は盤上にいません。',
  'move/not-yours': 'その部隊は相手側のものです。',
  'move/bad-shape': '手の形が正しくありません。',
  'move/unknown': '知らない種類の手です。',
  'phase/uav-only': '索敵ステップで動けるのはUAVだけです（UAVは砲撃できません）。',
  'phase/not-acting':
    '今は行動ステップではありません。部隊が行動できるのは自軍の行動ステップだけです。',
  'phase/not-spawn':
    '今は部隊を置けるステップではありません（置けるのは出現ステップと、索敵で1–2が出たときです）。',
  'phase/not-search': '索敵のサイコロを振れるのはUAVステップだけです。',
  'action/other-active': '別の部隊が行動中です。先にその行動を終えてください。',
  'action/already-acted': 'その部隊はこのラウンドすでに行動しました。',
  'action/none': '行動中の部隊がありません。',
  'action/on-friend': '味方の部隊がいるヘックスでは移動を終えられません。',
  'action/unfinished': '先に行動中の部隊の行動を終えてください。',
  'spawn/not-in-hand': '北軍の手持ちにその部隊はありません。',
  'spawn/bad-hex':
    'そこには置けません。出現ステップでは空いている出現ヘックス（赤い線）に、UAVの発見時はUAVの隣の空いているヘックスに置きます。',
  'search/no-uav': '盤上にUAVがいません。',
  'search/on-friend': 'UAVは味方の部隊がいるヘックスで移動を終えられません。',
  'game/over': 'ゲームは終了しています。',
  'clock/off': 'このゲームは持ち時間なしで遊んでいます。',
  'clock/bad-time': '経過時間は0以上のミリ秒でなければなりません。',
  // Options.
  'options/bad-shape': 'オプションはJSONオブジェクトで指定してください。',
  'options/unknown': ['知らないオプションがあります：{names}', '知らないオプションがあります。'],
  'options/time-control': 'オプション timeControl（持ち時間）は true か false です。',
  'options/step-limit': 'オプション stepLimitMs（1ステップの持ち時間）は正の整数（ミリ秒）です。',
  'options/game-limit': 'オプション gameLimitMs（ゲーム全体の時間）は正の整数（ミリ秒）です。',
  'options/round-limit': 'オプション roundLimit（ラウンド上限）は1から10000までの整数です。',
  // Scenarios.
  'scenario/bad-shape': 'シナリオはJSONオブジェクトでなければなりません。',
  'scenario/bad-name': [
    'シナリオには{limit}文字以内の名前が必要です。',
    'シナリオには名前が必要です（長すぎる名前は使えません）。',
  ],
  'scenario/bad-size': [
    'マップの幅と高さは1から{limit}までの整数です。',
    'マップの幅と高さが大きすぎるか、整数ではありません。',
  ],
  'scenario/too-many-types': [
    'シナリオで定義できる部隊の種類は{limit}種類までです。',
    'シナリオの部隊の種類が多すぎます。',
  ],
  'scenario/too-many-units': [
    'シナリオに置ける部隊は{limit}個までです。',
    'シナリオの部隊が多すぎます。',
  ],
  'scenario/bad-hexes': 'ヘックスの一覧であるべき項目が、ヘックス名のリストになっていません。',
  'scenario/bad-hex': [
    '「{hex}」はこのマップのヘックスではありません。',
    'このマップにないヘックスが書かれています。',
  ],
  'scenario/duplicate-hex': '同じヘックスが2回書かれています。',
  'scenario/bad-loss-limit': 'lossLimit（北軍の損害の上限）は1以上の整数です。',
  'scenario/bad-unit-types': 'unitTypes は種類名から部隊の種類への対応表です。',
  'scenario/bad-unit-type': '部隊の種類（unitTypes）の書き方が正しくありません。',
  'scenario/two-searchers': 'サイコロで索敵する部隊の種類は1つまでです。',
  'scenario/bad-units': 'units はリストでなければなりません。',
  'scenario/bad-unit': '各部隊には id と type が必要です。',
  'scenario/duplicate-unit': '同じ部隊idが2回使われています。',
  'scenario/unknown-type': 'unitTypes にない部隊の種類が使われています。',
  'scenario/bad-hand': '手持ちで始められるのは、手に戻る北軍の部隊だけです。',
  'scenario/stacked': '2つの部隊が同じヘックスから始まっています。',
  'scenario/pkf-on-border': 'PKFの部隊は国境のヘックスから始められません。',
  // Positions (setup JSON).
  'setup/bad-shape': '10式演習の局面はJSONオブジェクトでなければなりません。',
  'setup/wrong-game': 'この局面は10式演習のものではありません。',
  'setup/bad-round': 'round は1以上の整数です。',
  'setup/bad-acted': 'acted は重複のない部隊idのリストです。',
  'setup/acted-out-of-step':
    'acted がこのステップと合いません（北軍の配置と索敵のステップでは空、見つかった部隊の配置中はUAVだけ、北軍の行動ステップではUAV以外のPKFの部隊は入りません）。',
  'setup/bad-losses': 'northLosses（北軍の損害）は0以上の整数です。',
  'setup/bad-kills':
    'kills は2つの整数（北軍が撃破したPKFの部隊数、PKFが撃破した北軍の部隊数）です。',
  'setup/kills-mismatch': 'kills が撃破された部隊や北軍の損害と合いません。',
  'setup/bad-roll': 'lastRoll は1–6か null です。',
  'setup/bad-clock':
    'clock の書き方が正しくありません（持ち時間ありのときだけ、ミリ秒で書きます）。',
  'setup/bad-rng': 'rng は4つの32ビット整数です。',
  'setup/bad-seed': 'seed は0から4294967295までの整数です。',
  'setup/bad-units': 'units は id と at を持つ部隊のリストです。',
  'setup/bad-unit': '各部隊には id が必要です。',
  'setup/unknown-unit': 'シナリオにない部隊が書かれています。',
  'setup/duplicate-unit': '同じ部隊が2回書かれています。',
  'setup/wrong-type': '部隊の種類がシナリオと違います。',
  'setup/bad-hand': '手持ちにできるのは、手に戻る北軍の部隊だけです。',
  'setup/bad-gone': '撃破されると手に戻る部隊は "gone"（除去）にできません。',
  'setup/bad-hex': '部隊がこのマップにないヘックスに置かれています。',
  'setup/bad-active': '行動中の部隊（active）の書き方が局面と合いません。',
  'setup/bad-last-action': 'lastAction は null か、unit・path・shots を持つオブジェクトです。',
  'setup/stacked': '2つの部隊が同じヘックスにいます。',
  'setup/pkf-on-border': 'PKFの部隊が国境にいるので、すでに北軍の勝ちです。',
  'setup/command-gone': '指揮車両が撃破されているので、すでに北軍の勝ちです。',
  'setup/loss-limit': '北軍の損害が上限に達しているので、すでにPKFの勝ちです。',
  'setup/empty-spawn': '出現ステップには、手持ちの部隊と空いている出現ヘックスが必要です。',
  'setup/no-uav': '索敵ステップには、盤上のUAVが必要です。',
  'setup/no-placement':
    '発見された部隊を置くには、手持ちの部隊とUAVの隣の空いているヘックスが必要です。',
  'setup/past-round-limit': 'ラウンドがラウンド上限を過ぎています。',
};
