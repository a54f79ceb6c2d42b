/**
 * The tables the app knows, each loaded on demand so a table's code (and Rapier, for Disc Wars)
 * is fetched only when it opens. A game not yet built is listed as coming soon.
 */
import type { AnyGameDef, GameId } from '../core/game.ts';
import type { GameBot } from '../core/bots/levels.ts';

export interface GameModule {
  readonly def: AnyGameDef;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bot: GameBot<any, any>;
}

export const GAME_IDS: readonly GameId[] = ['discwars', 'battleline', 'hill218', 'type10'];

/** Loaders of the games whose rules have landed. */
export const gameLoaders: Partial<Record<GameId, () => Promise<GameModule>>> = {
  battleline: () => import('./battleline/index.ts').then((m) => m.battlelineModule),
  hill218: () => import('./hill218/index.ts').then((m) => m.hill218Module),
  type10: () => import('./type10/index.ts').then((m) => m.type10Module),
};

/**
 * Games whose rules pull in a large runtime (Disc Wars: Rapier's WebAssembly). The home screen does
 * not load them just to show their options; they load when their table opens.
 */
export const HEAVY_GAMES: ReadonlySet<GameId> = new Set<GameId>(['discwars']);

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

export function isPlayable(id: GameId): boolean {
  return gameLoaders[id] !== undefined;
}

export async function loadGame(id: GameId): Promise<GameModule | undefined> {
  const load = gameLoaders[id];
  return load ? load() : undefined;
}
