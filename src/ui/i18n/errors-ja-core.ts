/**
 * Japanese texts of the shared engine errors: matches, undo, save files, and the codes more than
 * one game uses. See `errors.ts` for the template rules.
 */
import type { ErrorParams, JaErrorText } from './error-catalog.ts';
import { ja } from './ja.ts';

/** The Japanese name of a game id, or undefined for an id we do not know. */
function gameName(id: string | number | undefined): string | undefined {
  return typeof id === 'string' ? (ja as Record<string, string>)[`game.${id}`] : undefined;
}

function wrongGame(p: ErrorParams): readonly string[] {
  const have = gameName(p['game']);
  const want = gameName(p['expected']);
  return [
    ...(have && want
      ? [`この保存ファイルは「${have}」のものです。ここは「${want}」の卓です。`]
      : []),
    'この保存ファイルは別のゲームのものです。',
  ];
}

export const coreErrorsJa: Readonly<Record<string, JaErrorText>> = {
  // The match: start, moves, replay.
  'match/bad-seed': 'シードは0から4294967295までの整数でなければなりません。',
  'match/over': 'ゲームは終了しています。これ以上手は指せません。',
  'match/wrong-seat': [
    '記録の{move}手目が、手番でない側の手として記録されています。',
    '記録の中に、手番でない側の手があります。',
  ],
  'match/illegal-move': [
    '記録の{move}手目は指せない手です：{reason}',
    '記録の中に指せない手があります：{reason}',
    '記録の中に指せない手があります。',
  ],
  // Undo.
  'undo/nothing': '戻せる手がありません。',
  'undo/over': '対局は終わっています。もう手は戻せません。',
  'undo/opponent-moved': 'その後に相手が指しています。戻せるのは自分の直前の手だけです。',
  'undo/revealed': 'カードやサイコロの目が公開された手は戻せません。',
  // Save files.
  'save/malformed':
    'この保存ファイルは中身が壊れています（必要な項目が欠けているか、形が違います）。',
  'save/corrupt': 'この保存ファイルは読めません。JSONが壊れているか、途中で切れています。',
  'save/not-a-save': 'このファイルはTabletopの保存ファイルではありません。',
  'save/bad-version': 'この保存ファイルには正しいバージョン番号がありません。',
  'save/future-version': [
    'この保存ファイルは新しいTabletopで書かれています（形式{version}、このアプリが読めるのは{supported}まで）。アプリを更新してから開いてください。',
    'この保存ファイルは新しいTabletopで書かれています。アプリを更新してから開いてください。',
  ],
  'save/unknown-game': [
    'この保存ファイルには、このアプリが知らないゲーム（「{game}」）が入っています。',
    'この保存ファイルには、このアプリが知らないゲームが入っています。',
  ],
  'save/wrong-game': wrongGame,
  'save/tampered':
    'この保存ファイルは書き出された後に変更されています（チェックサムが一致しません）。読み込みません。',
  'save/illegal': [
    'この保存ファイルは再生できません：{reason}',
    'この保存ファイルは再生できません。',
  ],
  // Untrusted JSON beyond what any game needs.
  'json/too-deep': [
    'データの入れ子が{limit}段を超えています。ゲームにそこまで深いデータはありません。',
    'データの入れ子が深すぎます。',
  ],
  'json/too-many-values': [
    'データの値が{limit}個を超えています。ゲームにそこまで大きいデータはありません。',
    'データが大きすぎます。',
  ],
  'json/too-long': [
    'データが{limit}文字を超えています。ゲームにそこまで長いデータはありません。',
    'データが長すぎます。',
  ],
  'json/syntax': 'データが読めるJSONではありません。壊れているか、途中で切れています。',
  // Codes several games share.
  'options/not-object': 'オプションはJSONオブジェクトで指定してください。',
  'setup/not-object': '局面はJSONオブジェクトで書いてください。',
  'setup/bad-phase': '局面の phase（段階）の値が正しくありません。',
  'setup/bad-result': '局面の result（結果）の形が正しくないか、局面と合っていません。',
  'move/malformed': '手の形が正しくありません。',
  'setup/nobody-to-move': '手番の側がいないのに、局面に結果がありません。',
  'setup/no-move':
    '手番の側に指せる手がなく、局面に結果もありません。この局面は決して終わりません。',
  'setup/refused-move': [
    'この局面でルールが示す手が受け付けられません（{reason}）。局面が矛盾しています。',
    'この局面でルールが示す手が受け付けられません。局面が矛盾しています。',
  ],
};
