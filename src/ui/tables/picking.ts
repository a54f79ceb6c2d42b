/**
 * Clicks and hovers on the 3D table, shared by every table: a press and release within a few
 * pixels is a click (a longer drag belongs to the camera), and the object under the pointer is the
 * first pickable hit, whose `userData.pick` says what it is.
 */
import type * as THREE from 'three';
import type { SceneHost } from '../../render/scene-host.ts';

const CLICK_SLOP_PX = 6;

export interface PickHandlers<P> {
  click(pick: P): void;
  /** Called as the pointer moves (undefined over nothing); may return whether to show a pointer cursor. */
  hover?(pick: P | undefined): boolean | void;
}

/** Starts listening on the host's canvas; returns the function that stops it. */
export function attachPicking<P>(
  host: SceneHost,
  pickables: () => readonly THREE.Object3D[],
  on: PickHandlers<P>,
): () => void {
  const canvas = host.renderer.domElement;
  let down: { x: number; y: number } | null = null;
  const pickAt = (e: PointerEvent): P | undefined =>
    host.pick(e.clientX, e.clientY, pickables())?.object.userData.pick as P | undefined;
  const onDown = (e: PointerEvent): void => {
    down = { x: e.clientX, y: e.clientY };
  };
  const onUp = (e: PointerEvent): void => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > CLICK_SLOP_PX) return;
    down = null;
    const p = pickAt(e);
    if (p) on.click(p);
  };
  const onMove = (e: PointerEvent): void => {
    if (e.buttons !== 0) return;
    const p = pickAt(e);
    const cursor = on.hover?.(p);
    canvas.style.cursor = (typeof cursor === 'boolean' ? cursor : p !== undefined) ? 'pointer' : '';
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointermove', onMove);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointermove', onMove);
    canvas.style.cursor = '';
  };
}
