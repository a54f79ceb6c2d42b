/**
 * Disc Wars needs the physics to exist before its rules do (`games/` may not import `physics/`),
 * so the UI layer builds it: Rapier (a large WebAssembly module) is loaded only when a Disc Wars
 * table or its bot first asks, once per page or worker. Importing this module registers the loader.
 */
import type { DiscWarsModule } from '../games/discwars/index.ts';
import { gameLoaders } from '../games/registry.ts';
import { prefetchPhysics } from './physics-download.ts';

let loading: Promise<DiscWarsModule> | null = null;
let pagePhysics: string | null = null;

type PhysicsModule = typeof import('../physics/index.ts');

/**
 * In the bot worker: load the physics from the page's own chunk, which the page has downloaded
 * already (the worker is a build of its own and would otherwise fetch a second copy of Rapier).
 */
export function usePagePhysics(url: string | undefined): void {
  if (url) pagePhysics ??= url;
}

function importPhysics(): Promise<PhysicsModule> {
  const own = (): Promise<PhysicsModule> => import('../physics/index.ts');
  if (!pagePhysics) return own();
  return (import(/* @vite-ignore */ pagePhysics) as Promise<PhysicsModule>).catch(own);
}

/** Loads the rules and the physics once (see physics-download.ts for the progress shown). */
export function loadDiscWarsModule(): Promise<DiscWarsModule> {
  loading ??= prefetchPhysics()
    .then(() => Promise.all([import('../games/discwars/index.ts'), importPhysics()]))
    .then(async ([game, physics]) => game.createDiscWarsModule(await physics.createDiscPhysics()));
  return loading;
}

gameLoaders.discwars = loadDiscWarsModule;
