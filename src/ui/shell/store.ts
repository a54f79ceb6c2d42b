/**
 * The app store (zustand, vanilla): the route, the language, a notice for the user, and the open
 * table's session — its match and the choices around it. Per-frame and drag data never enter it.
 */
import { createStore } from 'zustand/vanilla';
import type { GameId, Seat } from '../../core/game.ts';
import type { BotLevel } from '../../core/bots/levels.ts';
import type { Match } from '../../core/match.ts';
import type { GameModule } from '../../games/registry.ts';
import type { Lang } from '../i18n/index.ts';
import type { PlayMode, Route } from './route.ts';

export interface Notice {
  readonly text: string;
  readonly kind: 'info' | 'error';
  readonly id: number;
  /** Survives the next route change (a notice announcing that change, like "Game loaded."). */
  readonly carry?: boolean;
}

export interface Session {
  readonly game: GameId;
  readonly module: GameModule;
  readonly mode: PlayMode;
  readonly humanSeat: Seat;
  readonly level: BotLevel;
  readonly match: Match;
  /** The seat allowed to see its hidden cards now (hot-seat hand-over); null: curtain up. */
  readonly revealed: Seat | null;
  readonly botThinking: boolean;
}

export interface AppState {
  readonly lang: Lang;
  readonly route: Route;
  readonly notice: Notice | null;
  /** 'loading' while a table's code is fetched. */
  readonly loading: GameId | null;
  /** The physics engine's download while a Disc Wars table opens, in [0, 1]; else null. */
  readonly loadProgress: number | null;
  readonly session: Session | null;
}

export type AppStore = ReturnType<typeof createAppStore>;

export function createAppStore(lang: Lang) {
  return createStore<AppState>()(() => ({
    lang,
    route: { kind: 'home' },
    notice: null,
    loading: null,
    loadProgress: null,
    session: null,
  }));
}
