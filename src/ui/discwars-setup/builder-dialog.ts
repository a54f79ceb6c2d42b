/**
 * The army builder dialog: every catalogue disc (built-in and the user's) with what its face
 * shows — diameter, M/A/D/T, points, traits — and −/+ buttons, the army's name and the running
 * point total against the limit. A pick that would pass the limit is refused with the engine's
 * reason (the arithmetic is `builder.ts`); Save hands the finished army back.
 */
import type { ArmyDef, DiscType } from '../../games/discwars/index.ts';
import { h } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import type { Lang } from '../i18n/index.ts';
import { typeName } from '../tables/discwars/names.ts';
import {
  addPick,
  canAdd,
  draftCounts,
  draftPoints,
  finishDraft,
  removePick,
  type Draft,
} from './builder.ts';

export interface BuilderDeps {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  /** Built-in discs first, then the user's. */
  catalogue: readonly DiscType[];
  limit: number;
  /** The id to save a new army under (an edited army keeps its own). */
  newId(name: string): string;
  save(army: ArmyDef): void;
}

/** What a disc's face says besides its numbers, in the reader's language. */
export function traitsOf(t: DiscType, tr: BuilderDeps['t']): string {
  const out: string[] = [];
  if (t.flying) out.push(tr('dws.trait.flying'));
  if (t.wounds > 1) out.push(tr('dws.trait.wounds', { n: t.wounds }));
  if (t.missile)
    out.push(
      tr('dws.trait.missile', { type: tr(`dws.missile.${t.missile.type}`), n: t.missile.count }),
    );
  if (t.ability === 'rally') out.push(tr('dws.trait.rally'));
  for (const s of t.spells ?? []) out.push(tr(`dws.spell.${s}`));
  return out.join(', ');
}

/** Opens the builder as a modal dialog inside `host`; it removes itself when closed. */
export function openBuilder(host: HTMLElement, deps: BuilderDeps, start: Draft): void {
  const { t, limit } = deps;
  const byId: Record<string, DiscType> = Object.fromEntries(deps.catalogue.map((x) => [x.id, x]));
  let draft = start;
  const nameIn = h('input', {
    type: 'text',
    maxlength: 40,
    value: draft.name,
    'data-testid': 'dw-army-name',
  });
  const total = h('strong', { 'data-testid': 'dw-builder-points' });
  const count = h('span', { class: 'muted' });
  const message = h('p', { class: 'dws-error', role: 'alert', 'data-testid': 'dw-builder-error' });
  const rows: { type: DiscType; n: HTMLElement; add: HTMLButtonElement; row: HTMLElement }[] = [];

  const refresh = (): void => {
    const counts = draftCounts(draft);
    const points = draftPoints(draft, byId);
    total.textContent = t('dws.builder.total', { points, limit });
    count.textContent = t('dws.builder.discs', { n: draft.picks.length });
    for (const r of rows) {
      const n = counts[r.type.id] ?? 0;
      r.n.textContent = String(n);
      r.row.classList.toggle('picked', n > 0);
      // Still clickable: the click explains why the disc does not fit.
      r.add.classList.toggle('wont-fit', !canAdd(draft, r.type.id, limit, byId));
    }
  };

  const table = h(
    'table',
    { class: 'dws-catalogue' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['disc', 'size', 'stats', 'points', 'traits', 'count'].map((c) =>
          h('th', {}, t(`dws.col.${c}`)),
        ),
      ),
    ),
  );
  const tbody = h('tbody');
  for (const type of deps.catalogue) {
    const name = typeName(deps.lang, type);
    const n = h('span', { class: 'count', 'data-testid': `dw-count-${type.id}` });
    const remove = h(
      'button',
      {
        type: 'button',
        'aria-label': t('dws.builder.remove', { name }),
        'data-testid': `dw-remove-${type.id}`,
        onclick: () => {
          draft = removePick(draft, type.id);
          message.textContent = '';
          refresh();
        },
      },
      '−',
    );
    const add = h(
      'button',
      {
        type: 'button',
        'aria-label': t('dws.builder.add', { name }),
        'data-testid': `dw-add-${type.id}`,
        onclick: () => {
          const r = addPick(draft, type.id, limit, byId);
          if (r.ok) {
            draft = r.value;
            message.textContent = '';
          } else
            message.textContent = t('dws.builder.refused', {
              reason: errorText(deps.lang, r.error),
            });
          refresh();
        },
      },
      '+',
    );
    const row = h(
      'tr',
      { 'data-disc': type.id },
      h('td', { class: 'name' }, name),
      h('td', {}, String(type.diameter)),
      h('td', {}, `${type.movement}/${type.attack}/${type.defense}/${type.toughness}`),
      h('td', {}, String(type.points)),
      h('td', { class: 'traits' }, traitsOf(type, t)),
      h('td', { class: 'counter' }, remove, n, add),
    );
    rows.push({ type, n, add, row });
    tbody.append(row);
  }
  table.append(tbody);

  const dialog = h('dialog', { class: 'dws-dialog dws-builder', 'data-testid': 'dw-builder' });
  const close = (): void => dialog.close();
  const save = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      'data-testid': 'dw-builder-save',
      onclick: () => {
        const d = { ...draft, name: nameIn.value };
        const r = finishDraft(d, d.id ?? deps.newId(d.name), limit, byId);
        if (!r.ok) {
          message.textContent = t('dws.builder.refused', { reason: errorText(deps.lang, r.error) });
          return;
        }
        close();
        deps.save(r.value);
      },
    },
    t('dws.builder.save'),
  );
  dialog.append(
    h('h2', {}, t(start.id === null ? 'dws.builder.title' : 'dws.builder.editTitle')),
    h('label', { class: 'dws-name' }, t('dws.builder.name'), ' ', nameIn),
    h('p', { class: 'dws-total' }, total, ' · ', count),
    h('div', { class: 'dws-scroll' }, table),
    message,
    h(
      'div',
      { class: 'dws-actions' },
      h(
        'button',
        { type: 'button', 'data-testid': 'dw-builder-cancel', onclick: close },
        t('dws.builder.cancel'),
      ),
      save,
    ),
  );
  // Escape, Cancel and Save all end in 'close'.
  dialog.addEventListener('close', () => dialog.remove());
  host.append(dialog);
  refresh();
  dialog.showModal();
  nameIn.focus();
}
