/**
 * Aiming a flip: drag from the moving disc (mouse or touch) to any angle, or turn the aim with the
 * arrow keys or the panel's dial, then let go / press Enter / click Flip. While aiming, the overlay
 * shows the pivot, the ideal landing and — once worked out — where the disc really comes to rest,
 * from the engine's own flip for the aimed whole-degree bucket (`flip-preview.ts`). A flip the
 * rules refuse is not played: its reason is shown instead. The drag is taken before the camera's
 * controls see it (capture phase), so dragging from the disc never turns the camera. The close
 * view of a small disc is `aim-close-view.ts`'s; the overlay's meshes are the render layer's.
 */
import type * as THREE from 'three';
import type {
  DiscWarsModule,
  DiscWarsMove,
  DiscWarsView,
  Seat,
} from '../../../games/discwars/index.ts';
import { flipDirectionWords } from '../../../games/discwars/direction-words.ts';
import { AimOverlay, type AimKind } from '../../../render/discwars/aim-overlay.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import { h } from '../../dom.ts';
import { addMessages } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TableContext } from '../table.ts';
import { bucketDegrees, bucketDirection, FlipPreviews, type FlipPreview } from './flip-preview.ts';
import { aimMessages } from './aim-messages.ts';
import { AimCloseView } from './aim-close-view.ts';
import { discLabel } from './names.ts';
import { listenGestures } from './gestures.ts';
import { DragHaste, withHaste, zoneOf } from './hand-aim.ts';

addMessages(aimMessages);

const PREVIEW_DELAY_MS = 120;
interface Aiming {
  readonly view: DiscWarsView;
  readonly seat: Seat;
  readonly disc: string;
  readonly lang: Lang;
}

/** The seat's straight-ahead direction, radians. */
function forward(seat: Seat): number {
  return seat === 0 ? Math.PI / 2 : (3 * Math.PI) / 2;
}

export class FlipAim {
  private readonly unlisten: () => void;
  private readonly overlay: AimOverlay;
  private readonly previews: FlipPreviews;
  private aiming: Aiming | null = null;
  private direction = Math.PI / 2;
  private aimKey = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private drag: { id: number; far: boolean; haste: DragHaste } | null = null;
  private hidden = false;
  private readonly section: HTMLElement;
  private readonly dial: HTMLInputElement;
  private readonly readout: HTMLElement;
  private readonly result: HTMLElement;
  private readonly flipButton: HTMLButtonElement;
  private readonly hint: HTMLElement;
  /** The close view while aiming (the camera near the moving disc), and its toggle. */
  private readonly close: AimCloseView;

  constructor(
    private readonly ctx: TableContext<DiscWarsMove>,
    private readonly scene: DiscWarsScene,
    mod: DiscWarsModule,
    private readonly play: (m: DiscWarsMove) => void,
    /** A press on the moving disc that was not a drag: a plain click on it (select, measure). */
    private readonly tap: (disc: string) => void,
    /** Whether another tool holds presses on the table now (the free ruler, while it is on). */
    private readonly yielded: () => boolean = () => false,
  ) {
    this.previews = new FlipPreviews(mod);
    this.overlay = new AimOverlay((v, out) => this.scene.toScene(v, out));
    ctx.host.board.add(this.overlay.group);
    ctx.host.warmSoon(() => [...this.overlay.sample(), ...scene.samples()]);
    this.dial = h('input', {
      type: 'range',
      min: '-180',
      max: '180',
      step: '1',
      'data-testid': 'dw-aim-dial',
    }) as HTMLInputElement;
    this.dial.addEventListener('input', () => this.setFromDial());
    this.readout = h('span', { 'data-testid': 'dw-aim-angle' });
    this.result = h('p', { class: 'dw-aim-result', 'data-testid': 'dw-aim-preview' });
    this.flipButton = h('button', {
      class: 'primary',
      'data-testid': 'dw-aim-flip',
    }) as HTMLButtonElement;
    this.flipButton.addEventListener('click', () => this.confirm());
    this.hint = h('p', { class: 'hint' });
    this.close = new AimCloseView(ctx.host, scene, () => this.refresh());
    this.section = h(
      'div',
      { class: 'dw-aim', 'data-testid': 'dw-aim' },
      h('label', { class: 'dw-aim-dial' }, this.dial, this.readout),
      this.result,
      h('div', { class: 'dw-aim-buttons' }, this.flipButton, this.close.button),
      this.hint,
    );
    this.unlisten = listenGestures({
      down: this.onDown,
      move: this.onMove,
      up: this.onUp,
      key: this.onKey,
    });
  }

  /** Follows the frame: aiming while the viewer's disc is moving and has flips to make. */
  update(
    view: DiscWarsView | null,
    seat: Seat | null,
    legal: readonly DiscWarsMove[],
    lang: Lang,
  ): void {
    const flip = legal.find((m) => m.type === 'flip');
    const moving = view?.activation.moving;
    if (
      !view ||
      seat === null ||
      !flip ||
      flip.type !== 'flip' ||
      !moving ||
      moving.disc !== flip.disc
    ) {
      this.stop();
      return;
    }
    const key = `${moving.disc}`;
    const fresh = key !== this.aimKey;
    if (fresh) {
      this.aimKey = key;
      this.direction = forward(seat);
    }
    this.aiming = { view, seat, disc: moving.disc, lang };
    // Measured in the table's own view: not while the close view is on or swinging back from it.
    if (fresh) this.close.measure(this.pose());
    this.refresh();
  }

  /** Hides the aim while a move is being shown. */
  setHidden(on: boolean): void {
    if (this.hidden === on) return;
    this.hidden = on;
    this.refresh();
  }

  /** The panel's aiming controls, or null when no flip is being aimed. */
  panel(): HTMLElement | null {
    return this.aiming ? this.section : null;
  }

  anchorOf(name: string) {
    return this.aiming && !this.hidden ? this.overlay.anchorOf(name) : null;
  }

  /** The ideal landing and the previewed rest (scene points, radius in inches): keep them in view. */
  keepClear(): { at: THREE.Vector3; r: number }[] {
    const pose = this.pose();
    if (!this.aiming || this.hidden || !pose) return [];
    const r = pose.diameter / 2 + 0.1;
    return ['aim-ideal', 'aim-rest'].flatMap((n) => {
      const at = this.overlay.anchorOf(n);
      return at ? [{ at, r }] : [];
    });
  }

  private stop(): void {
    this.close.release();
    this.aiming = null;
    this.aimKey = '';
    this.endDrag();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.overlay.clear();
    this.ctx.host.requestRender();
  }

  private pose() {
    const a = this.aiming;
    return a ? a.view.table.pieces.find((p) => p.id === a.disc) : undefined;
  }

  private setDirection(direction: number): void {
    const tau = 2 * Math.PI;
    this.direction = ((direction % tau) + tau) % tau;
    this.refresh();
  }

  private setFromDial(): void {
    const a = this.aiming;
    if (!a) return;
    // The dial reads left to right as the aim turns left to right, 0 straight ahead.
    this.setDirection(forward(a.seat) - (Number(this.dial.value) * Math.PI) / 180);
  }

  private current(): FlipPreview | null {
    const a = this.aiming;
    return a ? this.previews.peek(a.view, a.disc, this.direction) : null;
  }

  /** Redraws the overlay and the panel section; works the preview out soon if it is not known. */
  private refresh(): void {
    const a = this.aiming;
    const pose = this.pose();
    if (!a || !pose) return;
    const t = this.ctx.t;
    const p = this.current();
    const kind: AimKind = p ? p.kind : 'pending';
    // A real hand shows where the disc is likely to land, growing as a drag hurries.
    const haste = this.drag ? this.drag.haste.haste(performance.now(), pose.diameter) : 0;
    const zone = p?.kind === 'refused' ? null : zoneOf(a.view, pose.diameter, haste);
    if (this.hidden) this.overlay.clear();
    else
      this.overlay.draw({
        centre: pose.position,
        diameter: pose.diameter,
        direction: this.direction,
        kind,
        rest: zone ? null : (p?.rest ?? null),
        zone,
      });
    this.ctx.host.requestRender();
    const deg = bucketDegrees(this.direction);
    const rel = Math.round(((((deg - (a.seat === 0 ? 90 : 270)) % 360) + 540) % 360) - 180);
    if (document.activeElement !== this.dial) this.dial.value = String(-rel);
    const words = flipDirectionWords(a.view, a.disc, this.direction);
    const name = (id: string) => discLabel(a.lang, a.view, id);
    const angle =
      rel === 0
        ? t('dw.aim.straight')
        : t(rel > 0 ? 'dw.aim.left' : 'dw.aim.right', { n: Math.abs(rel) });
    this.readout.textContent =
      words.kind === 'disc'
        ? `${angle} · ${t('dw.aim.towards', { disc: name(words.disc) })}`
        : angle;
    this.readout.dataset.degrees = String(deg);
    this.result.dataset.kind = kind;
    this.result.dataset.degrees = String(deg);
    if (p?.rest) this.result.dataset.rest = `${p.rest.x.toFixed(2)},${p.rest.y.toFixed(2)}`;
    else delete this.result.dataset.rest;
    if (zone) this.result.dataset.zone = `${zone.along.toFixed(3)},${zone.across.toFixed(3)}`;
    else delete this.result.dataset.zone;
    const list = (ids: readonly string[]) => ids.map(name).join(t('dw.and'));
    this.result.textContent = !p
      ? t('dw.aim.pending')
      : p.kind === 'refused' && p.error
        ? t('dw.aim.refused', { reason: this.ctx.errorText(p.error) })
        : p.kind === 'attack'
          ? t('dw.aim.attack', { under: list(p.under) })
          : p.kind === 'friend'
            ? t('dw.aim.friend', { under: list(p.under) })
            : t('dw.aim.open');
    if (zone) this.result.textContent = `${t('dw.aim.zone')} ${this.result.textContent}`;
    this.flipButton.textContent = t('dw.aim.flip');
    this.flipButton.disabled = p?.kind === 'refused';
    // While a move is shown the view stays where it is (a flip is seen close up, then re-framed).
    if (!this.hidden) this.close.frame(pose);
    this.close.relabel(t);
    this.hint.textContent = t('dw.aim.hint');
    if (!p && !this.hidden) this.schedule();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const a = this.aiming;
      if (!a || this.hidden) return;
      const direction = this.direction;
      // The flip is simulated off the main thread first (a flip took 7–170 ms of it), then read
      // from the physics memo here; without a worker it runs here.
      const move = { type: 'flip', disc: a.disc, direction: bucketDirection(direction) } as const;
      void (this.ctx.simulate?.(a.view, move) ?? Promise.resolve()).then(() => {
        if (this.aiming !== a || this.hidden) return;
        this.previews.get(a.view, a.disc, direction);
        this.refresh();
      });
    }, PREVIEW_DELAY_MS);
  }

  /** Plays the aimed flip unless the rules refuse it (then says why); `haste`: a drag's. */
  confirm(haste = 0, simulated = false): void {
    const a = this.aiming;
    if (!a || this.hidden) return;
    const direction = this.direction;
    if (!simulated && this.ctx.simulate && !this.previews.peek(a.view, a.disc, direction)) {
      // Flipped before the preview was worked out: off the main thread first, as the preview is.
      const move = { type: 'flip', disc: a.disc, direction: bucketDirection(direction) } as const;
      void this.ctx.simulate(a.view, move).then(() => {
        if (this.aiming === a && this.direction === direction) this.confirm(haste, true);
      });
      return;
    }
    const p = this.previews.get(a.view, a.disc, direction);
    this.refresh();
    if (p.kind === 'refused') {
      if (p.error)
        this.ctx.notify(
          this.ctx.t('dw.aim.refused', { reason: this.ctx.errorText(p.error) }),
          'error',
        );
      return;
    }
    this.play(withHaste(a.view, p.move, haste));
  }

  /** The table point (inches) under a client point, at the moving disc's top. */
  private tablePoint(e: PointerEvent): { x: number; y: number } | null {
    const a = this.aiming;
    const pose = this.pose();
    if (!a || !pose) return null;
    const p = this.ctx.host.pickTable(e.clientX, e.clientY, pose.position.z);
    if (!p) return null;
    return { x: p.x + a.view.table.width / 2, y: -p.z + a.view.table.depth / 2 };
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (!this.aiming || this.hidden || e.target !== this.ctx.host.renderer.domElement) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // With the ruler on, a drag from the moving disc measures; it never flips the disc too.
    if (this.yielded()) return;
    const pose = this.pose();
    const q = this.tablePoint(e);
    if (!pose || !q) return;
    const d = Math.hypot(q.x - pose.position.x, q.y - pose.position.y);
    if (d > (pose.diameter / 2) * 1.15) return;
    // Ours: neither the camera nor the click picking sees this press.
    e.stopPropagation();
    e.preventDefault();
    this.drag = { id: e.pointerId, far: false, haste: new DragHaste(pose.position) };
    this.drag.haste.begin(q, performance.now());
    this.ctx.host.controls.enabled = false;
  };

  private readonly onMove = (e: PointerEvent): void => {
    if (!this.drag || e.pointerId !== this.drag.id) return;
    e.stopPropagation();
    const pose = this.pose();
    const q = this.tablePoint(e);
    if (!pose || !q) return;
    const dx = q.x - pose.position.x;
    const dy = q.y - pose.position.y;
    const d = Math.hypot(dx, dy);
    this.drag.haste.move(q);
    if (d > pose.diameter * 0.45) this.drag.far = true;
    if (d > pose.diameter * 0.2) this.setDirection(Math.atan2(dy, dx));
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (!this.drag || e.pointerId !== this.drag.id) return;
    e.stopPropagation();
    const far = this.drag.far;
    const haste = this.drag.haste.haste(performance.now(), this.pose()?.diameter ?? 1);
    this.endDrag();
    if (e.type !== 'pointerup') return;
    if (far) this.confirm(haste);
    else if (this.aiming) this.tap(this.aiming.disc);
  };

  private endDrag(): void {
    if (!this.drag) return;
    this.drag = null;
    this.ctx.host.controls.enabled = true;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.aiming || this.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target as HTMLElement | null;
    if (el && el !== document.body && /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(el.tagName)) return;
    const step = ((e.shiftKey ? 1 : 5) * Math.PI) / 180;
    // Left turns the aim anticlockwise as seen from above, from either seat.
    if (e.key === 'ArrowLeft') this.setDirection(this.direction + step);
    else if (e.key === 'ArrowRight') this.setDirection(this.direction - step);
    else if (e.key === 'Enter') this.confirm();
    else return;
    e.preventDefault();
  };

  dispose(): void {
    this.stop();
    this.unlisten();
    this.overlay.dispose();
  }
}
