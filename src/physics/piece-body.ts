/**
 * A piece as the Rapier world of a table holds it: its pose, its rigid body and colliders. In a
 * module of its own so that the world (world.ts) and the rest test that watches its pieces
 * (rest.ts) share the type without importing each other.
 */
import type { PiecePose } from '../games/discwars/physics-port.ts';
import type { Rapier } from './rapier.ts';

export type World = InstanceType<Rapier['World']>;
export type RigidBody = ReturnType<World['createRigidBody']>;
export type Collider = ReturnType<World['createCollider']>;

export interface PieceBody {
  readonly pose: PiecePose;
  readonly body: RigidBody;
  /** A counter's box; the convex pieces (see `discColliders` in world.ts) of any other piece. */
  readonly colliders: Collider[];
  readonly dynamic: boolean;
  /** Half thickness (cm) of the piece along its own axis. */
  readonly halfThicknessCm: number;
}
