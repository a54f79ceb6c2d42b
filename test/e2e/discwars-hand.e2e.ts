/**
 * Browser tests of the Disc Wars dexterity option (issue 25, "Beyond"): a real hand chosen on the
 * home screen's Disc Wars setup reaches the battle; while aiming, the table shows the likely
 * landing zone instead of a point, a hurried drag widens it, and the flip is played (on a desktop
 * at 1400×900 and a phone at 390×844).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  aimPreview,
  anchor,
  anchorOrNull,
  dwStill,
  firstActivatableDisc,
  logLength,
} from './table-helpers.ts';

const READY = '[data-testid=dw-setup][data-ready=true]';

/** From home: a hot-seat battle with a real hand, both armies deployed for them. */
async function startRealHand(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl);
  await page.waitForSelector(READY, { timeout: 30_000 });
  await page.selectOption('[data-testid=dw-hand]', 'real');
  await page.click('[data-testid=play-discwars]');
  await page.click('[data-testid=dw-deploy-auto]', { timeout: 90_000 });
  await page.click('[data-testid=reveal]');
  await page.click('[data-testid=dw-deploy-auto]');
  await page.waitForSelector('[data-testid^=activate-]', { timeout: 60_000 });
  check(/hand=real/.test(decodeURIComponent(page.url())), `no real hand in ${page.url()}`);
}

async function zoneOf(page: Page): Promise<{ along: number; across: number }> {
  const z = await page.getAttribute('[data-testid=dw-aim-preview]', 'data-zone');
  check(z, 'the aim shows no landing zone');
  const [along, across] = z.split(',').map(Number);
  return { along: along ?? NaN, across: across ?? NaN };
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars hand: real hand from home, the aim shows a zone, a hurried drag widens it',
    contextOptions: { viewport: { width: 1400, height: 900 } },
    async run({ page, baseUrl, shot, settle }) {
      await startRealHand(page, baseUrl);
      await dwStill(page);
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      const p = await aimPreview(page);
      check(/Real hand/.test(p.text), `the preview does not speak of the hand: "${p.text}"`);
      check(!(await anchorOrNull(page, 'aim-rest')), 'a real hand still shows a landing point');
      check(await anchorOrNull(page, 'aim-zone'), 'the landing zone is not drawn');
      const careful = await zoneOf(page);
      check(careful.along > 0 && careful.across > 0, `an empty zone ${JSON.stringify(careful)}`);
      await settle();
      await shot('zone-careful');
      // A long drag from the disc (out to 5.5 diameters: hurried however slowly the busy machine
      // moves the mouse): the zone grows while the drag hurries.
      const from = await anchor(page, `disc-${disc}`);
      const ideal = await anchor(page, 'aim-ideal');
      const to = { x: from.x + (ideal.x - from.x) * 5.5, y: from.y + (ideal.y - from.y) * 5.5 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
      await page.mouse.move(to.x, to.y);
      await aimPreview(page);
      const hurried = await zoneOf(page);
      check(
        hurried.along > 1.5 * careful.along && hurried.across > 1.5 * careful.across,
        `the hurried zone ${JSON.stringify(hurried)} is not wider than ${JSON.stringify(careful)}`,
      );
      await settle();
      await shot('zone-hurried');
      const before = await logLength(page);
      await page.mouse.up();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await dwStill(page);
      await settle();
      await shot('flipped');
    },
  },
  {
    name: 'disc wars hand: the landing zone on a phone',
    contextOptions: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    },
    async run({ page, baseUrl, shot, settle }) {
      await startRealHand(page, baseUrl);
      await dwStill(page);
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc, 'tap');
      await aimPreview(page);
      check(await anchorOrNull(page, 'aim-zone'), 'the landing zone is not drawn');
      await zoneOf(page);
      await settle();
      await shot('zone-phone');
      const before = await logLength(page);
      await page.locator('[data-testid=dw-aim-flip]').tap();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await dwStill(page);
    },
  },
];
