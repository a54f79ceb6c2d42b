/**
 * The Japanese font the app ships (assets/fonts: Noto Sans JP cut down to our characters by
 * scripts/subset-jp-font.mjs). It is registered and fetched only when Japanese is shown, so an
 * English page never downloads it; once it has loaded, canvas textures drawn earlier with a
 * fallback font are drawn again.
 */

export const JP_FAMILY = 'Noto Sans JP';

const FILES: readonly [weight: string, url: string][] = [
  ['400', new URL('../../assets/fonts/noto-sans-jp-400.woff2', import.meta.url).href],
  ['700', new URL('../../assets/fonts/noto-sans-jp-700.woff2', import.meta.url).href],
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
