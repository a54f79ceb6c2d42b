/**
 * The shipped Japanese font subset (assets/fonts) draws every Japanese character the app's sources
 * use: a new string with a character outside the subset would show an empty box on a machine
 * without a Japanese font (run scripts/subset-jp-font.mjs again when this fails).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { woff2Characters } from '../../scripts/font-cmap.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Kana, CJK punctuation, ideographs and full-width forms used anywhere in src/. */
function japaneseInSources(): Map<string, string> {
  const used = new Map<string, string>();
  for (const f of sources('src'))
    for (const ch of readFileSync(f, 'utf8')) if (ch.codePointAt(0)! >= 0x3000) used.set(ch, f);
  return used;
}

describe('Japanese font subset', () => {
  const used = japaneseInSources();

  it('the sources use Japanese text (the check is not empty)', () => {
    expect(used.size).toBeGreaterThan(300);
  });

  for (const weight of [400, 700]) {
    it(`weight ${weight} has a glyph for every Japanese character of the sources`, () => {
      const have = woff2Characters(readFileSync(`assets/fonts/noto-sans-jp-${weight}.woff2`));
      // A character it must not have (outside the subset) proves the table was read, not guessed.
      expect(have.has('龍'.codePointAt(0)!)).toBe(false);
      expect(have.has('あ'.codePointAt(0)!)).toBe(true);
      const missing = [...used].filter(([ch]) => !have.has(ch.codePointAt(0)!));
      expect(missing.map(([ch, file]) => `${ch} in ${file}`)).toEqual([]);
    });
  }
});
