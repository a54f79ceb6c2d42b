/**
 * What every part of the shell is handed: the app store, the browser's storage, text in the
 * current language, notices, the language switch, navigation and a redraw. The app (app.ts)
 * implements it; the parts (router, local table, local match, save and load, bot turns, examples,
 * online tables) take it instead of the app itself, so none of them imports another's class.
 */
import type { GameError } from '../../core/result.ts';
import type { Lang } from '../i18n/index.ts';
import type { AppStore } from './store.ts';

/** A text of the current language by key (`translate` with the store's language). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Shell {
  readonly store: AppStore;
  readonly storage: Storage;
  readonly t: Translate;
  /** An engine error's text in the current language. */
  errorMessage(error: GameError): string;
  /** Shows a notice; `carry` keeps it through the route change it announces. */
  notify(text: string, kind?: 'info' | 'error', carry?: boolean): void;
  readonly setLang: (lang: Lang) => void;
  /** Opens the route `hash` (again, when the address already names it). */
  go(hash: string): void;
  /** Draws the current route; `full` rebuilds the page (a new route, a new language). */
  render(full: boolean): void;
}
