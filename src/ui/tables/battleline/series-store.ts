/**
 * The Battle Line series score across games, kept in local storage: each finished game is
 * recorded once (by a key of its end position) and "new game" keeps the tally.
 */
import type { GameRecord } from '../../../games/battleline/index.ts';

const KEY = 'tabletop.battleline.series';

interface Stored {
  readonly keys: string[];
  readonly games: GameRecord[];
}

function read(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (raw && Array.isArray(raw.keys) && Array.isArray(raw.games)) return raw;
  } catch {
    // A damaged tally starts over; it holds no game.
  }
  return { keys: [], games: [] };
}

export function loadSeries(): GameRecord[] {
  return read().games;
}

export function recordGame(g: GameRecord, key: string): void {
  const s = read();
  if (s.keys.includes(key)) return;
  localStorage.setItem(
    KEY,
    JSON.stringify({ keys: [...s.keys, key].slice(-200), games: [...s.games, g] }),
  );
}
