/**
 * Makes the Japanese font the app ships: Noto Sans JP (SIL OFL 1.1) cut down to the characters our
 * sources use (Japanese catalogs, card and unit names) plus all kana, CJK punctuation and full-width
 * forms, one WOFF2 per weight, written to assets/fonts/. Run again after adding Japanese text:
 *
 *   npm pack @expo-google-fonts/noto-sans-jp@0.4.3   (full TTFs; unpack it somewhere)
 *   npm exec --package=subset-font@2.9.0 -- node scripts/subset-jp-font.mjs <unpacked package dir>
 *
 * subset-font runs HarfBuzz's hb-subset compiled to WebAssembly, so this works offline.
 */
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(join(process.cwd(), 'noop.js'));
const subsetFont = require('subset-font');
const pkg = process.argv[2];
if (!pkg) throw new Error('usage: subset-jp-font.mjs <@expo-google-fonts/noto-sans-jp dir>');

function sources(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const chars = new Set();
for (const f of sources('src'))
  for (const ch of readFileSync(f, 'utf8')) if (ch.codePointAt(0) >= 0x2000) chars.add(ch);
for (const [a, b] of [
  [0x3000, 0x303f],
  [0x3040, 0x309f],
  [0x30a0, 0x30ff],
  [0xff00, 0xffef],
])
  for (let c = a; c <= b; c++) chars.add(String.fromCodePoint(c));
// Latin is drawn by the system font; these few keep mixed strings in one face where it matters.
const text = [...chars].join('') + '0123456789';
for (const [weight, file] of [
  [400, '400Regular/NotoSansJP_400Regular.ttf'],
  [700, '700Bold/NotoSansJP_700Bold.ttf'],
]) {
  const out = await subsetFont(readFileSync(join(pkg, file)), text, { targetFormat: 'woff2' });
  writeFileSync(`assets/fonts/noto-sans-jp-${weight}.woff2`, out);
  console.log(`noto-sans-jp-${weight}.woff2: ${chars.size} characters, ${out.length} bytes`);
}
