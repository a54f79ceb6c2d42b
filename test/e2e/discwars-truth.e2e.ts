/**
 * Browser tests of issue 25 items 3 and 4, "what the table shows must be true": a drop that ends
 * the missile phase is shown in Replay (carrier, counters falling) and its counters leave with
 * counter removal; the Replay header and bar say the same move and a hot-seat replay waits for
 * nobody; with the ruler on, a drag from the moving disc only measures; the disc card keeps off the
 * aimed landing; the aim's result and Flip button are in view above a long log; a new phase starts
 * the panel at its top.
 */
import type { Page } from 'playwright-core';
import { newMatch, play, type Match } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { serializeSave } from '../../src/core/save.ts';
import type { GameDef } from '../../src/core/game.ts';
import { RULE_EXAMPLES } from '../../src/games/discwars/examples.ts';
import { loadModule } from '../games/discwars/helpers.ts';
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  aimPreview,
  anchor,
  anchorOrNull,
  dwStill,
  firstActivatableDisc,
  loadSaveFile,
  logLength,
  openDiscWars,
  type Point,
} from './table-helpers.ts';

const PANEL = '[data-testid=table-panel]';
const ROUTE = '#/discwars?seed=7&mode=hotseat&o.deploy=false';

async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await page.mouse.up();
}

/** The missile example played on: a1 fires at b2, then b1 at a1, which ends the round. */
async function missileGame(): Promise<Match> {
  const mod = await loadModule();
  const def = mod.def as unknown as GameDef<unknown, unknown>;
  const setup = RULE_EXAMPLES.find((e) => e.id === 'missile')?.setup;
  let m = unwrap(newMatch(def, { kind: 'position', position: setup }));
  m = unwrap(play(def, m, { type: 'fire', archer: 'a1', target: 'b2' }));
  m = unwrap(play(def, m, { type: 'fire', archer: 'b1', target: 'a1' }));
  return m;
}

/** Whether the element's box lies inside the visible part of the panel. */
function inPanelView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    ({ sel, panel }) => {
      const el = document.querySelector(sel);
      const p = document.querySelector(panel);
      if (!el || !p) return false;
      const a = el.getBoundingClientRect();
      const b = p.getBoundingClientRect();
      return a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.height > 0;
    },
    { sel: selector, panel: PANEL },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars truth: Replay shows the drop that ends the round, header and bar agree',
    contextOptions: { viewport: { width: 1400, height: 900 } },
    async run({ page, baseUrl, shot, settle }) {
      const match = await missileGame();
      const n = match.log.length;
      await openDiscWars(page, baseUrl);
      await loadSaveFile(page, '[data-testid=load]', {
        name: 'missile.json',
        text: serializeSave(match, { route: ROUTE, mode: 'hotseat' }),
      });
      await page.waitForFunction(
        (k) => document.querySelectorAll('[data-testid=log] li').length >= k,
        n,
      );
      await dwStill(page);
      await page.click('[data-testid=replay]');
      await page.waitForSelector('[data-testid=replay-bar]:not([hidden])');
      await page.click('[data-testid=replay-back]');
      await dwStill(page);
      // Nobody is waited for in a replay of a game played at this screen.
      const hint =
        (await page
          .locator('[data-testid=dw-hint]')
          .textContent()
          .catch(() => '')) ?? '';
      check(!/Waiting for/.test(hint), `the replay says "${hint}"`);
      check(
        !/Waiting for/.test((await page.textContent(PANEL)) ?? ''),
        'the replay panel waits for the other player',
      );
      // Forward onto the drop that ends the round, its show held half-way (the counters falling).
      await page.evaluate((sel) => {
        const p = document.querySelector<HTMLElement>(sel);
        if (p) p.dataset.showHold = '1.2';
      }, PANEL);
      await page.click('[data-testid=replay-forward]');
      await page.waitForFunction(
        (sel) => {
          const d = document.querySelector<HTMLElement>(sel)?.dataset;
          return d?.animating === 'true' && Number(d.showAt) >= 1200;
        },
        PANEL,
        { timeout: 30_000 },
      );
      check(await anchorOrNull(page, 'carrier'), 'the drop that ends the round is not shown');
      const status = (await page.textContent('[data-testid=status]')) ?? '';
      const bar = await page.inputValue('[data-testid=replay-jump]');
      check(
        status.includes(`move ${bar} of ${n}`),
        `the header says "${status}" while the bar says ${bar}`,
      );
      await settle();
      await shot('replay-drop');
      // Counter removal: once the show is over the counters are gone, as the rules took them.
      await page.evaluate((sel) => {
        const p = document.querySelector<HTMLElement>(sel);
        if (p) delete p.dataset.showHold;
      }, PANEL);
      await dwStill(page);
      check(
        (await anchorOrNull(page, 'counter-m3')) === null,
        'the counters stay drawn after counter removal',
      );
      await settle();
      await shot('after-removal');
    },
  },
  {
    name: 'disc wars truth: with the ruler on, a drag from the moving disc measures and flips nothing',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      await aimPreview(page);
      await settle();
      await page.click('[data-testid=dw-ruler]');
      await page.waitForSelector('[data-testid=dw-ruler][aria-pressed=true]');
      const before = await logLength(page);
      const from = await anchor(page, `disc-${disc}`);
      await drag(page, from, { x: from.x, y: from.y - 160 });
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-ruler-reading]')?.hasAttribute('data-inches'),
      );
      await page.waitForTimeout(400);
      check((await logLength(page)) === before, 'the drag with the ruler on flipped the disc');
      check(
        (await page.locator('[data-testid=dw-aim]').count()) === 1,
        'the aim is gone after a ruler drag',
      );
      await settle();
      await shot('ruler-drag');
    },
  },
  {
    name: 'disc wars truth: while aiming, the disc card keeps off the landing, the result is in view',
    contextOptions: { viewport: { width: 1400, height: 900 } },
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      // A long log first: every activation of the first player, each stopped at once.
      for (let i = 0; i < 3; i++) {
        const d = await firstActivatableDisc(page);
        await activateDisc(page, d);
        await page.click('[data-testid=stop]');
        await dwStill(page);
      }
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      await aimPreview(page);
      await settle();
      // The result and the Flip button are in view in the panel, above the log.
      for (const sel of ['[data-testid=dw-aim-preview]', '[data-testid=dw-aim-flip]'])
        check(await inPanelView(page, sel), `${sel} is not in view in the panel`);
      const share = await page.evaluate(() => {
        const log = document.querySelector('.log-box')?.getBoundingClientRect();
        const side = document.querySelector('.side')?.getBoundingClientRect();
        return log && side ? log.height / side.height : 1;
      });
      check(share <= 0.26, `the log takes ${(share * 100).toFixed(0)} % of the side column`);
      // Hover the moving disc: its card keeps off the ideal landing and the previewed rest.
      const at = await anchor(page, `disc-${disc}`);
      await page.mouse.move(at.x, at.y);
      await page.waitForSelector('[data-testid=dw-card]:not([hidden])');
      const box = await page.locator('[data-testid=dw-card]').boundingBox();
      check(box, 'no card');
      for (const name of ['aim-ideal', 'aim-rest']) {
        const p = await anchorOrNull(page, name);
        if (!p) continue;
        const inside =
          p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
        check(!inside, `the disc card covers ${name}`);
      }
      await settle();
      await shot('aiming');
    },
  },
  {
    name: 'disc wars truth: after deployment the panel starts at its top',
    contextOptions: { viewport: { width: 1400, height: 600 } },
    async run({ page, baseUrl, settle, shot }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.waitForSelector('[data-testid=dw-deploy-auto]', { timeout: 60_000 });
      for (let i = 0; i < 2; i++) {
        if (await page.locator('[data-testid=reveal]').isVisible())
          await page.click('[data-testid=reveal]');
        await page.waitForSelector('[data-testid=dw-deploy-auto]');
        // Scrolled down the tray, as a player placing the last discs is.
        await page.evaluate((sel) => {
          const p = document.querySelector(sel);
          if (p) p.scrollTop = p.scrollHeight;
        }, PANEL);
        await page.click('[data-testid=dw-deploy-auto]');
        await page.waitForTimeout(300);
      }
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await settle();
      check(await inPanelView(page, '[data-testid=dw-round]'), '"Round 1 of 8" is scrolled away');
      check(await inPanelView(page, '[data-testid=dw-to-act]'), '"… to act" is scrolled away');
      await shot('battle-start');
    },
  },
];
