/**
 * An online table: one seat (or a spectator) of one match on the game server. It joins through
 * `Connection`, keeps the seat token (local storage, keyed by match id; a token or invite found in
 * the URL is stored and removed from the visible address), and feeds the SAME table controller a
 * local game uses: the frame comes from the server's `view` message (only this seat's view; the
 * server's legal moves), and the controller's moves go to the server instead of the local rules.
 * The page around it is the local table page with the online box (connection, seats, absence,
 * chat, rematch) and the waiting screen. Moves are offered only while this page is connected and
 * plays its seat itself (not while the server's bot holds it). "Your move" is said in the top bar
 * and the tab's title, with a short sound when the tab is hidden (unless muted). A link that
 * cannot seat this page (an invite already used, a cut-off link, an unknown game) says so in plain
 * words and offers to watch the game or go home. Loaded on demand, with colyseus.js behind it.
 */
import type { GameId, Outcome, Seat } from '../../core/game.ts';
import type { GameError } from '../../core/result.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import type {
  ChatLine,
  ChatLog,
  JoinOptions,
  PlayerInfo,
  ServerMessageType,
  ServerMessages,
  ViewMessage,
} from '../../net/protocol.ts';
import { fill } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import { translate, type Lang } from '../i18n/index.ts';
import { Sound } from '../sound/sound.ts';
import { TablePage } from '../table-page/table-page.ts';
import { tableLoaders } from '../tables/registry.ts';
import type { TableController } from '../tables/table.ts';
import { ChatBook } from './chat-book.ts';
import { Connection, type ConnState } from './connection.ts';
import { serverUrl } from './server-url.ts';
import { botHoldsSeat, bothSeated, OnlinePanel, type LinkProblem } from './online-panel.ts';
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
/** Where the online status line is pinned under the top bar (the table layout's phone width). */
const PHONE = '(max-width: 760px)';
/** Refusals with words of their own; any other code is told as `online.refusal.other`. */
const REFUSALS = new Set([
  'rate-limited',
  'not-your-turn',
  'stale-version',
  'illegal-move',
  'game-over',
  'not-absent',
  'spectator',
  'bad-chat',
  'server-error',
]);

/** What a refused join means for this page (its code is the text before the colon). */
function joinProblem(reason: string, matchId: string | null): LinkProblem {
  const code = reason.split(':', 1)[0];
  const watch = matchId ? formatOnlineRoute({ kind: 'online', matchId }) : null;
  if (code === 'seat-taken') return { kind: 'spent', watch };
  if (code === 'bad-token') return { kind: 'badToken', watch };
  if (code === 'no-match') return { kind: 'unknown', watch: null };
  return { kind: 'other', watch: null };
}
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
  private readonly chat = new ChatBook();
  private readonly sendChat = (text: string, id: string): boolean =>
    this.conn_ === 'online' && !!this.conn?.send('chat', { text, id });
  private rematch: readonly Seat[] = [];
  private clockSkew = 0;
  private readonly clocks = new ServerClockFollower();
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticks = 0;
  private closed = false;
  private readonly stage: HTMLElement;
  private readonly sound: Sound;
  /** The tab's title when this page opened, given back when it closes. */
  private readonly baseTitle = document.title;
  private readonly phone = window.matchMedia(PHONE);
  private readonly placeStatus = (): void => this.pinStatus();
  /** What is wrong with the link this page was opened with, or null. */
  private problem: LinkProblem | null = null;

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
    // The same mute choice as a local table (remembered in local storage).
    this.sound = new Sound(deps.storage as Storage);
    this.page.addTool(this.sound.toggle(this.t));
    this.panel = new OnlinePanel({
      t: this.t,
      claimWin: () => this.send('claim-win'),
      handToBot: () => this.send('hand-to-bot'),
      takeSeat: () => this.send('take-seat'),
      resign: () => this.send('resign'),
      rematch: () => this.send('rematch'),
      chat: (text) => {
        this.chat.say(text, this.sendChat);
        this.redraw();
      },
      retryChat: (id) => {
        this.chat.retry(id, this.sendChat);
        this.redraw();
      },
      copy: (text) => void this.copy(text),
      go: (hash) => deps.go(hash),
    });
    this.page.el.querySelector('.side')?.prepend(this.panel.el);
    this.stage = this.page.el.querySelector('.stage') as HTMLElement;
    this.stage.append(this.panel.waitEl);
    this.phone.addEventListener('change', this.placeStatus);
    this.pinStatus();
    this.matchId = route.matchId;
    const join = this.joinOptions(route);
    this.redraw();
    if (route.broken && route.matchId && !readToken(deps.storage, route.matchId)) {
      // A cut-off link and no seat held here: nothing to join with; say so, and offer to watch.
      this.conn_ = 'offline';
      this.showProblem({
        kind: 'truncated',
        watch: formatOnlineRoute({ kind: 'online', matchId: route.matchId }),
      });
      return;
    }
    if (!join) return;
    this.conn = Connection.open(serverUrl(deps.storage), join, {
      state: (s) => {
        // A new connection: a history request of the old one will not be answered.
        if (s === 'online') this.log.lost();
        else this.chat.lost();
        this.conn_ = s;
        this.redraw();
      },
      message: (type, payload) => this.onMessage(type, payload),
      failed: (reason) => this.showProblem(joinProblem(reason, this.matchId)),
    });
    this.timer = setInterval(() => this.tick(), 250);
  }

  private showProblem(p: LinkProblem): void {
    this.problem = p;
    this.panel.showProblem(p);
    this.redraw();
  }

  /** On a phone the status line sits under the top bar, in sight; elsewhere atop the online box. */
  private pinStatus(): void {
    const status = this.panel.statusEl;
    const top = this.page.el.querySelector('.topbar .status');
    if (this.phone.matches && top) top.after(status);
    else if (status.parentElement !== this.panel.el) this.panel.el.prepend(status);
  }

  /** A message without payload; false (and said) when the connection is down. */
  private send(type: 'claim-win' | 'hand-to-bot' | 'take-seat' | 'resign' | 'rematch'): void {
    if (this.conn?.send(type, {})) return;
    this.deps.notify(this.t('online.notConnected'), 'error');
  }

  t = (key: string, params: Record<string, string | number> = {}): string =>
    translate(this.deps.lang(), key, params);

  /** How to join: create, the seat token held here (or brought by the link), the invite, or watch. */
  private joinOptions(route: OnlineRoute): JoinOptions | null {
    if (route.create) return { create: { ...route.create, options: route.create.options } };
    const match = route.matchId as string;
    // The link's secrets leave the visible address at once (history, screenshots, shoulder).
    if (route.token || route.invite || route.broken)
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
        this.chat.line(payload as ChatLine);
        return this.redraw();
      case 'chat-log':
        this.chat.log((payload as ChatLog).lines, this.seat, this.clockSkew);
        return this.redraw();
      case 'history':
        this.log.answer(payload as ServerMessages['history']);
        this.askHistory();
        return this.redraw();
      case 'refused': {
        const r = payload as ServerMessages['refused'];
        if (r.of === 'history') return this.historyRefused(r.code);
        if (r.of === 'chat') this.chat.refused(r.id);
        const reason = this.t(`online.refusal.${REFUSALS.has(r.code) ? r.code : 'other'}`);
        this.deps.notify(this.t('online.refused', { reason }), 'error');
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
    // The opponent's move made it ours while this tab is hidden: a short sound (unless muted).
    if (prev && this.myMove(v) && !this.myMove(prev) && document.hidden) this.sound.yourMove();
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
      // The rematch continues this game's series (its first match's id), seen from our side.
      const held = this.matchId ? readToken(this.deps.storage, this.matchId) : null;
      writeToken(this.deps.storage, {
        matchId: r.matchId,
        game: this.game,
        seat: other(this.seat),
        token: r.token,
        savedAt: Date.now(),
        series: held?.series ?? this.matchId ?? r.matchId,
      });
      this.deps.go(formatOnlineRoute({ kind: 'online', matchId: r.matchId }));
      return;
    }
    this.redraw();
  }

  /** Whether this page may offer moves now: connected, both seats taken, playing its own seat. */
  private movesOpen(): boolean {
    return (
      this.conn_ === 'online' && bothSeated(this.players) && !botHoldsSeat(this.players, this.seat)
    );
  }

  /** Whether `v` waits for a move of this page's seat, played here (not by the bot). */
  private myMove(v: ViewMessage | null): boolean {
    return (
      !!v &&
      this.seat !== null &&
      v.toMove === this.seat &&
      !v.outcome &&
      bothSeated(this.players) &&
      !botHoldsSeat(this.players, this.seat)
    );
  }

  private play(move: unknown): void {
    const v = this.vm;
    if (botHoldsSeat(this.players, this.seat)) {
      this.deps.notify(this.t('online.botHoldsYou'), 'error');
      return;
    }
    if (!v || this.seat === null || v.toMove !== this.seat || v.outcome) {
      this.deps.notify(this.t('msg.illegal', { reason: this.t('msg.notYourTurn') }), 'error');
      return;
    }
    // Not connected: nothing is sent (the moves were not offered either), and the page says why.
    if (this.conn_ !== 'online' || !this.conn?.send('move', { move, version: v.version }))
      this.deps.notify(this.t('online.notConnected'), 'error');
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

  /** The table's line to keep in sight, once the game runs (its clocks do not before). */
  private urgent(): string | null {
    return bothSeated(this.players) ? (this.controller?.urgentLine?.() ?? null) : null;
  }

  private tick(): void {
    this.panel.setUrgent(this.urgent());
    if (++this.ticks % 4 !== 0) return;
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
    // A link that cannot seat this page: its screen says everything.
    if (this.problem) return '';
    if (!v) return this.t(`online.conn.${this.conn_}`);
    if (!v.outcome && this.conn_ !== 'online')
      return this.t('online.movesPaused', { conn: this.t(`online.conn.${this.conn_}`) });
    if (!v.outcome && botHoldsSeat(this.players, this.seat)) return this.t('online.botHoldsYou');
    if (!v.outcome && this.players && !bothSeated(this.players)) return this.t('online.waitTitle');
    if (this.myMove(v)) return this.t('online.yourMove');
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
    document.title = this.myMove(v)
      ? `${this.t('online.yourMove')} · ${this.baseTitle}`
      : this.baseTitle;
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
      chat: this.chat.lines,
      pending: this.chat.pending,
      chatVersion: this.chat.version,
      invite:
        this.invite && this.matchId
          ? matchLink(location.href, this.matchId, { invite: this.invite })
          : null,
      spectate: this.matchId ? matchLink(location.href, this.matchId) : null,
      urgent: this.urgent(),
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
        held: this.seat !== null && v.toMove === this.seat && !v.outcome && !this.movesOpen(),
        // While the connection is down or the bot holds the seat, nothing is offered to click.
        legal: this.movesOpen() ? v.legal : [],
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
    this.sound.relabel();
    this.redraw();
  }

  close(): void {
    this.closed = true;
    document.title = this.baseTitle;
    this.phone.removeEventListener('change', this.placeStatus);
    this.panel.dispose();
    if (this.timer) clearInterval(this.timer);
    if (this.historyTimer) clearTimeout(this.historyTimer);
    this.conn?.close();
    this.controller?.dispose();
    this.controller = null;
    fill(this.panel.waitEl);
    this.page.dispose();
  }
}
