/**
 * The one module that imports Rapier. The design asks for the cross-platform deterministic build so
 * a replay gives the same table in Node and in every browser; swapping the build is this one line.
 * The compat build carries its WebAssembly inline and must be initialised once before use.
 */
import RAPIER from '@dimforge/rapier3d-deterministic-compat';

export type Rapier = typeof RAPIER;

let ready: Promise<Rapier> | null = null;

/** Initialises Rapier once (idempotent) and returns the module. */
export function loadRapier(): Promise<Rapier> {
  ready ??= RAPIER.init().then(() => RAPIER);
  return ready;
}
