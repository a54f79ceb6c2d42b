/**
 * Strings of loading a save and of the data kept in this browser, in both languages: what a loaded
 * file replaced, the notice naming stored values that could not be read, and each stored key's name
 * in the player's words.
 */
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'msg.loadedOther': 'Game loaded: the file holds a game of {game}, so its table is open.',
    'msg.loadedReplaces':
      'Game loaded ({game}). It replaces the {game} game that was saved in this browser.',
    'msg.storageBad': 'Some data kept in this browser could not be read and is ignored: {what}.',
    'storage.tabletop.lang': 'the language choice',
    'storage.tabletop.battleline.series': 'the Battle Line series score',
    'storage.tabletop.sound': 'the sound setting',
  },
  ja: {
    'msg.loadedOther':
      'ゲームを読み込みました。ファイルは「{game}」のゲームなので、その卓を開きました。',
    'msg.loadedReplaces':
      'ゲームを読み込みました（{game}）。このブラウザに保存されていた「{game}」のゲームは置き換えられました。',
    'msg.storageBad': 'このブラウザに保存されたデータの一部が読めないため、無視します：{what}。',
    'storage.tabletop.lang': '言語の設定',
    'storage.tabletop.battleline.series': 'バトルラインのシリーズ得点',
    'storage.tabletop.sound': '音の設定',
  },
});

/** A stored key in the player's words ("the Battle Line series score"); the raw key otherwise. */
export function storedName(key: string, t: (k: string) => string): string {
  const name = t(`storage.${key}`);
  return name === `storage.${key}` ? key : name;
}
