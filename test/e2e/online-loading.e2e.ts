/**
 * Browser test of an online table whose code cannot be downloaded (the line drops as the player
 * opens a game for two browsers): the page says so and goes back to Home, as a local table does
 * (`loading.e2e.ts`), instead of staying on a page that never draws.
 */
import { check, type E2ETest } from './harness.ts';
import { startGameServer } from './online-server.ts';
import { openWithFailedDownload } from './table-helpers.ts';

export const tests: E2ETest[] = [
  {
    name: 'online loading: a game whose table code cannot be downloaded says so and goes back to Home',
    // The aborted downloads themselves.
    expectedErrors: /^Failed to load resource: net::ERR_FAILED$/,
    async run({ page, shot }) {
      const server = await startGameServer();
      try {
        await page.goto(`${server.url}#/`);
        await page.waitForSelector('.game-card');
        // Neither the online table's code nor three.js's scene host arrives.
        await openWithFailedDownload(
          page,
          /\/assets\/(online-table|scene-host)-[\w-]+\.js$/,
          '#/online/new/hill218?seat=1',
        );
        check(
          (await page.locator('[data-testid=invite-link]').count()) === 0,
          'an invitation was offered for a table that cannot be shown',
        );
        await shot('failed');
      } finally {
        await server.stop();
      }
    },
  },
];
