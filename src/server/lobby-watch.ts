/**
 * What a match room tells the lobby (issue 24): it shows every seat's presence here as it
 * announces it. A listed open game whose creator has been disconnected for longer than the
 * reconnect window is taken off the list (nobody is waiting there any more); one whose free seat
 * was taken another way (its invite link) moves to the live list; a game that ended leaves it. A
 * room that closed altogether is left off by the listing itself (lobby-route.ts), since its process
 * may be gone.
 */
import type { Presence } from '../net/protocol.ts';
import type { LobbyBoard } from './lobby.ts';
import { log } from './log.ts';

export class LobbyWatch {
  private readonly away = new Map<string, ReturnType<typeof setTimeout>>();

  /** `graceMs`: how long a creator may be disconnected (the reconnect window) before unlisting. */
  constructor(
    readonly board: LobbyBoard,
    private readonly graceMs: number,
  ) {}

  /** Notes one seat's presence in `matchId` and returns it unchanged (the room sends it on). */
  seen(matchId: string, p: Presence): Presence {
    const key = `${matchId}/${p.seat}`;
    const timer = this.away.get(key);
    if (p.connected || p.bot || !p.seated) {
      if (timer) clearTimeout(timer);
      this.away.delete(key);
    } else if (!timer) {
      const t = setTimeout(() => {
        this.away.delete(key);
        void this.creatorGone(matchId, p.seat);
      }, this.graceMs);
      t.unref();
      this.away.set(key, t);
    }
    if (p.seated && p.connected) void this.seated(matchId, p.seat);
    return p;
  }

  private async creatorGone(matchId: string, seat: number): Promise<void> {
    try {
      const entry = await this.board.openEntry(matchId);
      if (entry && entry.game.seat === seat) await this.board.drop(matchId);
    } catch (e) {
      log.warn({ match: matchId, err: e }, 'the lobby could not be told a creator left');
    }
  }

  /** A seat other than the creator's is held: the game is no longer open. */
  private async seated(matchId: string, seat: number): Promise<void> {
    try {
      const entry = await this.board.openEntry(matchId);
      if (entry && entry.game.seat !== seat) await this.board.take(matchId);
    } catch (e) {
      log.warn({ match: matchId, err: e }, 'the lobby could not be told a seat was taken');
    }
  }

  /** The game ended: nothing left to watch live. */
  async over(matchId: string): Promise<void> {
    try {
      await this.board.drop(matchId);
    } catch (e) {
      log.warn({ match: matchId, err: e }, 'the lobby could not be told a game ended');
    }
  }

  stop(): void {
    for (const t of this.away.values()) clearTimeout(t);
    this.away.clear();
  }
}
