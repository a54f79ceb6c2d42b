/**
 * The home screen: the four tables, each with its mode (hot-seat or against the bot, which seat,
 * which level), seed and the game's own options, a resume button when a game is autosaved, and
 * loading a game from a file. Tables whose rules have not landed are marked coming soon. The Disc
 * Wars card mounts its own setup (scenario, armies, army builder), loaded lazily from
 * `discwars-setup/` so the home screen itself stays small and never fetches the physics.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { BOT_LEVELS, type BotLevel } from '../../core/bots/levels.ts';
import { GAME_IDS, isPlayable } from '../../games/registry.ts';
import { fill, h } from '../dom.ts';
import { LANGS, type Lang } from '../i18n/index.ts';
import { formatRoute, type PlayMode } from '../shell/route.ts';
import { isTableReady } from '../tables/registry.ts';
import { optionFields, readOptionFields } from './home-options.ts';
import type { DiscWarsSetup } from '../discwars-setup/panel.ts';
import '../discwars-setup/messages.ts';
import '../rules/messages.ts';
import './seed-messages.ts';
import './home-repro.css';
import './rules-link.css';
import { onlineGamesSection } from '../online/home-list.ts';
import { onlineSubmit, wireOnlineMode } from '../online/home-online.ts';
import { openGamesSection, type LobbyDeps } from '../online/lobby-home.ts';

export interface HomeActions {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  setLang(lang: Lang): void;
  go(hash: string): void;
  hasAutosave(game: GameId): string | null;
  loadFile(): void;
  randomSeed(): number;
  /** The game's default options, once its rules are loaded (for the options form). */
  defaultOptions(game: GameId): Record<string, unknown> | null;
}

export function langSelect(a: Pick<HomeActions, 't' | 'lang' | 'setLang'>): HTMLElement {
  const sel = h('select', {
    'aria-label': a.t('lang.label'),
    class: 'lang-select',
    'data-testid': 'lang',
  });
  for (const l of LANGS)
    sel.append(
      h('option', { value: l, selected: l === a.lang }, l === 'en' ? 'English' : '日本語'),
    );
  sel.addEventListener('change', () => a.setLang(sel.value as Lang));
  return sel;
}

const lobbyDeps = (a: HomeActions): LobbyDeps => ({
  t: a.t,
  storage: storageOrUndefined(),
  go: a.go,
});

function storageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The Disc Wars setup slot; the setup fills it once its module has loaded. */
function discWarsSetup(a: HomeActions): { slot: HTMLElement; get(): DiscWarsSetup | null } {
  const slot = h('div', { class: 'dws-slot', 'data-testid': 'dw-setup' }, a.t('dws.loading'));
  let setup: DiscWarsSetup | null = null;
  void import('../discwars-setup/panel.ts').then((m) => {
    setup = m.mountDiscWarsSetup(slot, { t: a.t, lang: a.lang, storage: storageOrUndefined() });
    slot.dataset.ready = 'true';
  });
  return { slot, get: () => setup };
}

/** A card's options (its `o.*` fields), once the game's rules have loaded; else nothing yet. */
function fillOptions(slot: HTMLElement, id: GameId, a: Pick<HomeActions, 't' | 'defaultOptions'>) {
  const defaults = a.defaultOptions(id);
  if (!defaults || slot.firstChild) return;
  const fields = optionFields(id, defaults, a.t);
  if (fields.length > 0)
    slot.append(
      h('details', { class: 'options' }, h('summary', {}, a.t('home.options')), ...fields),
    );
}

/**
 * Adds the options of the games whose rules loaded after Home was drawn, and changes nothing else:
 * what the reader has typed or chosen meanwhile stays (a redraw of Home would lose it).
 */
export function addHomeOptions(
  root: HTMLElement,
  a: Pick<HomeActions, 't' | 'defaultOptions'>,
): void {
  for (const slot of root.querySelectorAll<HTMLElement>('.options-slot'))
    fillOptions(slot, slot.dataset.options as GameId, a);
}

function gameCard(id: GameId, a: HomeActions): HTMLElement {
  const playable = isPlayable(id) && isTableReady(id);
  const card = h('li', { class: `game-card${playable ? '' : ' soon'}`, 'data-game': id });
  card.append(
    h('h2', {}, a.t(`game.${id}`)),
    h('p', { class: 'blurb' }, a.t(`game.${id}.blurb`)),
    h(
      'a',
      { class: 'rules-link', href: `#/rules/${id}`, 'data-testid': `rules-${id}` },
      a.t('rules.link'),
    ),
  );
  if (!playable) {
    card.append(h('span', { class: 'badge' }, a.t('home.comingSoon')));
    return card;
  }
  const form = h('form', { class: 'play-form' });
  const modeSel = h(
    'select',
    { name: 'mode' },
    h('option', { value: 'hotseat' }, a.t('home.mode.hotseat')),
    h('option', { value: 'bot' }, a.t('home.mode.bot')),
  );
  const seatSel = h(
    'select',
    { name: 'seat' },
    h('option', { value: '1' }, a.t('home.seat.0')),
    h('option', { value: '2' }, a.t('home.seat.1')),
  );
  const levelSel = h(
    'select',
    { name: 'level' },
    ...BOT_LEVELS.map((l) =>
      h('option', { value: l, selected: l === 'normal' }, a.t(`level.${l}`)),
    ),
  );
  // A new game's seed is secret unless the player asks for a reproducible game on purpose.
  const seedIn = h('input', {
    type: 'number',
    name: 'seed',
    min: 0,
    max: 4294967295,
    placeholder: a.t('home.seed.secret'),
  });
  const reproIn = h('input', {
    type: 'checkbox',
    name: 'reproducible',
    'data-testid': `repro-${id}`,
  });
  reproIn.addEventListener('change', () => {
    seedIn.value = reproIn.checked ? String(a.randomSeed()) : '';
  });
  seedIn.addEventListener('input', () => (reproIn.checked = seedIn.value.trim() !== ''));
  const botRow = h(
    'div',
    { class: 'bot-row', hidden: true },
    h('label', {}, a.t('home.seat'), ' ', seatSel),
    h('label', {}, a.t('home.level'), ' ', levelSel),
  );
  modeSel.addEventListener('change', () => (botRow.hidden = modeSel.value !== 'bot'));
  const opts = h('div', { class: 'options-slot', 'data-options': id });
  fillOptions(opts, id, a);
  const dw = id === 'discwars' ? discWarsSetup(a) : null;
  form.append(
    h('label', {}, a.t('home.mode'), ' ', modeSel),
    botRow,
    h('label', { class: 'repro' }, reproIn, ' ', a.t('home.reproducible')),
    h(
      'label',
      {},
      a.t('home.seed'),
      ' ',
      seedIn,
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          onclick: () => {
            seedIn.value = String(a.randomSeed());
            reproIn.checked = true;
          },
        },
        a.t('home.seed.random'),
      ),
    ),
    opts,
    dw?.slot ?? '',
    h(
      'button',
      { type: 'submit', class: 'primary', 'data-testid': `play-${id}` },
      a.t('home.play'),
    ),
  );
  wireOnlineMode(form, modeSel, a.t, id);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const options = readOptionFields(form);
    // Until its setup has loaded, Disc Wars starts with the game's defaults.
    const setup = dw?.get();
    if (setup) {
      const chosen = setup.options();
      if (!chosen) return;
      Object.assign(options, chosen);
    }
    if (modeSel.value === 'online')
      return onlineSubmit(e, form, id, seatSel.value, options, lobbyDeps(a));
    const seed = !reproIn.checked || seedIn.value.trim() === '' ? undefined : Number(seedIn.value);
    a.go(
      formatRoute({
        kind: 'table',
        game: id,
        seed,
        mode: modeSel.value as PlayMode,
        seat: (seatSel.value === '2' ? 1 : 0) as Seat,
        level: levelSel.value as BotLevel,
        options,
      }),
    );
  });
  card.append(form);
  const resume = a.hasAutosave(id);
  if (resume)
    card.append(
      h(
        'button',
        { class: 'resume', 'data-testid': `resume-${id}`, onclick: () => a.go(resume) },
        a.t('home.resume'),
      ),
    );
  return card;
}

export function renderHome(root: HTMLElement, a: HomeActions): void {
  fill(
    root,
    h(
      'main',
      { class: 'home' },
      h(
        'header',
        { class: 'home-head' },
        h(
          'div',
          {},
          h('h1', {}, a.t('app.title')),
          h('p', { class: 'tagline' }, a.t('app.tagline')),
        ),
        langSelect(a),
      ),
      // A running online game first: coming back to it should not need a scroll past every table.
      onlineGamesSection(a.t, storageOrUndefined(), a.go),
      openGamesSection(lobbyDeps(a)),
      h('h2', { class: 'choose' }, a.t('home.choose')),
      h('ul', { class: 'games' }, ...GAME_IDS.map((id) => gameCard(id, a))),
      h(
        'p',
        {},
        h(
          'button',
          { class: 'load-file', 'data-testid': 'home-load', onclick: () => a.loadFile() },
          a.t('home.loadFile'),
        ),
      ),
    ),
  );
}
