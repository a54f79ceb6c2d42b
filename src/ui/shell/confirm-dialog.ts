/**
 * A confirmation dialog in our own DOM (no `window.confirm`): a modal box with a title, what the
 * action costs, and two buttons. Keyboard: focus starts on the safe choice, Tab stays inside,
 * Escape cancels, Enter presses the focused button.
 */
import { h } from '../dom.ts';
import './confirm-dialog.css';

export interface ConfirmText {
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
  readonly cancel: string;
}

/** Opens the dialog over `root`; resolves true when confirmed, false when cancelled. */
export function confirmDialog(root: HTMLElement, text: ConfirmText): Promise<boolean> {
  const previous = document.activeElement as HTMLElement | null;
  return new Promise((resolve) => {
    const close = (answer: boolean): void => {
      overlay.remove();
      previous?.focus?.();
      resolve(answer);
    };
    const cancelBtn = h(
      'button',
      { type: 'button', 'data-testid': 'confirm-cancel', onclick: () => close(false) },
      text.cancel,
    );
    const okBtn = h(
      'button',
      {
        type: 'button',
        class: 'primary danger',
        'data-testid': 'confirm-ok',
        onclick: () => close(true),
      },
      text.confirm,
    );
    const box = h(
      'div',
      {
        class: 'confirm-box',
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': 'confirm-title',
        'aria-describedby': 'confirm-body',
      },
      h('h2', { id: 'confirm-title' }, text.title),
      h('p', { id: 'confirm-body' }, text.body),
      h('div', { class: 'confirm-buttons' }, cancelBtn, okBtn),
    );
    const overlay = h('div', { class: 'confirm-overlay', 'data-testid': 'confirm' }, box);
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(false);
      } else if (e.key === 'Tab') {
        // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
        e.preventDefault();
        (document.activeElement === okBtn ? cancelBtn : okBtn).focus();
      }
    });
    overlay.addEventListener('click', (e) => {
      if (e.target === overlay) close(false);
    });
    root.append(overlay);
    cancelBtn.focus();
  });
}
