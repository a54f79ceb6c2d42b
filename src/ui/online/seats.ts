/**
 * Who sits where in an online match, as plain predicates over the players the server announced:
 * whether both seats are taken, whether the server's bot holds this page's seat, and from those
 * whether this page may offer moves now and whether a view waits for its move. How long a player
 * has been away is written here too. No DOM and no network: the panel and the table page both ask.
 */
import type { Seat } from '../../core/game.ts';
import type { PlayerInfo, ViewMessage } from '../../net/protocol.ts';
import type { ConnState } from './connection.ts';

type Players = readonly [PlayerInfo, PlayerInfo] | null;

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** Whether both seats are taken (or the free one is the bot's): the game can be played. */
export function bothSeated(players: Players): boolean {
  return !!players && players.every((p) => p.seated || p.bot);
}

/** Whether the server's bot plays this page's own seat (handed to it while the player was away). */
export function botHoldsSeat(players: Players, seat: Seat | null): boolean {
  return seat !== null && !!players?.[seat].bot;
}

/** Whether this page may offer moves now: connected, both seats taken, playing its own seat. */
export function movesOpen(conn: ConnState, players: Players, seat: Seat | null): boolean {
  return conn === 'online' && bothSeated(players) && !botHoldsSeat(players, seat);
}

/** Whether `v` waits for a move of this page's seat, played here (not by the bot). */
export function myMove(v: ViewMessage | null, players: Players, seat: Seat | null): boolean {
  return (
    !!v &&
    seat !== null &&
    v.toMove === seat &&
    !v.outcome &&
    bothSeated(players) &&
    !botHoldsSeat(players, seat)
  );
}
