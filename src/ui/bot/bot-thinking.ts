/**
 * The "thinking…" badge over the table while the bot computes its move (in its Web Worker, so the
 * page keeps answering): a spinner and the words, at the stage's bottom left where it covers no
 * control, and transparent to clicks. The status bar says it too; the badge is where the eyes are.
 */
import { h } from '../dom.ts';
import './bot-thinking.css';

/** Shows (or removes) the badge on `stage`; `t` gives the words in the player's language. */
export function renderBotThinking(
  stage: Element | null,
  thinking: boolean,
  t: (key: string) => string,
): void {
  const old = stage?.querySelector('.bot-thinking');
  if (!thinking || !stage) {
    old?.remove();
    return;
  }
  const text = t('table.botThinking');
  if (old) {
    const label = old.querySelector('.bot-thinking-text');
    if (label && label.textContent !== text) label.textContent = text;
    return;
  }
  stage.append(
    h(
      'div',
      { class: 'bot-thinking', role: 'status', 'data-testid': 'bot-thinking' },
      h('span', { class: 'bot-thinking-spinner', 'aria-hidden': 'true' }),
      h('span', { class: 'bot-thinking-text' }, text),
    ),
  );
}
