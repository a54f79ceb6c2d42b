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
import type { Session } from '../shell/store.ts';
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
  /** For each line of the game log, the index of the move it tells. */
  movesOfLines(s: Session): readonly number[];
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
    if (e.key === 'ArrowLeft') this.seek(this.k - 1);
    else if (e.key === 'ArrowRight') this.seek(this.k + 1);
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

  /** The page's game log: while replaying, its lines jump to their move and the current one is marked. */
  private logEl: HTMLElement | null = null;
  private readonly onLogClick = (e: Event): void => {
    const s = this.session;
    const li = (e.target as Element | null)?.closest('li');
    if (!this.model || !s || !li || !this.logEl) return;
    const line = [...this.logEl.children].indexOf(li);
    const move = this.hooks.movesOfLines(s)[line];
    if (move !== undefined) this.seek(move + 1);
  };

  /** Puts the bar over a table's stage (the canvas's parent) and listens to the page's log. */
  mount(stage: HTMLElement): void {
    if (this.bar.parentElement !== stage) stage.appendChild(this.bar);
    const log = stage.parentElement?.querySelector<HTMLElement>('[data-testid=log]') ?? null;
    if (log === this.logEl) return;
    this.logEl?.removeEventListener('click', this.onLogClick);
    this.logEl = log;
    log?.addEventListener('click', this.onLogClick);
  }

  /** Marks the log line of the move just shown and dims the moves after it; clears when closed. */
  markLog(): void {
    const log = this.logEl;
    const s = this.session;
    if (!log) return;
    log.classList.toggle('replay-log', this.model !== null);
    const moves = this.model && s ? this.hooks.movesOfLines(s) : [];
    [...log.children].forEach((li, i) => {
      const move = moves[i];
      const current = move !== undefined && move === this.k - 1;
      li.classList.toggle('replay-current', current);
      li.classList.toggle('replay-future', move !== undefined && move >= this.k);
      if (current && this.model) li.scrollIntoView({ block: 'nearest' });
    });
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
    this.controls = null;
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

  /** A move chosen by the user (a button, the slider, a key, a log line): playing stops first. */
  private seek(k: number): void {
    this.stop();
    this.go(k);
  }

  private play(): void {
    if (!this.model) return;
    if (this.k >= this.model.length) this.go(0);
    const tick = (): void => {
      if (!this.model) return;
      this.go(this.k + 1);
      // The last move shown ends the play at once: no tick is left to move a later choice.
      if (this.k >= this.model.length) return this.stop();
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

  /** The bar's controls, built when the replay opens (or the language or seats change). */
  private controls: {
    key: string;
    first: HTMLButtonElement;
    back: HTMLButtonElement;
    play: HTMLButtonElement;
    forward: HTMLButtonElement;
    last: HTMLButtonElement;
    slider: HTMLInputElement;
    jump: HTMLInputElement;
    total: HTMLElement;
    move: HTMLElement;
  } | null = null;

  /** Shows the position in the bar; its controls are kept, so a dragged slider stays in hand. */
  private drawBar(): void {
    const m = this.model;
    if (!m) return;
    const key = `${this.hooks.lang()}|${this.choices.join(',')}|${this.seat}`;
    const c = this.controls?.key === key ? this.controls : this.buildBar(key);
    const t = this.hooks.t;
    const n = m.length;
    const playing = this.timer !== null;
    c.first.disabled = this.k === 0;
    c.back.disabled = this.k === 0;
    c.forward.disabled = this.k >= n;
    c.last.disabled = this.k >= n;
    c.play.textContent = playing ? t('replay.pause') : t('replay.play');
    c.play.title = c.play.textContent;
    c.slider.max = String(n);
    c.slider.value = String(this.k);
    c.jump.max = String(n);
    if (document.activeElement !== c.jump) c.jump.value = String(this.k);
    c.total.textContent = ` / ${n}`;
    c.move.textContent = `${t('replay.position', { k: this.k, n })} · ${this.moveLine(this.k)}`;
  }

  private buildBar(key: string): NonNullable<ReplayViewer['controls']> {
    const t = this.hooks.t;
    const btn = (testid: string, label: string, title: string, action: () => void) =>
      h('button', { 'data-testid': testid, title, 'aria-label': title, onclick: action }, label);
    const c = {
      key,
      first: btn('replay-first', '|◀', t('replay.first'), () => this.seek(0)),
      back: btn('replay-back', '◀', t('replay.back'), () => this.seek(this.k - 1)),
      play: btn('replay-play', t('replay.play'), t('replay.play'), () =>
        this.timer !== null ? this.stop() : this.play(),
      ),
      forward: btn('replay-forward', '▶', t('replay.forward'), () => this.seek(this.k + 1)),
      last: btn('replay-last', '▶|', t('replay.last'), () => this.seek(this.model?.length ?? 0)),
      slider: h('input', {
        type: 'range',
        min: '0',
        'data-testid': 'replay-slider',
        'aria-label': t('replay.jump'),
        oninput: (e: Event) => this.seek(Number((e.target as HTMLInputElement).value)),
      }),
      jump: h('input', {
        type: 'number',
        min: '0',
        class: 'replay-jump',
        'data-testid': 'replay-jump',
        'aria-label': t('replay.jump'),
        onchange: (e: Event) => this.seek(Number((e.target as HTMLInputElement).value)),
      }),
      total: h('span', {}),
      move: h('span', { class: 'replay-move', 'data-testid': 'replay-move' }),
    };
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
    const s = this.session;
    const seat =
      this.choices.length > 1 && s
        ? h(
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
                  if (!this.choices.includes(v)) return;
                  this.seat = v;
                  this.drawBar();
                  this.hooks.changed();
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
          )
        : null;
    const exit = h(
      'button',
      { class: 'primary', 'data-testid': 'replay-exit', onclick: () => this.close() },
      t('replay.exit'),
    );
    fill(
      this.bar,
      h(
        'div',
        { class: 'replay-row' },
        c.first,
        c.back,
        c.play,
        c.forward,
        c.last,
        c.slider,
        h('label', { class: 'replay-pos' }, c.jump, c.total),
        speed,
      ),
      h('div', { class: 'replay-row' }, c.move, seat, exit),
    );
    this.controls = c;
    return c;
  }

  dispose(): void {
    this.close(false);
    this.bar.remove();
  }
}
