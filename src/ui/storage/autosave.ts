/**
 * Autosave: the open match of each game is written to local storage after every move, so a reload
 * resumes it. A corrupt entry is reported, never trusted.
 */
import type { GameId } from '../../core/game.ts';

const PREFIX = 'tabletop.autosave.';

export function autosaveKey(game: GameId): string {
  return PREFIX + game;
}

export function readAutosave(storage: Storage, game: GameId): string | null {
  return storage.getItem(autosaveKey(game));
}

export function writeAutosave(storage: Storage, game: GameId, text: string): void {
  try {
    storage.setItem(autosaveKey(game), text);
  } catch {
    // A full or disabled storage must not break play; the game simply is not autosaved.
  }
}

export function clearAutosave(storage: Storage, game: GameId): void {
  storage.removeItem(autosaveKey(game));
}

/** The address an autosave belongs to, or null when there is none or it is unreadable. */
export function autosaveRoute(storage: Storage, game: GameId): string | null {
  const text = readAutosave(storage, game);
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    const meta: unknown =
      typeof raw === 'object' && raw !== null ? (raw as { meta?: unknown }).meta : undefined;
    const route: unknown =
      typeof meta === 'object' && meta !== null ? (meta as { route?: unknown }).route : undefined;
    return typeof route === 'string' && route.startsWith(`#/${game}`) ? route : null;
  } catch {
    return null;
  }
}

/**
 * The address of the autosaved game worth resuming, or null: none, unreadable, or finished (a
 * finished game is marked `over` in its save's meta when it is written).
 */
export function resumableRoute(storage: Storage, game: GameId): string | null {
  const route = autosaveRoute(storage, game);
  if (route === null) return null;
  try {
    const meta = (JSON.parse(readAutosave(storage, game) ?? '{}') as { meta?: { over?: unknown } })
      .meta;
    return meta?.over === true ? null : route;
  } catch {
    return null;
  }
}
