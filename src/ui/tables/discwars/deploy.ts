/**
 * Deploying by hand: while the viewer's army is being set up, the set-up area is lit on the felt,
 * the discs still to place wait in a tray in the panel, and a disc is placed by dragging it from
 * the tray onto the table (mouse or touch), or by tapping it in the tray and then tapping the
 * table; a disc already placed is dragged again to move it. The spot is checked with the engine's
 * own `deployBar` as the disc is dragged (green / red) and a refused drop says why. "Deploy for me"
 * places the rest as the automatic set-up does. Both armies' reserves (reinforcements still to
 * come) are listed in the panel and piled beside the table with a label. Presses on the table are
 * taken before the camera's controls see them (capture phase) only when they place or move a disc.
 */
import type { GameError } from '../../../core/result.ts';
import type { DiscWarsMove, DiscWarsView, Seat } from '../../../games/discwars/index.ts';
import { deployBar, reserves, setupArea, toDeploy } from '../../../games/discwars/deployment.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import { SetupAreaOverlay } from '../../../render/discwars/setup-area.ts';
import { h } from '../../dom.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TableContext } from '../table.ts';
import { armyName, discLabel } from './names.ts';
import { listenGestures } from './gestures.ts';
import './deploy-messages.ts';
import './deploy.css';

interface Deploying {
  readonly view: DiscWarsView;
  readonly seat: Seat | null;
  /** True when the viewer places discs now. */
  readonly mine: boolean;
  readonly lang: Lang;
}

interface Drag {
  readonly pointer: number;
  readonly disc: string;
  readonly fromTray: boolean;
  moved: boolean;
  at: { x: number; y: number } | null;
}

export class DeployTool {
  private readonly unlisten: () => void;
  private readonly overlay: SetupAreaOverlay;
  private state: Deploying | null = null;
  private drag: Drag | null = null;
  /** A disc tapped in the tray: the next tap on the table places it. */
  private armed: string | null = null;
  private error: string | null = null;
  private hidden = false;
  private facing: Seat = 0;

  constructor(
    private readonly ctx: TableContext<DiscWarsMove>,
    private readonly scene: DiscWarsScene,
    private readonly play: (m: DiscWarsMove) => void,
    /** The panel section changed (a disc armed, a refusal to show): redraw the panel. */
    private readonly changed: () => void,
  ) {
    this.overlay = new SetupAreaOverlay((v, out) => scene.toScene(v, out));
    ctx.host.board.add(this.overlay.group);
    this.unlisten = listenGestures({
      down: this.onCanvasDown,
      move: this.onMove,
      up: this.onUp,
    });
  }

  /** Follows the frame: active in the deployment phase; reserves drawn while any wait. */
  update(
    view: DiscWarsView | null,
    seat: Seat | null,
    legal: readonly DiscWarsMove[],
    lang: Lang,
  ): void {
    this.facing = seat ?? 0;
    const before = this.state;
    const mine = legal.some((m) => m.type === 'deploy-auto');
    this.state = view ? { view, seat, mine, lang } : null;
    const pending = view && mine ? toDeploy(view, view.toAct ?? 0).map((d) => d.id) : [];
    if (this.armed && !pending.includes(this.armed)) this.armed = null;
    if (!mine) this.endDrag();
    // A refusal stays until the table changes (frames rebuild the view object, not its parts).
    if (before?.view.table !== view?.table || before?.view.toAct !== view?.toAct) this.error = null;
    this.redraw();
  }

  /**
   * Draws the overlay again on the scene's current table: the first frame of a table of another
   * size (Mirefold Crossing after the default) is drawn by the scene after this tool's update.
   */
  refresh(): void {
    this.redraw();
  }

  /** Hides the overlay while a move is being shown. */
  setHidden(on: boolean): void {
    if (this.hidden === on) return;
    this.hidden = on;
    this.redraw();
  }

  /** `setup-area`, `reserves-<seat>`, or `table:<x>,<y>`: a point on the felt (inches). */
  anchorOf(name: string) {
    const m = /^table:(-?[\d.]+),(-?[\d.]+)$/.exec(name);
    if (m && this.state?.view)
      return this.scene.toScene({ x: Number(m[1]), y: Number(m[2]), z: 0.04 });
    return this.hidden ? null : this.overlay.anchorOf(name);
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.ctx.t(key, params);
  }

  private redraw(): void {
    const s = this.state;
    const v = s?.view;
    if (!s || !v || this.hidden) {
      this.overlay.clear();
      this.ctx.host.requestRender();
      return;
    }
    const deploying = v.phase === 'deploy' && s.mine && v.toAct !== null;
    const d = this.drag;
    const ghost = d && d.at && deploying ? this.ghostOf(v, d.disc, d.at.x, d.at.y) : null;
    this.overlay.draw({
      width: v.table.width,
      depth: v.table.depth,
      area: deploying ? setupArea(v.scenario, v.toAct as Seat) : null,
      ghost,
      reserves: ([0, 1] as const).map((seat) => {
        const list = reserves(v, seat);
        return {
          seat,
          diameters: list.map((x) => v.types[x.type]?.diameter ?? 2),
          label: this.t('dw.dep.reservesLabel', { n: list.length }),
        };
      }),
      facing: this.facing,
    });
    this.ctx.host.requestRender();
  }

  private ghostOf(v: DiscWarsView, disc: string, x: number, y: number) {
    const d = v.discs.find((q) => q.id === disc);
    const diameter = d ? (v.types[d.type]?.diameter ?? 2) : 2;
    return { x, y, diameter, ok: deployBar(v, v.toAct as Seat, disc, x, y) === null };
  }

  /** The deployment section of the panel, or null outside the deployment phase. */
  panel(): HTMLElement | null {
    const s = this.state;
    const v = s?.view;
    if (!s || !v) return null;
    const name = (id: string) => discLabel(s.lang, v, id);
    const reserveRows = ([0, 1] as const)
      .map((seat) => ({ seat, list: reserves(v, seat) }))
      .filter((r) => r.list.length > 0)
      .map((r) =>
        h(
          'li',
          { 'data-testid': `dw-reserves-${r.seat}`, 'data-count': String(r.list.length) },
          h('strong', {}, this.t('dw.dep.reserves', { army: armyName(s.lang, v, r.seat) })),
          ' ',
          r.list.map((d) => name(d.id)).join(this.t('dw.dep.sep')),
          h(
            'span',
            { class: 'hint' },
            ` — ${this.t('dw.dep.reservesNote', { n: v.scenario.reinforcementsPerRound ?? 0 })}`,
          ),
        ),
      );
    const reservesList =
      reserveRows.length > 0 ? h('ul', { class: 'dw-reserves' }, ...reserveRows) : null;
    if (v.phase !== 'deploy' || v.toAct === null)
      return reservesList ? h('div', { class: 'dw-deploy' }, reservesList) : null;
    if (!s.mine)
      return h(
        'div',
        { class: 'dw-deploy', 'data-testid': 'dw-deploy', 'data-seat': String(v.toAct) },
        h('p', { class: 'hint' }, this.t('dw.dep.wait', { army: armyName(s.lang, v, v.toAct) })),
        reservesList,
      );
    const pending = toDeploy(v, v.toAct);
    const tray = h(
      'div',
      { class: 'dw-tray', 'data-testid': 'dw-tray' },
      ...pending.map((d) => {
        const dia = v.types[d.type]?.diameter ?? 2;
        const chip = h(
          'button',
          {
            class: 'dw-chip',
            type: 'button',
            'data-testid': `dw-tray-${d.id}`,
            'data-disc': d.id,
            'aria-pressed': this.armed === d.id ? 'true' : 'false',
          },
          h('span', {
            class: `dw-chip-disc owner-${d.owner}`,
            style: `width:${(dia * 0.6).toFixed(2)}em;height:${(dia * 0.6).toFixed(2)}em`,
          }),
          h('span', {}, name(d.id)),
        );
        chip.addEventListener('pointerdown', (e) => this.onTrayDown(e, d.id));
        return chip;
      }),
    );
    const auto = h(
      'button',
      { class: 'primary', type: 'button', 'data-testid': 'dw-deploy-auto' },
      this.t('dw.dep.auto'),
    );
    auto.addEventListener('click', () => {
      this.endDrag();
      this.play({ type: 'deploy-auto' });
    });
    return h(
      'div',
      { class: 'dw-deploy', 'data-testid': 'dw-deploy', 'data-seat': String(v.toAct) },
      h('p', { class: 'hint' }, this.t('dw.dep.hint')),
      h('h3', {}, this.t('dw.dep.tray', { n: pending.length })),
      tray,
      this.error
        ? h(
            'p',
            { class: 'dw-deploy-error', role: 'alert', 'data-testid': 'dw-deploy-error' },
            this.error,
          )
        : null,
      auto,
      reservesList,
    );
  }

  /** The refusal in the reader's words (discs by their localized names). */
  private reason(e: GameError, disc: string): string {
    const s = this.state;
    const v = s?.view;
    if (!s || !v) return this.ctx.errorText(e);
    const name = (id: string) => discLabel(s.lang, v, id);
    if (e.code === 'deploy/outside')
      return this.t('dw.dep.outside', { disc: name(disc), depth: v.scenario.setupDepth });
    if (e.code === 'deploy/overlap') {
      const o = (e.detail as { other?: string } | undefined)?.other ?? '';
      const piece = v.table.pieces.find((p) => p.id === o);
      const other = v.discs.some((d) => d.id === o)
        ? name(o)
        : this.t(piece?.kind === 'land' ? 'dw.dep.land' : 'dw.dep.rock');
      return this.t('dw.dep.overlap', { disc: name(disc), other });
    }
    return this.ctx.errorText(e);
  }

  /** Places `disc` at (x, y) unless the rules refuse it (then says why). */
  private place(disc: string, x: number, y: number): void {
    const v = this.state?.view;
    if (!v || v.toAct === null) return;
    const bar = deployBar(v, v.toAct, disc, x, y);
    this.armed = null;
    if (bar) {
      this.error = this.t('dw.dep.refused', { why: this.reason(bar, disc) });
      this.ctx.notify(this.error, 'error');
      this.changed();
      this.redraw();
      return;
    }
    this.error = null;
    this.play({ type: 'deploy', disc, x, y });
  }

  /** The table point (inches) under a client point, on the felt. */
  private tablePoint(e: PointerEvent): { x: number; y: number } | null {
    const v = this.state?.view;
    if (!v) return null;
    const p = this.ctx.host.pickTable(e.clientX, e.clientY, 0.04);
    if (!p) return null;
    return { x: p.x + v.table.width / 2, y: -p.z + v.table.depth / 2 };
  }

  private overCanvas(e: PointerEvent): boolean {
    const c = this.ctx.host.renderer.domElement;
    const r = c.getBoundingClientRect();
    return (
      e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom
    );
  }

  private active(): boolean {
    const s = this.state;
    return !!s && s.mine && s.view.phase === 'deploy' && !this.hidden;
  }

  private onTrayDown(e: PointerEvent, disc: string): void {
    if (!this.active() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    this.drag = { pointer: e.pointerId, disc, fromTray: true, moved: false, at: null };
    (e.currentTarget as HTMLElement | null)?.releasePointerCapture?.(e.pointerId);
  }

  private readonly onCanvasDown = (e: PointerEvent): void => {
    if (!this.active() || e.target !== this.ctx.host.renderer.domElement) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const v = this.state?.view as DiscWarsView;
    const q = this.tablePoint(e);
    if (!q) return;
    let disc = this.armed;
    if (!disc) {
      // A disc of the deploying army already placed: pick it up again.
      const hit = v.table.pieces.find(
        (p) =>
          p.kind === 'creature' &&
          v.discs.some((d) => d.id === p.id && d.owner === v.toAct) &&
          Math.hypot(p.position.x - q.x, p.position.y - q.y) <= p.diameter / 2,
      );
      disc = hit?.id ?? null;
    }
    if (!disc) return;
    // Ours: neither the camera nor the click picking sees this press.
    e.stopPropagation();
    e.preventDefault();
    this.drag = { pointer: e.pointerId, disc, fromTray: false, moved: this.armed !== null, at: q };
    this.ctx.host.controls.enabled = false;
  };

  private readonly onMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    e.stopPropagation();
    d.moved = true;
    d.at = this.overCanvas(e) ? this.tablePoint(e) : null;
    this.redraw();
  };

  private readonly onUp = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    e.stopPropagation();
    this.endDrag();
    if (e.type !== 'pointerup') return this.redraw();
    const over = this.overCanvas(e) ? this.tablePoint(e) : null;
    if (d.fromTray && !over) {
      // A tap on a tray disc arms it: the next tap on the table places it.
      if (!d.moved || !this.overCanvas(e)) this.armed = this.armed === d.disc ? null : d.disc;
      this.changed();
      this.redraw();
      return;
    }
    if (over && d.moved) this.place(d.disc, over.x, over.y);
    else this.redraw();
  };

  private endDrag(): void {
    if (!this.drag) return;
    this.drag = null;
    this.ctx.host.controls.enabled = true;
  }

  dispose(): void {
    this.endDrag();
    this.unlisten();
    this.overlay.dispose();
  }
}
