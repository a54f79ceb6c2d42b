/** The shell's own strings (new-game confirmation, example sandbox, rules links), English and Japanese. */
import './shell.css';
import { addMessages } from './i18n/index.ts';

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

addMessages({
  en: {
    'rules.title': 'Rules: {game}',
    'rules.aim': 'Aim:',
    'rules.play': 'Play {game}',
    'rules.link': 'Rules',
  },
  ja: {
    'rules.title': 'ルール：{game}',
    'rules.aim': '目的：',
    'rules.play': '{game}を遊ぶ',
    'rules.link': 'ルール',
  },
});
