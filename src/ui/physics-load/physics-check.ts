/**
 * The browser half of the physics determinism check: plays the fixed demonstration record
 * (physics/record.ts) with the page's own Rapier and returns the final table hash, which a browser
 * test compares with the hash Node computes from the same record. Loaded only on demand through
 * `window.tabletopPhysics()` (see main.ts), so the home screen never downloads Rapier for it.
 */
import { playRecord } from '../../physics/record.ts';
import { createDiscPhysics } from '../../physics/index.ts';

export interface PhysicsCheck {
  /** The snapshot hash of the table after the record. */
  readonly hash: string;
  /** One line per step of the record: accepted (with the hash after it) or refused. */
  readonly log: string[];
}

export async function runPhysicsCheck(): Promise<PhysicsCheck> {
  const physics = await createDiscPhysics();
  const { table, log } = playRecord(physics);
  return { hash: physics.hash(table), log };
}
