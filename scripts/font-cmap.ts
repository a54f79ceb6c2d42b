/**
 * The characters a WOFF2 font has glyphs for, read from its `cmap` table (formats 4 and 12): the
 * shipped Japanese subset is checked against the app's sources with it (test/assets), so a
 * Japanese string with a character the subset lacks fails a test instead of showing an empty box.
 * WOFF2 (W3C): a 48-byte header, a table directory of variable-length entries, then all tables in
 * one Brotli stream, in directory order; `cmap` is never transformed.
 */
import { brotliDecompressSync } from 'node:zlib';

const CMAP = 0;
const GLYF = 10;
const LOCA = 11;

export function woff2Characters(font: Buffer): Set<number> {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font');
  const numTables = font.readUInt16BE(12);
  const compressed = font.readUInt32BE(20);
  let p = 48;
  const base128 = (): number => {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const x = font[p++]!;
      v = v * 128 + (x & 127);
      if (!(x & 128)) return v;
    }
    throw new Error('bad UIntBase128');
  };
  let offset = 0;
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const flags = font[p++]!;
    const tag = flags & 63;
    const version = flags >> 6;
    if (tag === 63) p += 4;
    const length = base128();
    const transformed = tag === GLYF || tag === LOCA ? version === 0 : version !== 0;
    const stored = transformed ? base128() : length;
    if (tag === CMAP) cmap = offset;
    offset += stored;
  }
  if (cmap < 0) throw new Error('no cmap table');
  const data = brotliDecompressSync(font.subarray(p, p + compressed));
  const chars = new Set<number>();
  const subtables = data.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + data.readUInt32BE(cmap + 8 + i * 8);
    const format = data.readUInt16BE(at);
    if (format === 4) {
      const seg2 = data.readUInt16BE(at + 6);
      const ends = at + 14;
      const starts = ends + seg2 + 2;
      const deltas = starts + seg2;
      const ranges = deltas + seg2;
      for (let s = 0; s < seg2; s += 2) {
        const start = data.readUInt16BE(starts + s);
        const end = data.readUInt16BE(ends + s);
        const delta = data.readInt16BE(deltas + s);
        const range = data.readUInt16BE(ranges + s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g = range === 0 ? c : data.readUInt16BE(ranges + s + range + (c - start) * 2);
          if (range !== 0 && g === 0) continue;
          g = (g + delta) & 0xffff;
          if (g !== 0) chars.add(c);
        }
      }
    } else if (format === 12) {
      const groups = data.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const first = data.readUInt32BE(at + 16 + g * 12);
        const last = data.readUInt32BE(at + 20 + g * 12);
        for (let c = first; c <= last; c++) chars.add(c);
      }
    }
  }
  return chars;
}
