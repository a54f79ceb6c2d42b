/**
 * Where a loaded save opens: the table of the game the file holds (never the one its `meta.route`
 * names when that is another game's), with the mode, seat and level it was saved with.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { isBotLevel } from '../../core/bots/levels.ts';
import { parseRoute, type TableRoute } from '../shell/route.ts';
import { withMatchName } from '../match/secret-seed.ts';

export function routeOfLoadedSave(game: GameId, meta: Record<string, unknown>): TableRoute {
  const parsed = typeof meta.route === 'string' ? parseRoute(meta.route) : null;
  const base: TableRoute =
    parsed?.ok && parsed.route.kind === 'table' && parsed.route.game === game
      ? parsed.route
      : {
          kind: 'table',
          game,
          seed: undefined,
          mode: meta.mode === 'bot' ? 'bot' : 'hotseat',
          seat: (meta.seat === 1 ? 1 : 0) as Seat,
          level: 'normal',
          options: {},
        };
  return withMatchName({ ...base, level: isBotLevel(meta.level) ? meta.level : base.level });
}
