/**
 * The tables whose 3D view has landed, each loaded on demand (its controller's code is fetched only
 * when its table first opens). The shell and the online table look a game's table up here; the
 * tables themselves import only the interface (`table.ts`), never this registry.
 */
import type { GameId } from '../../core/game.ts';
// Imported at once, not on demand: main.ts loads it with the page anyway (it registers the Disc
// Wars rules loader, and fetches Rapier and the rules only when asked).
import { loadDiscWarsModule } from '../physics-load/discwars-module.ts';
import type { TableFactory } from './table.ts';

/** Whether a game can be played here: its rules and its table have both landed. */
export function isTableReady(id: GameId): boolean {
  return tableLoaders[id] !== undefined;
}

/** Tables whose 3D view has landed, loaded on demand. */
export const tableLoaders: Partial<Record<GameId, () => Promise<TableFactory>>> = {
  discwars: async () => {
    const { createDiscWarsTable } = await import('./discwars/controller.ts');
    const mod = await loadDiscWarsModule();
    return ((ctx) => createDiscWarsTable(ctx, mod)) as TableFactory;
  },
  battleline: () =>
    import('./battleline/controller.ts').then((m) => m.createBattleLineTable as TableFactory),
  hill218: () =>
    import('./hill218/controller.ts').then((m) => m.createHill218Table as TableFactory),
  type10: () => import('./type10/controller.ts').then((m) => m.createType10Table as TableFactory),
};
