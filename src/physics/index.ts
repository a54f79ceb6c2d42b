/**
 * The Disc Wars physics, behind the `DiscPhysics` port the rules engine depends on. Creating it
 * is async only because Rapier's WebAssembly must be initialised once; every method after that is
 * synchronous and deterministic, in Node and in the browser alike. Each call builds a world from
 * the table state it is given, resolves, reads the table back and frees the world.
 */
import type { GameError, Result } from '../core/result.ts';
import { ok } from '../core/result.ts';
import type { DiscPhysics, TableState } from '../games/discwars/physics-port.ts';
import { dropCounters } from './drop.ts';
import { flipDisc } from './flip.ts';
import { tableHash } from './hash.ts';
import { liesOnAll } from './liesOn.ts';
import { edgeToEdge, within } from './measure.ts';
import { loadRapier, type Rapier } from './rapier.ts';
import { SETTLE_LIMIT_S } from './units.ts';
import { validateTable, withWorld } from './world.ts';

export { CARRIER_ID } from './drop.ts';
export { tableHash } from './hash.ts';
export { edgeToEdgePoses } from './measure.ts';
export * as units from './units.ts';

export function discPhysics(R: Rapier): DiscPhysics {
  return {
    flip: (table, request) => flipDisc(R, table, request),
    drop: (table, request) => dropCounters(R, table, request),
    edgeToEdge,
    within,
    liesOn: (table) => {
      const valid = validateTable(table);
      if (!valid.ok) return valid;
      return ok(withWorld(R, table, (w) => liesOnAll(w)));
    },
    settle: (table): Result<TableState, GameError> => {
      const valid = validateTable(table);
      if (!valid.ok) return valid;
      return withWorld(
        R,
        table,
        (w) => {
          const t = w.settle(SETTLE_LIMIT_S);
          return t === null
            ? {
                ok: false,
                error: {
                  code: 'settle/unsettled',
                  message: 'The table did not come to rest in time.',
                },
              }
            : ok(w.readTable());
        },
        { asleep: false },
      );
    },
    hash: tableHash,
  };
}

export async function createDiscPhysics(): Promise<DiscPhysics> {
  return discPhysics(await loadRapier());
}
