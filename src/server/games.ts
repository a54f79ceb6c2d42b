/**
 * The games as the server runs them: the same `GameModule`s as local play (Disc Wars with the
 * headless Rapier physics, created once per process), plus what only the server needs — the
 * spectator view (every hand hidden), whether a seat may be told the last move, and the physics
 * hash Disc Wars clients compare with their re-run of the simulation.
 */
import type { AnyGameDef, GameId, Seat } from '../core/game.ts';
import type { GameModule } from '../games/registry.ts';
import { gameLoaders } from '../games/registry.ts';
import type { BattleLineView } from '../games/battleline/types.ts';
import type { Hill218View } from '../games/hill218/types.ts';
import type { DiscWarsState } from '../games/discwars/types.ts';

export interface ServerGame extends GameModule {
  /** A view with every hand hidden, for spectators. */
  spectatorView(state: unknown): unknown;
  /**
   * The move `mover` just made as `viewer` (a seat, or null for a spectator) may be told it: the
   * move itself for its maker; for the others, the move with any secret card left out.
   */
  shownMove(mover: Seat, viewer: Seat | null, move: unknown): unknown;
  /**
   * Disc Wars: the physics hash of the table the simulation of `move` (a flip or a fire) left in
   * `before`, the state it was made in; undefined for other moves (sim-hash.ts).
   */
  hash?(before: unknown, move: unknown): string | undefined;
  /**
   * The rules run a physics simulation for some moves (Disc Wars): a move that is not offered is
   * refused without asking them why.
   */
  readonly simulates?: boolean;
}

const cache = new Map<GameId, Promise<ServerGame>>();

function spectatorOf(def: AnyGameDef): (state: unknown) => unknown {
  switch (def.id) {
    case 'battleline':
      return (s) => {
        const v = def.view(s, 0) as BattleLineView;
        return { ...v, hand: [], deckTop: { troop: [], tactics: [] } };
      };
    case 'hill218':
      return (s) => {
        const v = def.view(s, 0) as Hill218View;
        return { ...v, hand: [], knownBottom: [] };
      };
    default:
      return (s) => def.view(s, 0);
  }
}

/**
 * What everyone may know of a move. Only two moves name cards that stay secret: a Scout's put-back
 * (Battle Line `scoutReturn`) and Hill 218's set-up `bottom` cards; they are told without them.
 * Every other move only names cards it turns face up (a played card, a flag) or none.
 */
function publicPart(move: unknown): unknown {
  const type = (move as { type?: unknown } | null)?.type;
  if (type === 'scoutReturn' || type === 'bottom') return { type };
  return move;
}

async function build(id: GameId): Promise<ServerGame> {
  if (id === 'discwars') {
    const [{ createDiscPhysics }, { createDiscWarsModule }, { simulationHasher }] =
      await Promise.all([
        import('../physics/index.ts'),
        import('../games/discwars/index.ts'),
        import('./sim-hash.ts'),
      ]);
    const sims = simulationHasher(await createDiscPhysics());
    const mod = createDiscWarsModule(sims.physics);
    return {
      def: mod.def,
      bot: mod.bot,
      spectatorView: (s) => mod.def.view(s as DiscWarsState, 0),
      shownMove: (_mover, _viewer, move) => move,
      hash: (before, move) => sims.hash(before, move),
      simulates: true,
    };
  }
  const load = gameLoaders[id];
  if (!load) throw new Error(`game ${id} is not playable`);
  const mod = await load();
  return {
    ...mod,
    spectatorView: spectatorOf(mod.def),
    shownMove: (mover, viewer, move) => (mover === viewer ? move : publicPart(move)),
  };
}

export function loadServerGame(id: GameId): Promise<ServerGame> {
  let p = cache.get(id);
  if (!p) {
    p = build(id);
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
