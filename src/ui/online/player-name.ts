/**
 * The player's display name (issue 24): chosen on first online use, kept in this browser's local
 * storage, changeable from Home, and sent with every seated join so the opponent and spectators
 * see it in the seat list. It is checked here exactly as the server checks it (net/checks.ts:
 * one line, no reordering marks, 1-24 characters), so what is kept is what others will see.
 * `askName` is the small form shown before creating or joining when no name is kept.
 */
import { checkName } from '../../net/checks.ts';
import { MAX_NAME_CHARS } from '../../net/protocol.ts';
import { h } from '../dom.ts';
import type { OnlineRoute } from './online-route.ts';
import './lobby-messages.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

const NAME_KEY = 'tabletop.playerName';

export function readName(storage: Storage | undefined): string | null {
  try {
    const kept = storage?.getItem(NAME_KEY) ?? null;
    if (kept === null) return null;
    const n = checkName(kept);
    return n.ok ? n.value : null;
  } catch {
    return null;
  }
}

/** Keeps a name; the cleaned name, or null when it is not a valid name (nothing is kept). */
export function writeName(storage: Storage | undefined, raw: string): string | null {
  const n = checkName(raw);
  if (!n.ok) return null;
  try {
    storage?.setItem(NAME_KEY, n.value);
  } catch {
    // Private mode: the name lasts this page only.
  }
  return n.value;
}

/** `o` with the kept name added, for a seated join. */
export function withName<O extends object>(o: O, storage: Storage | undefined): O {
  const name = readName(storage);
  return name ? { ...o, name } : o;
}

export interface AskNameOptions {
  /**
   * For a game with a friend (a private game, an invite link): the form offers to go on without a
   * name (the others then see "Player 1" or "Player 2") instead of Cancel.
   */
  readonly optional?: boolean;
  /** Closes the form unanswered (the page that asked has gone). */
  readonly signal?: AbortSignal;
}

/**
 * A small modal form asking for a name (filled with the kept one, to change it): the kept name
 * once saved, or null when closed without one.
 */
export function askName(
  t: T,
  storage: Storage | undefined,
  opts: AskNameOptions = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    const input = h('input', {
      type: 'text',
      name: 'player-name',
      maxlength: MAX_NAME_CHARS,
      value: readName(storage) ?? '',
      'data-testid': 'name-input',
      autocomplete: 'nickname',
    });
    const error = h('p', { class: 'name-error', role: 'alert', hidden: true });
    const dialog = h('dialog', { class: 'name-dialog', 'data-testid': 'name-dialog' });
    let saved: string | null = null;
    const form = h(
      'form',
      { method: 'dialog' },
      h('h2', {}, t('lobby.nameTitle')),
      h('p', {}, t('lobby.nameWhy', { max: MAX_NAME_CHARS })),
      h('label', {}, t('lobby.nameLabel'), ' ', input),
      error,
      h(
        'p',
        { class: 'name-buttons' },
        h(
          'button',
          { type: 'submit', class: 'primary', 'data-testid': 'name-save' },
          t('lobby.nameSave'),
        ),
        opts.optional
          ? h(
              'button',
              { type: 'button', 'data-testid': 'name-skip', onclick: () => dialog.close() },
              t('lobby.nameSkip'),
            )
          : h('button', { type: 'button', onclick: () => dialog.close() }, t('lobby.nameCancel')),
      ),
    );
    form.addEventListener('submit', (e) => {
      const name = writeName(storage, input.value);
      if (name === null) {
        e.preventDefault();
        error.hidden = false;
        error.textContent = t('lobby.nameBad', { max: MAX_NAME_CHARS });
        return;
      }
      saved = name;
    });
    const abandon = (): void => dialog.close();
    dialog.addEventListener('close', () => {
      opts.signal?.removeEventListener('abort', abandon);
      dialog.remove();
      resolve(saved);
    });
    opts.signal?.addEventListener('abort', abandon);
    if (opts.optional) form.insertBefore(h('p', {}, t('lobby.nameOptional')), error);
    dialog.append(form);
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

/**
 * Whether an online page joining by `route` asks for a name first: the first online use of this
 * browser, through a private game it creates or an invite link (a seat held here was named when
 * taken; Quick match and public games asked on Home already).
 */
export function asksName(
  route: Pick<OnlineRoute, 'create' | 'invite' | 'token'>,
  heldSeat: boolean,
  storage: Storage | undefined,
): boolean {
  if (heldSeat || route.token || readName(storage) !== null) return false;
  return !!route.create || !!route.invite;
}

/**
 * `join` once the name is settled: when `ask` (asksName), the first online use of this browser,
 * a name for the others to see is asked for first (the player may go on without one).
 */
export async function named<O extends object>(
  join: O,
  ask: boolean,
  t: T,
  storage: Storage | undefined,
  signal: AbortSignal,
): Promise<O> {
  if (!ask) return join;
  await askName(t, storage, { optional: true, signal });
  return withName(join, storage);
}

/** The kept name, or the one asked for now (null: the player closed the form). */
export async function nameFirst(t: T, storage: Storage | undefined): Promise<string | null> {
  return readName(storage) ?? (await askName(t, storage));
}
