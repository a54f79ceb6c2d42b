/**
 * The table page: top bar (home, status, undo, save, load, new game, reset view, language), the 3D
 * stage, a side panel for the table's own controls and the game log, and the hand-over curtain.
 * It only draws what the app hands it and calls back; the rules live elsewhere.
 */
import type { SceneHost } from '../../render/scene-host.ts';
import { fill, h } from '../dom.ts';
import type { Lang } from '../i18n/index.ts';
import { langSelect } from '../home/home-screen.ts';
import { EndFollower } from './end-follower.ts';
import { StatusHold } from './status-hold.ts';
import './table-layout.css';

export interface TablePageActions {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  setLang(lang: Lang): void;
  home(): void;
  undo(): void;
  save(): void;
  load(): void;
  newGame(): void;
  reveal(): void;
}

export interface TableStatus {
  readonly title: string;
  readonly status: string;
  /** Write the status at once, even during a show (a replay's position: the user chose it). */
  readonly statusNow?: boolean;
  readonly canUndo: boolean;
  /** Why Undo is disabled (its tooltip), from the engine's undo policy; null when enabled. */
  readonly undoWhyNot?: string | null;
  readonly playable: boolean;
  readonly log: readonly string[];
  /** The player the curtain asks for, or null when no curtain. */
  readonly curtainFor: string | null;
  /** The game, whose own curtain wording (`curtain.<game>.title` …) replaces the hidden-hand one. */
  readonly curtainGame?: string;
}

export class TablePage {
  readonly el: HTMLElement;
  readonly panel: HTMLElement;
  /** The 3D table's area (the canvas and what lies over it). */
  readonly stage: HTMLElement;
  private readonly titleEl: HTMLElement;
  private readonly statusEl: HTMLElement;
  private readonly statusHold: StatusHold;
  private readonly undoBtn: HTMLButtonElement;
  private readonly logEl: HTMLOListElement;
  private readonly logFollower: EndFollower;
  private readonly curtainEl: HTMLElement;
  private readonly buttons: HTMLButtonElement[];
  private readonly labelled: [HTMLElement, string][] = [];
  private readonly langEl: HTMLSelectElement;
  private readonly progressEl: HTMLProgressElement;

  constructor(
    root: HTMLElement,
    readonly host: SceneHost,
    private readonly a: TablePageActions,
  ) {
    this.titleEl = h('h1', { class: 'table-title' });
    this.statusEl = h('span', { class: 'status', 'data-testid': 'status', 'aria-live': 'polite' });
    this.undoBtn = h(
      'button',
      { 'data-testid': 'undo', onclick: () => a.undo() },
      a.t('table.undo'),
    );
    this.progressEl = h('progress', {
      class: 'load-progress',
      max: '1',
      hidden: true,
      'data-testid': 'load-progress',
    });
    const stage = h('div', { class: 'stage', 'data-testid': 'stage' }, this.progressEl);
    this.stage = stage;
    this.panel = h('div', { class: 'table-panel', 'data-testid': 'table-panel' });
    this.statusHold = new StatusHold(this.statusEl, this.panel);
    this.logEl = h('ol', { class: 'log', 'data-testid': 'log' });
    this.logFollower = new EndFollower(this.logEl);
    this.curtainEl = h('div', { class: 'curtain', hidden: true, 'data-testid': 'curtain' });
    this.buttons = [
      h('button', { 'data-testid': 'home', onclick: () => a.home() }, a.t('table.back')),
      this.undoBtn,
      h('button', { 'data-testid': 'save', onclick: () => a.save() }, a.t('table.save')),
      h('button', { 'data-testid': 'load', onclick: () => a.load() }, a.t('table.load')),
      h('button', { 'data-testid': 'new-game', onclick: () => a.newGame() }, a.t('table.newGame')),
      h(
        'button',
        { 'data-testid': 'reset-camera', onclick: () => this.host.resetCamera() },
        a.t('table.resetCamera'),
      ),
    ];
    const keys = [
      'table.back',
      'table.undo',
      'table.save',
      'table.load',
      'table.newGame',
      'table.resetCamera',
    ];
    this.buttons.forEach((b, i) => this.labelled.push([b, keys[i] as string]));
    const logTitle = h('h2', {}, a.t('table.log'));
    this.labelled.push([logTitle, 'table.log']);
    this.langEl = langSelect(a) as HTMLSelectElement;
    this.el = h(
      'div',
      { class: 'table-page' },
      h(
        'header',
        { class: 'topbar' },
        this.buttons[0] as HTMLElement,
        this.titleEl,
        this.statusEl,
        h('span', { class: 'spacer' }),
        ...this.buttons.slice(1),
        this.langEl,
      ),
      stage,
      h(
        'aside',
        { class: 'side' },
        this.panel,
        h('section', { class: 'log-box' }, logTitle, this.logEl),
      ),
      this.curtainEl,
    );
    fill(root, this.el);
    host.attach(stage);
  }

  /** Adds a control of another module (the replay button) to the top bar, before the language. */
  addTool(el: HTMLElement): void {
    this.langEl.before(el);
  }

  /** Re-labels the page chrome after a language change; the scene is kept. */
  relabel(lang: Lang): void {
    for (const [el, key] of this.labelled) el.textContent = this.a.t(key);
    this.langEl.value = lang;
  }

  show(s: TableStatus): void {
    this.titleEl.textContent = s.title;
    this.statusHold.set(s.status, s.statusNow ?? false);
    this.undoBtn.disabled = !s.canUndo;
    if (s.undoWhyNot) this.undoBtn.title = s.undoWhyNot;
    else this.undoBtn.removeAttribute('title');
    for (const b of this.buttons.slice(1, 5)) if (b !== this.undoBtn) b.disabled = !s.playable;
    if (
      this.logEl.childElementCount !== s.log.length ||
      this.logEl.lastElementChild?.textContent !== s.log[s.log.length - 1]
    ) {
      fill(this.logEl, ...s.log.map((line) => h('li', {}, line)));
      this.logFollower.follow();
    }
    // The curtain is a real boundary: nothing behind it can be focused, clicked or read aloud.
    for (const el of this.el.children)
      if (el !== this.curtainEl) (el as HTMLElement).inert = !!s.curtainFor;
    if (s.curtainFor) {
      const own = (part: string): string => `curtain.${s.curtainGame}.${part}`;
      const key = (part: string): string =>
        s.curtainGame && this.a.t(own(part)) !== own(part) ? own(part) : `curtain.${part}`;
      this.curtainEl.hidden = false;
      fill(
        this.curtainEl,
        h(
          'div',
          { class: 'curtain-box' },
          h('h2', {}, this.a.t(key('title'), { player: s.curtainFor })),
          h('p', {}, this.a.t(key('body'), { player: s.curtainFor })),
          h(
            'button',
            { class: 'primary', 'data-testid': 'reveal', onclick: () => this.a.reveal() },
            this.a.t(key('ready'), { player: s.curtainFor }),
          ),
        ),
      );
    } else {
      this.curtainEl.hidden = true;
      fill(this.curtainEl);
    }
  }

  /** The download bar over the stage while a large part (the physics engine) loads; null hides it. */
  showProgress(fraction: number | null): void {
    this.progressEl.hidden = fraction === null;
    if (fraction !== null) this.progressEl.value = fraction;
  }

  dispose(): void {
    this.logFollower.dispose();
    this.host.detach();
    this.el.remove();
  }
}
