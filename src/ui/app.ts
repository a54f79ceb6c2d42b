/**
 * The app: routes, the open table's session, the bot, saving and loading. Every change flows
 * input → move → rules (`apply`) → store → render; this module wires those steps and owns no rule.
 */
import type { GameId, Seat } from '../core/game.ts';
import type { GameError } from '../core/result.ts';
import { hashString } from '../core/rng.ts';
import { newMatch } from '../core/match.ts';
import { loadSave, serializeSave } from '../core/save.ts';
import { HEAVY_GAMES, isGameId, isPlayable, loadGame, type GameModule } from '../games/registry.ts';
import { autosaveRoute, resumableRoute, readAutosave, writeAutosave } from './autosave.ts';
import { BotClient } from './bot-client.ts';
import { renderBotThinking } from './bot-thinking.ts';
import { h } from './dom.ts';
import { downloadText, pickTextFile } from './files.ts';
import { langSelect, renderHome } from './home-screen.ts';
import { errorText } from './i18n/errors.ts';
import { rememberLang, translate, type Lang } from './i18n/index.ts';
import { NoticeExpiry, renderNotice } from './notice.ts';
import { formatRoute, parseRoute, type TableRoute } from './route.ts';
import {
  actingSeat,
  applyMove,
  curtainFor,
  isBotTurn,
  toMoveOf,
  undoCheck,
  undoMove,
  viewSeatOf,
} from './session.ts';
import { createAppStore, type AppStore, type Session } from './store.ts';
import { TablePage } from './table-page.ts';
import { SceneHost } from '../render/scene-host.ts';
import { isTableReady, tableLoaders, type TableController } from './tables/table.ts';
import { watchPhysicsDownload } from './physics-download.ts';
import { GameLog } from './game-log.ts';
import { nextGameRoute, secretSeed, withMatchName } from './secret-seed.ts';
import { routeOfLoadedSave } from './load-route.ts';
import { storedName } from './hardening-messages.ts';
import { onBadStorage } from './stored-data.ts';
import { loadJapaneseFont, onJapaneseFontLoaded } from './jp-font.ts';
import { Sound } from './sound/sound.ts';
import { redrawCanvasTextures } from '../render/canvas-text.ts';
import { confirmDialog } from './confirm-dialog.ts';
import './shell-messages.ts';
import { ReplayViewer } from './replay/viewer.ts';
import { renderExampleBanner, sandboxSession } from './example-sandbox.ts';
import type { OnlineHandle } from './online/online-table.ts';
import type { OnlineRoute } from './online/online-route.ts';

let noticeId = 0;

export class App {
  readonly store: AppStore;
  private readonly bot = new BotClient();
  private readonly screen: HTMLElement;
  private readonly noticeEl: HTMLElement;
  private readonly fileInput: HTMLInputElement;
  private page: TablePage | null = null;
  /** The one scene host, made when the first table opens and kept for the page's life. */
  private host: SceneHost | null = null;
  private controller: TableController<unknown, unknown> | null = null;
  /** The open online table (src/ui/online, loaded on demand); null otherwise. */
  private online: OnlineHandle | null = null;
  private readonly log = new GameLog(
    (key, params) => this.t(key, params),
    () => this.store.getState().lang,
    () => this.controller as TableController<unknown, unknown> | null,
  );
  private readonly replay = new ReplayViewer({
    t: (key, params) => this.t(key, params),
    lang: () => this.store.getState().lang,
    controller: () => this.controller,
    liveSeat: (s) => (curtainFor(s) === null ? viewSeatOf(s) : null),
    playerName: (s, p) => this.log.seatName(s, s.match.state, p) ?? this.t(`player.${p}`),
    movesOfLines: (s) => this.log.movesOfLines(s),
    changed: () => this.render(false),
  });
  private defaults: Partial<Record<GameId, Record<string, unknown>>> = {};
  private openSeq = 0;
  private rulesSeq = 0;
  /** The table's top-bar link to its rules page. */
  private readonly rulesButton = h('button', { 'data-testid': 'rules-link' });
  /** A loaded file's match, waiting for its route to open (its autosave is replaced only then). */
  private jpFontAsked = false;
  private readonly sound: Sound;
  private pendingLoad: { readonly route: string; readonly match: Session['match'] } | null = null;
  /** The match as last saved to a file (a new game then loses nothing). */
  private savedMatch: unknown = null;
  /** While a rules example is open: the game's own session, kept aside untouched. */
  private sandbox: Session | null = null;
  private readonly noticeExpiry = new NoticeExpiry((id) => {
    if (this.store.getState().notice?.id === id) this.store.setState({ notice: null });
  });

  constructor(
    root: HTMLElement,
    private readonly storage: Storage,
    lang: Lang,
  ) {
    this.store = createAppStore(lang);
    this.sound = new Sound(storage);
    this.screen = h('div', { class: 'screen' });
    this.noticeEl = h('div', { class: 'notice', hidden: true, 'data-testid': 'notice' });
    this.fileInput = h('input', {
      type: 'file',
      accept: '.json,application/json',
      hidden: true,
      'data-testid': 'file-input',
    });
    root.append(this.screen, this.noticeEl, this.fileInput);
    // One notice names every stored value that had to be ignored.
    const badStored: string[] = [];
    onBadStorage((key) => {
      badStored.push(storedName(key, this.t));
      this.notify(this.t('msg.storageBad', { what: badStored.join(', ') }), 'error', true);
    });
    this.store.subscribe((s, prev) => {
      // A notice's text is in the language it was made in: a language change clears it.
      if (s.lang !== prev.lang && s.notice) this.store.setState({ notice: null });
      if (s.notice !== prev.notice) this.noticeExpiry.shown(s.notice);
      if (s.notice !== prev.notice || s.lang !== prev.lang) this.renderNotice();
      if (s.lang !== prev.lang) {
        document.documentElement.lang = s.lang;
        this.fontFor(s.lang);
      }
      this.render(s.lang !== prev.lang || s.route !== prev.route);
    });
  }

  t = (key: string, params: Record<string, string | number> = {}): string =>
    translate(this.store.getState().lang, key, params);

  /** An engine error's text in the current language. */
  private errorMessage(error: GameError): string {
    return errorText(this.store.getState().lang, error);
  }

  /** Japanese needs our font: fetched on first use, then the canvas faces are drawn again. */
  private fontFor(lang: Lang): void {
    if (lang !== 'ja' || this.jpFontAsked) return;
    this.jpFontAsked = true;
    // Once it has loaded (the document's font events), what was drawn before is drawn again.
    onJapaneseFontLoaded(() => {
      redrawCanvasTextures();
      this.host?.requestRender();
      this.render(true);
    });
    void loadJapaneseFont();
  }

  start(): void {
    document.documentElement.lang = this.store.getState().lang;
    this.fontFor(this.store.getState().lang);
    window.addEventListener('hashchange', () => void this.openHash(location.hash));
    void this.openHash(location.hash);
  }

  /** Shows a notice; `carry` keeps it through the route change it announces. */
  notify(text: string, kind: 'info' | 'error' = 'info', carry = false): void {
    this.store.setState({ notice: { text, kind, id: ++noticeId, carry } });
  }

  /** A notice never outlives its screen: a route change clears it, except one made to announce it. */
  private clearNoticeOnRouteChange(): void {
    const n = this.store.getState().notice;
    if (!n) return;
    this.store.setState({ notice: n.carry ? { ...n, carry: false } : null });
  }

  setLang = (lang: Lang): void => {
    rememberLang(this.storage, lang);
    this.store.setState({ lang });
  };

  go(hash: string): void {
    if (location.hash === hash) void this.openHash(hash);
    else location.hash = hash;
  }

  async openHash(hash: string): Promise<void> {
    this.clearNoticeOnRouteChange();
    const parsed = parseRoute(hash);
    if (!parsed.ok) {
      this.notify(
        this.t('msg.badRoute', { reason: this.t(parsed.error.key, parsed.error.params) }),
        'error',
      );
      history.replaceState(null, '', '#/');
      this.closeTable();
      this.store.setState({ route: { kind: 'home' } });
      // Home as any other way in: its tables' options too.
      await this.preloadDefaults();
      return;
    }
    if (parsed.route.kind === 'rules') {
      this.closeTable();
      this.store.setState({ route: parsed.route });
      return;
    }
    if (parsed.route.kind === 'home') {
      this.closeTable();
      this.store.setState({ route: parsed.route });
      await this.preloadDefaults();
      return;
    }
    if (parsed.route.kind === 'online') return this.openOnline(parsed.route);
    await this.openTable(parsed.route);
  }

  /** Loads the rules of playable games in the background so the home screen can show their options. */
  private async preloadDefaults(): Promise<void> {
    for (const id of ['discwars', 'battleline', 'hill218', 'type10'] as GameId[]) {
      if (isPlayable(id) && isTableReady(id) && !HEAVY_GAMES.has(id) && !this.defaults[id]) {
        const mod = await loadGame(id);
        if (mod) this.defaults[id] = mod.def.defaultOptions as Record<string, unknown>;
      }
    }
    if (this.store.getState().route.kind === 'home') this.render(true);
  }

  private async openTable(route: TableRoute): Promise<void> {
    const seq = ++this.openSeq;
    this.closeTable();
    if (!isPlayable(route.game) || !isTableReady(route.game)) {
      this.store.setState({ route, session: null, loading: null });
      return;
    }
    this.store.setState({ route, session: null, loading: route.game });
    const unwatch = HEAVY_GAMES.has(route.game)
      ? watchPhysicsDownload((f) => {
          if (seq === this.openSeq) this.store.setState({ loadProgress: f });
        })
      : () => undefined;
    const [mod, factory] = await Promise.all([
      loadGame(route.game),
      tableLoaders[route.game]?.(),
    ]).finally(unwatch);
    if (seq === this.openSeq) this.store.setState({ loadProgress: null });
    if (seq !== this.openSeq || !mod) return;
    const session = this.sessionFor(route, mod);
    if (!session) return;
    this.store.setState({ loading: null, session });
    if (factory && this.page) {
      this.controller = factory({
        host: this.page.host,
        panel: this.page.panel,
        t: this.t,
        errorText: (e) => this.errorMessage(e),
        play: (m) => this.playMove(m),
        notify: (text, kind) => this.notify(text, kind),
        loadPosition: (position) => this.openExample(position),
        closeExample: () => this.backToGame(),
        newGame: (options) => void this.newGame(options),
      });
    }
    this.render(true);
    // Only a game that has been set up and drawn replaces the autosave: a link that fails or
    // freezes leaves the game in progress where it was.
    this.autosave(session);
    if (session.mode === 'bot') this.bot.warm(session.game);
    this.scheduleBot();
  }

  /** An online table: its module (and colyseus.js) is fetched only now. */
  private async openOnline(route: OnlineRoute): Promise<void> {
    const seq = ++this.openSeq;
    this.closeTable();
    this.store.setState({ route, session: null, loading: null });
    const { openOnlineTable } = await import('./online/online-table.ts');
    if (seq !== this.openSeq) return;
    this.host ??= new SceneHost();
    this.online = openOnlineTable(this.screen, this.host, route, {
      lang: () => this.store.getState().lang,
      setLang: this.setLang,
      notify: (text, kind) => this.notify(text, kind),
      go: (hash) => this.go(hash),
      storage: this.storage,
    });
  }

  /** The session for a route: the autosaved match when it belongs to this very route, else a new one. */
  private sessionFor(route: TableRoute, mod: GameModule): Session | null {
    const named = withMatchName(route);
    if (named !== route) {
      route = named;
      history.replaceState(null, '', formatRoute(route));
      this.store.setState({ route });
    }
    const base = {
      game: route.game,
      module: mod,
      mode: route.mode,
      humanSeat: route.seat,
      level: route.level,
      botThinking: false,
    };
    const pending = this.pendingLoad;
    this.pendingLoad = null;
    if (pending && pending.route === formatRoute(route))
      return {
        ...base,
        match: pending.match,
        revealed: route.mode === 'hotseat' ? null : route.seat,
      };
    const saved = readAutosave(this.storage, route.game);
    if (saved) {
      const loaded = loadSave(saved, (id) => (id === route.game ? mod.def : undefined), route.game);
      if (!loaded.ok) {
        this.notify(
          this.t('msg.autosaveBad', { reason: this.errorMessage(loaded.error) }),
          'error',
        );
      } else if (loaded.value.meta.route === formatRoute(route)) {
        this.notify(this.t('msg.autosaveResumed'));
        const s: Session = { ...base, match: loaded.value.match, revealed: null };
        return { ...s, revealed: route.mode === 'hotseat' ? null : route.seat };
      }
    }
    const m = newMatch(mod.def, {
      kind: 'new',
      options: { ...(mod.def.defaultOptions as object), ...route.options },
      seed: route.seed ?? secretSeed(),
    });
    if (!m.ok) {
      this.notify(this.t('msg.badRoute', { reason: this.errorMessage(m.error) }), 'error');
      history.replaceState(null, '', '#/');
      this.store.setState({ route: { kind: 'home' }, loading: null });
      return null;
    }
    return { ...base, match: m.value, revealed: route.mode === 'hotseat' ? null : route.seat };
  }

  private autosave(s: Session): void {
    // A rules example never touches the game's autosave.
    if (this.sandbox) return;
    const route = this.store.getState().route;
    if (route.kind !== 'table') return;
    writeAutosave(
      this.storage,
      s.game,
      serializeSave(s.match, {
        route: formatRoute(route),
        mode: s.mode,
        seat: s.humanSeat,
        level: s.level,
        // The home screen offers to resume only a game still in play.
        over: s.module.def.outcome(s.match.state) !== null,
      }),
    );
  }

  playMove(move: unknown): void {
    const s = this.store.getState().session;
    if (!s) return;
    if (this.replay.active) {
      this.notify(this.t('replay.readOnly'), 'error');
      return;
    }
    if (actingSeat(s) === null) {
      this.notify(this.t('msg.illegal', { reason: this.t('msg.notYourTurn') }), 'error');
      return;
    }
    this.commitMove(s, move);
  }

  private commitMove(s: Session, move: unknown): void {
    const r = applyMove(s, move);
    if (!r.ok) {
      this.notify(this.t('msg.illegal', { reason: this.errorMessage(r.error) }), 'error');
      return;
    }
    // The log line is written from the state before the move, so the log never replays the game.
    this.log.append(s, r.value, toMoveOf(s) as Seat, move);
    this.sound.moved(s.game, move, r.value.match.state);
    this.store.setState({ session: r.value });
    this.autosave(r.value);
    this.scheduleBot();
  }

  private scheduleBot(): void {
    const s = this.store.getState().session;
    // In a rules example the player moves alone: no bot reply.
    if (!s || this.sandbox || !isBotTurn(s) || s.botThinking) return;
    const seat = toMoveOf(s) as Seat;
    const def = s.module.def;
    const matchAtAsk = s.match;
    this.store.setState({ session: { ...s, botThinking: true } });
    const seed = hashString(`${JSON.stringify(s.match.start)}#${s.match.log.length}`);
    void this.bot
      .ask({
        game: s.game,
        view: def.view(s.match.state, seat),
        seat,
        legal: def.legalMoves(s.match.state),
        level: s.level,
        seed,
      })
      .then((reply) => {
        const now = this.store.getState().session;
        if (!reply || !now || now.match !== matchAtAsk) return;
        const idle = { ...now, botThinking: false };
        if (!reply.ok) {
          this.store.setState({ session: idle });
          this.notify(this.t('msg.botError', { reason: reply.message }), 'error');
          return;
        }
        this.commitMove(idle, reply.move);
      });
  }

  /** GPU objects alive and frames drawn (the perf bench reads them); null before any table opened. */
  sceneStats(): ReturnType<SceneHost['stats']> | null {
    return this.host?.stats() ?? null;
  }

  /** See `SceneHost.measureFrames`; null when no table is open. */
  measureFrames(n: number): number[] | null {
    return this.page ? this.page.host.measureFrames(n) : null;
  }

  /** The camera and where the table lands on screen (see `SceneHost.probe`); null with no table. */
  sceneProbe(): ReturnType<SceneHost['probe']> | null {
    return this.page ? this.page.host.probe() : null;
  }

  /** Where a named table object is on screen (browser tests click there). */
  anchor(name: string): { x: number; y: number } | null {
    return this.controller?.anchor?.(name) ?? this.online?.anchor(name) ?? null;
  }

  undo(): void {
    const s = this.store.getState().session;
    if (!s) return;
    this.bot.cancel();
    const r = undoMove({ ...s, botThinking: false });
    if (!r.ok) {
      this.notify(this.t('msg.undoRefused', { reason: this.errorMessage(r.error) }), 'error');
      if (s.botThinking) this.scheduleBotAfterCancel(s);
      return;
    }
    this.store.setState({ session: { ...r.value, botThinking: false } });
    this.autosave(r.value);
    this.notify(this.t('msg.undone'));
    this.scheduleBot();
  }

  private scheduleBotAfterCancel(s: Session): void {
    this.store.setState({ session: { ...s, botThinking: false } });
    this.scheduleBot();
  }

  save(): void {
    const s = this.store.getState().session;
    const route = this.store.getState().route;
    if (!s || route.kind !== 'table') return;
    if (this.sandbox) {
      this.notify(this.t('example.noSave'), 'error');
      return;
    }
    const text = serializeSave(s.match, {
      route: formatRoute(route),
      mode: s.mode,
      seat: s.humanSeat,
      level: s.level,
    });
    downloadText(`tabletop-${s.game}-${s.match.log.length}.json`, text);
    this.savedMatch = s.match;
    this.notify(this.t('msg.saved'));
  }

  /** Loads a file; at a table only a save of that game, from home any game. */
  async load(): Promise<void> {
    const file = await pickTextFile(this.fileInput);
    if (file) await this.loadText(file.text);
  }

  /**
   * Loads a save of any game, at home or at a table: the file's own game opens. Its autosave is
   * replaced only once the loaded game is on the table, and the notice says so.
   */
  async loadText(text: string): Promise<void> {
    const state = this.store.getState();
    const atTable = state.route.kind === 'table' ? state.route : null;
    let gameInFile: unknown;
    try {
      gameInFile = (JSON.parse(text) as { game?: unknown }).game;
    } catch {
      gameInFile = undefined;
    }
    const id = isGameId(gameInFile) ? gameInFile : undefined;
    const mod = id && isPlayable(id) ? await loadGame(id) : undefined;
    const r = loadSave(text, (g) => (mod && g === id ? mod.def : undefined));
    if (!r.ok) {
      this.notify(this.t('msg.loadFailed', { reason: this.errorMessage(r.error) }), 'error');
      return;
    }
    const game = r.value.match.gameId as GameId;
    const route = routeOfLoadedSave(game, r.value.meta);
    const hash = formatRoute(route);
    const previous = autosaveRoute(this.storage, game);
    const replaces = previous !== null && previous !== hash;
    const name = this.t(`game.${game}`);
    this.notify(
      replaces
        ? this.t('msg.loadedReplaces', { game: name })
        : atTable && atTable.game !== game
          ? this.t('msg.loadedOther', { game: name })
          : this.t('msg.loaded'),
      'info',
      true,
    );
    this.pendingLoad = { route: hash, match: r.value.match };
    if (location.hash === hash) await this.openTable(route);
    else location.hash = hash;
  }

  /**
   * Opens a rules example (a position in the game's setup JSON) beside the game: its own sandbox
   * session; the game's session is kept aside until `backToGame`. A bad position is refused.
   */
  openExample(position: unknown): void {
    const s = this.store.getState().session;
    const match = s && this.positionMatch(s, position);
    if (!s || !match) return;
    this.bot.cancel();
    this.sandbox ??= { ...s, botThinking: false };
    this.store.setState({ session: sandboxSession(this.sandbox, match) });
  }

  /** A match from a position of the session's game, or null after a notice of why not. */
  private positionMatch(s: Session, position: unknown): Session['match'] | null {
    const m = newMatch(s.module.def, { kind: 'position', position });
    if (m.ok) return m.value;
    this.notify(this.t('msg.loadFailed', { reason: this.errorMessage(m.error) }), 'error');
    return null;
  }

  /** Leaves a rules example: the game comes back exactly as it was. */
  backToGame(): void {
    const game = this.sandbox;
    if (!game) return;
    this.bot.cancel();
    this.sandbox = null;
    this.store.setState({ session: game });
    this.scheduleBot();
  }

  loadPosition(position: unknown): void {
    const s = this.store.getState().session;
    const match = s && this.positionMatch(s, position);
    if (!s || !match) return;
    this.bot.cancel();
    const next: Session = {
      ...s,
      match,
      botThinking: false,
      revealed: s.mode === 'hotseat' ? null : s.humanSeat,
    };
    this.store.setState({ session: next });
    this.autosave(next);
    this.scheduleBot();
  }

  /** Moves a new game would throw away: those of a running game not saved to a file since. */
  private movesAtRisk(): number {
    const s = this.sandbox ?? this.store.getState().session;
    if (!s || s.match === this.savedMatch || s.module.def.outcome(s.match.state)) return 0;
    return s.match.log.length;
  }

  async newGame(options: Record<string, unknown> = {}): Promise<void> {
    const lost = this.movesAtRisk();
    if (lost > 0) {
      const yes = await confirmDialog(document.body, {
        title: this.t('newGame.title'),
        body: lost === 1 ? this.t('newGame.body1') : this.t('newGame.body', { n: lost }),
        confirm: this.t('newGame.confirm'),
        cancel: this.t('newGame.cancel'),
      });
      if (!yes) return;
    }
    const route = this.store.getState().route;
    if (route.kind !== 'table') return;
    this.go(formatRoute(nextGameRoute(route, options)));
  }

  reveal(): void {
    const s = this.store.getState().session;
    const seat = s ? curtainFor(s) : null;
    if (s && seat !== null) this.store.setState({ session: { ...s, revealed: seat } });
  }

  private closeTable(): void {
    this.replay.close(false);
    this.online?.close();
    this.online = null;
    this.bot.cancel();
    this.sandbox = null;
    this.controller?.dispose();
    this.controller = null;
    this.page?.dispose();
    this.page = null;
    this.log.reset();
    if (this.store.getState().session) this.store.setState({ session: null });
  }

  private renderNotice(): void {
    renderNotice(this.noticeEl, this.store.getState().notice, this.t('msg.dismiss'), () =>
      this.store.setState({ notice: null }),
    );
  }

  /** The rules page, loaded lazily (the texts stay out of the home screen's code). */
  private renderRules(game: GameId): void {
    const seq = ++this.rulesSeq;
    void import('./rules/page.ts').then((m) => {
      const st = this.store.getState();
      if (seq !== this.rulesSeq || st.route.kind !== 'rules') return;
      m.renderRulesPage(this.screen, game, {
        t: this.t,
        lang: st.lang,
        langSelect: langSelect({ t: this.t, lang: st.lang, setLang: this.setLang }),
        go: (hash) => this.go(hash),
      });
    });
  }

  private render(full: boolean): void {
    const st = this.store.getState();
    if (st.route.kind === 'rules') {
      if (full || !this.screen.firstChild) this.renderRules(st.route.game);
      return;
    }
    if (st.route.kind === 'home') {
      if (full || !this.screen.firstChild) {
        renderHome(this.screen, {
          t: this.t,
          lang: st.lang,
          setLang: this.setLang,
          go: (hash) => this.go(hash),
          hasAutosave: (id) => resumableRoute(this.storage, id),
          loadFile: () => void this.load(),
          randomSeed: () => secretSeed() % 100000,
          defaultOptions: (id) => this.defaults[id] ?? null,
        });
      }
      return;
    }
    if (st.route.kind === 'online') {
      if (full) this.online?.relabel(st.lang);
      return;
    }
    const route = st.route;
    if (!this.page || full) {
      if (!this.page) {
        this.host ??= new SceneHost();
        this.page = new TablePage(this.screen, this.host, {
          t: this.t,
          lang: st.lang,
          setLang: this.setLang,
          home: () => this.go('#/'),
          undo: () => this.undo(),
          save: () => this.save(),
          load: () => void this.load(),
          newGame: () => void this.newGame(),
          reveal: () => this.reveal(),
        });
        this.page.addTool(this.replay.button);
        this.page.addTool(this.sound.toggle(this.t));
        this.replay.mount(this.page.stage);
        this.page.addTool(this.rulesButton);
      } else if (full) {
        this.sound.relabel();
        // A language change rebuilds the page chrome while keeping the scene and controller.
        this.page.relabel(st.lang);
      }
      this.rulesButton.textContent = this.t('rules.link');
      this.rulesButton.onclick = () => this.go(`#/rules/${route.game}`);
    }
    const s = st.session;
    const title = this.t(`game.${route.game}`);
    if (!s) {
      const p = st.loadProgress;
      const status = !st.loading
        ? this.t('table.notPlayable')
        : p === null
          ? this.t('table.loading')
          : this.t('table.loadingPhysics', { pct: Math.round(p * 100) });
      this.replay.sync(null);
      this.page.show({ title, status, canUndo: false, playable: false, log: [], curtainFor: null });
      this.page.showProgress(st.loading ? p : null);
      renderBotThinking(this.page.stage, false, this.t);
      return;
    }
    this.page.showProgress(null);
    this.replay.sync(s);
    const seat = viewSeatOf(s);
    const curtain = curtainFor(s);
    const outcome = s.module.def.outcome(s.match.state);
    const toMove = toMoveOf(s);
    const playerName = (p: Seat): string => {
      const own = this.log.seatName(s, s.match.state, p);
      if (s.mode === 'bot' && p !== s.humanSeat)
        return own === null ? this.t('player.bot') : this.t('player.botSide', { name: own });
      return own ?? this.t(`player.${p}`);
    };
    let status: string;
    if (outcome) {
      const reason = this.log.outcomeReason(s, outcome);
      const result =
        outcome.winner === null
          ? this.t('table.draw', { reason })
          : this.t('table.winner', { player: playerName(outcome.winner), reason });
      status = this.t('table.overStatus', { over: this.t('table.over'), result });
    } else if (s.botThinking) status = this.t('table.botThinking');
    else status = toMove === null ? '' : this.t('table.toMove', { player: playerName(toMove) });
    const undoable = undoCheck(s);
    this.page.show({
      title,
      status: this.replay.status() ?? status,
      canUndo: undoable.ok && !this.replay.active,
      undoWhyNot: undoable.ok ? null : this.errorMessage(undoable.error),
      playable: true,
      log: this.log.lines(s),
      curtainFor: curtain === null ? null : playerName(curtain),
      curtainGame: s.game,
    });
    this.replay.markLog();
    renderExampleBanner(
      this.page.el.querySelector('[data-testid=stage]'),
      this.sandbox !== null,
      this.t,
      () => this.backToGame(),
    );
    renderBotThinking(this.page.stage, s.botThinking, this.t);
    const acting = actingSeat(s);
    const last = s.match.log[s.match.log.length - 1] ?? null;
    // A replay draws its own read-only frames; the panel takes no input meanwhile.
    this.page.panel.inert = this.replay.active;
    this.controller?.update(
      this.replay.frame() ?? {
        view: curtain === null && seat !== null ? s.module.def.view(s.match.state, seat) : null,
        seat: curtain === null ? seat : null,
        legal: acting !== null ? s.module.def.legalMoves(s.match.state) : [],
        toMove,
        outcome,
        lastMove: last,
        moveCount: s.match.log.length,
        lang: st.lang,
        sandbox: this.sandbox !== null,
      },
    );
  }
}
