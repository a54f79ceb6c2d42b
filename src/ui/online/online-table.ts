/**
 * An online table: one seat (or a spectator) of one match on the game server. It joins through
 * `Connection`, keeps the seat token (local storage, keyed by match id; a token or invite found in
 * the URL is stored and removed from the visible address), and feeds the SAME table controller a
 * local game uses: the frame comes from the server's `view` message (only this seat's view; the
 * server's legal moves), and the controller's moves go to the server instead of the local rules.
 * The page around it is the local table page with the online box (connection, seats, absence,
 * chat, rematch) and the waiting screen. Loaded on demand, with colyseus.js behind it.
 */
import type { GameId, Outcome, Seat } from '../../core/game.ts';
import type { GameError } from '../../core/result.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import type {
  ChatLine,
  JoinOptions,
  PlayerInfo,
  ServerMessageType,
  ServerMessages,
  ViewMessage,
} from '../../net/protocol.ts';
import { fill } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import { translate, type Lang } from '../i18n/index.ts';
import { TablePage } from '../table-page/table-page.ts';
import { tableLoaders } from '../tables/registry.ts';
import type { TableController } from '../tables/table.ts';
import { Connection, type ConnState } from './connection.ts';
import { serverUrl } from './server-url.ts';
import { OnlinePanel } from './online-panel.ts';
import { MoveLog } from './move-log.ts';
import { formatOnlineRoute, matchLink, type OnlineRoute } from './online-route.ts';
import { ServerClockFollower } from './server-clock.ts';
import { readToken, writeToken } from './tokens.ts';
import './messages.ts';

export interface OnlineDeps {
  lang(): Lang;
  setLang(lang: Lang): void;
  notify(text: string, kind?: 'info' | 'error'): void;
  go(hash: string): void;
  storage: Storage | undefined;
}

export interface OnlineHandle {
  relabel(lang: Lang): void;
  /** Where a named table object is on screen (browser tests click there). */
  anchor(name: string): { x: number; y: number } | null;
  close(): void;
}

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
const MAX_CHAT_LINES = 200;
/** Least time between two `history` requests (the server allows 10 messages a second). */
const HISTORY_GAP_MS = 150;

export function openOnlineTable(
  screen: HTMLElement,
  host: SceneHost,
  route: OnlineRoute,
  deps: OnlineDeps,
): OnlineHandle {
  return new OnlineTable(screen, host, route, deps);
}

class OnlineTable implements OnlineHandle {
  private readonly page: TablePage;
  private readonly panel: OnlinePanel;
  private conn: Connection | null = null;
  private controller: TableController<unknown, unknown> | null = null;
  private controllerFor: GameId | null = null;
  private conn_: ConnState = 'connecting';
  private matchId: string | null;
  private seat: Seat | null = null;
  private game: GameId | null = null;
  private players: readonly [PlayerInfo, PlayerInfo] | null = null;
  private absenceMs = 0;
  private invite: string | null = null;
  private vm: ViewMessage | null = null;
  private prevView: unknown = null;
  private readonly log = new MoveLog();
  private lastHistoryAsk = 0;
  private historyTimer: ReturnType<typeof setTimeout> | null = null;
  private logCache: { key: string; lines: string[] } = { key: '', lines: [] };
  private chat: ChatLine[] = [];
  private rematch: readonly Seat[] = [];
  private clockSkew = 0;
  private readonly clocks = new ServerClockFollower();
  private timer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private readonly stage: HTMLElement;

  constructor(
    screen: HTMLElement,
    host: SceneHost,
    route: OnlineRoute,
    private readonly deps: OnlineDeps,
  ) {
    this.page = new TablePage(screen, host, {
      t: this.t,
      lang: deps.lang(),
      setLang: deps.setLang,
      home: () => deps.go('#/'),
      undo: () => this.localOnly(),
      save: () => this.localOnly(),
      load: () => this.localOnly(),
      newGame: () => this.localOnly(),
      reveal: () => undefined,
    });
    this.page.el.classList.add('online-table');
    this.panel = new OnlinePanel({
      t: this.t,
      claimWin: () => this.conn?.send('claim-win', {}),
      handToBot: () => this.conn?.send('hand-to-bot', {}),
      resign: () => this.conn?.send('resign', {}),
      rematch: () => this.conn?.send('rematch', {}),
      chat: (text) => this.conn?.send('chat', { text }),
      copy: (text) => void this.copy(text),
    });
    this.page.el.querySelector('.side')?.prepend(this.panel.el);
    this.stage = this.page.el.querySelector('.stage') as HTMLElement;
    this.stage.append(this.panel.waitEl);
    this.matchId = route.matchId;
    const join = this.joinOptions(route);
    this.redraw();
    if (!join) return;
    this.conn = Connection.open(serverUrl(deps.storage), join, {
      state: (s) => {
        // A new connection: a history request of the old one will not be answered.
        if (s === 'online') this.log.lost();
        this.conn_ = s;
        this.redraw();
      },
      message: (type, payload) => this.onMessage(type, payload),
      failed: (reason) => {
        deps.notify(this.t('online.noMatch', { reason }), 'error');
        this.redraw();
      },
    });
    this.timer = setInterval(() => this.tick(), 1000);
  }

  t = (key: string, params: Record<string, string | number> = {}): string =>
    translate(this.deps.lang(), key, params);

  /** How to join: create, the seat token held here (or brought by the link), the invite, or watch. */
  private joinOptions(route: OnlineRoute): JoinOptions | null {
    if (route.create) return { create: { ...route.create, options: route.create.options } };
    const match = route.matchId as string;
    // The link's secrets leave the visible address at once (history, screenshots, shoulder).
    if (route.token || route.invite)
      history.replaceState(null, '', formatOnlineRoute({ kind: 'online', matchId: match }));
    const held = readToken(this.deps.storage, match);
    if (route.token) return { match, token: route.token };
    if (held) return { match, token: held.token };
    if (route.invite) return { match, invite: route.invite };
    return { match };
  }

  private onMessage<K extends ServerMessageType>(type: K, payload: ServerMessages[K]): void {
    if (this.closed) return;
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
        return this.redraw();
      }
      case 'chat':
        this.chat = [...this.chat, payload as ChatLine].slice(-MAX_CHAT_LINES);
        return this.redraw();
      case 'history':
        this.log.answer(payload as ServerMessages['history']);
        this.askHistory();
        return this.redraw();
      case 'refused': {
        const r = payload as ServerMessages['refused'];
        if (r.of === 'history') return this.historyRefused(r.code);
        this.deps.notify(this.t('online.refused', { reason: r.message }), 'error');
        return this.redraw();
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
    const first = this.matchId === null;
    this.matchId = w.matchId;
    this.seat = w.seat;
    this.game = w.game;
    this.players = w.players;
    this.absenceMs = w.absenceMs;
    this.invite = w.invite ?? null;
    if (w.token && w.seat !== null) {
      writeToken(this.deps.storage, {
        matchId: w.matchId,
        game: w.game,
        seat: w.seat,
        token: w.token,
        savedAt: Date.now(),
      });
    }
    const held = readToken(this.deps.storage, w.matchId);
    this.conn?.rejoinWith(held ? { match: w.matchId, token: held.token } : { match: w.matchId });
    if (first)
      history.replaceState(null, '', formatOnlineRoute({ kind: 'online', matchId: w.matchId }));
    void this.ensureController(w.game);
    this.redraw();
  }

  private async ensureController(game: GameId): Promise<void> {
    if (this.controllerFor === game) return;
    this.controllerFor = game;
    const factory = await tableLoaders[game]?.();
    if (!factory || this.closed || this.controllerFor !== game) return;
    this.controller = factory({
      host: this.page.host,
      panel: this.page.panel,
      t: this.t,
      errorText: (e: GameError) => errorText(this.deps.lang(), e),
      play: (m: unknown) => this.play(m),
      notify: (text: string, kind?: 'info' | 'error') => this.deps.notify(text, kind),
      loadPosition: () => this.localOnly(),
      newGame: () => this.localOnly(),
      remoteClock: () => this.clocks.read(),
    }) as TableController<unknown, unknown>;
    this.redraw();
  }

  private onView(v: ViewMessage): void {
    const prev = this.vm;
    this.log.view(prev, v);
    this.prevView = prev && v.version === prev.version + 1 ? prev.view : null;
    this.vm = v;
    this.clocks.onView(v);
    if (v.hash !== undefined && this.prevView !== null && v.lastMove !== undefined)
      void this.checkHash(this.prevView, v.lastMove, v.view, v.hash, v.version);
    this.askHistory();
    this.redraw();
  }

  /** Asks the moves from before this page's first view, one request at a time, paced. */
  private askHistory(): void {
    if (this.closed || this.historyTimer) return;
    const wait = this.lastHistoryAsk + HISTORY_GAP_MS - Date.now();
    if (wait > 0) {
      this.historyTimer = setTimeout(() => {
        this.historyTimer = null;
        this.askHistory();
      }, wait);
      return;
    }
    const ask = this.log.request();
    if (!ask) return;
    this.lastHistoryAsk = Date.now();
    if (!this.conn?.send('history', ask)) this.log.lost();
  }

  /** Too many messages: ask again a little later. Anything else: the log stays as seen live. */
  private historyRefused(code: string): void {
    this.log.lost(code === 'rate-limited');
    if (code === 'rate-limited') this.lastHistoryAsk = Date.now() + 1000;
    this.askHistory();
  }

  private async checkHash(
    before: unknown,
    move: unknown,
    after: unknown,
    server: string,
    version: number,
  ): Promise<void> {
    const { rerunHash } = await import('./physics-hash.ts');
    const mine = await rerunHash(before, move, after);
    if (this.closed) return;
    const el = this.panel.el;
    el.dataset.serverHash = server;
    el.dataset.physicsHash = mine ?? '';
    el.dataset.hashVersion = String(version);
    if (mine !== server)
      this.deps.notify(this.t('online.physicsMismatch', { mine: mine ?? '-', server }), 'error');
  }

  private onRematch(r: ServerMessages['rematch']): void {
    this.rematch = r.requested;
    if (r.matchId && r.token && this.seat !== null && this.game) {
      writeToken(this.deps.storage, {
        matchId: r.matchId,
        game: this.game,
        seat: other(this.seat),
        token: r.token,
        savedAt: Date.now(),
      });
      this.deps.go(formatOnlineRoute({ kind: 'online', matchId: r.matchId }));
      return;
    }
    this.redraw();
  }

  private play(move: unknown): void {
    const v = this.vm;
    if (!v || this.seat === null || v.toMove !== this.seat || v.outcome) {
      this.deps.notify(this.t('msg.illegal', { reason: this.t('msg.notYourTurn') }), 'error');
      return;
    }
    if (!this.conn?.send('move', { move, version: v.version }))
      this.deps.notify(this.t('online.conn.reconnecting'), 'error');
  }

  private localOnly(): void {
    this.deps.notify(this.t('online.localOnly'), 'error');
  }

  private async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.deps.notify(this.t('online.copied'));
    } catch {
      this.deps.notify(this.t('online.copyFailed'), 'error');
    }
  }

  private tick(): void {
    const away = this.players?.some((p) => p.absentSince !== null);
    if (away) this.panel.tick(Date.now() - this.clockSkew);
  }

  private name(seat: Seat): string {
    const c = this.controller;
    const v = this.vm?.view;
    const own = c?.seatName && v ? c.seatName(seat, v, this.deps.lang()) : null;
    return own ?? this.t(`player.${seat}`);
  }

  private statusText(): string {
    const v = this.vm;
    if (this.conn_ === 'connecting' && !v)
      return this.t(this.matchId === null ? 'online.creating' : 'online.joining');
    if (!v) return this.t(`online.conn.${this.conn_}`);
    const o: Outcome | null = v.outcome;
    if (o) {
      // Endings only the server makes (a resignation, a claimed win) have the online words.
      const reason = ['abandoned', 'resigned'].includes(o.reason)
        ? this.t(`online.reason.${o.reason}`)
        : this.controller?.outcomeText
          ? this.controller.outcomeText(o, v.view, this.deps.lang())
          : o.reason;
      const result =
        o.winner === null
          ? this.t('table.draw', { reason })
          : this.t('table.winner', { player: this.name(o.winner), reason });
      return this.t('table.overStatus', { over: this.t('table.over'), result });
    }
    return v.toMove === null ? '' : this.t('table.toMove', { player: this.name(v.toMove) });
  }

  private logLines(): string[] {
    const key = `${this.deps.lang()}:${this.controller ? 'table' : ''}:${this.log.revision}:${this.vm?.version}`;
    if (key === this.logCache.key) return this.logCache.lines;
    const lines: string[] = [];
    const c = this.controller;
    for (const e of this.log.shown()) {
      let text: string;
      if (e.move === undefined) text = this.t('online.moved');
      else if (c?.describeMove) text = c.describeMove(e.before, e.move, e.mover, this.deps.lang());
      else text = JSON.stringify(e.move);
      if (text === '') continue;
      lines.push(
        this.t('table.logLine', { n: lines.length + 1, player: this.name(e.mover), text }),
      );
    }
    if (this.log.loading()) lines.unshift(this.t('online.log.loading'));
    this.logCache = { key, lines };
    return lines;
  }

  private redraw(): void {
    if (this.closed) return;
    const v = this.vm;
    const title = this.game
      ? `${this.t(`game.${this.game}`)} · ${this.t('online.play')}`
      : this.t('online.play');
    this.page.show({
      title,
      status: this.statusText(),
      canUndo: false,
      playable: false,
      log: this.logLines(),
      curtainFor: null,
    });
    this.panel.show({
      conn: this.conn_,
      seat: this.seat,
      joined: this.players !== null,
      players: this.players,
      names: [this.name(0), this.name(1)],
      now: Date.now() - this.clockSkew,
      absenceMs: this.absenceMs,
      over: !!v?.outcome,
      rematch: this.rematch,
      chat: this.chat,
      invite:
        this.invite && this.matchId
          ? matchLink(location.href, this.matchId, { invite: this.invite })
          : null,
      spectate: this.matchId ? matchLink(location.href, this.matchId) : null,
    });
    // For tests and tools: where this page is in the match (no hidden information).
    const d = this.panel.el.dataset;
    d.conn = this.conn_;
    d.seat = this.seat === null ? 'spectator' : String(this.seat);
    d.version = v ? String(v.version) : '';
    d.toMove = v?.toMove === null || v?.toMove === undefined ? '' : String(v.toMove);
    d.over = v?.outcome ? 'true' : 'false';
    if (this.controller && v) {
      const last =
        v.lastMove !== undefined && v.lastSeat !== undefined
          ? { seat: v.lastSeat, move: v.lastMove }
          : null;
      this.controller.update({
        view: v.view,
        seat: this.seat ?? 0,
        spectator: this.seat === null,
        legal: v.legal,
        toMove: v.toMove,
        outcome: v.outcome,
        lastMove: last,
        moveCount: v.version,
        lang: this.deps.lang(),
      });
    }
  }

  anchor(name: string): { x: number; y: number } | null {
    return this.controller?.anchor?.(name) ?? null;
  }

  relabel(lang: Lang): void {
    this.page.relabel(lang);
    this.redraw();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.historyTimer) clearTimeout(this.historyTimer);
    this.conn?.close();
    this.controller?.dispose();
    this.controller = null;
    fill(this.panel.waitEl);
    this.page.dispose();
  }
}
