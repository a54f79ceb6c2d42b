/**
 * Secret seeds. A local game started without a seed gets one from the browser's cryptographic
 * generator; it lives only in the match (and so in the user's own save files and autosave, which
 * must restore the game) and is never put in the address or on screen. The address names the game
 * by an unrelated random `match` name instead, so a reload finds its autosave. A game with `?seed=`
 * is reproducible on purpose (teaching, bug reports) and shows its seed.
 */
import type { TableRoute } from '../shell/route.ts';

function randomU32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/** A fresh seed nobody has seen. */
export function secretSeed(): number {
  return randomU32();
}

/** A short random name for a secret game (8 base-36 characters), independent of its seed. */
export function newMatchName(): string {
  let out = '';
  for (const n of crypto.getRandomValues(new Uint32Array(8))) out += (n % 36).toString(36);
  return out;
}

/** Whether a route states its seed on purpose. */
export function isReproducible(route: TableRoute): boolean {
  return route.seed !== undefined;
}

/** The route with a game name when it has neither a seed nor a name yet (a new secret game). */
export function withMatchName(route: TableRoute): TableRoute {
  return route.seed !== undefined || route.match !== undefined
    ? route
    : { ...route, match: newMatchName() };
}

/** The route for a new game at the same table: a new secret game, or a new visible seed. */
export function nextGameRoute(
  route: TableRoute,
  options: Readonly<Record<string, unknown>>,
): TableRoute {
  const { match: _old, ...rest } = route;
  void _old;
  const base: TableRoute = { ...rest, options: { ...route.options, ...options } };
  return isReproducible(route)
    ? { ...base, seed: randomU32() }
    : { ...base, seed: undefined, match: newMatchName() };
}
