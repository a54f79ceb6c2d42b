/**
 * What one Battle Line table records toward its series: the series it counts toward (`scope`,
 * which the panel shows) and each finished game, once (`record`, called with every frame).
 */
import {
  gameRecord,
  type BattleLineMove,
  type BattleLineView,
  type GameRecord,
} from '../../../games/battleline/index.ts';
import type { TableFrame } from '../table.ts';
import { publicState } from './moves.ts';
import { tableScope, type TableScope } from './series-scope.ts';
import { recordGame } from './series-store.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

export interface SeriesRecorder {
  /** The series this table counts toward now, or null (an online spectator). */
  scope(): TableScope | null;
  /** Records the game of `f` once it is over (a frame seen again is not counted again). */
  record(f: TableFrame<BattleLineView, BattleLineMove>): void;
}

export function seriesRecorder(t: T): SeriesRecorder {
  let recorded = '';
  const scope = (): TableScope | null => tableScope(t);
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
