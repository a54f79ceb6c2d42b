/** The rules pages' strings and the link to them from Home and the table, English and Japanese. */
import { addMessages } from '../i18n/index.ts';

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
