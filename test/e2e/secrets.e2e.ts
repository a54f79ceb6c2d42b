/**
 * Browser tests of issue 15's secrets and saves: a new game's seed is secret (not in the address,
 * on Home or reachable through `window.tabletop`) yet a reload resumes it; a reproducible game shows
 * its seed on purpose; loading a save opens the file's own game and leaves other autosaves alone.
 */
import type { Page } from 'playwright-core';
import { newMatch } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { serializeSave } from '../../src/core/save.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { check, type E2ETest } from './harness.ts';
import { loadSaveFile, logLength } from './table-helpers.ts';

/** Hill 218 hot-seat: admit the first player and pick a bottom pair (one move in the log). */
async function oneHillMove(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=curtain]:not([hidden])');
  await page.click('[data-testid=reveal]');
  await page.locator('[data-testid=h218-bottom] button').first().click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length === 1);
}

const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => localStorage.getItem(k), key);

/** A Battle Line save whose meta claims to be a Hill 218 game. */
function battleLineSave(): string {
  const m = unwrap(
    newMatch(battleline, { kind: 'new', options: battleline.defaultOptions, seed: 9 }),
  );
  return serializeSave(m, { route: '#/hill218?seed=3&mode=hotseat', mode: 'hotseat' });
}

export const tests: E2ETest[] = [
  {
    name: 'secret seed: a new game shows no seed anywhere, and a reload resumes it',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.waitForSelector('[data-testid=play-hill218]');
      const seedBox = page.locator('.game-card[data-game=hill218] input[name=seed]');
      check((await seedBox.inputValue()) === '', 'Home shows a seed for a new game');
      await shot('home');
      await page.click('[data-testid=play-hill218]');
      await oneHillMove(page);
      const url = page.url();
      check(!/[?&]seed=/.test(url), `the address holds the seed: ${url}`);
      check(/match=[a-z0-9]+/.test(url), `the address names no game: ${url}`);
      const save = JSON.parse((await stored(page, 'tabletop.autosave.hill218')) ?? '{}') as {
        start?: { seed?: number };
      };
      const seed = save.start?.seed;
      check(typeof seed === 'number', 'the autosave cannot restore the game (no seed)');
      const html = await page.content();
      check(!html.includes(`"${seed}"`) && !html.includes(`>${seed}<`), 'the page shows the seed');
      const hook = await page.evaluate(() => {
        const t = (window as unknown as { tabletop: Record<string, unknown> }).tabletop;
        return { keys: Object.keys(t), store: 'store' in t, app: 'app' in t };
      });
      check(!hook.store && !hook.app, `window.tabletop hands out the app: ${hook.keys.join(', ')}`);
      await page.reload();
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      check((await logLength(page)) === 1, 'the reload did not resume the game');
      check(page.url() === url, `the reload moved to ${page.url()}`);
    },
  },
  {
    name: 'reproducible game: the Home option shows the seed and puts it in the address',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl);
      await page.waitForSelector('[data-testid=play-hill218]');
      await page.check('[data-testid=repro-hill218]');
      const seed = await page
        .locator('.game-card[data-game=hill218] input[name=seed]')
        .inputValue();
      check(/^\d+$/.test(seed), `no seed shown: "${seed}"`);
      await page.click('[data-testid=play-hill218]');
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      check(page.url().includes(`seed=${seed}&`), `the address lacks seed ${seed}: ${page.url()}`);
    },
  },
  {
    name: 'load: a save naming another game opens its own game and leaves the other autosave',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/hill218?mode=hotseat`);
      await oneHillMove(page);
      const url = page.url();
      const hill = await stored(page, 'tabletop.autosave.hill218');
      // A link that fails leaves the game in progress.
      await page.goto(`${baseUrl}#/hill218?mode=hotseat&o.firstTurn=nobody`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      check(
        (await stored(page, 'tabletop.autosave.hill218')) === hill,
        'a bad link replaced the autosave',
      );
      // From inside a table, a save of another game opens that game's table.
      await page.goto(url);
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      await page.click('[data-testid=reveal]');
      await loadSaveFile(page, '[data-testid=load]', { name: 'bl.json', text: battleLineSave() });
      await page.waitForFunction(() => location.hash.startsWith('#/battleline'));
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      const notice = (await page.locator('[data-testid=notice]').textContent()) ?? '';
      check(notice.includes('Battle Line'), `notice: ${notice}`);
      check(
        (await stored(page, 'tabletop.autosave.hill218')) === hill,
        'the Hill 218 autosave changed',
      );
      check(
        ((await stored(page, 'tabletop.autosave.battleline')) ?? '').includes('"seed": 9'),
        'the loaded game is not the Battle Line autosave',
      );
      await shot('loaded-other-game');
    },
  },
];
