/**
 * What one Battle Line table records toward its series: the series it counts toward (`scope`,
 * which the panel shows) and each finished game, once (`record`, called with every frame).
 *
 * A table counts only toward the match it was opened for. Online, a rematch writes the new match's
 * token (seats swapped) and moves the page's route to it before the old table is closed; the old
 * table, updated in between, would otherwise read the new route and record its game a second
 * time, from the other seat (a 2–5 game became "7–7 after 2 games").
 */
import {
  gameRecord,
  type BattleLineMove,
  type BattleLineView,
  type GameRecord,
} from '../../../games/battleline/index.ts';
import type { TableContext, TableFrame } from '../table.ts';
import { publicState } from './moves.ts';
import { tableScope, type TableScope } from './series-scope.ts';
import { recordGame } from './series-store.ts';

type Translate = TableContext<BattleLineMove>['t'];

export interface SeriesRecorder {
  /** The series this table counts toward now, or null (an online spectator). */
  scope(): TableScope | null;
  /** Records the game of `f` once it is over (a frame seen again is not counted again). */
  record(f: TableFrame<BattleLineView, BattleLineMove>): void;
}

export function seriesRecorder(t: Translate): SeriesRecorder {
  let recorded = '';
  /** The game (online: the match id) of the route this table was opened for. */
  let own: string | null = null;
  const scope = (): TableScope | null => {
    const s = tableScope(t);
    if (!s) return null;
    own ??= s.game;
    return s.game === own ? s : null;
  };
  return {
    scope,
    record(f) {
      const v = f.view;
      if (!v?.result || !f.outcome) return;
      const s = scope();
      if (!s || f.spectator) return;
      const key = `${s.game}${f.moveCount}:${JSON.stringify(v.flags.map((fl) => fl.claimedBy))}`;
      if (key === recorded) return;
      recorded = key;
      const g: GameRecord | null = gameRecord(publicState(v, f.seat ?? 0));
      if (g) recordGame(s.key, g, key, s.side);
    },
  };
}
