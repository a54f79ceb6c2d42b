/**
 * No import circles in src/: a module never reaches itself through its imports. Every kind of
 * import counts — static, side-effect, dynamic (`import('…')`), re-exports and type-only imports —
 * since a circle of types still ties the modules to each other's meaning, and a reader following
 * one never finds a bottom. Break a circle by moving the shared types into a module of their own,
 * or by handing a registry in instead of importing it. The import statements are read with a
 * regular expression (the code imports by relative path with the `.ts` extension).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** `from '…'`, `import '…'` and `import('…')` with a relative specifier. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*|\bimport\(\s*)['"](\.{1,2}\/[^'"]+\.ts)['"]/g;

type Graph = ReadonlyMap<string, readonly string[]>;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Comments out of the way, so an example in a doc comment is not an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Each module under `dir` (path relative to the repository) with the modules it imports. */
function importGraph(dir: string): Graph {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(dir)) {
    const deps = new Set<string>();
    for (const m of withoutComments(readFileSync(file, 'utf8')).matchAll(IMPORT))
      deps.add(relative(ROOT, resolve(dirname(file), m[1]!)));
    graph.set(relative(ROOT, file), [...deps].sort());
  }
  return graph;
}

/** One circle through each group of modules that reach each other (Tarjan's SCCs), as paths. */
function importCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  // For each group, a shortest way from its first module back to itself (breadth first).
  return groups.map((group) => {
    const inGroup = new Set(group);
    const start = [...group].sort()[0]!;
    const parent = new Map<string, string>();
    const queue = [start];
    let last: string | null = null;
    while (queue.length > 0 && last === null) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (w === start) {
          last = v;
          break;
        }
        if (!inGroup.has(w) || parent.has(w)) continue;
        parent.set(w, v);
        queue.push(w);
      }
    }
    const path = [start];
    for (let v = last!; v !== start; v = parent.get(v)!) path.splice(1, 0, v);
    return [...path, start];
  });
}

describe('import circles', () => {
  it('are found, type-only and dynamic imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['e.ts', 'e.ts'],
    ]);
    const text = [
      "import type { A } from './a.ts';",
      "export { B } from '../b.ts';",
      "import './c.css';",
      "const m = import('./d.ts');",
      "// import { E } from './e.ts';",
    ].join('\n');
    const found = [...withoutComments(text).matchAll(IMPORT)].map((m) => m[1]);
    expect(found).toEqual(['./a.ts', '../b.ts', './d.ts']);
  });

  it('there are none in src/', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(200);
    expect(importCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });
});
