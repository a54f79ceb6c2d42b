/**
 * Browser test of issue 17's "the result appears only after the counters settle": while a missile
 * drop is shown (held mid-way by the show clock) the panel still tells the position before the
 * move (phase, round, whose turn; the top bar's status too) and offers no move; when the show ends
 * it tells the new one, at once when a click on the table skips the show.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import {
  clickObject,
  dwShowHeld,
  dwShowPace,
  dwStill,
  openDiscWarsExample,
} from './table-helpers.ts';

const PANEL = '[data-testid=table-panel]';

interface PanelState {
  round: string;
  phase: string;
  toAct: string;
  /** The top bar's status ("North to move"). */
  status: string;
  moves: number;
  events: boolean;
}

/** What the panel tells: round, current phase, whose turn, how many move buttons, any events. */
async function panelState(page: Page): Promise<PanelState> {
  return page.evaluate((sel) => {
    const panel = document.querySelector(sel);
    // No named helper in here: the test runner's transform would leave a reference behind.
    return {
      round: panel?.querySelector('[data-testid=dw-round]')?.textContent ?? '',
      phase: panel?.querySelector('[data-testid=dw-phase] .current')?.textContent ?? '',
      toAct: panel?.querySelector('[data-testid=dw-to-act]')?.textContent ?? '',
      status: document.querySelector('[data-testid=status]')?.textContent ?? '',
      moves:
        panel?.querySelectorAll(
          '[data-testid=dw-actions] button, [data-testid=dw-buttons] button, [data-testid=dw-aim]',
        ).length ?? 0,
      events: !!panel?.querySelector('[data-testid=dw-events]'),
    };
  }, PANEL);
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars show: the panel tells the position before the move until the drop is shown',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await openDiscWarsExample(page, 'missile');
      await page.waitForSelector('[data-testid=example-banner]');
      await dwStill(page);
      const before = await panelState(page);
      // Hold the show early in the fall, whatever the machine's speed.
      await dwShowPace(page, 1, 0.1);
      await clickObject(page, 'disc-a1');
      await page.click('[data-testid=fire-b2]');
      await dwShowHeld(page, 0.1);
      const held = await panelState(page);
      check(held.round === before.round, `held: round ${held.round}, was ${before.round}`);
      check(held.phase === before.phase, `held: phase ${held.phase}, was ${before.phase}`);
      check(held.toAct === before.toAct, `held: "${held.toAct}" to act, was "${before.toAct}"`);
      check(held.status === before.status, `held: status "${held.status}", was "${before.status}"`);
      check(held.moves === 0, `held: ${held.moves} move buttons offered during the show`);
      check(!held.events, 'held: what happened is told before the drop is shown');
      await settle();
      await shot('held');
      await dwShowPace(page, 1, null);
      await dwStill(page);
      const after = await panelState(page);
      check(after.toAct !== before.toAct, `after: still "${after.toAct}" to act`);
      check(after.status !== before.status, `after: status still "${after.status}"`);
      check(after.moves > 0, 'after: no move offered to the next player');
      check(after.events, 'after: what happened is not told');
      await settle();
      await shot('after');
      // South shoots back; a click on the table during the show skips it: the panel switches at once.
      await clickObject(page, 'disc-b1');
      await page.waitForSelector('[data-testid^=fire-]');
      const before2 = await panelState(page);
      await page.locator('[data-testid^=fire-]').first().click();
      await dwShowHeld(page, 0.1);
      const held2 = await panelState(page);
      check(held2.phase === before2.phase, `held 2: phase ${held2.phase}, was ${before2.phase}`);
      check(held2.toAct === before2.toAct, `held 2: "${held2.toAct}" to act`);
      await clickObject(page, 'disc-a2');
      await dwStill(page);
      const skipped = await panelState(page);
      check(
        skipped.phase !== before2.phase || skipped.round !== before2.round,
        `skipped: still ${skipped.phase} of ${skipped.round}`,
      );
      check(skipped.events, 'skipped: what happened is not told');
    },
  },
];
