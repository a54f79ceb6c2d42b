/**
 * No source file over 400 lines: a module a newcomer opens should fit one concept they can read
 * in one sitting, so a file that grows past the limit is split by concept (a class or a group of
 * functions with one job) before it lands. Lines are counted as the editor shows them. The
 * allow-list holds files whose split is under way elsewhere; keep it short and empty it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const MAX_LINES = 400;

/** Files allowed over the limit for now, with why. */
const ALLOWED: ReadonlySet<string> = new Set<string>([]);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Lines in a file, not counting a final newline as the start of another. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.replace(/\n$/, '').split('\n').length;
}

describe('file size', () => {
  it(`no src/**/*.ts file has more than ${MAX_LINES} lines`, () => {
    const offenders = tsFiles(SRC)
      .map((file) => ({
        path: relative(ROOT, file).split('\\').join('/'),
        lines: lineCount(readFileSync(file, 'utf8')),
      }))
      .filter((f) => f.lines > MAX_LINES && !ALLOWED.has(f.path))
      .sort((a, b) => b.lines - a.lines)
      .map((f) => `${f.path}: ${f.lines} lines`);
    expect(offenders).toEqual([]);
  });

  it('every allow-listed file still exists', () => {
    const files = new Set(tsFiles(SRC).map((f) => relative(ROOT, f).split('\\').join('/')));
    expect([...ALLOWED].filter((p) => !files.has(p))).toEqual([]);
  });
});
