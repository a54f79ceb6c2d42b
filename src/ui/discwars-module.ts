/**
 * Disc Wars needs the physics to exist before its rules do (`games/` may not import `physics/`),
 * so the UI layer builds it: Rapier (a large WebAssembly module) is loaded only when a Disc Wars
 * table or its bot first asks, once per page or worker. Importing this module registers the loader.
 */
import type { DiscWarsModule } from '../games/discwars/index.ts';
import { gameLoaders } from '../games/registry.ts';
import { prefetchPhysics } from './physics-download.ts';

let loading: Promise<DiscWarsModule> | null = null;

/** Loads the rules and the physics once (see physics-download.ts for the progress shown). */
export function loadDiscWarsModule(): Promise<DiscWarsModule> {
  loading ??= prefetchPhysics()
    .then(() => Promise.all([import('../games/discwars/index.ts'), import('../physics/index.ts')]))
    .then(async ([game, physics]) => game.createDiscWarsModule(await physics.createDiscPhysics()));
  return loading;
}

gameLoaders.discwars = loadDiscWarsModule;
