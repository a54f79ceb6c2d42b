/**
 * The Battle Line series score across games, kept in local storage: each finished game is
 * recorded once (by a key of its end position) and "new game" keeps the tally.
 */
import type { GameRecord } from '../../../games/battleline/index.ts';
import { readStoredJson, reportBadStorage, validSeries } from '../../stored-data.ts';

const KEY = 'tabletop.battleline.series';

interface Stored {
  readonly keys: string[];
  readonly games: GameRecord[];
}

function read(): Stored {
  // A damaged tally keeps its valid games; the rest is dropped once, with a notice.
  const r = validSeries(readStoredJson(localStorage, KEY));
  if (r.dropped) {
    reportBadStorage(KEY);
    try {
      localStorage.setItem(KEY, JSON.stringify({ keys: r.keys, games: r.games }));
    } catch {
      // A full or blocked storage keeps the bad value; it is ignored again next time.
    }
  }
  return { keys: r.keys, games: r.games as GameRecord[] };
}

export function loadSeries(): GameRecord[] {
  return read().games;
}

export function recordGame(g: GameRecord, key: string): void {
  const s = read();
  if (s.keys.includes(key)) return;
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ keys: [...s.keys, key].slice(-200), games: [...s.games, g] }),
    );
  } catch {
    // A full or blocked storage must not break the table; the tally just is not kept.
  }
}
