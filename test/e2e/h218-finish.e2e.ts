/**
 * Browser tests of the Hill 218 finishing pass (issue 16): the instruction when the HQ is emptied
 * mid-game, the unit counts printed once at the end, grid labels on the board, the opponent's last
 * move marked, and a click on an illegal cell answered with the engine's reason.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import {
  anchorOrNull,
  clickObject,
  loadPosition,
  logLength,
  takeEnemyHq,
  waitLog,
} from './table-helpers.ts';

/**
 * After a placement clicked when the log held `before` lines: waits for its log line (the panel is
 * drawn with it), then takes the first target if the placed unit must attack.
 */
async function attackIfAsked(page: Page, before: number): Promise<void> {
  await waitLog(page, before + 1);
  const target = page.locator('[data-testid=h218-targets] button');
  if ((await target.count()) > 0) {
    await target.first().click();
    await waitLog(page, before + 2);
  }
}

export const tests: E2ETest[] = [
  {
    name: 'finish h218: an HQ emptied mid-game is not called the first turn',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/hill218?seed=2024&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=h218-phase]');
      // The bot struck the unit in my HQ: my Infantry out on the board is cut off from supply.
      await loadPosition(page, {
        cells: [
          { x: 1, y: -1, owner: 0, unit: 'infantry' },
          { x: 0, y: 1, owner: 1, unit: 'tank' },
          { x: 1, y: 1, owner: 1, unit: 'infantry' },
        ],
        hands: [['infantry', 'tank'], ['infantry']],
        decks: [['infantry'], ['infantry']],
        turn: 0,
        turnsTaken: [4, 3],
        playsLeft: 2,
      });
      await page.waitForSelector('[data-testid=h218-hand] button[data-unit=tank]:not([disabled])');
      const phase = (await page.locator('[data-testid=h218-phase]').textContent()) ?? '';
      check(!phase.includes('First turn'), `mid-game instruction says: ${phase}`);
      check(
        phase.includes('HQ is empty'),
        `the instruction does not explain the empty HQ: ${phase}`,
      );
      await settle();
      await shot('hq-empty');
      // A click on a cell out of supply says why, from the engine's refusal.
      await clickObject(page, 'hand-tank');
      await settle();
      await clickObject(page, 'empty-1,0');
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const notice = (await page.locator('[data-testid=notice]').textContent()) ?? '';
      check(notice.includes('supply'), `no reason for the illegal cell: ${notice}`);
      // Two plays into the HQ and beside it; the bot's answer is marked until my next move.
      let before = await logLength(page);
      await clickObject(page, 'cell-0,-1');
      await attackIfAsked(page, before);
      await page.waitForSelector(
        '[data-testid=h218-hand] button[data-unit=infantry]:not([disabled])',
      );
      await settle();
      await clickObject(page, 'hand-infantry');
      await settle();
      const cells = await page
        .locator('[data-testid=h218-cells] button')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-cell') ?? ''));
      check(cells.length > 0, 'no legal cell for the infantry');
      before = await logLength(page);
      await clickObject(page, `cell-${cells[0]}`);
      await attackIfAsked(page, before);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=log] li')].some((li) =>
          /Player 2/.test(li.textContent ?? ''),
        ),
      );
      await page.waitForSelector('[data-testid=h218-hand] button:not([disabled])');
      await settle();
      check((await anchorOrNull(page, 'last-move')) !== null, "the bot's move is not marked");
      await shot('last-move');
    },
  },
  {
    name: 'finish h218: the unit counts are printed once at the end',
    async run({ page, baseUrl, shot, settle }) {
      await takeEnemyHq(page, baseUrl, settle);
      const panel = (await page.locator('.h218-result').locator('..').textContent()) ?? '';
      const times = panel.split('Units on the table').length - 1;
      check(times === 1, `"Units on the table" printed ${times} times: ${panel}`);
      check(panel.includes('you 5, opponent 1'), `no unit counts at the end: ${panel}`);
      await settle();
      await shot('end');
    },
  },
  {
    name: 'finish h218: the board carries grid labels matching the panel coordinates',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/hill218?seed=2024&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=h218-phase]');
      await settle();
      for (const name of ['grid-x-1', 'grid-x--1', 'grid-y-1', 'grid-y--1', 'grid-corner'])
        check((await anchorOrNull(page, name)) !== null, `no grid label ${name} on the board`);
      await shot('grid');
    },
  },
];
