/**
 * The free ruler, as Tabletop Simulator has one: turned on by its panel button or the R key, a
 * press on the table starts it and a drag stretches it; it stays until the next press, and Escape
 * clears it and turns it off. An end pressed on a disc measures from that disc's edge (edge to
 * edge, as every range in the rules is), an end on the felt from that point; the reading is in
 * inches, on the table and in the panel. While it is on, presses on the table are the ruler's:
 * the camera and the click picking never see them. Distances are public, so it reads the view.
 */
import type { DiscWarsView } from '../../../games/discwars/index.ts';
import { RulerOverlay } from '../../../render/discwars/ruler-overlay.ts';
import type { DiscWarsScene, Pick as ScenePick } from '../../../render/discwars/scene.ts';
import { h } from '../../dom.ts';
import { addMessages, type Lang } from '../../i18n/index.ts';
import type { TableContext } from '../table.ts';
import { discLabel } from './names.ts';
import { listenGestures } from './gestures.ts';

addMessages({
  en: {
    'dw.ruler': 'Ruler (R)',
    'dw.ruler.hint':
      'Drag on the table to measure; from a disc it measures from its edge. Esc clears.',
    'dw.ruler.points': '{n} in, point to point',
    'dw.ruler.discPoint': '{n} in from the edge of {disc}',
    'dw.ruler.discs': '{n} in, edge to edge: {a} to {b}',
  },
  ja: {
    'dw.ruler': '定規（R）',
    'dw.ruler.hint':
      'テーブル上をドラッグして測ります。ディスクから始めると縁から測ります。Escで消します。',
    'dw.ruler.points': '{n}インチ（点から点）',
    'dw.ruler.discPoint': '{disc}の縁から{n}インチ',
    'dw.ruler.discs': '縁から縁で{n}インチ：{a}から{b}',
  },
});

/** One end of the ruler: a table point (inches), and the disc it was put on, if any. */
export interface RulerEnd {
  readonly x: number;
  readonly y: number;
  readonly disc: {
    readonly id: string;
    readonly x: number;
    readonly y: number;
    readonly z: number;
    readonly r: number;
  } | null;
}

export interface RulerReading {
  /** The measured segment's ends on the table (inches): a disc's end is on its rim. */
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly inches: number;
}

/** What the ruler reads between two ends: edge to edge where a disc is involved (never < 0). */
export function rulerReading(a: RulerEnd, b: RulerEnd): RulerReading {
  const pa = a.disc ?? a;
  const pb = b.disc ?? b;
  const dx = pb.x - pa.x;
  const dy = pb.y - pa.y;
  const d = Math.hypot(dx, dy);
  const ux = d > 0 ? dx / d : 1;
  const uy = d > 0 ? dy / d : 0;
  const ra = a.disc?.r ?? 0;
  const rb = b.disc?.r ?? 0;
  const inches = Math.max(0, d - ra - rb);
  return {
    from: { x: pa.x + ux * ra, y: pa.y + uy * ra },
    to: { x: pb.x - ux * rb, y: pb.y - uy * rb },
    inches,
  };
}

export class FreeRuler {
  private readonly unlisten: () => void;
  private readonly overlay: RulerOverlay;
  private on = false;
  private ends: { a: RulerEnd; b: RulerEnd } | null = null;
  private drag: number | null = null;
  readonly button: HTMLButtonElement;
  readonly readout: HTMLElement;

  constructor(
    private readonly ctx: Pick<TableContext<unknown>, 'host' | 't'>,
    private readonly scene: DiscWarsScene,
    private readonly read: () => { view: DiscWarsView; lang: Lang; facing: 0 | 1 } | null,
  ) {
    this.overlay = new RulerOverlay((v, out) => scene.toScene(v, out));
    ctx.host.board.add(this.overlay.group);
    this.button = h(
      'button',
      { 'data-testid': 'dw-ruler', 'aria-pressed': 'false', onclick: () => this.toggle() },
      ctx.t('dw.ruler'),
    );
    this.readout = h('p', { class: 'hint', 'data-testid': 'dw-ruler-reading' });
    this.readout.hidden = true;
    this.unlisten = listenGestures({
      down: this.onDown,
      move: this.onMove,
      up: this.onUp,
      key: this.onKey,
    });
  }

  get active(): boolean {
    return this.on;
  }

  toggle(on = !this.on): void {
    this.on = on;
    if (!on) this.clear();
    this.redraw();
  }

  /** Takes the ruler off the table (it stays on for the next press). */
  clear(): void {
    this.ends = null;
    this.drag = null;
    this.redraw();
  }

  private endAt(e: PointerEvent): RulerEnd | null {
    const r = this.read();
    if (!r) return null;
    const host = this.ctx.host;
    const pick = host.pick(e.clientX, e.clientY, this.scene.pickables)?.object.userData.pick as
      ScenePick | undefined;
    const piece =
      pick?.pick === 'disc' ? r.view.table.pieces.find((p) => p.id === pick.id) : undefined;
    const p = host.pickTable(e.clientX, e.clientY, 0);
    if (!p && !piece) return null;
    const x = piece ? piece.position.x : (p?.x ?? 0) + r.view.table.width / 2;
    const y = piece ? piece.position.y : -(p?.z ?? 0) + r.view.table.depth / 2;
    const disc = piece
      ? { id: piece.id, x, y, z: piece.position.z + 0.06, r: piece.diameter / 2 }
      : null;
    return { x, y, disc };
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (!this.on || e.target !== this.ctx.host.renderer.domElement) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const end = this.endAt(e);
    if (!end) return;
    // Ours: neither the camera nor the click picking sees this press.
    e.stopPropagation();
    e.preventDefault();
    this.drag = e.pointerId;
    this.ends = { a: end, b: end };
    this.redraw();
  };

  private readonly onMove = (e: PointerEvent): void => {
    if (this.drag !== e.pointerId || !this.ends) return;
    e.stopPropagation();
    const end = this.endAt(e);
    if (!end) return;
    this.ends = { a: this.ends.a, b: end };
    this.redraw();
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (this.drag !== e.pointerId) return;
    e.stopPropagation();
    this.drag = null;
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target as HTMLElement | null;
    if (el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return;
    if (e.key === 'Escape' && this.on) this.toggle(false);
    else if (e.key === 'r' || e.key === 'R') this.toggle();
  };

  /** Draws the ruler and its reading again (also after the table was redrawn or the view changed). */
  redraw(): void {
    this.button.setAttribute('aria-pressed', String(this.on));
    this.button.classList.toggle('selected', this.on);
    this.button.textContent = this.ctx.t('dw.ruler');
    const r = this.read();
    const ends = this.on && r ? this.ends : null;
    this.readout.hidden = !this.on;
    if (!ends || !r) {
      this.overlay.clear();
      this.readout.textContent = this.ctx.t('dw.ruler.hint');
      delete this.readout.dataset.inches;
      this.ctx.host.requestRender();
      return;
    }
    const m = rulerReading(ends.a, ends.b);
    const n = m.inches.toFixed(1);
    const name = (id: string): string => discLabel(r.lang, r.view, id);
    const da = ends.a.disc;
    const db = ends.b.disc;
    const text =
      da && db
        ? this.ctx.t('dw.ruler.discs', { n, a: name(da.id), b: name(db.id) })
        : da || db
          ? this.ctx.t('dw.ruler.discPoint', { n, disc: name((da ?? db)?.id ?? '') })
          : this.ctx.t('dw.ruler.points', { n });
    this.readout.textContent = text;
    this.readout.dataset.inches = n;
    const z = Math.max(da?.z ?? 0, db?.z ?? 0) + 0.1;
    this.overlay.draw({
      from: { ...m.from, z },
      to: { ...m.to, z },
      discs: [da, db].flatMap((d) => (d ? [{ centre: { x: d.x, y: d.y, z: d.z }, r: d.r }] : [])),
      label: this.ctx.t('dw.inches', { n }),
      facing: r.facing,
    });
    this.ctx.host.requestRender();
  }

  anchorOf(name: string) {
    return this.overlay.anchorOf(name);
  }

  dispose(): void {
    this.unlisten();
    this.overlay.dispose();
  }
}
