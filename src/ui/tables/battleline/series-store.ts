/**
 * The Battle Line series scores across games, kept in local storage, one series per way of
 * playing: two players at one screen, against the bot at each level (a game against the bot
 * never counts toward the hot-seat series), or online, one series per game and its rematches
 * (`online-<first match id>`, the latest few kept). Each finished game is recorded once (by a key
 * of its end position) and "new game" keeps the tally. Games against the bot are stored from the
 * human's side, online games from this player's side (seat 0 = the human, the player), so
 * changing seats (a rematch swaps them) does not mix the tallies.
 *
 * The stored value is `{ keys, games, scopes }`: `keys`/`games` are the single tally of earlier
 * versions (mixed modes, so no longer shown, but still checked and cleaned), `scopes` the series
 * per way of playing. What is read back is checked: a damaged or hand-edited record is dropped
 * (once, with a notice), never shown.
 */
import type { GameRecord } from '../../../games/battleline/index.ts';
import { readStoredJson, reportBadStorage, validSeries } from '../../storage/stored-data.ts';

const KEY = 'tabletop.battleline.series';

/** `hotseat`, `bot-easy` / `bot-normal` / `bot-hard`, or `online-<first match id>`. */
export type SeriesScope = string;

interface Series {
  readonly keys: readonly string[];
  readonly games: readonly GameRecord[];
}

type Scopes = Readonly<Record<SeriesScope, Series>>;

const SCOPE = /^(hotseat|bot-(easy|normal|hard)|online-[A-Za-z0-9_-]{1,64})$/;
/** Online series kept (each is one opponent's games): the oldest is dropped past this. */
const ONLINE_KEPT = 20;

function isRecord(x: unknown): x is GameRecord {
  if (x === null || typeof x !== 'object') return false;
  const g = x as { winner?: unknown; flags?: unknown };
  if (g.winner !== 0 && g.winner !== 1 && g.winner !== null) return false;
  if (!Array.isArray(g.flags) || g.flags.length !== 2) return false;
  const [a, b] = g.flags as unknown[];
  const flag = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  return flag(a) && flag(b) && a + b <= 9;
}

/** The well-formed series of a stored `scopes` value, and whether anything had to be dropped. */
function parseScopes(raw: unknown): { scopes: Scopes; dropped: boolean } {
  const out: Record<SeriesScope, Series> = {};
  if (raw === undefined) return { scopes: out, dropped: false };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { scopes: out, dropped: true };
  let dropped = false;
  for (const [scope, value] of Object.entries(raw as Record<string, unknown>)) {
    const v = (value ?? {}) as { keys?: unknown; games?: unknown };
    if (!SCOPE.test(scope) || !Array.isArray(v.keys) || !Array.isArray(v.games)) {
      dropped = true;
      continue;
    }
    const keys = v.keys.filter((k): k is string => typeof k === 'string');
    const games = v.games.filter(isRecord).map((g) => ({ winner: g.winner, flags: g.flags }));
    if (keys.length !== v.keys.length || games.length !== v.games.length) dropped = true;
    out[scope] = { keys, games };
  }
  return { scopes: out, dropped };
}

/** The stored series per way of playing, keeping only well-formed series and records. */
export function parseSeries(raw: unknown): Scopes {
  return parseScopes(raw).scopes;
}

interface Stored {
  readonly legacy: ReturnType<typeof validSeries>;
  readonly scopes: Scopes;
}

function write(s: Stored): void {
  const value: Record<string, unknown> = { keys: s.legacy.keys, games: s.legacy.games };
  if (Object.keys(s.scopes).length > 0) value.scopes = s.scopes;
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not break the table; the tally just is not kept.
  }
}

function read(): Stored {
  const raw = readStoredJson(localStorage, KEY);
  const legacy = validSeries(raw);
  const scoped = parseScopes(
    raw !== null && typeof raw === 'object' ? (raw as { scopes?: unknown }).scopes : undefined,
  );
  const stored = { legacy, scopes: scoped.scopes };
  if (legacy.dropped || scoped.dropped) {
    // A damaged tally keeps its valid games; the rest is dropped once, with a notice.
    reportBadStorage(KEY);
    write(stored);
  }
  return stored;
}

/** The scope of a table: its mode, and the bot's level against the bot. */
export function seriesScope(mode: string, level: string): SeriesScope {
  return mode === 'bot' ? `bot-${level}` : 'hotseat';
}

export function loadSeries(scope: SeriesScope): GameRecord[] {
  return [...(read().scopes[scope]?.games ?? [])];
}

/** Records a finished game once; `humanSeat` turns a game against the bot to the human's side. */
export function recordGame(
  scope: SeriesScope,
  g: GameRecord,
  key: string,
  humanSeat: 0 | 1 | null,
): void {
  if (!SCOPE.test(scope) || !isRecord(g)) return;
  const stored = read();
  const s = stored.scopes[scope] ?? { keys: [], games: [] };
  if (s.keys.includes(key)) return;
  const scopes: Record<SeriesScope, Series> = { ...stored.scopes };
  if (scope.startsWith('online-') && !scopes[scope]) {
    const online = Object.keys(scopes).filter((k) => k.startsWith('online-'));
    for (const old of online.slice(0, Math.max(0, online.length - ONLINE_KEPT + 1)))
      delete scopes[old];
  }
  const mine: GameRecord =
    humanSeat === 1
      ? {
          winner: g.winner === null ? null : g.winner === 0 ? 1 : 0,
          flags: [g.flags[1], g.flags[0]],
        }
      : g;
  write({
    legacy: stored.legacy,
    scopes: {
      ...scopes,
      [scope]: { keys: [...s.keys, key].slice(-200), games: [...s.games, mine] },
    },
  });
}
