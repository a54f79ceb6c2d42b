/**
 * Browser tests of the hot-seat hand-over (issue 15): an undo across a hand-over puts the curtain
 * up for the player whose hand is about to show, and nothing behind the curtain can be reached
 * with the keyboard.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { checkH218HandsHidden, logLength } from './table-helpers.ts';

async function curtainText(page: Page): Promise<string | null> {
  const c = page.locator('[data-testid=curtain]:not([hidden]) h2');
  return (await c.count()) > 0 ? await c.innerText() : null;
}

/** Opens Hill 218 hot-seat, admits the first player and picks a bottom pair: the curtain rises. */
async function firstHandOver(
  page: Page,
  baseUrl: string,
): Promise<{ first: string; second: string }> {
  await page.goto(`${baseUrl}#/hill218?seed=1&mode=hotseat`);
  await page.waitForSelector('[data-testid=curtain]:not([hidden])');
  const first = (await curtainText(page)) as string;
  await page.click('[data-testid=reveal]');
  await page.locator('[data-testid=h218-bottom] button').first().click();
  await page.waitForSelector('[data-testid=curtain]:not([hidden])');
  const second = (await curtainText(page)) as string;
  check(first !== second, `the curtain asks for the same player twice: ${first}`);
  return { first, second };
}

export const tests: E2ETest[] = [
  {
    name: 'hand-over: undo after the curtain puts it up for the player whose hand will show',
    async run({ page, baseUrl, shot, settle }) {
      const { first, second } = await firstHandOver(page, baseUrl);
      await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=h218-bottom] button');
      await page.click('[data-testid=undo]');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid=log] li').length === 0,
      );
      await settle();
      check(
        (await curtainText(page)) === first,
        `after undo the curtain asks for "${await curtainText(page)}", not "${first}" (second: ${second})`,
      );
      await checkH218HandsHidden(page);
      await shot('curtain-after-undo');
      await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=h218-bottom] button');
      check((await curtainText(page)) === null, 'the curtain stays up after Ready');
    },
  },
  {
    name: 'hand-over: Tab and Enter cannot reach anything behind the curtain',
    async run({ page, baseUrl }) {
      await firstHandOver(page, baseUrl);
      const before = await logLength(page);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const a = document.activeElement;
          if (!a || a === document.body) return 'body';
          if (a.closest('[data-testid=curtain]')) return 'curtain';
          if (a.closest('.table-page'))
            return `behind:${a.getAttribute('data-testid') ?? a.tagName}`;
          return 'outside';
        });
        check(!where.startsWith('behind'), `Tab reached ${where} behind the curtain`);
        // Enter on anything but the curtain's own button must change nothing.
        if (where !== 'curtain') await page.keyboard.press('Enter');
      }
      check((await logLength(page)) === before, 'a key press behind the curtain changed the game');
      await checkH218HandsHidden(page);
    },
  },
];
