/**
 * The life of a local table page: opening a table route (the game's rules and its table controller
 * fetched together, with the physics download shown for Disc Wars; then the match session and the
 * controller in the shared scene), drawing the store's session into the page and the controller on
 * every change (status, log, curtain, replay, example banner, bot badge), and closing it again.
 * The page chrome is `TablePage`; what a move does is the local match's (`match/local-match.ts`).
 */
import type { Seat } from '../../core/game.ts';
import { HEAVY_GAMES, isPlayable, loadGame } from '../../games/registry.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import type { SceneHostLoader } from '../shell/scene-host-loader.ts';
import type { BotTurns } from '../bot/bot-turns.ts';
import { renderBotThinking } from '../bot/bot-thinking.ts';
import { h } from '../dom.ts';
import { renderExampleBanner, type ExampleSandbox } from '../match/example-sandbox.ts';
import type { GameLog } from '../match/game-log.ts';
import type { LocalMatch } from '../match/local-match.ts';
import { actingSeat, curtainFor, toMoveOf, undoCheck, viewSeatOf } from '../match/session.ts';
import { prefetchPhysics, watchPhysicsDownload } from '../physics-load/physics-download.ts';
import { ReplayViewer } from '../replay/viewer.ts';
import '../rules/messages.ts';
import type { Shell } from '../shell/context.ts';
import type { TableRoute } from '../shell/route.ts';
import type { Sound } from '../sound/sound.ts';
import type { SaveLoad } from '../storage/save-load.ts';
import { isTableReady, tableLoaders } from '../tables/registry.ts';
import type { TableController } from '../tables/table.ts';
import { TablePage } from './table-page.ts';

export interface LocalTableParts {
  /** The page's `.screen` element, which the table page fills. */
  readonly screen: HTMLElement;
  /** The one scene host (loaded when the first table opens, kept for the page's life). */
  readonly host: SceneHostLoader;
  readonly match: LocalMatch;
  readonly saves: SaveLoad;
  readonly bot: BotTurns;
  readonly examples: ExampleSandbox;
  readonly log: GameLog;
  readonly sound: Sound;
}

export class LocalTable {
  private page: TablePage | null = null;
  private ctrl: TableController<unknown, unknown> | null = null;
  private readonly replay: ReplayViewer;
  /** The table's top-bar link to its rules page. */
  private readonly rulesButton = h('button', { 'data-testid': 'rules-link' });

  constructor(
    private readonly shell: Shell,
    private readonly p: LocalTableParts,
  ) {
    const { t } = shell;
    this.replay = new ReplayViewer({
      t: (key, params) => t(key, params),
      lang: () => shell.store.getState().lang,
      controller: () => this.ctrl,
      liveSeat: (s) => (curtainFor(s) === null ? viewSeatOf(s) : null),
      playerName: (s, seat) => p.log.seatName(s, s.match.state, seat) ?? t(`player.${seat}`),
      movesOfLines: (s) => p.log.movesOfLines(s),
      changed: () => shell.render(false),
    });
  }

  /** The open table's controller; null with no local table open. */
  get controller(): TableController<unknown, unknown> | null {
    return this.ctrl;
  }

  /** Whether the replay viewer is open. */
  get replaying(): boolean {
    return this.replay.active;
  }

  /**
   * The table's code (three.js, the rules, the table) could not be downloaded: Home, with a notice
   * that says so. A module that failed to load stays failed until the page is reloaded.
   */
  private failed(current: () => boolean): void {
    if (!current()) return;
    this.shell.store.setState({ loadProgress: null });
    this.shell.notify(this.shell.t('msg.tableLoadFailed'), 'error', true);
    this.shell.go('#/');
  }

  /**
   * Opens a table route: `current` turns false once another route has been opened since, and
   * then this one stops where it is. The caller has closed the previous table.
   */
  async open(route: TableRoute, current: () => boolean): Promise<void> {
    const { store } = this.shell;
    const ready = isPlayable(route.game) && isTableReady(route.game);
    // three.js, the rules and the table's code load together; the page (its loading state
    // included) is drawn on the scene host, so only once three.js is in.
    const loads = ready
      ? Promise.all([loadGame(route.game), tableLoaders[route.game]?.()])
      : Promise.resolve(null);
    // Awaited below; a table left meanwhile does not report its failure.
    loads.catch(() => undefined);
    // Disc Wars: the worker starts as soon as the physics is downloaded, so that Rapier's
    // first simulations there (its heating), and the browser's optimising of Rapier's code that
    // they set off, run while this page still builds the table, not when the player first aims.
    if (ready && route.game === 'discwars')
      void prefetchPhysics().then(() => {
        if (current()) this.p.bot.warm(route.game);
      });
    try {
      await this.p.host.load();
    } catch {
      return this.failed(current);
    }
    if (!current()) return;
    if (!ready) {
      store.setState({ route, session: null, loading: null });
      return;
    }
    store.setState({ route, session: null, loading: route.game });
    const unwatch = HEAVY_GAMES.has(route.game)
      ? watchPhysicsDownload((f) => {
          if (current()) store.setState({ loadProgress: f });
        })
      : () => undefined;
    const loaded = await loads.then(
      (r) => r ?? [],
      () => null,
    );
    unwatch();
    if (!loaded) return this.failed(current);
    const [mod, factory] = loaded;
    if (current()) store.setState({ loadProgress: null });
    if (!current() || !mod) return;
    const session = this.p.match.sessionFor(route, mod);
    if (!session) return;
    store.setState({ loading: null, session });
    if (factory && this.page) {
      const { match, examples } = this.p;
      this.ctrl = factory({
        host: this.page.host,
        panel: this.page.panel,
        t: this.shell.t,
        errorText: (e) => this.shell.errorMessage(e),
        play: (m) => match.playMove(m),
        notify: (text, kind) => this.shell.notify(text, kind),
        loadPosition: (position) => examples.open(position),
        closeExample: () => examples.backToGame(),
        newGame: (options) => void match.newGame(options),
        simulate: (state, m) => this.p.bot.ahead(route.game, state, m) ?? Promise.resolve(),
      });
    }
    this.shell.render(true);
    // Only a game that has been set up and drawn replaces the autosave: a link that fails or
    // freezes leaves the game in progress where it was.
    this.p.saves.autosave(session);
    // Disc Wars also simulates the player's flips and drops in the worker (move-ahead.ts).
    if (session.mode === 'bot' || session.game === 'discwars') this.p.bot.warm(session.game);
    this.p.bot.schedule();
  }

  /** Closes the replay, the controller and the page, and forgets the log and the session. */
  close(): void {
    this.replay.close(false);
    this.ctrl?.dispose();
    this.ctrl = null;
    this.page?.dispose();
    this.page = null;
    this.p.log.reset();
    if (this.shell.store.getState().session) this.shell.store.setState({ session: null });
  }

  /** See `SceneHost.measureFrames`; null when no table is open. */
  measureFrames(n: number): number[] | null {
    return this.page ? this.page.host.measureFrames(n) : null;
  }

  /** The camera and where the table lands on screen (see `SceneHost.probe`); null with no table. */
  sceneProbe(): ReturnType<SceneHost['probe']> | null {
    return this.page ? this.page.host.probe() : null;
  }

  /** Where a named table object is on screen; null when the table draws no such object. */
  anchor(name: string): { x: number; y: number } | null {
    return this.ctrl?.anchor?.(name) ?? null;
  }

  /** Draws the table route's page (made on first use; `full` relabels it) and its session. */
  render(full: boolean): void {
    const { t, store } = this.shell;
    const st = store.getState();
    if (st.route.kind !== 'table') return;
    const route = st.route;
    if (!this.page || full) {
      if (!this.page) {
        const { match, saves } = this.p;
        this.page = new TablePage(this.p.screen, this.p.host.get(), {
          t,
          lang: st.lang,
          setLang: this.shell.setLang,
          home: () => this.shell.go('#/'),
          undo: () => match.undo(),
          save: () => saves.save(),
          load: () => void saves.load(),
          newGame: () => void match.newGame(),
          reveal: () => match.reveal(),
        });
        this.page.addTool(this.replay.button);
        this.page.addTool(this.p.sound.toggle(t));
        this.replay.mount(this.page.stage);
        this.page.addTool(this.rulesButton);
      } else if (full) {
        this.p.sound.relabel();
        // A language change rebuilds the page chrome while keeping the scene and controller.
        this.page.relabel(st.lang);
      }
      this.rulesButton.textContent = t('rules.link');
      this.rulesButton.onclick = () => this.shell.go(`#/rules/${route.game}`);
    }
    const s = st.session;
    const title = t(`game.${route.game}`);
    if (!s) {
      const p = st.loadProgress;
      const status = !st.loading
        ? t('table.notPlayable')
        : p === null
          ? t('table.loading')
          : t('table.loadingPhysics', { pct: Math.round(p * 100) });
      this.replay.sync(null);
      this.page.show({ title, status, canUndo: false, playable: false, log: [], curtainFor: null });
      this.page.showProgress(st.loading ? p : null);
      renderBotThinking(this.page.stage, false, t);
      return;
    }
    this.page.showProgress(null);
    this.replay.sync(s);
    const { log, examples } = this.p;
    const seat = viewSeatOf(s);
    const curtain = curtainFor(s);
    const outcome = s.module.def.outcome(s.match.state);
    const toMove = toMoveOf(s);
    const playerName = (p: Seat): string => {
      const own = log.seatName(s, s.match.state, p);
      if (s.mode === 'bot' && p !== s.humanSeat)
        return own === null ? t('player.bot') : t('player.botSide', { name: own });
      return own ?? t(`player.${p}`);
    };
    let status: string;
    if (outcome) {
      const reason = log.outcomeReason(s, outcome);
      const result =
        outcome.winner === null
          ? t('table.draw', { reason })
          : t('table.winner', { player: playerName(outcome.winner), reason });
      status = t('table.overStatus', { over: t('table.over'), result });
    } else if (s.botThinking) status = t('table.botThinking');
    else status = toMove === null ? '' : t('table.toMove', { player: playerName(toMove) });
    const undoable = undoCheck(s);
    this.page.show({
      title,
      status: this.replay.status() ?? status,
      statusNow: this.replay.active,
      canUndo: undoable.ok && !this.replay.active,
      undoWhyNot: undoable.ok ? null : this.shell.errorMessage(undoable.error),
      playable: true,
      log: log.lines(s),
      curtainFor: curtain === null ? null : playerName(curtain),
      curtainGame: s.game,
    });
    this.replay.markLog();
    renderExampleBanner(this.page.el.querySelector('[data-testid=stage]'), examples.active, t, () =>
      examples.backToGame(),
    );
    renderBotThinking(this.page.stage, s.botThinking, t);
    const acting = actingSeat(s);
    const last = s.match.log[s.match.log.length - 1] ?? null;
    // A replay draws its own read-only frames; the panel takes no input meanwhile.
    this.page.panel.inert = this.replay.active;
    this.ctrl?.update(
      this.replay.frame() ?? {
        view: curtain === null && seat !== null ? s.module.def.view(s.match.state, seat) : null,
        seat: curtain === null ? seat : null,
        legal: acting !== null ? s.module.def.legalMoves(s.match.state) : [],
        toMove,
        outcome,
        lastMove: last,
        moveCount: s.match.log.length,
        lang: st.lang,
        sandbox: examples.active,
      },
    );
  }
}
