/**
 * The online parts of a table page, drawn from plain data and calling back: the status line (the
 * connection, who sits where — present, away with a timer, played by the bot —, the claim-the-win
 * and hand-to-bot buttons once the opponent has been away long enough, taking your seat back from
 * the bot, the rematch, and a table's line that must stay in sight such as Type 10's step time),
 * resign (confirmed first), and around them the chat (`chat-view.ts`) and the waiting screen or the
 * screen of a link that cannot seat you (`wait-screen.ts`). The status line is its own element:
 * the page pins it near the top on a phone. No rule and no network here.
 */
import type { Seat } from '../../core/game.ts';
import type { ChatLine, PlayerInfo } from '../../net/protocol.ts';
import { confirmDialog } from '../shell/confirm-dialog.ts';
import { fill, h } from '../dom.ts';
import type { PendingLine } from './chat-book.ts';
import { ChatView } from './chat-view.ts';
import type { ConnState } from './connection.ts';
import { botHoldsSeat, bothSeated, formatDuration } from './seats.ts';
import { WaitScreen, type LinkProblem } from './wait-screen.ts';
import './lobby-messages.ts';
import './online.css';

type T = (key: string, params?: Record<string, string | number>) => string;

export interface PanelData {
  readonly conn: ConnState;
  /** Your seat; null for a spectator or before the welcome. */
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly players: readonly [PlayerInfo, PlayerInfo] | null;
  readonly names: readonly [string, string];
  /** Now minus the server's clock, to turn `absentSince` into a duration. */
  readonly now: number;
  readonly absenceMs: number;
  readonly over: boolean;
  readonly rematch: readonly Seat[];
  readonly chat: readonly ChatLine[];
  /** This page's lines not yet known sent (chat-book.ts). */
  readonly pending: readonly PendingLine[];
  /** Changes whenever the chat shown changes. */
  readonly chatVersion: number;
  readonly invite: string | null;
  readonly spectate: string | null;
  /** Listed in Open games (wait-screen.ts). */
  readonly listed?: boolean;
  /** A line the table wants kept in sight (Type 10's step time left), or null. */
  readonly urgent: string | null;
}

export interface PanelActions {
  t: T;
  claimWin(): void;
  handToBot(): void;
  takeSeat(): void;
  resign(): void;
  rematch(): void;
  chat(text: string): void;
  retryChat(id: string): void;
  copy(text: string): void;
  go(hash: string): void;
}

export class OnlinePanel {
  readonly el: HTMLElement;
  readonly waitEl: HTMLElement;
  /** The status line: in the box, or pinned under the top bar on a phone (the page decides). */
  readonly statusEl: HTMLElement;
  private readonly connEl: HTMLElement;
  private readonly seatsEl: HTMLElement;
  private readonly actionsEl: HTMLElement;
  private readonly urgentEl: HTMLElement;
  private readonly resignEl: HTMLElement;
  private readonly chat: ChatView;
  private readonly wait: WaitScreen;
  private last: PanelData | null = null;
  private actionsKey = '';
  private resignKey = '';
  /** The open "resign?" dialog, removed with the page. */
  private dialog: Element | null = null;

  constructor(private readonly a: PanelActions) {
    this.connEl = h('div', { class: 'online-conn', 'data-testid': 'online-conn' });
    this.seatsEl = h('ul', { class: 'online-seats', 'data-testid': 'online-seats' });
    this.actionsEl = h('div', { class: 'online-actions' });
    this.urgentEl = h('p', {
      class: 'online-urgent',
      'data-testid': 'online-urgent',
      hidden: true,
    });
    this.resignEl = h('div', { class: 'online-resign' });
    this.statusEl = h(
      'div',
      { class: 'online-status', 'data-testid': 'online-status' },
      this.connEl,
      this.seatsEl,
      this.actionsEl,
      this.urgentEl,
    );
    this.chat = new ChatView(a);
    this.el = h(
      'section',
      { class: 'online-box', 'data-testid': 'online-box' },
      this.statusEl,
      this.resignEl,
      this.chat.el,
    );
    this.wait = new WaitScreen(a);
    this.waitEl = this.wait.el;
  }

  /** Redraws everything (a language change included). */
  show(d: PanelData): void {
    const { t } = this.a;
    this.last = d;
    this.connEl.dataset.state = d.conn;
    this.connEl.textContent = t(`online.conn.${d.conn}`);
    this.drawSeats(d);
    this.drawActions(d);
    this.drawResign(d);
    this.setUrgent(d.urgent);
    this.chat.show(d);
    this.wait.show(d);
  }

  /** Shows what is wrong with the link this page was opened with (null: nothing). */
  showProblem(p: LinkProblem | null): void {
    this.wait.showProblem(p, this.last);
  }

  /** The table's line to keep in sight, between redraws (a clock counting). */
  setUrgent(text: string | null): void {
    this.urgentEl.hidden = text === null;
    if (this.urgentEl.textContent !== (text ?? '')) this.urgentEl.textContent = text ?? '';
  }

  /** Re-draws only what the clock changes (the away timers and the buttons they unlock). */
  tick(now: number): void {
    if (this.last) this.show({ ...this.last, now });
  }

  private away(d: PanelData, p: PlayerInfo): number | null {
    return p.absentSince === null || p.bot || !p.seated ? null : d.now - p.absentSince;
  }

  private drawSeats(d: PanelData): void {
    const { t } = this.a;
    const rows: HTMLElement[] = [];
    if (d.seat === null && d.joined)
      rows.push(h('li', { class: 'spectator' }, t('online.spectator')));
    ([0, 1] as const).forEach((s) => {
      const p = d.players?.[s];
      const player = p?.name ? t('lobby.named', { name: p.name, player: d.names[s] }) : d.names[s];
      if (s === d.seat) {
        const bot = !d.over && botHoldsSeat(d.players, d.seat);
        rows.push(
          h(
            'li',
            { class: bot ? 'me bot' : 'me', 'data-seat': s, 'data-testid': 'seat-me' },
            t(bot ? 'online.youBot' : 'online.you', { player }),
          ),
        );
        return;
      }
      if (!p) return;
      const away = this.away(d, p);
      const text = p.bot
        ? t('online.opponentBot', { player })
        : !p.seated
          ? t('online.opponentWaiting', { player })
          : away !== null
            ? t('online.opponentAway', { player, time: formatDuration(away) })
            : t('online.opponentHere', { player });
      rows.push(
        h(
          'li',
          { class: away !== null ? 'away' : 'here', 'data-seat': s, 'data-testid': `seat-${s}` },
          text,
        ),
      );
    });
    fill(this.seatsEl, ...rows);
  }

  private drawActions(d: PanelData): void {
    const { t } = this.a;
    const buttons: HTMLElement[] = [];
    if (d.seat !== null && d.players) {
      if (!d.over && botHoldsSeat(d.players, d.seat))
        buttons.push(
          h(
            'button',
            { class: 'primary', 'data-testid': 'take-seat', onclick: () => this.a.takeSeat() },
            t('online.takeSeat'),
          ),
        );
      const other = d.players[d.seat === 0 ? 1 : 0];
      const away = this.away(d, other);
      if (!d.over && away !== null && away >= d.absenceMs) {
        buttons.push(
          h(
            'button',
            { 'data-testid': 'claim-win', onclick: () => this.a.claimWin() },
            t('online.claimWin'),
          ),
          h(
            'button',
            { 'data-testid': 'hand-to-bot', onclick: () => this.a.handToBot() },
            t('online.handToBot'),
          ),
        );
      }
      if (d.over) {
        const asked = d.rematch.includes(d.seat);
        const offered = d.rematch.some((s) => s !== d.seat);
        if (offered && !asked) buttons.push(h('p', {}, t('online.rematchOffered')));
        buttons.push(
          asked
            ? h('p', { 'data-testid': 'rematch-asked' }, t('online.rematchAsked'))
            : h(
                'button',
                { class: 'primary', 'data-testid': 'rematch', onclick: () => this.a.rematch() },
                t('online.rematch'),
              ),
        );
      }
    }
    // The away timer redraws every second: the same buttons stay the same elements, so a click
    // that straddles a redraw still lands (the handlers only call the panel's actions).
    const key = buttons.map((b) => b.outerHTML).join('');
    if (key === this.actionsKey) return;
    this.actionsKey = key;
    fill(this.actionsEl, ...buttons);
  }

  /** Resign, under the status line: a link that asks before it gives the game up. */
  private drawResign(d: PanelData): void {
    const show = d.seat !== null && !d.over && bothSeated(d.players);
    const key = show ? this.a.t('online.resign') : '';
    if (key === this.resignKey) return;
    this.resignKey = key;
    fill(
      this.resignEl,
      show
        ? h(
            'button',
            { class: 'link', 'data-testid': 'resign', onclick: () => void this.askResign() },
            key,
          )
        : null,
    );
  }

  private async askResign(): Promise<void> {
    const { t } = this.a;
    const asked = confirmDialog(document.body, {
      title: t('online.resignTitle'),
      body: t('online.resignBody'),
      confirm: t('online.resignYes'),
      cancel: t('online.resignNo'),
    });
    this.dialog = document.body.lastElementChild;
    const yes = await asked;
    this.dialog = null;
    if (yes && this.last && !this.last.over) this.a.resign();
  }

  /** The page closes: a dialog it opened goes with it. */
  dispose(): void {
    this.dialog?.remove();
    this.dialog = null;
  }
}
