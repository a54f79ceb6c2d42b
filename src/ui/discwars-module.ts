/**
 * Disc Wars needs the physics to exist before its rules do (`games/` may not import `physics/`),
 * so the UI layer builds it: Rapier (a large WebAssembly module) is loaded only when a Disc Wars
 * table or its bot first asks, once per page or worker. Importing this module registers the loader.
 */
import type { DiscWarsModule } from '../games/discwars/index.ts';
import { gameLoaders } from '../games/registry.ts';

let loading: Promise<DiscWarsModule> | null = null;

export function loadDiscWarsModule(): Promise<DiscWarsModule> {
  loading ??= Promise.all([
    import('../games/discwars/index.ts'),
    import('../physics/index.ts'),
  ]).then(async ([game, physics]) => game.createDiscWarsModule(await physics.createDiscPhysics()));
  return loading;
}

gameLoaders.discwars = loadDiscWarsModule;
