/**
 * What the renderer gives up where WebGL is rasterised in software (SwiftShader, llvmpipe): there
 * every pixel of a frame costs CPU time, and the browser's software compositor reads each frame
 * back on the main thread, so a full-size frame of the table blocked the page for 100–500 ms during
 * Disc Wars shows (issue 25). On such a renderer the drawing buffer is held to a pixel budget
 * (the canvas keeps its size on the page and is scaled up), the felt's texture is sampled without
 * anisotropic filtering, and multisampling is off. On a GPU nothing changes.
 */

let probed: boolean | null = null;

/** Whether WebGL is rasterised in software here (probed once, on a throwaway context). */
export function softwareWebGL(): boolean {
  if (probed !== null) return probed;
  const probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) return (probed = true);
  const info = probe.getExtension('WEBGL_debug_renderer_info');
  const name = String(
    info ? probe.getParameter(info.UNMASKED_RENDERER_WEBGL) : probe.getParameter(probe.RENDERER),
  );
  probe.getExtension('WEBGL_lose_context')?.loseContext();
  return (probed = /swiftshader|llvmpipe|software|softpipe/i.test(name));
}

/**
 * Drawing-buffer pixels a software-rasterised frame may have: about a quarter of a 1280 × 800
 * page's stage. Measured with `BENCH_WEB_ONLY=shows npm run bench web` (see the README): a frame
 * of the Disc Wars table at this size stays under the 50 ms long-task line on the 2-core machine.
 */
export const SOFTWARE_PIXELS = 180_000;
/**
 * The budget while an animation runs (a flip, a drop, a card dealt): half, so a frame of a show
 * costs less (a Disc Wars frame: 28–31 ms → about 20 ms of the 2-core machine) and stays under the
 * 50 ms long-task line when the machine is busy. A still table is drawn at the full budget again,
 * so what a player reads (names, numbers) stays as sharp.
 */
export const SOFTWARE_MOVING_PIXELS = 90_000;
/** Never sharper than the screen, nor coarser than this share of a CSS pixel. */
const MIN_SCALE = 0.35;

/**
 * Drawing-buffer pixels per CSS pixel for a `width` × `height` (CSS px) canvas: the screen's
 * density (at most 2) on a GPU; in software, no more than `SOFTWARE_PIXELS` in all
 * (`SOFTWARE_MOVING_PIXELS` while something `moving` is shown).
 */
export function renderScale(
  width: number,
  height: number,
  devicePixelRatio: number,
  software: boolean,
  moving = false,
): number {
  const screen = Math.min(2, devicePixelRatio > 0 ? devicePixelRatio : 1);
  if (!software) return screen;
  const area = Math.max(1, width) * Math.max(1, height);
  const budget = moving ? SOFTWARE_MOVING_PIXELS : SOFTWARE_PIXELS;
  return Math.min(screen, Math.max(MIN_SCALE, Math.sqrt(budget / area)));
}
