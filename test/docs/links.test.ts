/**
 * The repository stands alone: a clone must find every page, picture and file its documents point
 * to, and nothing may point at one machine's folders. Three checks over the files git tracks:
 * - every relative Markdown link or image in a `*.md` file reaches a tracked file or folder;
 * - every repository path a `*.md` file names in backticks (`src/games/registry.ts`) exists;
 * - no document, source, bench or script names an absolute machine path (`/work/`, `/home/`,
 *   `/tmp/`, `file://`) or a folder beside the repository (`../shared`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SELF = relative(ROOT, import.meta.filename)
  .split(sep)
  .join('/');

/** The files a clone holds: git's list, or (outside a git checkout) the tree minus build output. */
function trackedFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
    return out.split('\0').filter((f) => f && existsSync(join(ROOT, f)));
  } catch {
    const skip = new Set(['.git', 'node_modules', 'dist', 'test-results', 'bench/results']);
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
        const path = dir ? `${dir}/${e.name}` : e.name;
        if (skip.has(path)) return [];
        return e.isDirectory() ? walk(path) : [path];
      });
    return walk('');
  }
}

const files = trackedFiles();
const fileSet = new Set(files);
const folders = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const markdown = files.filter((f) => f.endsWith('.md'));

/** Text with fenced code blocks and inline code blanked (line numbers kept). */
function prose(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The link targets of a Markdown text, inline (`[a](b)`, `![a](b)`) and reference (`[a]: b`). */
function linkTargets(text: string): { target: string; line: number }[] {
  const body = prose(text);
  const found: { target: string; line: number }[] = [];
  for (const m of body.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g))
    found.push({ target: m[1]!, line: lineOf(body, m.index) });
  for (const m of body.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm))
    found.push({ target: m[1]!, line: lineOf(body, m.index) });
  return found;
}

/** Why a link target from `file` leads nowhere in a clone, or null when it is fine. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^file:/i.test(target)) return null; // https:, mailto:
  if (target.startsWith('#')) return null;
  if (/^file:/i.test(target) || target.startsWith('/'))
    return 'an absolute path: it leaves the repository';
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  const full = normalize(join(ROOT, dirname(file), path));
  const rel = relative(ROOT, full).split(sep).join('/');
  if (rel.startsWith('..')) return 'it leaves the repository';
  const key = rel.replace(/\/$/, '');
  if (fileSet.has(key) || folders.has(key) || key === '') return null;
  return existsSync(full) ? 'not tracked by git (a clone will not have it)' : 'no such file';
}

/**
 * Paths a Markdown text names in backticks: from the repository's top (`src/core/game.ts`) or
 * relative to the document (`../README.md`); with an extension or a closing slash, so error codes
 * (`deploy/outside`) and patterns (`src/games/<game>/`) are left alone.
 */
function namedPaths(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of m[1]!.split(/\s+/)) {
      const path = word.replace(/[,;:.)]+$/, '').replace(/:\d+(-\d+)?$/, '');
      if (!/^(\.\.?\/|(src|test|bench|scripts|docs|deploy|assets)\/)/.test(path)) continue;
      if (/[<>*…{}|[\]]/.test(path)) continue;
      if (!/\.[a-z0-9]+$/i.test(path) && !path.endsWith('/')) continue;
      found.push({ path, line: lineOf(text, m.index) });
    }
  }
  return found;
}

/** Why a named path leads nowhere, or null: `./` and `../` are read from the document's folder. */
function missingPath(file: string, path: string): string | null {
  const full = path.startsWith('.') ? join(ROOT, dirname(file), path) : join(ROOT, path);
  const key = relative(ROOT, full).split(sep).join('/');
  if (key.startsWith('..')) return 'it leaves the repository';
  if (fileSet.has(key) || folders.has(key) || key === '') return null;
  return existsSync(full) ? 'not tracked by git (a clone will not have it)' : 'no such file';
}

const MACHINE_PATH = /(^|[^.\w])\/(work|home|tmp)\/|file:\/\/|\.\.\/shared/;
const scanned = files.filter(
  (f) =>
    f !== SELF &&
    f !== 'package-lock.json' &&
    (f.endsWith('.md') ||
      /^(src|bench|scripts|deploy)\//.test(f) ||
      (!f.includes('/') && /\.(ts|js|mjs|json|html)$/.test(f))) &&
    !/\.(png|jpe?g|webp|woff2?|ico|wasm|sqlite)$/i.test(f),
);

describe('the repository stands alone', () => {
  it('finds the documents it checks', () => {
    expect(markdown).toContain('README.md');
    expect(scanned.length).toBeGreaterThan(100);
  });

  it('every relative Markdown link and image reaches a tracked file', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const { target, line } of linkTargets(text)) {
        const why = brokenLink(file, target);
        if (why) broken.push(`${file}:${line}: ${target} — ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every repository path a document names exists', () => {
    const missing: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const { path, line } of namedPaths(text)) {
        const why = missingPath(file, path);
        if (why) missing.push(`${file}:${line}: ${path} — ${why}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names no absolute machine path and no folder beside the repository', () => {
    const hits: string[] = [];
    for (const file of scanned) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((text, i) => {
        if (MACHINE_PATH.test(text)) hits.push(`${file}:${i + 1}: ${text.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});

describe('the link checker itself', () => {
  it('reads inline, image and reference links, and skips code', () => {
    const text = [
      'See [the rules](docs/rules/a.md#turn) and ![a picture](pic.png "title").',
      '`[not a link](nowhere.md)`',
      '```',
      '[nor this](nowhere.md)',
      '```',
      '[ref]: ../up.md',
    ].join('\n');
    expect(linkTargets(text)).toEqual([
      { target: 'docs/rules/a.md#turn', line: 1 },
      { target: 'pic.png', line: 1 },
      { target: '../up.md', line: 6 },
    ]);
  });

  it('tells a dangling link, a link out of the repository and a good one apart', () => {
    expect(brokenLink('README.md', 'docs/nowhere.md')).toBe('no such file');
    expect(brokenLink('docs/online.md', '../../shared/x.md')).toBe('it leaves the repository');
    expect(brokenLink('README.md', '/etc/passwd')).toMatch(/absolute/);
    expect(brokenLink('README.md', 'file:///etc/passwd')).toMatch(/absolute/);
    expect(brokenLink('docs/online.md', '../README.md')).toBeNull();
    expect(brokenLink('README.md', 'https://example.org/')).toBeNull();
    expect(brokenLink('README.md', '#layout')).toBeNull();
  });

  it('takes paths from backticks but not error codes or patterns', () => {
    const text =
      '`src/core/game.ts`, `deploy/outside`, `src/games/<game>/rules.ts`, `docs/`, `../x/`';
    expect(namedPaths(text).map((p) => p.path)).toEqual(['src/core/game.ts', 'docs/', '../x/']);
    expect(missingPath('docs/online.md', '../README.md')).toBeNull();
    expect(missingPath('docs/online.md', '../../shared/rules/')).toBe('it leaves the repository');
    expect(missingPath('README.md', 'src/nowhere.ts')).toBe('no such file');
  });
});
