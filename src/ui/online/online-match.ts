/**
 * The match as an online table page knows it, kept up to date from the server's messages: the
 * match id, this page's seat and game, the players (present, away, the bot's), the latest view
 * and the one before it, the chat, the rematch requests, the server's clocks and the move log
 * (the moves from before the first view asked for, paced). The seat token a welcome or a rematch
 * brings is stored here. It draws nothing: it tells its page through hooks that something changed.
 */
import type { GameId, Seat } from '../../core/game.ts';
import type {
  ChatLine,
  ChatLog,
  ClientMessages,
  JoinOptions,
  PlayerInfo,
  ServerMessageType,
  ServerMessages,
  ViewMessage,
} from '../../net/protocol.ts';
import { ChatBook } from './chat-book.ts';
import { HistoryPacer } from './history-pacer.ts';
import { MoveLog } from './move-log.ts';
import { refusalKey } from './online-join.ts';
import { formatOnlineRoute } from './online-route.ts';
import { withName } from './player-name.ts';
import { myMove } from './seats.ts';
import { ServerClockFollower } from './server-clock.ts';
import { readToken, writeToken } from './tokens.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

export interface MatchHooks {
  readonly storage: Storage | undefined;
  t: T;
  /** Something the page shows changed. */
  changed(): void;
  notify(text: string, kind?: 'info' | 'error'): void;
  go(hash: string): void;
  /** Welcomed to a match of `game`; a lost connection comes back with `rejoin`. */
  welcomed(game: GameId, rejoin: JoinOptions): void;
  /** Sends a `history` request; false when the connection is down. */
  askHistory(ask: ClientMessages['history']): boolean;
  /** The opponent's move made it this page's turn while the tab is hidden. */
  yourMoveHidden(): void;
  /** The server ran physics for the last move and sent its hash (Disc Wars). */
  hashed(before: unknown, move: unknown, after: unknown, hash: string, version: number): void;
}

export class OnlineMatch {
  matchId: string | null;
  seat: Seat | null = null;
  game: GameId | null = null;
  players: readonly [PlayerInfo, PlayerInfo] | null = null;
  absenceMs = 0;
  invite: string | null = null;
  vm: ViewMessage | null = null;
  /** The chat kept by the server and this page's lines not yet known sent. */
  readonly chat = new ChatBook();
  rematch: readonly Seat[] = [];
  /** Now here minus now on the server, to read the server's times. */
  clockSkew = 0;
  readonly clocks = new ServerClockFollower();
  readonly log = new MoveLog();
  private readonly pacer: HistoryPacer;
  private closed = false;

  constructor(
    matchId: string | null,
    private readonly hooks: MatchHooks,
  ) {
    this.matchId = matchId;
    this.pacer = new HistoryPacer(this.log, (ask) => hooks.askHistory(ask));
  }

  onMessage<K extends ServerMessageType>(type: K, payload: ServerMessages[K]): void {
    if (this.closed) return;
    const { hooks } = this;
    switch (type) {
      case 'welcome':
        return this.onWelcome(payload as ServerMessages['welcome']);
      case 'view':
        return this.onView(payload as ViewMessage);
      case 'presence': {
        const p = payload as ServerMessages['presence'];
        if (this.players) {
          const next = [...this.players] as [PlayerInfo, PlayerInfo];
          next[p.seat] = p;
          this.players = next;
        }
        return hooks.changed();
      }
      case 'chat':
        this.chat.line(payload as ChatLine);
        return hooks.changed();
      case 'chat-log':
        this.chat.log((payload as ChatLog).lines, this.seat, this.clockSkew);
        return hooks.changed();
      case 'history':
        this.log.answer(payload as ServerMessages['history']);
        this.pacer.ask();
        return hooks.changed();
      case 'refused': {
        const r = payload as ServerMessages['refused'];
        if (r.of === 'history') return this.pacer.refused(r.code);
        if (r.of === 'chat') this.chat.refused(r.id);
        const reason = hooks.t(refusalKey(r.code));
        hooks.notify(hooks.t('online.refused', { reason }), 'error');
        return hooks.changed();
      }
      case 'rematch':
        return this.onRematch(payload as ServerMessages['rematch']);
      case 'clock': {
        const c = payload as ServerMessages['clock'];
        this.clockSkew = Date.now() - c.at;
        this.clocks.onClock(c);
        return;
      }
      default:
        return;
    }
  }

  private onWelcome(w: ServerMessages['welcome']): void {
    const { storage } = this.hooks;
    const first = this.matchId === null;
    this.matchId = w.matchId;
    this.seat = w.seat;
    this.game = w.game;
    this.players = w.players;
    this.absenceMs = w.absenceMs;
    this.invite = w.invite ?? null;
    if (w.token && w.seat !== null) {
      writeToken(storage, {
        matchId: w.matchId,
        game: w.game,
        seat: w.seat,
        token: w.token,
        savedAt: Date.now(),
      });
    }
    const held = readToken(storage, w.matchId);
    const rejoin = held
      ? withName({ match: w.matchId, token: held.token }, storage)
      : { match: w.matchId };
    if (first)
      history.replaceState(null, '', formatOnlineRoute({ kind: 'online', matchId: w.matchId }));
    this.hooks.welcomed(w.game, rejoin);
    this.hooks.changed();
  }

  private onView(v: ViewMessage): void {
    const prev = this.vm;
    // The opponent's move made it ours while this tab is hidden: a short sound (unless muted).
    if (prev && this.myMove(v) && !this.myMove(prev) && document.hidden)
      this.hooks.yourMoveHidden();
    this.log.view(prev, v);
    const before = prev && v.version === prev.version + 1 ? prev.view : null;
    this.vm = v;
    this.clocks.onView(v);
    if (v.hash !== undefined && before !== null && v.lastMove !== undefined)
      this.hooks.hashed(before, v.lastMove, v.view, v.hash, v.version);
    this.pacer.ask();
    this.hooks.changed();
  }

  private onRematch(r: ServerMessages['rematch']): void {
    this.rematch = r.requested;
    if (r.matchId && r.token && this.seat !== null && this.game) {
      const { storage } = this.hooks;
      // The rematch continues this game's series (its first match's id), seen from our side.
      const held = this.matchId ? readToken(storage, this.matchId) : null;
      writeToken(storage, {
        matchId: r.matchId,
        game: this.game,
        seat: other(this.seat),
        token: r.token,
        savedAt: Date.now(),
        series: held?.series ?? this.matchId ?? r.matchId,
      });
      this.hooks.go(formatOnlineRoute({ kind: 'online', matchId: r.matchId }));
      return;
    }
    this.hooks.changed();
  }

  /** Whether `v` waits for a move of this page's seat, played here (not by the bot). */
  myMove(v: ViewMessage | null): boolean {
    return myMove(v, this.players, this.seat);
  }

  /** A new connection: a history request of the old one will not be answered. */
  reconnected(): void {
    this.log.lost();
  }

  close(): void {
    this.closed = true;
    this.pacer.close();
  }
}
