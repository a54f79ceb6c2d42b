/**
 * The seat tokens this browser holds, in local storage, one entry per match
 * (`tabletop.online.<matchId>`). A token is the only way back to a seat, so it is kept here and
 * never put in a visible URL. Entries are checked when read; a damaged one is ignored.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { isGameId } from '../../games/registry.ts';

const PREFIX = 'tabletop.online.';

export interface SeatToken {
  readonly matchId: string;
  readonly game: GameId;
  readonly seat: Seat;
  readonly token: string;
  /** When this browser got the token (ms since epoch), for ordering the list on Home. */
  readonly savedAt: number;
  /**
   * The first match of this match's line of rematches (a Battle Line series is counted along
   * it); absent for a first match, whose own id it is.
   */
  readonly series?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isMatchId(x: unknown): x is string {
  return typeof x === 'string' && ID.test(x);
}

export function isToken(x: unknown): x is string {
  return typeof x === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(x);
}

function parse(text: string | null): SeatToken | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<SeatToken>;
    if (
      isMatchId(v.matchId) &&
      isGameId(v.game) &&
      (v.seat === 0 || v.seat === 1) &&
      isToken(v.token) &&
      typeof v.savedAt === 'number' &&
      (v.series === undefined || isMatchId(v.series))
    )
      return v as SeatToken;
  } catch {
    // A damaged entry is ignored.
  }
  return null;
}

export function readToken(storage: Storage | undefined, matchId: string): SeatToken | null {
  try {
    return parse(storage?.getItem(PREFIX + matchId) ?? null);
  } catch {
    return null;
  }
}

export function writeToken(storage: Storage | undefined, t: SeatToken): void {
  try {
    storage?.setItem(PREFIX + t.matchId, JSON.stringify(t));
  } catch {
    // Storage full or refused: the game goes on; only the way back is lost.
  }
}

export function forgetToken(storage: Storage | undefined, matchId: string): void {
  try {
    storage?.removeItem(PREFIX + matchId);
  } catch {
    // Nothing to do.
  }
}

/** Every token held, newest first. */
export function listTokens(storage: Storage | undefined): SeatToken[] {
  const out: SeatToken[] = [];
  try {
    if (!storage) return out;
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(PREFIX)) {
        const t = parse(storage.getItem(k));
        if (t && PREFIX + t.matchId === k) out.push(t);
      }
    }
  } catch {
    return out;
  }
  return out.sort((a, b) => b.savedAt - a.savedAt);
}
