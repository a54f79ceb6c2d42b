/** Strings of the hardening work (loading, secret seeds, stored data), in both languages. */
import { addMessages } from './i18n/index.ts';

addMessages({
  en: {
    'msg.loadedOther': 'Game loaded: the file holds a game of {game}, so its table is open.',
    'msg.loadedReplaces':
      'Game loaded ({game}). It replaces the {game} game that was saved in this browser.',
    'home.reproducible': 'Reproducible game (the seed is shown)',
    'home.seed.secret': 'secret',
  },
  ja: {
    'msg.loadedOther':
      'ゲームを読み込みました。ファイルは「{game}」のゲームなので、その卓を開きました。',
    'msg.loadedReplaces':
      'ゲームを読み込みました（{game}）。このブラウザに保存されていた「{game}」のゲームは置き換えられました。',
    'home.reproducible': '再現できるゲーム（シードを表示）',
    'home.seed.secret': '秘密',
  },
});
