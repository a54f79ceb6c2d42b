/**
 * Browser test of the physics determinism: the page plays the fixed demonstration record with its
 * own Rapier (WebAssembly in Chromium) and its final table hash must equal the one this Node
 * process computes from the same record, step by step. The home screen must not have loaded the
 * physics before the hook is called.
 */
import { playRecord } from '../../src/physics/record.ts';
import { createDiscPhysics } from '../../src/physics/index.ts';
import { check, type E2ETest } from './harness.ts';

interface PageCheck {
  readonly hash: string;
  readonly log: string[];
}

export const tests: E2ETest[] = [
  {
    name: 'physics: the demonstration record gives the same hash in Chromium as in Node',
    async run({ page, baseUrl, shot }) {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(baseUrl);
      await page.waitForSelector('#app *', { timeout: 30_000 });
      await shot('home');
      // Rapier lives in the `physics-*` chunk, the hook in `physics-check-*`.
      const physicsChunk = (u: string): boolean => /\/assets\/physics[-.]/.test(u);
      const early = requested.filter(physicsChunk);
      check(early.length === 0, `the home screen loaded the physics: ${early.join(', ')}`);

      const node = await createDiscPhysics();
      const expected = playRecord(node);
      const nodeHash = node.hash(expected.table);

      const got = await page.evaluate(() =>
        (window as unknown as { tabletopPhysics: () => Promise<PageCheck> }).tabletopPhysics(),
      );
      check(
        expected.log.some((l) => l.startsWith('drop ok')) &&
          expected.log.some((l) => l.startsWith('flip ok')),
        `the record should contain accepted flips and drops: ${expected.log.join('; ')}`,
      );
      for (const [i, line] of expected.log.entries())
        check(got.log[i] === line, `step ${i}: Chromium "${got.log[i]}", Node "${line}"`);
      check(requested.some(physicsChunk), 'the hook ran without loading the physics chunk');
      check(got.hash === nodeHash, `Chromium hash ${got.hash} differs from Node's ${nodeHash}`);
    },
  },
];
