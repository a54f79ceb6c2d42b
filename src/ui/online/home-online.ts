/**
 * Home's "Play online" on each table's form: a third mode. Online, the form asks only for your
 * seat and the game's options (no bot level, and no seed: the server keeps the secret seed), and
 * Play creates the match on the game server (`#/online/new/<game>`). The mode chosen on each table
 * is kept while the page lives: Home is drawn again (a language change, the rules loading) with it.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { h } from '../dom.ts';
import { formatOnlineRoute } from './online-route.ts';
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
    chosenMode.set(game, modeSel.value);
  });
  const kept = chosenMode.get(game);
  if (kept && kept !== modeSel.value && [...modeSel.options].some((o) => o.value === kept)) {
    modeSel.value = kept;
    modeSel.dispatchEvent(new Event('change'));
  }
}

/** The route that creates an online match from the form's choices. */
export function onlineCreateRoute(
  game: GameId,
  seatValue: string,
  options: Record<string, unknown>,
): string {
  const seat: Seat = seatValue === '2' ? 1 : 0;
  return formatOnlineRoute({ kind: 'online', matchId: null, create: { game, seat, options } });
}
