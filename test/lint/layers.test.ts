import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layer rules of docs/architecture.md are lint rules; these cases prove the rules bite where they must.
const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer rules', () => {
  it.each([
    ["import * as THREE from 'three';\nexport const x = THREE;\n", 'no-restricted-imports'],
    [
      "import RAPIER from '@dimforge/rapier3d-deterministic-compat';\nexport const x = RAPIER;\n",
      'no-restricted-imports',
    ],
    [
      "import { createStore } from 'zustand/vanilla';\nexport const x = createStore;\n",
      'no-restricted-imports',
    ],
    ['export const x = Math.random();\n', 'no-restricted-syntax'],
    ['export const x = Date.now();\n', 'no-restricted-syntax'],
    ['export const x = document.title;\n', 'no-restricted-globals'],
    ['export const x = window.innerWidth;\n', 'no-restricted-globals'],
  ])('src/core and src/games refuse %s', async (code, rule) => {
    expect(await ruleIds(code, 'src/core/probe.ts')).toContain(rule);
    expect(await ruleIds(code, 'src/games/battleline/probe.ts')).toContain(rule);
  });

  it('lets the UI use the DOM, three and zustand', async () => {
    const code =
      "import * as THREE from 'three';\nimport { createStore } from 'zustand/vanilla';\nexport const x = [THREE, createStore, document.title];\n";
    expect(await ruleIds(code, 'src/ui/probe.ts')).toEqual([]);
  });

  it('hands the parts of the shell the app as a Shell, never its class', async () => {
    const app = "import type { App } from '../shell/app.ts';\nexport type X = App;\n";
    expect(await ruleIds(app, 'src/ui/match/probe.ts')).toContain('no-restricted-imports');
    expect(
      await ruleIds(app.replace('../', '../../'), 'src/ui/tables/battleline/probe.ts'),
    ).toContain('no-restricted-imports');
    expect(await ruleIds(app.replace('../shell/', './'), 'src/ui/shell/probe.ts')).toEqual([]);
  });

  it('lets a table import the table interface but not the registry of tables', async () => {
    const registry =
      "import { tableLoaders } from '../registry.ts';\nexport const x = tableLoaders;\n";
    const table =
      "import type { TableContext } from '../table.ts';\nexport type X = TableContext<number>;\n";
    expect(await ruleIds(registry, 'src/ui/tables/hill218/probe.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(table, 'src/ui/tables/hill218/probe.ts')).toEqual([]);
  });

  it('keeps three.js out of the physics layer', async () => {
    expect(
      await ruleIds(
        "import * as THREE from 'three';\nexport const x = THREE;\n",
        'src/physics/probe.ts',
      ),
    ).toContain('no-restricted-imports');
  });
});
