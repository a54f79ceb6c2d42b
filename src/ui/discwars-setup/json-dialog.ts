/**
 * The "Add JSON" dialog: a paste box and a file input for a disc type, a list of them, an army, a
 * scenario or a bundle of those. The text goes to `addJson` (the engine's parsers); the dialog
 * shows either what was added or the parser's reason, and on a refusal nothing changes.
 */
import type { GameError, Result } from '../../core/result.ts';
import { h } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import type { Lang } from '../i18n/index.ts';
import type { Added } from './user-content.ts';

export interface JsonDeps {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  limit: number;
  /** Checks and keeps the text; the result says what was added or why not. */
  add(text: string): Result<Added, GameError>;
}

export function openJsonDialog(host: HTMLElement, deps: JsonDeps): void {
  const { t } = deps;
  const text = h('textarea', {
    rows: 10,
    spellcheck: 'false',
    'aria-label': t('dws.json.paste'),
    'data-testid': 'dw-json-text',
  });
  const message = h('p', {
    class: 'dws-message',
    role: 'status',
    'data-testid': 'dw-json-message',
  });
  const show = (ok: boolean, s: string): void => {
    message.textContent = s;
    message.classList.toggle('dws-error', !ok);
  };
  const submit = (): void => {
    const r = deps.add(text.value);
    if (!r.ok) {
      show(false, t('dws.json.refused', { reason: errorText(deps.lang, r.error) }));
      return;
    }
    const { catalogue, armies, scenarios } = r.value;
    show(true, t('dws.json.added', { discs: catalogue, armies, scenarios }));
    text.value = '';
  };
  const file = h('input', {
    type: 'file',
    accept: '.json,application/json',
    'data-testid': 'dw-json-file',
  });
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (!f) return;
    f.text().then(
      (s) => {
        text.value = s;
        file.value = '';
        submit();
      },
      () => show(false, t('dws.json.fileError')),
    );
  });
  const dialog = h(
    'dialog',
    { class: 'dws-dialog dws-json', 'data-testid': 'dw-json' },
    h('h2', {}, t('dws.json.title')),
    h('p', { class: 'muted' }, t('dws.json.help', { limit: deps.limit })),
    h('label', { class: 'dws-file' }, t('dws.json.file'), ' ', file),
    text,
    message,
    h(
      'div',
      { class: 'dws-actions' },
      h(
        'button',
        { type: 'button', 'data-testid': 'dw-json-close', onclick: () => dialog.close() },
        t('dws.json.close'),
      ),
      h(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'dw-json-add', onclick: submit },
        t('dws.json.add'),
      ),
    ),
  );
  dialog.addEventListener('close', () => dialog.remove());
  host.append(dialog);
  dialog.showModal();
  text.focus();
}
