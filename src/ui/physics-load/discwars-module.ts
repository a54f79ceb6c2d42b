/**
 * Disc Wars needs the physics to exist before its rules do (`games/` may not import `physics/`),
 * so the UI layer builds it: Rapier (a large WebAssembly module) is loaded only when a Disc Wars
 * table or its bot first asks, once per page or worker. Importing this module registers the loader.
 */
import type { DiscWarsModule } from '../../games/discwars/index.ts';
import type { MemoEntry, PhysicsMemo } from '../../games/discwars/physics-memo.ts';
import { gameLoaders } from '../../games/registry.ts';
import { prefetchPhysics } from './physics-download.ts';

let loading: Promise<DiscWarsModule> | null = null;
/** The memo in front of this page's (or worker's) physics, once loaded. */
let memo: PhysicsMemo | null = null;
let pagePhysics: string | null = null;

type PhysicsModule = typeof import('../../physics/index.ts');

/**
 * In the bot worker: load the physics from the page's own chunk, which the page has downloaded
 * already (the worker is a build of its own and would otherwise fetch a second copy of Rapier).
 */
export function usePagePhysics(url: string | undefined): void {
  if (url) pagePhysics ??= url;
}

function importPhysics(): Promise<PhysicsModule> {
  const own = (): Promise<PhysicsModule> => import('../../physics/index.ts');
  if (!pagePhysics) return own();
  return (import(/* @vite-ignore */ pagePhysics) as Promise<PhysicsModule>).catch(own);
}

/** Loads the rules and the physics once (see physics-download.ts for the progress shown). */
export function loadDiscWarsModule(): Promise<DiscWarsModule> {
  loading ??= prefetchPhysics()
    .then(() => Promise.all([import('../../games/discwars/index.ts'), importPhysics()]))
    .then(async ([game, physics]) => {
      // The memo comes with the rules (which build on it), so it is not a chunk of its own.
      memo = game.memoPhysics(await physics.createDiscPhysics());
      return game.createDiscWarsModule(memo.physics);
    });
  return loading;
}

/** The physics memo of this page or worker (`physics-memo.ts`); null before Disc Wars loaded. */
export function discWarsPhysicsMemo(): PhysicsMemo | null {
  return memo;
}

/** Simulations this page has really run (the memo's misses); a browser test counts them. */
export function discWarsPhysicsRuns(): number {
  return memo?.runs() ?? 0;
}

/** Takes in the simulations the bot's worker ran for the move it chose, so the page need not. */
export function adoptPhysics(entries: readonly MemoEntry[] | undefined): void {
  if (entries && memo) memo.adopt(entries);
}

gameLoaders.discwars = loadDiscWarsModule;
