/**
 * Moves the Battle Line table asks about before it makes them: a tactics card (one click should
 * never spend it), and a pass that ends the game (the opponent passed last turn, so a second pass
 * in succession decides the game on flags, rules "Decision"). The question's words are built here;
 * the controller shows them with a confirm and a cancel button.
 */
import {
  cardInfo,
  type BattleLineMove,
  type BattleLineView,
} from '../../../games/battleline/index.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Question {
  readonly text: string;
  readonly confirm: string;
}

/** Whether a pass now ends the game: the pass before it was the opponent's, with no play between. */
export function passEndsGame(view: BattleLineView): boolean {
  return view.phase === 'play' && view.passes >= 1;
}

export function questionFor(
  t: Translate,
  view: BattleLineView,
  m: BattleLineMove,
  moveText: (m: BattleLineMove) => string,
): Question | null {
  if (m.type === 'pass') {
    if (!passEndsGame(view)) return null;
    const me = view.flags.filter((f) => f.claimedBy === view.seat).length;
    const them = view.flags.filter((f) => f.claimedBy !== null && f.claimedBy !== view.seat).length;
    return {
      text: t('bl.confirm.passEnds', { me, them }),
      confirm: t('bl.confirm.passEndsButton'),
    };
  }
  const tactic =
    m.type === 'scout' ||
    m.type === 'redeploy' ||
    m.type === 'deserter' ||
    m.type === 'traitor' ||
    (m.type === 'play' && cardInfo(m.card)?.kind !== 'troop');
  if (!tactic) return null;
  return {
    text: t('bl.confirm.tactic', { move: moveText(m) }),
    confirm: t('bl.confirm.tacticButton'),
  };
}
