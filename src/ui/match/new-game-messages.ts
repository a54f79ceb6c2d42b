/** The question before a new game throws away unsaved moves, English and Japanese. */
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'newGame.title': 'Start a new game?',
    'newGame.body':
      'The game in progress ends here: its {n} moves will be lost, and it is not saved to a file. Save it first to keep it.',
    'newGame.body1':
      'The game in progress ends here: its move will be lost, and it is not saved to a file. Save it first to keep it.',
    'newGame.confirm': 'Start a new game',
    'newGame.cancel': 'Keep playing',
  },
  ja: {
    'newGame.title': '新しい対局を始めますか？',
    'newGame.body':
      '進行中の対局はここで終わり、これまでの{n}手は失われます（ファイルに保存されていません）。残すには先に保存してください。',
    'newGame.body1':
      '進行中の対局はここで終わり、これまでの1手は失われます（ファイルに保存されていません）。残すには先に保存してください。',
    'newGame.confirm': '新しい対局を始める',
    'newGame.cancel': '対局を続ける',
  },
});
