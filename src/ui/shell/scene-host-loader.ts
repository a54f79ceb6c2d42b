/**
 * The one scene host (three.js and the table's canvas), loaded when the first table opens and kept
 * for the page's life: Home draws no table, so the page does not load three.js before it.
 */
import type { SceneHost } from '../../render/scene-host.ts';

export class SceneHostLoader {
  private made: SceneHost | null = null;
  private loading: Promise<SceneHost> | null = null;

  /**
   * Loads three.js and makes the host, once. A failed download is asked for again next time
   * (a browser may keep the failure until the page is reloaded, as the notice says).
   */
  load(): Promise<SceneHost> {
    this.loading ??= import('../../render/scene-host.ts').then(
      ({ SceneHost }) => (this.made = new SceneHost()),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The host, once `load` has resolved (a table opens only after it has). */
  get(): SceneHost {
    if (!this.made) throw new Error('The scene host is used before it has loaded.');
    return this.made;
  }

  /** The host if it has loaded, else null (no table has opened yet). */
  get current(): SceneHost | null {
    return this.made;
  }
}
