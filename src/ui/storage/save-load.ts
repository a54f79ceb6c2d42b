/**
 * Saving and loading a local match: the autosave each move writes (and a rules example never
 * touches), "Save" to a file, "Load" from a file of any game, at home or at a table. A loaded
 * match waits here until its table's route has opened (its game's autosave is replaced only then,
 * and the notice says so); the match last saved to a file is remembered, so a new game knows
 * what it would lose.
 */
import type { GameId } from '../../core/game.ts';
import type { Match } from '../../core/match.ts';
import { loadSave, serializeSave } from '../../core/save.ts';
import { isGameId, isPlayable, loadGame } from '../../games/registry.ts';
import type { Shell } from '../shell/context.ts';
import { formatRoute, type TableRoute } from '../shell/route.ts';
import type { Session } from '../shell/store.ts';
import { autosaveRoute, writeAutosave } from './autosave.ts';
import { downloadText, pickTextFile } from './files.ts';
import { routeOfLoadedSave } from './load-route.ts';
import './messages.ts';

export interface SaveLoadHooks {
  /** Whether a rules example is open (it is never saved). */
  inExample(): boolean;
  /** Opens a table route now: a loaded save whose route the address already names. */
  openTable(route: TableRoute): Promise<void>;
}

export class SaveLoad {
  /** A loaded file's match, waiting for its route to open (its autosave is replaced only then). */
  private pendingLoad: { readonly route: string; readonly match: Match } | null = null;
  /** The match as last saved to a file (a new game then loses nothing). */
  private savedMatch: unknown = null;

  constructor(
    private readonly shell: Shell,
    private readonly fileInput: HTMLInputElement,
    private readonly hooks: SaveLoadHooks,
  ) {}

  /** The loaded match waiting for the route `hash`, if that is its route; forgets it either way. */
  takePendingLoad(hash: string): Match | null {
    const pending = this.pendingLoad;
    this.pendingLoad = null;
    return pending && pending.route === hash ? pending.match : null;
  }

  /** Whether `match` is exactly what was last saved to a file. */
  isSavedToFile(match: Match): boolean {
    return match === this.savedMatch;
  }

  /** Writes the session's game to its autosave (not while a rules example is open). */
  autosave(s: Session): void {
    // A rules example never touches the game's autosave.
    if (this.hooks.inExample()) return;
    const route = this.shell.store.getState().route;
    if (route.kind !== 'table') return;
    writeAutosave(
      this.shell.storage,
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

  save(): void {
    const { t } = this.shell;
    const s = this.shell.store.getState().session;
    const route = this.shell.store.getState().route;
    if (!s || route.kind !== 'table') return;
    if (this.hooks.inExample()) {
      this.shell.notify(t('example.noSave'), 'error');
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
    this.shell.notify(t('msg.saved'));
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
    const { t } = this.shell;
    const state = this.shell.store.getState();
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
      this.shell.notify(t('msg.loadFailed', { reason: this.shell.errorMessage(r.error) }), 'error');
      return;
    }
    const game = r.value.match.gameId as GameId;
    const route = routeOfLoadedSave(game, r.value.meta);
    const hash = formatRoute(route);
    const previous = autosaveRoute(this.shell.storage, game);
    const replaces = previous !== null && previous !== hash;
    const name = t(`game.${game}`);
    this.shell.notify(
      replaces
        ? t('msg.loadedReplaces', { game: name })
        : atTable && atTable.game !== game
          ? t('msg.loadedOther', { game: name })
          : t('msg.loaded'),
      'info',
      true,
    );
    this.pendingLoad = { route: hash, match: r.value.match };
    if (location.hash === hash) await this.hooks.openTable(route);
    else location.hash = hash;
  }
}
