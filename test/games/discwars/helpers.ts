/**
 * Shared test helpers: one real physics port per test file (Rapier's WebAssembly loads once),
 * positions from setup JSON, and small move helpers that fail loudly.
 */
import { createDiscPhysics } from '../../../src/physics/index.ts';
import {
  createDiscWarsModule,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../../src/games/discwars/index.ts';
import { position, type PositionSpec } from '../../../src/games/discwars/examples.ts';

let shared: Promise<DiscWarsModule> | null = null;

export function loadModule(): Promise<DiscWarsModule> {
  shared ??= createDiscPhysics().then((p) => createDiscWarsModule(p));
  return shared;
}

export function at(mod: DiscWarsModule, spec: PositionSpec): DiscWarsState {
  const r = mod.def.fromSetup(position(spec));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function play(
  mod: DiscWarsModule,
  s: DiscWarsState,
  ...moves: DiscWarsMove[]
): DiscWarsState {
  let cur = s;
  for (const m of moves) {
    const r = mod.def.apply(cur, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

export function disc(s: DiscWarsState, id: string) {
  const d = s.discs.find((x) => x.id === id);
  if (!d) throw new Error(`no disc ${id}`);
  return d;
}
