/**
 * Home's "Play online" on each table's form: a third mode. Online, the form asks only for your
 * seat and the game's options (no bot level, and no seed: the server keeps the secret seed), and
 * Play creates the match on the game server (`#/online/new/<game>`), listed in Open games when
 * "public" is ticked; Quick match meets whoever waits there (lobby-home.ts). The mode chosen on each table
 * is kept while the page lives: Home is drawn again (a language change, the rules loading) with it.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { h } from '../dom.ts';
import { quickMatch, type LobbyDeps } from './lobby-home.ts';
import { formatOnlineRoute } from './online-route.ts';
import { nameFirst } from './player-name.ts';
import './lobby-messages.ts';
import './messages.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Each table's mode as last chosen on Home (hot-seat, bot or online). */
const chosenMode = new Map<GameId, string>();

/** Adds the online mode to a table's form and shows only what it asks for. */
export function wireOnlineMode(
  form: HTMLFormElement,
  modeSel: HTMLSelectElement,
  t: T,
  game: GameId,
): void {
  modeSel.append(h('option', { value: 'online' }, t('online.play')));
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  // Online only: list the game in Open games, or meet whoever waits there (Quick match).
  const listed = h(
    'label',
    { class: 'opt opt-switch online-only', hidden: true },
    h('input', { type: 'checkbox', name: 'public', 'data-testid': `public-${game}` }),
    ' ',
    t('lobby.public'),
  );
  const quick = h(
    'button',
    {
      type: 'submit',
      class: 'online-only',
      hidden: true,
      'data-quick': '1',
      'data-testid': `quick-${game}`,
    },
    t('lobby.quick'),
  );
  submit?.before(listed);
  submit?.after(' ', quick);
  const playText = submit?.textContent ?? '';
  const labelOf = (sel: string): HTMLElement | null =>
    form.querySelector(sel)?.closest('label') ?? null;
  modeSel.addEventListener('change', () => {
    const online = modeSel.value === 'online';
    const botRow = form.querySelector<HTMLElement>('.bot-row');
    if (botRow && online) botRow.hidden = false;
    const level = labelOf('select[name=level]');
    if (level) level.hidden = online || modeSel.value !== 'bot';
    for (const sel of ['input[name=seed]', 'input[name=reproducible]']) {
      const l = labelOf(sel);
      if (l) l.hidden = online;
    }
    if (submit) submit.textContent = online ? t('online.play') : playText;
    listed.hidden = quick.hidden = !online;
    chosenMode.set(game, modeSel.value);
  });
  const kept = chosenMode.get(game);
  if (kept && kept !== modeSel.value && [...modeSel.options].some((o) => o.value === kept)) {
    modeSel.value = kept;
    modeSel.dispatchEvent(new Event('change'));
  }
}

/**
 * The form sent in online mode: Quick match (its own button), or a new match, public when ticked.
 * Before meeting strangers (Quick match, a public game) a name is asked for when none is kept
 * (player-name.ts); for a game with a friend the table page asks, and may go on without one.
 */
export function onlineSubmit(
  e: SubmitEvent,
  form: HTMLFormElement,
  game: GameId,
  seatValue: string,
  options: Record<string, unknown>,
  d: LobbyDeps,
): void {
  const seat: Seat = seatValue === '2' ? 1 : 0;
  const quick = (e.submitter as HTMLElement | null)?.dataset.quick === '1';
  const listed = form.querySelector<HTMLInputElement>('input[name=public]')?.checked === true;
  void (async () => {
    if (quick) return quickMatch(d, game, seat, options);
    // A public game is seen by strangers: it needs a name. For a game with a friend the table
    // page asks (online-table.ts), and the player may go on without one.
    if (listed && !(await nameFirst(d.t, d.storage))) return;
    const create = { game, seat, options };
    d.go(
      formatOnlineRoute({
        kind: 'online',
        matchId: null,
        create,
        ...(listed ? { public: true } : {}),
      }),
    );
  })();
}
