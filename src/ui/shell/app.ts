/**
 * The app: it builds the page's parts and wires them together, and owns what is the page's as a
 * whole — the store, the language (and the Japanese font), the notice bar, the one scene host and
 * what the test hook reads. Every change flows input → move → rules (`apply`) → store → render;
 * the steps live in the parts, and none of them owns a rule:
 * - routing, home and the rules pages: `router.ts`;
 * - the table page's life (open, draw, close): `table-page/local-table.ts`;
 * - the local match session (moves, undo, new game): `match/local-match.ts`;
 * - rules examples beside the game: `match/example-sandbox.ts`;
 * - the bot's turns: `bot/bot-turns.ts`;
 * - saving, loading and the autosave: `storage/save-load.ts`;
 * - the replay viewer: `replay/viewer.ts`, which the local table holds;
 * - online tables: `online-tables.ts` (the table itself is `online/`'s).
 */
import type { GameError } from '../../core/result.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import { BotTurns } from '../bot/bot-turns.ts';
import { h } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import { rememberLang, translate, type Lang } from '../i18n/index.ts';
import { loadJapaneseFont, onJapaneseFontLoaded } from '../i18n/jp-font.ts';
import { ExampleSandbox } from '../match/example-sandbox.ts';
import { GameLog } from '../match/game-log.ts';
import { LocalMatch } from '../match/local-match.ts';
import { Sound } from '../sound/sound.ts';
import { storedName } from '../storage/messages.ts';
import { SaveLoad } from '../storage/save-load.ts';
import { onBadStorage } from '../storage/stored-data.ts';
import { LocalTable } from '../table-page/local-table.ts';
import type { Shell } from './context.ts';
import { NoticeExpiry, renderNotice } from './notice.ts';
import { OnlineTables } from './online-tables.ts';
import { Router } from './router.ts';
import { SceneHostLoader } from './scene-host-loader.ts';
import { createAppStore, type AppStore } from './store.ts';

let noticeId = 0;

export class App implements Shell {
  readonly store: AppStore;
  private readonly screen: HTMLElement;
  private readonly noticeEl: HTMLElement;
  /** The one scene host, loaded when the first table opens and kept for the page's life. */
  private readonly host = new SceneHostLoader();
  private jpFontAsked = false;
  private readonly sound: Sound;
  private readonly bot: BotTurns;
  private readonly examples: ExampleSandbox;
  private readonly saves: SaveLoad;
  private readonly log: GameLog;
  private readonly match: LocalMatch;
  private readonly table: LocalTable;
  private readonly online: OnlineTables;
  private readonly router: Router;
  private readonly noticeExpiry = new NoticeExpiry((id) => {
    if (this.store.getState().notice?.id === id) this.store.setState({ notice: null });
  });

  constructor(
    root: HTMLElement,
    readonly storage: Storage,
    lang: Lang,
  ) {
    this.store = createAppStore(lang);
    this.sound = new Sound(storage);
    this.sound.warmSoon();
    this.screen = h('div', { class: 'screen' });
    this.noticeEl = h('div', { class: 'notice', hidden: true, 'data-testid': 'notice' });
    const fileInput = h('input', {
      type: 'file',
      accept: '.json,application/json',
      hidden: true,
      'data-testid': 'file-input',
    });
    root.append(this.screen, this.noticeEl, fileInput);

    // The parts, each handed this app as its `Shell` and the other parts it calls.
    this.bot = new BotTurns(this, {
      inExample: () => this.examples.active,
      commit: (s, move) => this.match.commit(s, move),
    });
    this.examples = new ExampleSandbox(this, this.bot);
    this.saves = new SaveLoad(this, fileInput, {
      inExample: () => this.examples.active,
      openTable: (route) => this.router.openTable(route),
    });
    this.log = new GameLog(
      (key, params) => this.t(key, params),
      () => this.store.getState().lang,
      () => this.table.controller,
    );
    this.match = new LocalMatch(this, {
      bot: this.bot,
      examples: this.examples,
      saves: this.saves,
      log: this.log,
      sound: this.sound,
      replaying: () => this.table.replaying,
    });
    this.table = new LocalTable(this, {
      screen: this.screen,
      host: this.host,
      match: this.match,
      saves: this.saves,
      bot: this.bot,
      examples: this.examples,
      log: this.log,
      sound: this.sound,
    });
    this.online = new OnlineTables(this, this.screen, this.host);
    this.router = new Router(this, {
      screen: this.screen,
      table: this.table,
      online: this.online,
      closeTable: () => this.closeTable(),
      loadFile: () => void this.saves.load(),
    });

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
  errorMessage(error: GameError): string {
    return errorText(this.store.getState().lang, error);
  }

  /** Japanese needs our font: fetched on first use, then the canvas faces are drawn again. */
  private fontFor(lang: Lang): void {
    if (lang !== 'ja' || this.jpFontAsked) return;
    this.jpFontAsked = true;
    // Once it has loaded (the document's font events), what was drawn before is drawn again.
    onJapaneseFontLoaded(() => {
      // Text textures exist only once a table has opened (and three.js has loaded).
      const host = this.host.current;
      if (host)
        void import('../../render/canvas-text.ts').then(({ redrawCanvasTextures }) => {
          redrawCanvasTextures();
          host.requestRender();
        });
      this.render(true);
    });
    void loadJapaneseFont();
  }

  start(): void {
    document.documentElement.lang = this.store.getState().lang;
    this.fontFor(this.store.getState().lang);
    this.router.start();
  }

  /** Shows a notice; `carry` keeps it through the route change it announces. */
  notify(text: string, kind: 'info' | 'error' = 'info', carry = false): void {
    this.store.setState({ notice: { text, kind, id: ++noticeId, carry } });
  }

  setLang = (lang: Lang): void => {
    rememberLang(this.storage, lang);
    this.store.setState({ lang });
  };

  go(hash: string): void {
    this.router.go(hash);
  }

  /** GPU objects alive and frames drawn (the perf bench reads them); null before any table opened. */
  sceneStats(): ReturnType<SceneHost['stats']> | null {
    return this.host.current?.stats() ?? null;
  }

  /** See `SceneHost.frameChurn`; null when no table is open. */
  frameChurn(): number | null {
    return this.host.current?.frameChurn() ?? null;
  }

  /** See `SceneHost.measureFrames`; null when no table is open. */
  measureFrames(n: number): number[] | null {
    return this.table.measureFrames(n);
  }

  /** The camera and where the table lands on screen (see `SceneHost.probe`); null with no table. */
  sceneProbe(): ReturnType<SceneHost['probe']> | null {
    return this.table.sceneProbe();
  }

  /** Where a named table object is on screen (browser tests click there). */
  anchor(name: string): { x: number; y: number } | null {
    return this.table.anchor(name) ?? this.online.anchor(name);
  }

  /** Loads a save file's text, as "Load" does with a picked file. */
  loadText(text: string): Promise<void> {
    return this.saves.loadText(text);
  }

  /** Replaces the open match with one from a position of its game. */
  loadPosition(position: unknown): void {
    this.match.loadPosition(position);
  }

  private closeTable(): void {
    this.online.close();
    this.bot.cancel();
    this.examples.drop();
    this.table.close();
  }

  private renderNotice(): void {
    renderNotice(this.noticeEl, this.store.getState().notice, this.t('msg.dismiss'), () =>
      this.store.setState({ notice: null }),
    );
  }

  render(full: boolean): void {
    const st = this.store.getState();
    if (st.route.kind === 'table') this.table.render(full);
    else if (st.route.kind === 'online') {
      if (full) this.online.relabel(st.lang);
    } else this.router.renderPage(full);
  }
}
