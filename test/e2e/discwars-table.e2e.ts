/**
 * Browser tests of reading the Disc Wars table: pin marks over a pinned disc, the hover card of a
 * disc, the free ruler, and the drop's show (the result only after the counters settle, the
 * counters lifted off by counter removal at the end of the round's show).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, clickObject, type Point } from './table-helpers.ts';

const TABLE_READY = '[data-testid=dw-buttons] button';
const PANEL = '[data-testid=table-panel]';

async function still(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'false',
    PANEL,
    { timeout: 30_000 },
  );
}

/** Opens a hot-seat battle and then the rules example `id`, and waits for it to be drawn. */
async function openExample(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
  await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
  await page.click('[data-testid=dw-rules] summary');
  await page.click(`[data-testid=example-${id}]`);
  await page.waitForSelector('[data-testid=example-banner], .example-banner', { timeout: 30_000 });
  await still(page);
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The shown card's text, once it shows disc `id`, and whether it keeps clear of the disc. */
async function cardOf(page: Page, id: string, centre: Point): Promise<string> {
  await page.waitForSelector(`[data-testid=dw-card][data-disc=${id}]:not([hidden])`);
  const card = page.locator('[data-testid=dw-card]');
  const box = await card.boundingBox();
  check(box, 'the card has no box');
  const rim = await anchor(page, `rim-${id}`).catch(() => null);
  // The disc's drawn radius, at least 10 px: the card must keep clear of the whole circle.
  const r = rim ? Math.max(10, Math.hypot(rim.x - centre.x, rim.y - centre.y)) : 10;
  const nx = Math.max(box.x, Math.min(centre.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(centre.y, box.y + box.height));
  check(
    Math.hypot(nx - centre.x, ny - centre.y) >= r,
    `the card ${JSON.stringify(box)} covers the disc at ${JSON.stringify(centre)} (radius ${r})`,
  );
  return (await card.textContent()) ?? '';
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars table: a pinned disc carries a pin mark, a free one none',
    async run({ page, baseUrl, shot, settle }) {
      await openExample(page, baseUrl, 'pinned');
      // The Ash Wyvern a1 lies on the Glade Longbows b1; the Oak Wardens b2 stand free.
      await page.waitForFunction(
        () =>
          (window as unknown as { tabletop: { anchor(n: string): unknown } }).tabletop.anchor(
            'pin-b1',
          ) !== null,
      );
      check((await anchorOrNull(page, 'pin-b2')) === null, 'the free Oak Wardens carry a pin mark');
      check((await anchorOrNull(page, 'pin-a1')) === null, 'the pinner itself carries a pin mark');
      await settle();
      await shot('pin-mark');
    },
  },
  {
    name: 'disc wars table: what happened shows after the drop settles; counter removal takes the counters',
    async run({ page, baseUrl, shot, settle }) {
      await openExample(page, baseUrl, 'missile');
      await settle();
      // Hold the show still (speed 0) so its middle can be looked at.
      await page.locator(PANEL).evaluate((el) => (el.dataset.showSpeed = '0'));
      await clickObject(page, 'disc-a1');
      await page.click('[data-testid=fire-b2]');
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'true',
        PANEL,
      );
      check(
        (await page.locator('[data-testid=dw-events]').count()) === 0,
        'the result is told while the counters are still in the air',
      );
      await settle();
      await shot('mid-drop');
      await page.locator(PANEL).evaluate((el) => (el.dataset.showSpeed = '1'));
      await still(page);
      await page.waitForSelector('[data-testid=dw-events]');
      check(await anchorOrNull(page, 'counter-m1'), 'the first drop left no counter on the table');
      // The Glade Longbows shoot back: the last fire of the round runs on to counter removal in
      // the same move: its counters are shown falling and lying there, then lifted off (issue 25:
      // they stayed drawn until the next move).
      await page.waitForSelector(
        '[data-testid=activate-b1], [data-testid^=fire-], [data-testid=pass]',
      );
      await clickObject(page, 'disc-b1');
      const fire = page.locator('[data-testid^=fire-]').first();
      await fire.waitFor();
      await fire.click();
      await still(page);
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-round]')?.textContent?.includes('2'),
      );
      check(
        (await anchorOrNull(page, 'counter-m3')) === null,
        'the last drop’s counters stay drawn after counter removal',
      );
      await settle();
      await shot('counters-removed');
    },
  },
  {
    name: 'disc wars table: hovering a disc shows its card beside it, in English and Japanese',
    async run({ page, baseUrl, shot, settle }) {
      await openExample(page, baseUrl, 'pinned');
      await settle();
      const a1 = await anchor(page, 'disc-a1');
      await page.mouse.move(a1.x, a1.y);
      const en = await cardOf(page, 'a1', a1);
      for (const want of [
        'Ash Wyvern (a1)',
        'Attack',
        'Toughness',
        'Flying',
        'Lies on Glade Longbows',
      ])
        check(en.includes(want), `the card lacks "${want}": "${en}"`);
      await shot('card-en');
      await page.mouse.move(5, 400);
      await page.waitForSelector('[data-testid=dw-card][hidden]', { state: 'attached' });
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-round]')?.textContent?.includes('ラウンド'),
      );
      await settle();
      const b2 = await anchor(page, 'disc-b2');
      await page.mouse.move(b2.x, b2.y);
      const ja = await cardOf(page, 'b2', b2);
      check(/攻撃/.test(ja) && /耐久/.test(ja), `the card is not in Japanese: "${ja}"`);
      await shot('card-ja');
    },
  },
  {
    name: 'disc wars table: a long press on a disc shows its card on a phone',
    contextOptions: PHONE,
    async run({ page, baseUrl, shot, settle }) {
      await openExample(page, baseUrl, 'pinned');
      await settle();
      const b2 = await anchor(page, 'disc-b2');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: b2.x, y: b2.y }],
      });
      const text = await cardOf(page, 'b2', b2);
      check(/Oak Wardens \(b2\)/.test(text), `the card does not name the disc: "${text}"`);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settle();
      await shot('card-phone');
    },
  },
];
