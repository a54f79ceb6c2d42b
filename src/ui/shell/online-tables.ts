/**
 * The shell's side of online tables: an online route fetches the online table's code (and
 * colyseus.js with it) only when it opens, mounts it in the page's screen and shared scene, and
 * keeps its handle to relabel it on a language change, find its objects for tests and close it.
 * Everything else about an online match is `online/`'s.
 */
import type { SceneHostLoader } from './scene-host-loader.ts';
import type { OnlineRoute } from '../online/online-route.ts';
import type { OnlineHandle } from '../online/online-table.ts';
import type { Lang } from '../i18n/index.ts';
import type { Shell } from './context.ts';

export class OnlineTables {
  /** The open online table (src/ui/online, loaded on demand); null otherwise. */
  private online: OnlineHandle | null = null;

  constructor(
    private readonly shell: Shell,
    private readonly screen: HTMLElement,
    private readonly host: SceneHostLoader,
  ) {}

  /**
   * Opens an online route: `current` turns false once another route has been opened since.
   * The caller has closed the previous table.
   */
  async open(route: OnlineRoute, current: () => boolean): Promise<void> {
    const { shell } = this;
    shell.store.setState({ route, session: null, loading: null });
    const loaded = await Promise.all([import('../online/online-table.ts'), this.host.load()]).catch(
      () => null,
    );
    if (!current()) return;
    if (!loaded) {
      // As for a local table (LocalTable.failed): Home, with a notice that says so.
      shell.notify(shell.t('msg.tableLoadFailed'), 'error', true);
      shell.go('#/');
      return;
    }
    const [{ openOnlineTable }, host] = loaded;
    this.online = openOnlineTable(this.screen, host, route, {
      lang: () => shell.store.getState().lang,
      setLang: shell.setLang,
      notify: (text, kind) => shell.notify(text, kind),
      go: (hash) => shell.go(hash),
      storage: shell.storage,
    });
  }

  relabel(lang: Lang): void {
    this.online?.relabel(lang);
  }

  /** Where a named table object is on screen; null with no online table open. */
  anchor(name: string): { x: number; y: number } | null {
    return this.online?.anchor(name) ?? null;
  }

  close(): void {
    this.online?.close();
    this.online = null;
  }
}
