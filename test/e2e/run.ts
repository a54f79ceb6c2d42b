/**
 * `npm run test:e2e`: serves the production build (dist/), drives the system Chromium through every
 * browser test (test/e2e/*.e2e.ts), writes screenshots, and ends with "N passed, N failed".
 * `npm run test:e2e -- <filter>` runs only the tests whose name contains the filter.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './browser.ts';
import { runTest, SHOTS, type E2ETest } from './harness.ts';
import { serveDir } from './server.ts';

const dist = join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npx vite build` first (npm run test:e2e does).');
  process.exit(2);
}
const filter = process.argv[2] ?? '';
const dir = join(process.cwd(), 'test', 'e2e');
const tests: E2ETest[] = [];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { tests: E2ETest[] };
  tests.push(...mod.tests.filter((t) => t.name.includes(filter)));
}
const server = await serveDir(dist);
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
for (const t of tests) {
  const r = await runTest(browser, server.url, t);
  if (r.ok) {
    passed++;
    console.log(`  ✓ ${t.name} (${r.ms} ms)`);
  } else {
    failed++;
    console.log(
      `  ✗ ${t.name} (${r.ms} ms)\n      ${(r.error ?? '').split('\n').join('\n      ')}`,
    );
  }
}
await browser.close();
await server.close();
console.log(`\nbrowser tests: screenshots in ${SHOTS}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
