/**
 * Home loads no three.js (README, Performance: at most 250 KB of JavaScript before Home's first
 * frame; three.js alone is about 140 KB gzip). What the page loads before any table opens is the
 * static import graph of `src/main.ts`: imports of values and side effects, re-exports, and not
 * `import type` (erased) or `import('…')` (loaded on demand). No module in that graph may import
 * three.js or the scene host; a table loads them when it opens (`SceneHostLoader`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Comments out of the way, so an example in a doc comment is not an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The specifiers a module loads with it: static imports and re-exports, types left out. */
function staticSpecifiers(code: string): string[] {
  const text = withoutComments(code);
  const out: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\b)[^'"();]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\b)[^'"();]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  ];
  for (const p of patterns) for (const m of text.matchAll(p)) out.push(m[1]!);
  return out;
}

/** Every module of src/ reached from `entry` by static imports, with the bare packages each uses. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    const key = relative(ROOT, file);
    if (graph.has(key)) continue;
    const specs = staticSpecifiers(readFileSync(file, 'utf8'));
    graph.set(
      key,
      specs.filter((s) => !s.startsWith('.')),
    );
    for (const s of specs)
      if (s.startsWith('.') && s.endsWith('.ts')) todo.push(resolve(dirname(file), s));
  }
  return graph;
}

describe("Home's static imports", () => {
  it('reads static imports and leaves out types and imports on demand', () => {
    const code = [
      "import * as THREE from 'three';",
      "import type { SceneHost } from './scene-host.ts';",
      "import { a, type B } from './a.ts';",
      "import './side.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "const lazy = () => import('./lazy.ts');",
      "// import { e } from './e.ts';",
    ].join('\n');
    expect(staticSpecifiers(code).sort()).toEqual(['./a.ts', './c.ts', './side.ts', 'three']);
  });

  it('hold neither three.js nor the scene host', () => {
    const graph = staticGraph(join(ROOT, 'src/main.ts'));
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.has('src/ui/shell/app.ts')).toBe(true);
    const three = [...graph].filter(([, pkgs]) => pkgs.some((p) => /^three(\/|$)/.test(p)));
    expect(three.map(([file]) => file)).toEqual([]);
    expect(graph.has('src/render/scene-host.ts')).toBe(false);
  });
});
