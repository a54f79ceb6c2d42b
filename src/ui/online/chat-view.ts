/**
 * The chat box of an online table page (issue 24): the kept lines and this page's lines not yet
 * known sent ("sending…", or "not sent" with a retry; chat-book.ts), and the input with its
 * counter. The input has no maxlength (it cut a pasted line silently): over 300 characters the
 * counter and a notice say how much to remove, and Send waits. Text only, never HTML.
 */
import type { Seat } from '../../core/game.ts';
import type { ChatLine } from '../../net/protocol.ts';
import { MAX_CHAT_CHARS } from '../../net/protocol.ts';
import { fill, h } from '../dom.ts';
import { loadJapaneseFont } from '../i18n/jp-font.ts';
import type { PendingLine } from './chat-book.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

export interface ChatData {
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly names: readonly [string, string];
  readonly chat: readonly ChatLine[];
  /** This page's lines not yet known sent (chat-book.ts). */
  readonly pending: readonly PendingLine[];
  /** Changes whenever the chat shown changes. */
  readonly chatVersion: number;
}

export interface ChatActions {
  t: T;
  chat(text: string): void;
  retryChat(id: string): void;
}

/** A chat line's length as the server counts it (code points). */
export function chatLength(text: string): number {
  return [...text].length;
}

/** Text the shipped Japanese font draws (kana, kanji, full-width forms: its range U+2000-FFFF). */
const NEEDS_JP_FONT = /[\u3000-\u9fff\uf900-\uffef]/;

/**
 * Chat in Japanese on a page shown in another language: the shipped font is fetched then (an
 * English page otherwise never loads it), so the opponent's line is not drawn as empty boxes on a
 * machine without a Japanese system font. Chat names that font first (online.css).
 */
export function fontForChat(text: string): void {
  if (NEEDS_JP_FONT.test(text)) void loadJapaneseFont();
}

export class ChatView {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly input: HTMLInputElement;
  private readonly count: HTMLElement;
  private readonly long: HTMLElement;
  private readonly title: HTMLElement;
  private readonly sendBtn: HTMLButtonElement;
  private shown = '';
  private joined = false;

  constructor(private readonly a: ChatActions) {
    this.list = h('ol', { class: 'online-chat-lines', 'data-testid': 'chat-lines' });
    this.input = h('input', { type: 'text', 'data-testid': 'chat-input', autocomplete: 'off' });
    this.count = h('span', { class: 'online-chat-count', 'data-testid': 'chat-count' });
    this.long = h('p', { class: 'online-chat-long', 'data-testid': 'chat-too-long' });
    this.title = h('h2', {});
    this.sendBtn = h('button', { type: 'submit', 'data-testid': 'chat-send' });
    const form = h('form', { class: 'online-chat-form' }, this.input, this.sendBtn);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (text === '' || chatLength(text) > MAX_CHAT_CHARS) return;
      this.a.chat(text);
      this.input.value = '';
      this.countChat();
    });
    this.input.addEventListener('input', () => {
      this.countChat();
      fontForChat(this.input.value);
    });
    this.el = h(
      'div',
      { class: 'online-chat' },
      this.title,
      this.list,
      form,
      this.count,
      this.long,
    );
  }

  /** Redraws the box (the list only when it changed, or the language or names did). */
  show(d: ChatData): void {
    const { t } = this.a;
    this.joined = d.joined;
    this.title.textContent = t('online.chat');
    this.sendBtn.textContent = t('online.chatSend');
    this.input.placeholder = t('online.chatPlaceholder');
    this.input.disabled = !d.joined;
    this.countChat();
    const key = `${d.chatVersion}/${t('online.chatSend')}/${d.names.join('/')}`;
    if (this.shown === key) return;
    const line = (who: string, text: string) => {
      // Plain text only: textContent, never innerHTML.
      const li = h('li', {});
      li.append(h('b', {}, `${who}: `), document.createTextNode(text));
      return li;
    };
    const name = (s: Seat | null) => (s === null ? t('online.chatFrom.spectator') : d.names[s]);
    fill(
      this.list,
      ...d.chat.map((c) => line(name(c.from), c.text)),
      ...d.pending.map((p) => this.pendingLine(line(name(d.seat), p.text), p)),
    );
    for (const c of d.chat) fontForChat(c.text);
    this.list.scrollTop = this.list.scrollHeight;
    this.shown = key;
  }

  /** The counter, and over the limit a notice and Send disabled (the text is kept as typed). */
  private countChat(): void {
    const n = chatLength(this.input.value.trim());
    const over = n > MAX_CHAT_CHARS;
    this.count.textContent = this.a.t('online.chatCount', { n, max: MAX_CHAT_CHARS });
    this.count.classList.toggle('full', n >= MAX_CHAT_CHARS);
    this.count.classList.toggle('over', over);
    this.long.hidden = !over;
    this.long.textContent = over
      ? this.a.t('online.chatTooLong', { max: MAX_CHAT_CHARS, n: n - MAX_CHAT_CHARS })
      : '';
    this.sendBtn.disabled = !this.joined || over;
  }

  /** One of this page's lines not known sent: "sending…", or "not sent" with a retry. */
  private pendingLine(li: HTMLElement, p: PendingLine): HTMLElement {
    const { t } = this.a;
    li.classList.add('online-chat-pending', p.state);
    li.dataset.testid = `chat-pending-${p.state}`;
    if (p.state === 'sending') {
      li.append(h('span', { class: 'online-chat-state' }, ` ${t('online.chatSending')}`));
      return li;
    }
    const retry = h(
      'button',
      { type: 'button', 'data-testid': 'chat-retry' },
      t('online.chatRetry'),
    );
    retry.addEventListener('click', () => this.a.retryChat(p.id));
    li.append(h('span', { class: 'online-chat-state' }, ` ${t('online.chatNotSent')} `), retry);
    return li;
  }
}
