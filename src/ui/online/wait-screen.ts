/**
 * The screen over an online table's stage before the game can start: the wait for an opponent,
 * with the invite and spectator links to copy, or, for a link that cannot seat this page (an
 * invite already used, a cut-off link, an unknown game), plain words and where to go from here
 * (watch the game, or home). Rebuilt only when what it shows changes, so a selected link stays
 * selected. No rule and no network here: it draws plain data and calls back.
 */
import type { Seat } from '../../core/game.ts';
import type { PlayerInfo } from '../../net/protocol.ts';
import { fill, h } from '../dom.ts';
import type { ConnState } from './connection.ts';
import { bothSeated } from './seats.ts';
import './lobby-messages.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

/** A link that cannot seat this page: what to say, and whether the game can be watched. */
export interface LinkProblem {
  /** `online.link.<kind>.title` / `.body` */
  readonly kind: 'spent' | 'truncated' | 'badToken' | 'unknown' | 'other';
  /** The page to watch the game from, when it exists. */
  readonly watch: string | null;
}

/** What the wait screen shows (a part of the panel's data). */
export interface WaitData {
  readonly conn: ConnState;
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly players: readonly [PlayerInfo, PlayerInfo] | null;
  readonly invite: string | null;
  readonly spectate: string | null;
  /** The game is listed in Home's Open games (a public game): anyone may take the free seat. */
  readonly listed?: boolean;
}

export interface WaitActions {
  t: T;
  copy(text: string): void;
  go(hash: string): void;
}

export class WaitScreen {
  readonly el: HTMLElement;
  private key = '';
  private problem: LinkProblem | null = null;

  constructor(private readonly a: WaitActions) {
    this.el = h('div', { class: 'online-wait', hidden: true, 'data-testid': 'online-wait' });
  }

  /** Shows what is wrong with the link this page was opened with (null: nothing). */
  showProblem(p: LinkProblem | null, last: WaitData | null): void {
    this.problem = p;
    this.key = '';
    if (last) this.show(last);
    else this.drawProblem();
  }

  show(d: WaitData): void {
    if (this.problem) {
      const key = `problem:${this.a.t('online.link.home')}`;
      if (key === this.key) return;
      this.key = key;
      this.drawProblem();
      return;
    }
    const waiting = d.joined && !bothSeated(d.players);
    this.el.hidden = !waiting;
    // Rebuilt only when it changes, so a selected link stays selected.
    const key = waiting
      ? JSON.stringify([d.invite, d.spectate, d.conn, d.listed, this.a.t('online.copy')])
      : '';
    if (key === this.key) return;
    this.key = key;
    if (!waiting) {
      fill(this.el);
      return;
    }
    const { t } = this.a;
    fill(
      this.el,
      h(
        'div',
        { class: 'online-wait-box' },
        h('h2', {}, t('online.waitTitle')),
        h('p', {}, t('online.waitBody')),
        d.listed ? h('p', { 'data-testid': 'online-listed' }, t('lobby.listed')) : '',
        d.invite ? this.linkRow(t('online.invite'), d.invite, 'invite-link') : '',
        d.spectate ? this.linkRow(t('online.spectate'), d.spectate, 'spectate-link') : '',
        h('p', { class: 'online-wait-conn' }, t(`online.conn.${d.conn}`)),
      ),
    );
  }

  private linkRow(label: string, url: string, testid: string): HTMLElement {
    const input = h('input', { type: 'text', readonly: true, value: url, 'data-testid': testid });
    input.addEventListener('focus', () => input.select());
    return h(
      'label',
      { class: 'online-link' },
      h('span', {}, label),
      h(
        'span',
        { class: 'online-link-row' },
        input,
        h(
          'button',
          { type: 'button', 'data-testid': `${testid}-copy`, onclick: () => this.a.copy(url) },
          this.a.t('online.copy'),
        ),
      ),
    );
  }

  /** The screen of a link that cannot seat this page: plain words, and where to go from here. */
  private drawProblem(): void {
    const p = this.problem;
    if (!p) return;
    const { t } = this.a;
    this.el.hidden = false;
    fill(
      this.el,
      h(
        'div',
        { class: 'online-wait-box', 'data-testid': 'online-link-problem', 'data-kind': p.kind },
        h('h2', {}, t(`online.link.${p.kind}.title`)),
        h('p', {}, t(`online.link.${p.kind}.body`)),
        h(
          'div',
          { class: 'online-link-choices' },
          p.watch
            ? h(
                'button',
                {
                  class: 'primary',
                  'data-testid': 'link-watch',
                  onclick: () => this.a.go(p.watch as string),
                },
                t('online.link.watch'),
              )
            : null,
          h(
            'button',
            { 'data-testid': 'link-home', onclick: () => this.a.go('#/') },
            t('online.link.home'),
          ),
        ),
      ),
    );
  }
}
