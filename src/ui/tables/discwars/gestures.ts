/**
 * The window listeners of a Disc Wars table tool (aim, ruler, deployment): pointer events in the
 * capture phase, so the tool sees a gesture before the camera controls do, and keys in the bubble
 * phase. The returned function removes them all.
 */
export interface GestureHandlers {
  readonly down: (e: PointerEvent) => void;
  readonly move: (e: PointerEvent) => void;
  /** Also called when the browser cancels the gesture. */
  readonly up: (e: PointerEvent) => void;
  readonly key?: (e: KeyboardEvent) => void;
}

export function listenGestures(h: GestureHandlers): () => void {
  const stop = new AbortController();
  const capture = { capture: true, signal: stop.signal };
  window.addEventListener('pointerdown', h.down, capture);
  window.addEventListener('pointermove', h.move, capture);
  window.addEventListener('pointerup', h.up, capture);
  window.addEventListener('pointercancel', h.up, capture);
  if (h.key) window.addEventListener('keydown', h.key, { signal: stop.signal });
  return () => stop.abort();
}
