/**
 * What a table's panel says to a spectator of an online game (public information only, no seat):
 * whose move it is and each side by its player's name, never "your hand" or "waiting for your
 * opponent"; and to a player whose move is held back (`TableFrame.held`). English and Japanese, in
 * this catalog of their own.
 */
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'watch.toMove': 'You are watching: {player} to move.',
    'held.yourMove': 'Your move is on hold: the top of the page says why.',
    'watch.over': 'You are watching: the game is over.',
    'watch.dw': 'You are watching the battle.',
    'watch.bl.holds': '{player} holds {troops} troop and {tactics} tactics card(s).',
    'watch.bl.tacticsPlayed': 'Tactics played — {p0}: {a}, {p1}: {b}',
    'watch.bl.wins': '{player} wins.',
    'watch.bl.flags': 'Flags claimed — {p0}: {a}, {p1}: {b}.',
    'watch.h218.info':
      'Units on the table — {p0}: {u0}, {p1}: {u1}. Cards in hand — {p0}: {h0}, {p1}: {h1}. Decks — {p0}: {d0}, {p1}: {d1}.',
    'watch.h218.air': 'Air Strikes left — {p0}: {a}, {p1}: {b}.',
  },
  ja: {
    'watch.toMove': '観戦中：{player}の手番です。',
    'held.yourMove': 'あなたの番ですが、いまは指せません（画面上部をご覧ください）。',
    'watch.over': '観戦中：対局は終わりました。',
    'watch.dw': '観戦中です。',
    'watch.bl.holds': '{player}の手札：部隊{troops}枚、戦術{tactics}枚。',
    'watch.bl.tacticsPlayed': '使った戦術 — {p0}：{a}、{p1}：{b}',
    'watch.bl.wins': '{player}の勝ちです。',
    'watch.bl.flags': '獲得したフラッグ — {p0}：{a}、{p1}：{b}。',
    'watch.h218.info':
      '場の部隊 — {p0}：{u0}、{p1}：{u1}。手札 — {p0}：{h0}枚、{p1}：{h1}枚。山札 — {p0}：{d0}、{p1}：{d1}。',
    'watch.h218.air': '残りの空爆 — {p0}：{a}、{p1}：{b}。',
  },
});
