/**
 * Type 10's words for the shell: the game log's line for a move, the sides' names (North / PKF,
 * as the table and panel call them) and the reason a game ended, in the reader's language. The
 * board hides nothing (only the dice generator), so a line tells what the engine's English
 * `describeMove` tells: units by their counter names, hexes by `CCRR`; a search line names no
 * roll (the die shows in the next position). The log's prefix names the side, so spawn and
 * end-of-step lines do not repeat it.
 */
import type { Outcome, Seat } from '../../../core/game.ts';
import type { Type10Move, Type10View } from '../../../games/type10/index.ts';
import type { TableContext } from '../table.ts';

type Translate = TableContext<Type10Move>['t'];

/** A unit type's name as the table shows it (the scenario's own name without a translation). */
function typeText(t: Translate, view: Type10View, type: string): string {
  const key = `t10.unit.${type}`;
  const s = t(key);
  return s === key ? (view.scenario.unitTypes[type]?.name ?? type) : s;
}

export function type10SideName(t: Translate, seat: Seat): string {
  return t(`t10.side.${seat}`);
}

/**
 * The log line of `m` from `before`, the other side's view of the position before the move. With
 * `after` (the same view after it) a walk is told once, as one line with its path when the action
 * ends, instead of one line per hex; and the search line tells the die rolled.
 */
export function type10MoveText(
  t: Translate,
  before: Type10View,
  m: Type10Move,
  after?: Type10View,
): string {
  const unitOf = (id: string) => before.units.find((u) => u.id === id);
  const name = (id: string): string => {
    const u = unitOf(id);
    return u ? typeText(t, before, u.type) : id;
  };
  switch (m.type) {
    case 'spawn':
      return t(before.phase === 'uavPlace' ? 't10.log.found' : 't10.log.spawn', {
        unit: typeText(t, before, m.unitType),
        hex: m.to,
      });
    case 'endSpawn':
      return t('t10.log.endSpawn');
    case 'step': {
      const from = unitOf(m.unit)?.at ?? '?';
      const target = before.units.find((x) => x.at === m.to && x.id !== m.unit);
      if (target)
        return t('t10.log.attack', {
          unit: name(m.unit),
          target: name(target.id),
          hex: m.to,
          from,
        });
      if (!after) return t('t10.log.step', { unit: name(m.unit), from, hex: m.to });
      // The action goes on: its path is told when it ends.
      if (after.active?.unit === m.unit) return '';
      const path = before.active?.unit === m.unit ? [...before.active.path, m.to] : [from, m.to];
      return t('t10.log.moves', { unit: name(m.unit), path: path.join(' → ') });
    }
    case 'bombard':
      return t('t10.log.bombard', {
        unit: name(m.unit),
        target: name(m.target),
        hex: unitOf(m.target)?.at ?? '?',
      });
    case 'endAction': {
      const a = before.active;
      if (after && a && a.path.length > 1)
        return t('t10.log.moves', { unit: name(a.unit), path: a.path.join(' → ') });
      return a
        ? t('t10.log.endAction', { unit: name(a.unit), path: a.path.join(' → ') })
        : t('t10.log.endActionNone');
    }
    case 'search':
      return after?.lastRoll != null
        ? t('t10.log.searchRoll', { n: after.lastRoll })
        : t('t10.log.search');
    case 'endTurn':
      return t('t10.log.endTurn');
    case 'resign': {
      // As the engine: a resignation without a seat is the side whose step it is.
      const seat = m.seat ?? (before.phase === 'uav' || before.phase === 'pkfAct' ? 1 : 0);
      return t('t10.log.resign', { side: type10SideName(t, seat) });
    }
    case 'clock':
      // The table records each player's thinking time before a move; the panel shows the
      // clocks, so a tick writes no line of its own.
      return '';
  }
}

/** Why the game ended, short enough for the status bar; an unknown code is shown as it is. */
export function type10OutcomeText(t: Translate, outcome: Outcome, view: Type10View): string {
  const key = `t10.end.${outcome.reason}`;
  const loser: Seat = outcome.winner === 0 ? 1 : 0;
  const text = t(key, { limit: view.scenario.lossLimit, side: type10SideName(t, loser) });
  return text === key ? outcome.reason : text;
}
