/**
 * Browser tests of the shell every table shares (issue 16): notices that expire and never outlive
 * their table, the new-game confirmation, undo enabled only when it would work, rules examples in a
 * sandbox, the home screen's options and the rules pages.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';

type Tabletop = {
  store: { getState(): { session: unknown } };
  playMove(m: unknown): void;
};

/** Plays the first legal move of the seat to act (the test drives the rules, not the clicks). */
export async function playFirstLegal(page: Page): Promise<void> {
  await page.evaluate(() => {
    const app = (window as unknown as { tabletop: Tabletop }).tabletop;
    const s = app.store.getState().session as {
      module: { def: { legalMoves(s: unknown): unknown[] } };
      match: { state: unknown };
    };
    const m = s.module.def.legalMoves(s.match.state)[0];
    app.playMove(m);
  });
}

const notice = '[data-testid=notice]';

export const tests: E2ETest[] = [
  {
    name: 'shell: a notice expires, is cleared on leaving its table and by a language change',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await playFirstLegal(page);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length);
      await page.click('[data-testid=undo]');
      await page.waitForSelector(`${notice}:not([hidden])`);
      check(
        (await page.locator(notice).textContent())?.includes('Move taken back.'),
        'no undo notice',
      );
      await shot('undo-notice');
      // A language change does not leave the English text behind.
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction((sel) => {
        const el = document.querySelector(sel) as HTMLElement;
        return el.hidden || !el.textContent?.includes('Move taken back.');
      }, notice);
      await page.selectOption('[data-testid=lang]', 'en');
      // Leaving the table clears it.
      await playFirstLegal(page);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length);
      await page.click('[data-testid=undo]');
      await page.waitForSelector(`${notice}:not([hidden])`);
      await page.click('[data-testid=home]');
      await page.waitForSelector('.game-card');
      check(await page.locator(notice).isHidden(), 'the notice followed the player home');
      // Left alone, a notice goes away by itself (no click).
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
      await page.waitForSelector(`${notice}:not([hidden])`);
      await page.waitForSelector(`${notice}[hidden]`, { state: 'attached', timeout: 20000 });
    },
  },
];

tests.push({
  name: 'shell: undo is enabled only when it would work, with the reason as its tooltip',
  async run({ page, baseUrl }) {
    // The bot moves first: nothing of the player's to take back.
    await page.goto(`${baseUrl}#/battleline?seed=5&mode=bot&seat=2&level=easy&o.firstSeat=0`);
    await page.waitForSelector('[data-testid=bl-hand] button');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 0);
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=status]')?.textContent ?? '').includes('think'),
    );
    const undo = page.locator('[data-testid=undo]');
    check(await undo.isDisabled(), 'undo is enabled although the bot made the only moves');
    const why = await undo.getAttribute('title');
    check(why && why.length > 5, `no reason on the disabled undo: ${why}`);
    // A card of the player's own: now undo works and takes back exactly that.
    const before = await page.locator('[data-testid=log] li').count();
    await playFirstLegal(page);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=log] li').length > n,
      before,
    );
    check(await undo.isEnabled(), 'undo is disabled after the player moved');
    check((await undo.getAttribute('title')) === null, 'an enabled undo still says why not');
    await undo.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=log] li').length === n,
      before,
    );
    check(await undo.isDisabled(), 'undo stays enabled with nothing left to take back');
  },
});
