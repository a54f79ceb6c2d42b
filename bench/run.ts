/**
 * `npm run bench [suite ...]`: runs the named suites (all by default) and prints one table each.
 * A suite is bench/suites/<name>.ts exporting `run(): Promise<Figure[]>`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printTable, type SuiteRun } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(join(here, 'suites'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length > 0) {
  console.error(
    `Unknown bench suite(s): ${unknown.join(', ')}. Available: ${available.join(', ')}.`,
  );
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : available) {
  const mod = (await import(pathToFileURL(join(here, 'suites', `${name}.ts`)).href)) as {
    run: SuiteRun;
  };
  const rows = await mod.run();
  printTable(name, rows);
}
