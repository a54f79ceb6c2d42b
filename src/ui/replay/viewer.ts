/**
 * The replay viewer every table shares: a "Replay" button in the top bar opens a bar over the
 * table to step back and forward through the move log, jump to a move, or play the moves at a
 * chosen speed. The table draws the replay's frames through its usual draw-from-a-frame path, with
 * no legal moves, so nothing can be played until "Back to the game", which hands the live frame
 * back. Whose hidden cards it may show is `policy.ts`'s rule. The live game goes on meanwhile (the
 * bot may reply); the replay follows the longer log without moving its position.
 */
import type { Seat } from '../../core/game.ts';
import { fill, h } from '../dom.ts';
import type { Lang } from '../i18n/index.ts';
import type { Session } from '../store.ts';
import type { TableController, TableFrame } from '../tables/table.ts';
import { ReplayModel } from './model.ts';
import { replaySeats, type ReplayAudience } from './policy.ts';
import './messages.ts';
import './replay.css';

export interface ReplayHooks {
  t(key: string, params?: Record<string, string | number>): string;
  lang(): Lang;
  controller(): TableController<unknown, unknown> | null;
  /** The seat the live table shows (null: curtain up). */
  liveSeat(s: Session): Seat | null;
  playerName(s: Session, seat: Seat): string;
  /** Something the table must redraw changed (position, seat, opened or closed). */
  changed(): void;
}

const SPEEDS = [0.5, 1, 2, 4];

export class ReplayViewer {
  readonly button: HTMLButtonElement;
  private readonly bar: HTMLElement;
  private model: ReplayModel | null = null;
  private session: Session | null = null;
  private k = 0;
  private seat: Seat = 0;
  private choices: readonly Seat[] = [];
  private speed = 1;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onKey = (e: KeyboardEvent): void => {
    if (
      !this.model ||
      e.target instanceof HTMLInputElement ||
      e.target instanceof HTMLSelectElement
    )
      return;
    if (e.key === 'ArrowLeft') this.go(this.k - 1);
    else if (e.key === 'ArrowRight') this.go(this.k + 1);
    else if (e.key === 'Escape') this.close();
  };

  constructor(private readonly hooks: ReplayHooks) {
    this.button = h('button', { 'data-testid': 'replay', onclick: () => this.open() }, '');
    this.bar = h('div', {
      class: 'replay-bar',
      hidden: true,
      'data-testid': 'replay-bar',
      role: 'toolbar',
    });
  }

  get active(): boolean {
    return this.model !== null;
  }

  /** Puts the bar over a table's stage (the canvas's parent). */
  mount(stage: HTMLElement): void {
    if (this.bar.parentElement !== stage) stage.appendChild(this.bar);
  }

  private audience(s: Session): ReplayAudience {
    return {
      mode: s.mode,
      hiddenInformation: s.module.def.hiddenInformation,
      humanSeat: s.humanSeat,
      liveSeat: this.hooks.liveSeat(s),
      over: s.module.def.outcome(s.match.state) !== null,
    };
  }

  /** Follows the live session: the button's state, and the replay's log while it only grows. */
  sync(s: Session | null): void {
    this.session = s;
    this.button.textContent = this.hooks.t('replay.open');
    const seats = s ? replaySeats(this.audience(s)) : null;
    this.button.disabled = !s || s.match.log.length === 0 || seats === null;
    this.button.title = !s
      ? ''
      : s.match.log.length === 0
        ? this.hooks.t('replay.nothing')
        : seats === null
          ? this.hooks.t('replay.curtain')
          : '';
    if (!this.model) return;
    // A seat the live table may no longer show, or another match: the replay ends.
    if (!s || !seats?.choices.includes(this.seat) || !this.model.follow(s.match)) {
      this.close();
      return;
    }
    this.choices = seats.choices;
    this.drawBar();
  }

  open(): void {
    const s = this.session;
    if (!s || this.model) return;
    const seats = replaySeats(this.audience(s));
    if (!seats || s.match.log.length === 0) return;
    this.model = new ReplayModel(s.module.def, s.match);
    this.seat = seats.seat;
    this.choices = seats.choices;
    this.k = s.match.log.length;
    this.bar.hidden = false;
    this.bar.parentElement?.classList.add('replaying');
    document.addEventListener('keydown', this.onKey);
    this.drawBar();
    this.hooks.changed();
  }

  /** Back to live play; `redraw` false when the table is closing anyway. */
  close(redraw = true): void {
    if (!this.model) return;
    this.stop();
    this.model = null;
    this.bar.hidden = true;
    this.bar.parentElement?.classList.remove('replaying');
    fill(this.bar);
    document.removeEventListener('keydown', this.onKey);
    if (redraw) this.hooks.changed();
  }

  /** The frame the table draws while the replay is open; null when it is closed. */
  frame(): TableFrame<unknown, unknown> | null {
    return this.model ? this.model.frame(this.k, this.seat, this.hooks.lang()) : null;
  }

  /** The top bar's status while the replay is open. */
  status(): string | null {
    return this.model ? this.hooks.t('replay.status', { k: this.k, n: this.model.length }) : null;
  }

  /** Moves to the position after `k` moves (clamped). */
  go(k: number): void {
    if (!this.model) return;
    const next = Math.max(0, Math.min(this.model.length, Math.round(k)));
    if (next === this.k) return;
    this.k = next;
    this.drawBar();
    this.hooks.changed();
  }

  private play(): void {
    if (!this.model) return;
    if (this.k >= this.model.length) this.go(0);
    const tick = (): void => {
      if (!this.model || this.k >= this.model.length) return this.stop();
      this.go(this.k + 1);
      this.timer = setTimeout(tick, 1000 / this.speed);
    };
    this.timer = setTimeout(tick, 1000 / this.speed);
    this.drawBar();
  }

  private stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.model) this.drawBar();
  }

  /** The words of move `k` (1-based), as the game log writes them. */
  private moveLine(k: number): string {
    const m = this.model;
    const s = this.session;
    if (!m || !s || k === 0) return this.hooks.t('replay.start');
    const entry = m.match.log[k - 1];
    if (!entry) return '';
    const before = m.stateAt(k - 1);
    const other: Seat = entry.seat === 0 ? 1 : 0;
    const def = s.module.def;
    const c = this.hooks.controller();
    const text = c?.describeMove
      ? c.describeMove(def.view(before, other), entry.move, entry.seat, this.hooks.lang())
      : def.describeMove
        ? def.describeMove(before, entry.move)
        : JSON.stringify(entry.move);
    return `${this.hooks.playerName(s, entry.seat)}: ${text}`;
  }

  private drawBar(): void {
    const m = this.model;
    if (!m) return;
    const t = this.hooks.t;
    const n = m.length;
    const btn = (testid: string, label: string, title: string, action: () => void, off: boolean) =>
      h(
        'button',
        { 'data-testid': testid, title, 'aria-label': title, disabled: off, onclick: action },
        label,
      );
    const playing = this.timer !== null;
    const slider = h('input', {
      type: 'range',
      min: '0',
      max: String(n),
      value: String(this.k),
      'data-testid': 'replay-slider',
      'aria-label': t('replay.jump'),
      oninput: (e: Event) => this.go(Number((e.target as HTMLInputElement).value)),
    });
    const jump = h('input', {
      type: 'number',
      min: '0',
      max: String(n),
      value: String(this.k),
      class: 'replay-jump',
      'data-testid': 'replay-jump',
      'aria-label': t('replay.jump'),
      onchange: (e: Event) => this.go(Number((e.target as HTMLInputElement).value)),
    });
    const speed = h(
      'select',
      {
        'data-testid': 'replay-speed',
        'aria-label': t('replay.speed'),
        onchange: (e: Event) => {
          this.speed = Number((e.target as HTMLSelectElement).value) || 1;
        },
      },
      ...SPEEDS.map((v) => h('option', { value: String(v), selected: v === this.speed }, `${v}×`)),
    );
    const parts: (Node | string)[] = [
      h(
        'div',
        { class: 'replay-row' },
        btn('replay-first', '|◀', t('replay.first'), () => this.go(0), this.k === 0),
        btn('replay-back', '◀', t('replay.back'), () => this.go(this.k - 1), this.k === 0),
        btn(
          'replay-play',
          playing ? t('replay.pause') : t('replay.play'),
          playing ? t('replay.pause') : t('replay.play'),
          () => (playing ? this.stop() : this.play()),
          false,
        ),
        btn('replay-forward', '▶', t('replay.forward'), () => this.go(this.k + 1), this.k >= n),
        btn('replay-last', '▶|', t('replay.last'), () => this.go(n), this.k >= n),
        slider,
        h('label', { class: 'replay-pos' }, jump, ` / ${n}`),
        speed,
      ),
    ];
    const row2: (Node | string)[] = [
      h(
        'span',
        { class: 'replay-move', 'data-testid': 'replay-move' },
        t('replay.position', { k: this.k, n }),
        ' · ',
        this.moveLine(this.k),
      ),
    ];
    if (this.choices.length > 1 && this.session) {
      const s = this.session;
      row2.push(
        h(
          'label',
          { class: 'replay-seat' },
          t('replay.seat'),
          ' ',
          h(
            'select',
            {
              'data-testid': 'replay-seat',
              onchange: (e: Event) => {
                const v = Number((e.target as HTMLSelectElement).value) as Seat;
                if (this.choices.includes(v)) {
                  this.seat = v;
                  this.hooks.changed();
                }
              },
            },
            ...this.choices.map((p) =>
              h(
                'option',
                { value: String(p), selected: p === this.seat },
                this.hooks.playerName(s, p),
              ),
            ),
          ),
        ),
      );
    }
    row2.push(
      h(
        'button',
        { class: 'primary', 'data-testid': 'replay-exit', onclick: () => this.close() },
        t('replay.exit'),
      ),
    );
    parts.push(h('div', { class: 'replay-row' }, ...row2));
    fill(this.bar, ...parts);
  }

  dispose(): void {
    this.close(false);
    this.bar.remove();
  }
}
