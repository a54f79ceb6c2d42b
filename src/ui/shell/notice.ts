/**
 * The notice bar: one message at a time, errors in red, dismissable. A notice belongs to the screen
 * it was made on: it expires after a few seconds (errors stay longer), a route change clears it
 * (unless it was made to announce that very change, like "Game loaded."), and a language change
 * clears it rather than leave text in the old language.
 */
import { fill, h } from '../dom.ts';
import type { Notice } from './store.ts';

/** How long a notice stays, in milliseconds (errors are read more slowly than confirmations). */
export const NOTICE_MS = { info: 4000, error: 9000 } as const;

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

/** Expires each notice after its time unless a newer one replaced it first. */
export class NoticeExpiry {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly expire: (id: number) => void) {}

  /** Called with the notice now shown (or null); restarts the countdown for a new one. */
  shown(notice: Notice | null): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!notice) return;
    const id = notice.id;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.expire(id);
    }, NOTICE_MS[notice.kind]);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
