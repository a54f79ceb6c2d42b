/**
 * Disc Wars' words for the shell: the game log's line for a move, the armies' names (as the panel
 * names the sides) and the reason a battle ended, in the reader's language. The table hides
 * nothing but the generator, so a line tells what the engine's English `describeMove` tells:
 * discs by their (localized) names and ids, spells, a flip's direction in words (towards a disc,
 * or relative to the mover's own edge).
 */
import type { Outcome, Seat } from '../../../core/game.ts';
import type { DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';
import { flipDirectionWords } from '../../../games/discwars/direction-words.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from './event-text.ts';
import { armyName, discLabel } from './names.ts';
import './deploy-messages.ts';

/** The log line of `m` from `before`, the other army's view of the table before the move. */
export function discWarsMoveText(
  t: Translate,
  lang: Lang,
  before: DiscWarsView,
  m: DiscWarsMove,
): string {
  const n = (id: string): string => discLabel(lang, before, id);
  switch (m.type) {
    case 'deploy':
      return t('dw.log.deploy', { disc: n(m.disc), x: m.x.toFixed(1), y: m.y.toFixed(1) });
    case 'deploy-auto':
      return t('dw.log.deployAuto');
    case 'activate': {
      const a = m.action;
      if (a.kind === 'move') return t('dw.log.activate', { disc: n(m.disc) });
      if (a.kind === 'rally') return t('dw.log.rally', { disc: n(m.disc), target: n(a.target) });
      return t('dw.log.spell', {
        disc: n(m.disc),
        spell: t(`dw.spell.${a.spell}`),
        target: n(a.target),
      });
    }
    case 'flip': {
      const w = flipDirectionWords(before, m.disc, m.direction);
      return w.kind === 'disc'
        ? t('dw.log.flipAt', { disc: n(m.disc), target: n(w.disc) })
        : t('dw.log.flipDir', { disc: n(m.disc), dir: t(`dw.dir.${w.sector}`) });
    }
    case 'stop':
      return t('dw.log.stop');
    case 'pass':
      return t(before.phase === 'missile' ? 'dw.log.passMissile' : 'dw.log.pass');
    case 'fire':
      return t('dw.log.fire', { archer: n(m.archer), target: n(m.target) });
    case 'strike':
      return t('dw.log.strike', { attacker: n(m.attacker), defender: n(m.defender) });
    case 'answer':
      return t('dw.log.answer', { defender: n(m.defender), attacker: n(m.attacker) });
  }
}

/** A seat's army name, as the panel shows it. */
export function discWarsSeatName(lang: Lang, view: DiscWarsView, seat: Seat): string {
  return armyName(lang, view, seat);
}

/** Why the battle ended, short enough for the status bar; an unknown code is shown as it is. */
export function discWarsOutcomeText(t: Translate, outcome: Outcome): string {
  if (outcome.reason === 'wiped-out')
    return t(outcome.winner === null ? 'dw.end.bothWipedOut' : 'dw.sum.wipedOut');
  if (outcome.reason === 'points') return t('dw.sum.points');
  return outcome.reason;
}
