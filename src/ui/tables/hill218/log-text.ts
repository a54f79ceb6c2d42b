/**
 * Hill 218's words for the shell: the game log's line for a move and the reason a game ended, in
 * the reader's language. A line tells what the engine's English `describeMove` tells: the unit
 * played and where, the units an attack or Air Strike involves (all face up on the table), and
 * for the set-up only that two cards went under the deck, never which. The log's prefix names
 * the seat, so the line does not repeat it; seats keep the shell's "Player 1 / 2", as the panel
 * says "you / opponent".
 */
import type { Outcome } from '../../../core/game.ts';
import type { Hill218Move, Hill218View, Pos } from '../../../games/hill218/index.ts';
import type { TableContext } from '../table.ts';
import { unitAtPos } from './model.ts';

type Translate = TableContext<Hill218Move>['t'];

/** The log line of `m` from `before`, the opponent's view of the position before the move. */
export function hill218MoveText(t: Translate, before: Hill218View, m: Hill218Move): string {
  const unitAt = (p: Pos): string => {
    const u = unitAtPos(before.cells, p);
    return u ? t(`h218.unit.${u.unit}`) : t('h218.log.someUnit');
  };
  switch (m.type) {
    case 'bottom':
      return t('h218.log.bottom');
    case 'place':
      return t('h218.log.place', { unit: t(`h218.unit.${m.unit}`), x: m.at.x, y: m.at.y });
    case 'attack': {
      const s = m.supporter;
      return t('h218.log.attack', {
        attacker: before.attacker ? unitAt(before.attacker) : t('h218.log.someUnit'),
        target: unitAt(m.target),
        x: m.target.x,
        y: m.target.y,
        support: s ? t('h218.log.support', { unit: unitAt(s), x: s.x, y: s.y }) : '',
      });
    }
    case 'airStrike':
      return t('h218.log.airStrike', { unit: unitAt(m.target), x: m.target.x, y: m.target.y });
  }
}

/** Why the game ended, short enough for the status bar; an unknown code is shown as it is. */
export function hill218OutcomeText(t: Translate, outcome: Outcome): string {
  const key = `h218.end.${outcome.reason}`;
  const text = t(key);
  return text === key ? outcome.reason : text;
}
