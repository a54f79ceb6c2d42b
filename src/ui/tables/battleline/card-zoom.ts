/**
 * A close look at any face-up card of the Battle Line table: hovering it with a mouse, or pressing
 * and holding it on a touch screen, shows the card large beside the table (tactics text is too
 * small to read at the default zoom). The picture is the card's own face texture, so it is in the
 * player's language; it shows only cards the viewer can see on the table.
 */
import type * as THREE from 'three';
import type { SceneHost } from '../../../render/scene-host.ts';
import { h } from '../../dom.ts';
import './card-zoom.css';

/** How long a finger rests on a card before its close look opens (ms). */
const LONG_PRESS_MS = 450;
const SLOP_PX = 8;

export interface ZoomSource {
  /** Face-up cards, each with its card id in `userData.zoom`. */
  readonly zoomables: readonly THREE.Object3D[];
  /** The drawn face of a card (a canvas), or null. */
  faceImage(card: string): CanvasImageSource | null;
}

export function attachCardZoom(host: SceneHost, source: ZoomSource): () => void {
  const canvas = host.renderer.domElement;
  const stage = canvas.parentElement ?? document.body;
  const picture = h('canvas', { width: 300, height: 420 }) as HTMLCanvasElement;
  const box = h('div', { class: 'card-zoom', 'data-testid': 'card-zoom', hidden: true }, picture);
  stage.append(box);
  let shown: string | null = null;
  let press: { x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const cardAt = (x: number, y: number): string | null => {
    const hit = host.pick(x, y, source.zoomables);
    const id = hit?.object.userData.zoom;
    return typeof id === 'string' ? id : null;
  };
  const show = (card: string | null): void => {
    if (card === shown) return;
    shown = card;
    const img = card ? source.faceImage(card) : null;
    if (!card || !img) {
      box.hidden = true;
      box.removeAttribute('data-card');
      return;
    }
    const g = picture.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, picture.width, picture.height);
    g.drawImage(img, 0, 0, picture.width, picture.height);
    box.dataset.card = card;
    box.hidden = false;
  };
  const cancelPress = (): void => {
    if (press) clearTimeout(press.timer);
    press = null;
  };

  const onMove = (e: PointerEvent): void => {
    if (e.pointerType === 'touch') {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP_PX) cancelPress();
      return;
    }
    if (e.buttons !== 0) return show(null);
    show(cardAt(e.clientX, e.clientY));
  };
  const onDown = (e: PointerEvent): void => {
    if (e.pointerType !== 'touch') return;
    cancelPress();
    show(null);
    const { clientX: x, clientY: y } = e;
    press = { x, y, timer: setTimeout(() => show(cardAt(x, y)), LONG_PRESS_MS) };
  };
  const onUp = (): void => cancelPress();
  const onLeave = (): void => show(null);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('pointerleave', onLeave);
  return () => {
    cancelPress();
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onUp);
    canvas.removeEventListener('pointerleave', onLeave);
    box.remove();
  };
}
