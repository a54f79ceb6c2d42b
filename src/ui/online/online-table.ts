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
 * This module owns the page's lifecycle, its controller and what it draws; the match as the page
 * knows it (kept from the server's messages) is `online-match.ts`, how it joins `online-join.ts`,
 * who may move `seats.ts`, and what it says `online-words.ts`.
 */
import type { GameId, Seat } from '../../core/game.ts';
import type { GameError } from '../../core/result.ts';
import type { JoinOptions } from '../../net/protocol.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import { fill } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import { translate, type Lang } from '../i18n/index.ts';
import { Sound } from '../sound/sound.ts';
import { TablePage } from '../table-page/table-page.ts';
import { tableLoaders } from '../tables/registry.ts';
import type { TableController } from '../tables/table.ts';
import { Connection, type ConnState } from './connection.ts';
import { serverUrl } from './server-url.ts';
import { joinOptions, joinProblem } from './online-join.ts';
import { asksName, named } from './player-name.ts';
import { listCreated } from './lobby-client.ts';
import { OnlineMatch } from './online-match.ts';
import { OnlinePanel } from './online-panel.ts';
import { formatOnlineRoute, matchLink, type OnlineRoute } from './online-route.ts';
import { OnlineWords, type OnlineFacts } from './online-words.ts';
import { botHoldsSeat, bothSeated, movesOpen } from './seats.ts';
import { readToken } from './tokens.ts';
import type { LinkProblem } from './wait-screen.ts';
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

/** Where the online status line is pinned under the top bar (the table layout's phone width). */
const PHONE = '(max-width: 760px)';

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
  private readonly sendChat = (text: string, id: string): boolean =>
    this.conn_ === 'online' && !!this.conn?.send('chat', { text, id });
  private readonly m: OnlineMatch;
  private readonly words = new OnlineWords(
    (key, params) => this.t(key, params),
    () => this.deps.lang(),
    () => this.controller,
  );
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticks = 0;
  private closed = false;
  /** Aborted when the page closes (a name form still open goes with it). */
  private readonly leaving = new AbortController();
  /** This page created a public game and listed it in Open games (the wait screen says so). */
  private listed = false;
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
        this.m.chat.say(text, this.sendChat);
        this.redraw();
      },
      retryChat: (id) => {
        this.m.chat.retry(id, this.sendChat);
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
    this.m = new OnlineMatch(route.matchId, {
      storage: deps.storage,
      t: this.t,
      changed: () => this.redraw(),
      notify: (text, kind) => deps.notify(text, kind),
      go: (hash) => deps.go(hash),
      welcomed: (game, rejoin) => {
        this.conn?.rejoinWith(rejoin);
        void this.ensureController(game);
        if (route.public)
          void listCreated(deps.storage, this.m.matchId, this.m.invite).then((on) => {
            this.listed = on;
            this.redraw();
          });
      },
      askHistory: (ask) => !!this.conn?.send('history', ask),
      yourMoveHidden: () => this.sound.yourMove(),
      hashed: (...a) => void this.checkHash(...a),
    });
    // Asked before the address loses the link's secrets, answered after (the join waits for it).
    const asking = asksName(route, !!readToken(deps.storage, route.matchId ?? ''), deps.storage);
    const join = joinOptions(route, deps.storage);
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
    void named(join, asking, this.t, deps.storage, this.leaving.signal).then((j) => {
      if (!this.closed) this.connect(j);
    });
  }

  private connect(join: JoinOptions): void {
    this.conn = Connection.open(serverUrl(this.deps.storage), join, {
      state: (s) => {
        if (s === 'online') this.m.reconnected();
        else this.m.chat.lost();
        this.conn_ = s;
        this.redraw();
      },
      message: (type, payload) => this.m.onMessage(type, payload),
      failed: (reason) => this.showProblem(joinProblem(reason, this.m.matchId)),
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
      remoteClock: () => this.m.clocks.read(),
    }) as TableController<unknown, unknown>;
    this.redraw();
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

  /** Whether this page may offer moves now: connected, both seats taken, playing its own seat. */
  private movesOpen(): boolean {
    return movesOpen(this.conn_, this.m.players, this.m.seat);
  }

  private play(move: unknown): void {
    const { vm: v, seat } = this.m;
    if (botHoldsSeat(this.m.players, seat)) {
      this.deps.notify(this.t('online.botHoldsYou'), 'error');
      return;
    }
    if (!v || seat === null || v.toMove !== seat || v.outcome) {
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
    return bothSeated(this.m.players) ? (this.controller?.urgentLine?.() ?? null) : null;
  }

  private tick(): void {
    this.panel.setUrgent(this.urgent());
    if (++this.ticks % 4 !== 0) return;
    const away = this.m.players?.some((p) => p.absentSince !== null);
    if (away) this.panel.tick(Date.now() - this.m.clockSkew);
  }

  private name(seat: Seat): string {
    return this.words.name(seat, this.m.vm);
  }

  /** Where this page is in its match, for its words. */
  private facts(): OnlineFacts {
    const { matchId, seat, players, vm } = this.m;
    return { conn: this.conn_, matchId, problem: this.problem, seat, players, vm };
  }

  private redraw(): void {
    if (this.closed) return;
    const { m } = this;
    const v = m.vm;
    const title = m.game
      ? `${this.t(`game.${m.game}`)} · ${this.t('online.play')}`
      : this.t('online.play');
    document.title = m.myMove(v)
      ? `${this.t('online.yourMove')} · ${this.baseTitle}`
      : this.baseTitle;
    this.page.show({
      title,
      status: this.words.status(this.facts()),
      canUndo: false,
      playable: false,
      log: this.words.logLines(m.log, v),
      curtainFor: null,
    });
    this.panel.show({
      conn: this.conn_,
      seat: m.seat,
      joined: m.players !== null,
      players: m.players,
      names: [this.name(0), this.name(1)],
      now: Date.now() - m.clockSkew,
      absenceMs: m.absenceMs,
      over: !!v?.outcome,
      rematch: m.rematch,
      chat: m.chat.lines,
      pending: m.chat.pending,
      chatVersion: m.chat.version,
      invite:
        m.invite && m.matchId ? matchLink(location.href, m.matchId, { invite: m.invite }) : null,
      spectate: m.matchId ? matchLink(location.href, m.matchId) : null,
      listed: this.listed,
      urgent: this.urgent(),
    });
    // For tests and tools: where this page is in the match (no hidden information).
    const d = this.panel.el.dataset;
    d.conn = this.conn_;
    d.seat = m.seat === null ? 'spectator' : String(m.seat);
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
        seat: m.seat ?? 0,
        spectator: m.seat === null,
        held: m.seat !== null && v.toMove === m.seat && !v.outcome && !this.movesOpen(),
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
    this.leaving.abort();
    document.title = this.baseTitle;
    this.phone.removeEventListener('change', this.placeStatus);
    this.panel.dispose();
    if (this.timer) clearInterval(this.timer);
    this.m.close();
    this.conn?.close();
    this.controller?.dispose();
    this.controller = null;
    fill(this.panel.waitEl);
    this.page.dispose();
  }
}
