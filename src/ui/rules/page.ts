/**
 * The rules page of one game (`#/rules/<game>`), in English or Japanese: the aim, pictures drawn by
 * the table itself (pictures.ts), set-up, a turn, the key rules and how the table works, written in
 * our own words (docs/rules/). Loaded
 * lazily, so the home screen's code does not carry the texts.
 */
import type { GameId } from '../../core/game.ts';
import { fill, h } from '../dom.ts';
import type { Lang } from '../i18n/index.ts';
import { battlelineRules } from './battleline.ts';
import { discwarsRules } from './discwars.ts';
import { hill218Rules } from './hill218.ts';
import { type10Rules } from './type10.ts';
import type { RulesText } from './types.ts';
import './messages.ts';
import './rules.css';
import { showPictures } from './pictures.ts';

const RULES: Record<GameId, Record<Lang, RulesText>> = {
  battleline: battlelineRules,
  hill218: hill218Rules,
  type10: type10Rules,
  discwars: discwarsRules,
};

export interface RulesPageActions {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  langSelect: HTMLElement;
  go(hash: string): void;
}

function paragraphs(body: readonly string[]): HTMLElement[] {
  const out: HTMLElement[] = [];
  let list: HTMLElement | null = null;
  for (const line of body) {
    if (line.startsWith('- ')) {
      list ??= h('ul');
      list.append(h('li', {}, line.slice(2)));
      if (!out.includes(list)) out.push(list);
    } else {
      list = null;
      out.push(h('p', {}, line));
    }
  }
  return out;
}

export function renderRulesPage(root: HTMLElement, game: GameId, a: RulesPageActions): void {
  const text = RULES[game][a.lang];
  const aim = h('p', { class: 'rules-aim' }, h('strong', {}, a.t('rules.aim')), ' ', text.aim);
  const page = h(
    'main',
    { class: 'rules-page', 'data-testid': 'rules-page', 'data-game': game },
    h(
      'header',
      { class: 'rules-head' },
      h('button', { 'data-testid': 'home', onclick: () => a.go('#/') }, a.t('table.back')),
      h('h1', {}, a.t('rules.title', { game: a.t(`game.${game}`) })),
      h('span', { class: 'spacer' }),
      a.langSelect,
    ),
    aim,
    ...text.sections.map((s) =>
      h('section', { class: 'rules-section' }, h('h2', {}, s.heading), ...paragraphs(s.body)),
    ),
    h(
      'p',
      {},
      h(
        'button',
        { class: 'primary', 'data-testid': 'rules-play', onclick: () => a.go(`#/${game}`) },
        a.t('rules.play', { game: a.t(`game.${game}`) }),
      ),
    ),
  );
  fill(root, page);
  // Pictures drawn by the table itself, after the aim; freed when the page is left.
  showPictures(page, aim, game, a.lang, a.t);
}
