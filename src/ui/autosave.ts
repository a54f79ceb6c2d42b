/**
 * Autosave: the open match of each game is written to local storage after every move, so a reload
 * resumes it. A corrupt entry is reported, never trusted.
 */
import type { GameId } from '../core/game.ts';

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
