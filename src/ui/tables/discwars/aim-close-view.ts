/**
 * The close view while aiming a flip: the camera near the moving disc, looking down at 55° and
 * framing every landing round it, so a disc drawn too small to touch can be aimed on a phone. It
 * is offered on a touch screen or wherever the disc is drawn under a touch target's size, and is
 * on by default only for a small disc on a touch screen; the player's choice (its toggle button)
 * is kept while the page lives. The disc's size is measured in the table's own view, not while
 * the close view is on or swinging back from it.
 */
import type * as THREE from 'three';
import type { DiscWarsView } from '../../../games/discwars/index.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import type { SceneHost } from '../../../render/scene-host.ts';
import { h } from '../../dom.ts';
import { DropSideView } from './drop-side-view.ts';
import { isTouch } from './touch.ts';

type Pose = DiscWarsView['table']['pieces'][number];
type T = (key: string, params?: Record<string, string | number>) => string;

/** A disc drawn less than this across (CSS px) is too small to touch: a close view is offered. */
export const TOUCH_TARGET_PX = 40;
/** The close view looks down at 55° and shows this many diameters round the disc's centre. */
const CLOSE_ELEVATION = (55 * Math.PI) / 180;
const CLOSE_REACH = 1.7;
/** The player's choice of the close view, kept while the page lives (null: not chosen yet). */
let closeChoice: boolean | null = null;

export class AimCloseView {
  /** The toggle between the close view and the whole table. */
  readonly button: HTMLButtonElement;
  private readonly view: DropSideView;
  /** The moving disc's size on screen when aiming began, in CSS px (the table's own view). */
  private drawnPx = Infinity;
  /** Where the close view was last framed (disc and position); '' when it is not on. */
  private framed = '';
  /** When the close view last swung back (performance.now()). */
  private releasedAt = -Infinity;

  constructor(
    private readonly host: SceneHost,
    private readonly scene: DiscWarsScene,
    /** The player turned the close view on or off. */
    toggled: () => void,
  ) {
    this.view = new DropSideView(host, CLOSE_ELEVATION);
    this.button = h('button', { 'data-testid': 'dw-aim-close' }) as HTMLButtonElement;
    this.button.addEventListener('click', () => {
      closeChoice = !this.wants();
      toggled();
    });
  }

  /** Aiming a new disc: its size on screen, in the table's own view (not while close or back). */
  measure(pose: Pose | undefined): void {
    if (this.framed === '' && performance.now() - this.releasedAt > 1000)
      this.drawnPx = this.discPx(pose);
  }

  /**
   * The moving disc's diameter on screen now, in CSS px. In the canvas's own frame: the click
   * that chooses the disc has just changed the panel, and reading the canvas's box would lay the
   * page out in that click's task.
   */
  private discPx(pose: Pose | undefined): number {
    if (!pose) return Infinity;
    const { x, y } = pose.position;
    const c = this.host.toCanvas(this.point(x, y, pose));
    const e = this.host.toCanvas(this.point(x + pose.diameter / 2, y, pose));
    const f = this.host.toCanvas(this.point(x, y + pose.diameter / 2, pose));
    return 2 * Math.min(Math.hypot(e.x - c.x, e.y - c.y), Math.hypot(f.x - c.x, f.y - c.y));
  }

  private point(x: number, y: number, pose: Pose): THREE.Vector3 {
    return this.scene.toScene({ x, y, z: pose.position.z });
  }

  /** Whether the close view is wanted: the player's choice, else a touch screen's small disc. */
  wants(): boolean {
    return closeChoice ?? (isTouch() && this.drawnPx < TOUCH_TARGET_PX);
  }

  /** Offered on a touch screen, or wherever the disc is drawn too small to touch. */
  private offers(): boolean {
    return isTouch() || this.drawnPx < TOUCH_TARGET_PX || closeChoice !== null;
  }

  /** Frames the moving disc and every landing round it (or swings back to the whole table). */
  frame(pose: Pose | undefined): void {
    if (!pose || !this.wants()) return this.release();
    const key = `${pose.id}|${pose.position.x}|${pose.position.y}`;
    if (key === this.framed) return;
    this.framed = key;
    const r = pose.diameter * CLOSE_REACH;
    const { x, y } = pose.position;
    const points = [this.point(x, y, pose)];
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      points.push(this.point(x + r * Math.cos(a), y + r * Math.sin(a), pose));
    }
    this.view.show(points);
  }

  /** Back to where the player had the camera. */
  release(): void {
    if (this.framed === '') return;
    this.view.release();
    this.framed = '';
    this.releasedAt = performance.now();
  }

  /** The toggle's words and whether it is offered. */
  relabel(t: T): void {
    this.button.hidden = !this.offers();
    this.button.textContent = t(this.wants() ? 'dw.aim.whole' : 'dw.aim.close');
    this.button.setAttribute('aria-pressed', String(this.wants()));
  }
}
