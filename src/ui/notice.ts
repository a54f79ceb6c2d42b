/** The notice bar: one message at a time, errors in red, dismissable. */
import { fill, h } from './dom.ts';
import type { Notice } from './store.ts';

export function renderNotice(
  el: HTMLElement,
  notice: Notice | null,
  dismissLabel: string,
  dismiss: () => void,
): void {
  if (!notice) {
    el.hidden = true;
    fill(el);
    return;
  }
  el.hidden = false;
  el.className = `notice notice-${notice.kind}`;
  el.setAttribute('role', notice.kind === 'error' ? 'alert' : 'status');
  fill(
    el,
    h('span', { class: 'notice-text' }, notice.text),
    h('button', { class: 'notice-close', onclick: dismiss }, dismissLabel),
  );
}
