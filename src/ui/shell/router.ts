/**
 * Routing: the address (`#/…`, see route.ts) decides what the page shows. A bad address goes home
 * with a notice; home and a rules page are drawn here; a table route opens a local table, an
 * online route an online one. Each opening takes a turn: an opening still loading when the next
 * begins stops where it is. A notice made on one screen is cleared on the next, unless it was made
 * to announce it. Home shows the playable games' options once their rules have loaded.
 */
import type { GameId } from '../../core/game.ts';
import { HEAVY_GAMES, isPlayable, loadGame } from '../../games/registry.ts';
import { addHomeOptions, langSelect, renderHome } from '../home/home-screen.ts';
import { secretSeed } from '../match/secret-seed.ts';
import type { OnlineRoute } from '../online/online-route.ts';
import { resumableRoute } from '../storage/autosave.ts';
import type { LocalTable } from '../table-page/local-table.ts';
import { isTableReady } from '../tables/registry.ts';
import type { Shell } from './context.ts';
import type { OnlineTables } from './online-tables.ts';
import { parseRoute, type TableRoute } from './route.ts';

export interface RouterParts {
  /** The page's `.screen` element, which home and the rules pages fill. */
  readonly screen: HTMLElement;
  readonly table: Pick<LocalTable, 'open'>;
  readonly online: Pick<OnlineTables, 'open'>;
  /** Closes whatever table is open (local or online) and its session. */
  closeTable(): void;
  /** Home's "Load a game" button. */
  loadFile(): void;
}

export class Router {
  private openSeq = 0;
  private rulesSeq = 0;
  /** Each playable game's default options, once its rules have loaded (home's options form). */
  private defaults: Partial<Record<GameId, Record<string, unknown>>> = {};

  constructor(
    private readonly shell: Shell,
    private readonly p: RouterParts,
  ) {}

  /** Follows the address from now on, starting with the one the page was opened at. */
  start(): void {
    window.addEventListener('hashchange', () => void this.openHash(location.hash));
    void this.openHash(location.hash);
  }

  go(hash: string): void {
    if (location.hash === hash) void this.openHash(hash);
    else location.hash = hash;
  }

  async openHash(hash: string): Promise<void> {
    const { store, t } = this.shell;
    this.clearNoticeOnRouteChange();
    const parsed = parseRoute(hash);
    if (!parsed.ok) {
      this.shell.notify(
        t('msg.badRoute', { reason: t(parsed.error.key, parsed.error.params) }),
        'error',
      );
      history.replaceState(null, '', '#/');
      this.p.closeTable();
      store.setState({ route: { kind: 'home' } });
      // Home as any other way in: its tables' options too.
      await this.preloadDefaults();
      return;
    }
    if (parsed.route.kind === 'rules') {
      this.p.closeTable();
      store.setState({ route: parsed.route });
      return;
    }
    if (parsed.route.kind === 'home') {
      this.p.closeTable();
      store.setState({ route: parsed.route });
      await this.preloadDefaults();
      return;
    }
    if (parsed.route.kind === 'online') return this.openOnline(parsed.route);
    await this.openTable(parsed.route);
  }

  /** Opens a local table route now (also for a loaded save whose route is already the address). */
  openTable(route: TableRoute): Promise<void> {
    return this.p.table.open(route, this.nextOpening());
  }

  /** An online table: its module (and colyseus.js) is fetched only now. */
  private openOnline(route: OnlineRoute): Promise<void> {
    return this.p.online.open(route, this.nextOpening());
  }

  /** Closes the open table and starts an opening; the function returned says if it is the latest. */
  private nextOpening(): () => boolean {
    const seq = ++this.openSeq;
    this.p.closeTable();
    return () => seq === this.openSeq;
  }

  /** A notice never outlives its screen: a route change clears it, except one made to announce it. */
  private clearNoticeOnRouteChange(): void {
    const { store } = this.shell;
    const n = store.getState().notice;
    if (!n) return;
    store.setState({ notice: n.carry ? { ...n, carry: false } : null });
  }

  /** Loads the rules of playable games in the background so the home screen can show their options. */
  private async preloadDefaults(): Promise<void> {
    for (const id of ['discwars', 'battleline', 'hill218', 'type10'] as GameId[]) {
      if (isPlayable(id) && isTableReady(id) && !HEAVY_GAMES.has(id) && !this.defaults[id]) {
        const mod = await loadGame(id);
        if (mod) this.defaults[id] = mod.def.defaultOptions as Record<string, unknown>;
        // Home gains each game's options as they come, without a redraw (which would lose what
        // the reader typed or chose meanwhile).
        if (this.shell.store.getState().route.kind === 'home')
          addHomeOptions(this.p.screen, {
            t: this.shell.t,
            defaultOptions: (g) => this.defaults[g] ?? null,
          });
      }
    }
  }

  /** Draws home or a rules page when the route names one (`full`: draw it again anyway). */
  renderPage(full: boolean): void {
    const { store, t, setLang } = this.shell;
    const st = store.getState();
    if (st.route.kind === 'rules') {
      if (full || !this.p.screen.firstChild) this.renderRules(st.route.game);
      return;
    }
    if (st.route.kind === 'home' && (full || !this.p.screen.firstChild)) {
      renderHome(this.p.screen, {
        t,
        lang: st.lang,
        setLang,
        go: (hash) => this.shell.go(hash),
        hasAutosave: (id) => resumableRoute(this.shell.storage, id),
        loadFile: () => this.p.loadFile(),
        randomSeed: () => secretSeed() % 100000,
        defaultOptions: (id) => this.defaults[id] ?? null,
      });
    }
  }

  /** The rules page, loaded lazily (the texts stay out of the home screen's code). */
  private renderRules(game: GameId): void {
    const seq = ++this.rulesSeq;
    void import('../rules/page.ts').then((m) => {
      const { store, t, setLang } = this.shell;
      const st = store.getState();
      if (seq !== this.rulesSeq || st.route.kind !== 'rules') return;
      m.renderRulesPage(this.p.screen, game, {
        t,
        lang: st.lang,
        langSelect: langSelect({ t, lang: st.lang, setLang }),
        go: (hash) => this.shell.go(hash),
      });
    });
  }
}
