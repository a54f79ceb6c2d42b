/**
 * Where each match stands, for Home's list of a player's games (`POST /api/matches`): whose move
 * it is and which turn. A turn is one seat's unbroken run of moves (a Battle Line card and the draw
 * after it, a Type 10 step with the server's clock move), so the list never counts a draw as a
 * move. Rooms note their match here when they open and after each move; a match without a live
 * room in this process is replayed from the store once, within a time budget per request, and
 * Disc Wars (whose replay runs the physics) only when a room noted it.
 */
import type { Seat } from '../core/game.ts';
import { loadServerGame } from './games.ts';
import { MatchState } from './match-state.ts';
import type { MatchStore } from './store.ts';

export interface Progress {
  readonly version: number;
  /** The seat to move, or null when the game is over. */
  readonly toMove: Seat | null;
  /** The turn being played (1 for the first seat's first turn). */
  readonly turn: number;
}

/** Runs of the same seat in `movers`, with the seat to move continuing the last run or starting one. */
export function turnOf(movers: readonly Seat[], toMove: Seat | null): number {
  let turns = 0;
  let last: Seat | null = null;
  for (const m of toMove === null ? movers : [...movers, toMove]) {
    if (m !== last) turns++;
    last = m;
  }
  return Math.max(1, turns);
}

/** Matches remembered at most (the oldest noted is forgotten first). */
const KEPT = 10_000;
/** Replay time one request may spend on matches no room has noted. */
const REPLAY_BUDGET_MS = 250;

export class ProgressBook {
  private readonly known = new Map<string, Progress>();

  /** A room's match as it stands now. */
  note(id: string, match: MatchState): void {
    const toMove = match.toMove();
    this.known.delete(id);
    this.known.set(id, { version: match.version, toMove, turn: turnOf(match.movers, toMove) });
    if (this.known.size > KEPT) this.known.delete(this.known.keys().next().value as string);
  }

  /** What is known of match `id` at `version`, or null. */
  get(id: string, version: number): Progress | null {
    const p = this.known.get(id);
    return p && p.version === version ? p : null;
  }

  /**
   * The progress of each match asked (by id, at the version the store listed); replays those no
   * room has noted while the budget lasts. A match left unknown is simply not in the answer.
   */
  async lookUp(
    store: MatchStore,
    rows: readonly { id: string; game: string; version: number; ended: boolean }[],
    now: () => number = () => performance.now(),
  ): Promise<Map<string, Progress>> {
    const out = new Map<string, Progress>();
    const start = now();
    for (const r of rows) {
      if (r.ended) continue;
      const seen = this.get(r.id, r.version);
      if (seen) {
        out.set(r.id, seen);
        continue;
      }
      if (r.game === 'discwars' || now() - start > REPLAY_BUDGET_MS) continue;
      try {
        const record = await store.loadMatch(r.id);
        if (!record) continue;
        const match = new MatchState(await loadServerGame(record.game), record);
        this.note(r.id, match);
        const p = this.get(r.id, r.version);
        if (p) out.set(r.id, p);
      } catch {
        // A match that does not replay is listed without its progress.
      }
    }
    return out;
  }
}
