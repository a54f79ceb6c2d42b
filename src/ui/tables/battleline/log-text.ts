/**
 * Battle Line's words for the shell: the game log's line for a move and the reason a game ended,
 * in the reader's language. A line tells exactly what the engine's English `describeMove` tells:
 * the cards that land face up on a flag, and only the deck of a draw or that a card went back with
 * Scout (never which card). The seats keep the shell's "Player 1 / 2", as the panel says "you /
 * opponent" and names no side.
 */
import type { Outcome } from '../../../core/game.ts';
import {
  cardInfo,
  COLOURS,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
} from '../../../games/battleline/index.ts';
import type { TableContext } from '../table.ts';

type Translate = TableContext<BattleLineMove>['t'];

/** A card's name as the table shows it: `赤7`, `Companion Cavalry`. */
export function cardText(t: Translate, card: CardId): string {
  const info = cardInfo(card);
  if (info?.kind === 'troop')
    return t('bl.troop', { colour: t(`bl.colour.${COLOURS[info.colour]}`), value: info.value });
  return t(`bl.tactic.${card}`);
}

/** A side's formation as the flags label it: `Phalanx 21`, or only the sum under Fog. */
export function formationText(t: Translate, kind: string, sum: number, fog: boolean): string {
  return fog ? t('bl.formation.fog', { sum }) : t(`bl.formation.${kind}`, { sum });
}

/** The log line of `m`; `_before` is the opponent's view, which no line needs beyond the move. */
export function battleLineMoveText(
  t: Translate,
  _before: BattleLineView,
  m: BattleLineMove,
): string {
  switch (m.type) {
    case 'play':
      return t('bl.log.play', { card: cardText(t, m.card), flag: m.flag + 1 });
    case 'scout':
      return t('bl.log.scout', { tactic: t('bl.tactic.scout') });
    case 'redeploy':
      return t(m.to === null ? 'bl.log.redeployDiscard' : 'bl.log.redeploy', {
        tactic: t('bl.tactic.redeploy'),
        card: cardText(t, m.card),
        from: m.from + 1,
        to: m.to === null ? '' : m.to + 1,
      });
    case 'deserter':
      return t('bl.log.deserter', {
        tactic: t('bl.tactic.deserter'),
        card: cardText(t, m.card),
        flag: m.flag + 1,
      });
    case 'traitor':
      return t('bl.log.traitor', {
        tactic: t('bl.tactic.traitor'),
        card: cardText(t, m.card),
        from: m.from + 1,
        to: m.to + 1,
      });
    case 'pass':
      return t('bl.log.pass');
    case 'claim':
      return t('bl.log.claim', { flag: m.flag + 1 });
    case 'endClaims':
      return t('bl.log.endClaims');
    case 'draw':
      return t(m.deck === 'troop' ? 'bl.log.drawTroop' : 'bl.log.drawTactics');
    case 'scoutReturn':
      return t('bl.log.scoutReturn');
    case 'trim':
      return t('bl.log.trim', { card: cardText(t, m.card), flag: m.flag + 1 });
  }
}

/** Why the game ended (the panel's own reason words); an unknown code is shown as it is. */
export function battleLineOutcomeText(t: Translate, outcome: Outcome): string {
  const key = `bl.reason.${outcome.reason}`;
  const text = t(key);
  return text === key ? outcome.reason : text;
}
