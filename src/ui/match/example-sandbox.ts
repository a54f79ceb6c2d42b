/**
 * Rules examples open beside the running game, never in place of it: the example is a sandbox
 * session of its own (own match, own undo, no autosave, no bot reply), the game's session waits
 * untouched, and "Back to my game" puts it back exactly. This module owns the sandbox's banner over
 * the table and its strings; the app holds the two sessions.
 */
import type { Seat } from '../../core/game.ts';
import type { Match } from '../../core/match.ts';
import { h } from '../dom.ts';
import { addMessages } from '../i18n/index.ts';
import type { Session } from '../shell/store.ts';
import './example-sandbox.css';

addMessages({
  en: {
    'example.banner': 'Example',
    'example.note': 'A rules example: your game is kept aside, unchanged.',
    'example.back': 'Back to my game',
    'example.noSave': 'An example is not saved: go back to your game first.',
  },
  ja: {
    'example.banner': '例',
    'example.note': 'ルールの例です。あなたの対局はそのまま取っておかれています。',
    'example.back': '対局に戻る',
    'example.noSave': '例は保存できません。先に対局に戻ってください。',
  },
});

/**
 * The sandbox session for an example. With nothing hidden the player moves for both sides; with
 * hidden hands a hot-seat game keeps its hand-over, and against the bot the player acts for the
 * seat to move in the position while the other seat waits (the bot never replies in an example).
 */
export function sandboxSession(game: Session, match: Match): Session {
  const seat = (game.module.def.toMove(match.state) ?? game.humanSeat) as Seat;
  const mode = game.module.def.hiddenInformation && game.mode === 'bot' ? 'bot' : 'hotseat';
  return { ...game, match, mode, humanSeat: seat, revealed: seat, botThinking: false };
}

/** Shows (or, with `show` false, removes) the Example banner over `stage`. */
export function renderExampleBanner(
  stage: Element | null,
  show: boolean,
  t: (key: string) => string,
  back: () => void,
): void {
  const old = stage?.querySelector('.example-banner');
  if (!show) {
    old?.remove();
    return;
  }
  if (!stage) return;
  const banner = h(
    'div',
    { class: 'example-banner', role: 'status', 'data-testid': 'example-banner' },
    h('strong', {}, t('example.banner')),
    h('span', { class: 'example-note' }, t('example.note')),
    h(
      'button',
      { type: 'button', class: 'primary', 'data-testid': 'example-back', onclick: back },
      t('example.back'),
    ),
  );
  if (old) old.replaceWith(banner);
  else stage.append(banner);
}
