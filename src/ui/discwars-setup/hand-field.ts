/**
 * The dexterity choice on the Disc Wars setup: a steady hand (every flip lands exactly as aimed)
 * or a real hand (each flip gets a seeded error that grows with a hurried or long drag). The
 * choice is kept for the page's life, like the rest of the setup, and travels in the options only
 * when it is a real hand, so a steady game's options (and its URL and saves) are what they were.
 */
import type { Hand } from '../../games/discwars/dexterity.ts';
import { h } from '../dom.ts';
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'dws.hand': 'Flipping hand',
    'dws.hand.steady': 'Steady hand',
    'dws.hand.real': 'Real hand',
    'dws.hand.steady.note': 'Flips land exactly as aimed.',
    'dws.hand.real.note': 'Flips stray a little, more when hurried.',
  },
  ja: {
    'dws.hand': '裏返す手',
    'dws.hand.steady': '正確な手',
    'dws.hand.real': '人の手',
    'dws.hand.steady.note': 'ねらった所に必ず着地。',
    'dws.hand.real.note': '着地がずれる。速く動かすとよりずれる。',
  },
});

let hand: Hand = 'steady';

/** The hand option to add to the game's options (nothing for a steady hand). */
export function handOption(): { hand?: Hand } {
  return hand === 'real' ? { hand } : {};
}

export function handField(t: (key: string) => string): HTMLElement {
  const sel = h(
    'select',
    { 'data-testid': 'dw-hand' },
    ...(['steady', 'real'] as const).map((v) =>
      h('option', { value: v, selected: v === hand }, t(`dws.hand.${v}`)),
    ),
  ) as HTMLSelectElement;
  // The option names stay short (a select shows its whole text at 1280 px); the note says more.
  const note = h('span', { class: 'muted', 'data-testid': 'dw-hand-note' });
  const describe = () => (note.textContent = t(`dws.hand.${hand}.note`));
  sel.addEventListener('change', () => {
    hand = sel.value === 'real' ? 'real' : 'steady';
    describe();
  });
  describe();
  return h('label', { class: 'dws-field' }, t('dws.hand'), ' ', sel, note);
}
