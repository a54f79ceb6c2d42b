/**
 * The Japanese font the app ships (assets/fonts: Noto Sans JP cut down to our characters by
 * scripts/subset-jp-font.mjs). It is registered and fetched only when Japanese is shown, so an
 * English page never downloads it. Japanese text names it first (jp-font.css). Whenever a face of it
 * finishes loading (document.fonts' `loadingdone`, whoever asked for it), the listeners lay out and
 * draw again what was laid out before it arrived: canvas textures drawn with a fallback font, and
 * the page's text.
 */
import './jp-font.css';

export const JP_FAMILY = 'Noto Sans JP';

const FILES: readonly [weight: string, url: string][] = [
  ['400', new URL('../../../assets/fonts/noto-sans-jp-400.woff2', import.meta.url).href],
  ['700', new URL('../../../assets/fonts/noto-sans-jp-700.woff2', import.meta.url).href],
];

let loading: Promise<boolean> | null = null;

/** Loads the font once; resolves true when it is ready, false when the browser refused it. */
export function loadJapaneseFont(): Promise<boolean> {
  if (loading) return loading;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts)
    return (loading = Promise.resolve(false));
  const faces = FILES.map(
    ([weight, url]) =>
      // Only what is not Latin: English text keeps the system font.
      new FontFace(JP_FAMILY, `url(${url}) format('woff2')`, {
        weight,
        unicodeRange: 'U+2000-FFFF',
        display: 'swap',
      }),
  );
  for (const f of faces) document.fonts.add(f);
  loading = Promise.all(faces.map((f) => f.load())).then(
    () => true,
    () => false,
  );
  return loading;
}

/**
 * Calls `onLoaded` each time a face of the Japanese font finishes loading (from the FontFaceSet's
 * events, so a load the browser started itself counts too). Returns the unsubscribe function.
 */
export function onJapaneseFontLoaded(onLoaded: () => void): () => void {
  if (typeof document === 'undefined' || !document.fonts?.addEventListener) return () => undefined;
  const listener = (e: Event): void => {
    const faces = (e as FontFaceSetLoadEvent).fontfaces ?? [];
    if (faces.some((f) => f.family.replace(/["']/g, '') === JP_FAMILY)) onLoaded();
  };
  document.fonts.addEventListener('loadingdone', listener);
  return () => document.fonts.removeEventListener('loadingdone', listener);
}
