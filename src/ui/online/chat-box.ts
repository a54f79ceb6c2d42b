/**
 * The chat of an online table: its lines (text only, never HTML, each named by its writer), the
 * input with its length shown against the server's limit, and the send button. A line in Japanese
 * on a page shown in another language fetches the shipped Japanese font first. No network here:
 * a sent line goes to the caller.
 */
import type { ChatLine } from '../../net/protocol.ts';
import { MAX_CHAT_CHARS } from '../../net/protocol.ts';
import { fill, h } from '../dom.ts';
import { loadJapaneseFont } from '../i18n/jp-font.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

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

export class ChatBox {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly input: HTMLInputElement;
  private readonly count: HTMLElement;
  private readonly title: HTMLElement;
  private readonly sendBtn: HTMLButtonElement;
  private shown = -1;

  constructor(
    private readonly t: T,
    send: (text: string) => void,
  ) {
    this.list = h('ol', { class: 'online-chat-lines', 'data-testid': 'chat-lines' });
    this.input = h('input', {
      type: 'text',
      maxlength: MAX_CHAT_CHARS,
      'data-testid': 'chat-input',
      autocomplete: 'off',
    });
    this.count = h('span', { class: 'online-chat-count', 'data-testid': 'chat-count' });
    this.title = h('h2', {});
    this.sendBtn = h('button', { type: 'submit', 'data-testid': 'chat-send' });
    const form = h('form', { class: 'online-chat-form' }, this.input, this.sendBtn);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (text === '') return;
      send(text);
      this.input.value = '';
      this.countChat();
    });
    this.input.addEventListener('input', () => {
      this.countChat();
      fontForChat(this.input.value);
    });
    this.el = h('div', { class: 'online-chat' }, this.title, this.list, form, this.count);
  }

  private countChat(): void {
    const n = this.input.value.length;
    this.count.textContent = this.t('online.chatCount', { n, max: MAX_CHAT_CHARS });
    this.count.classList.toggle('full', n >= MAX_CHAT_CHARS);
  }

  /** Redraws the labels; the lines only when there are new ones. */
  show(joined: boolean, chat: readonly ChatLine[], names: readonly [string, string]): void {
    const { t } = this;
    this.title.textContent = t('online.chat');
    this.sendBtn.textContent = t('online.chatSend');
    this.input.placeholder = t('online.chatPlaceholder');
    this.input.disabled = !joined;
    this.sendBtn.disabled = !joined;
    this.countChat();
    if (this.shown === chat.length) return;
    fill(
      this.list,
      ...chat.map((c) => {
        const who = c.from === null ? t('online.chatFrom.spectator') : names[c.from];
        // Plain text only: textContent, never innerHTML.
        const li = h('li', {});
        li.append(h('b', {}, `${who}: `), document.createTextNode(c.text));
        return li;
      }),
    );
    for (const c of chat) fontForChat(c.text);
    this.list.scrollTop = this.list.scrollHeight;
    this.shown = chat.length;
  }
}
