/**
 * The end-of-battle summary in the Disc Wars panel: who won (or a draw) and why, for each army the
 * points it destroyed, the discs it lost and its score, the rounds played, and a button for a new
 * battle. Everything is read from the view.
 */
import type { DiscWarsView, Seat } from '../../../games/discwars/index.ts';
import { h } from '../../dom.ts';
import type { Translate } from './event-text.ts';

/** Discs of each seat that have left the table dead. */
export function discsLost(v: DiscWarsView): [number, number] {
  const lost: [number, number] = [0, 0];
  for (const d of v.discs) if (d.where === 'dead') lost[d.owner]++;
  return lost;
}

export function battleSummary(
  t: Translate,
  v: DiscWarsView,
  army: (seat: Seat) => string,
  newBattle: () => void,
): HTMLElement {
  const o = v.outcome;
  const w = o?.winner ?? null;
  const lost = discsLost(v);
  const score = o?.score ?? v.destroyed;
  const row = (seat: Seat): HTMLElement =>
    h(
      'tr',
      { class: `seat-${seat}`, 'data-testid': `dw-summary-${seat}` },
      h('th', {}, army(seat)),
      h('td', {}, String(v.destroyed[seat])),
      h('td', {}, String(lost[seat])),
      h('td', {}, String(score[seat])),
    );
  return h(
    'div',
    { class: 'dw-summary', 'data-testid': 'dw-summary' },
    h('h3', {}, t('dw.sum.title')),
    h(
      'p',
      { class: 'dw-result', 'data-testid': 'dw-result' },
      o?.reason === 'wiped-out'
        ? w === null
          ? t('dw.sum.drawWiped')
          : t('dw.sum.winWiped', { army: army(w) })
        : w === null
          ? t('dw.sum.drawPoints')
          : t('dw.sum.winPoints', { army: army(w) }),
    ),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', {}, t('dw.sum.army')),
        h('th', {}, t('dw.sum.destroyed')),
        h('th', {}, t('dw.sum.lost')),
        h('th', {}, t('dw.sum.score')),
      ),
      row(0),
      row(1),
    ),
    h('p', { 'data-testid': 'dw-rounds' }, t('dw.sum.rounds', { n: v.round })),
    h(
      'button',
      { class: 'primary', 'data-testid': 'dw-new-battle', onclick: () => newBattle() },
      t('dw.sum.newBattle'),
    ),
  );
}
