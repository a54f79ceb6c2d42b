/**
 * Browser tests of issue 25 item 5, Disc Wars on a phone (390×844, touch): the discs are drawn
 * 10–20 px across, too small for a finger, so aiming offers a close view (on by default on a touch
 * screen) where the moving disc and the aim's buttons are 40 px or more; a refused placement is a
 * notice of a few lines, not a column of single words over the tray; and the table says "Tap", with
 * no arrow keys or Enter, in English and Japanese. On a desktop nothing of that changes.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  aimPreview,
  anchor,
  firstActivatableDisc,
  logLength,
  openDiscWars,
  dwStill,
} from './table-helpers.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 1,
};
const PANEL = '[data-testid=table-panel]';

/** The moving disc's diameter on screen (CSS px), from its centre and a point of its rim. */
async function discPx(page: Page, disc: string): Promise<number> {
  const c = await anchor(page, `disc-${disc}`);
  const rim = await anchor(page, `rim-${disc}`);
  return 2 * Math.hypot(rim.x - c.x, rim.y - c.y);
}

/** Waits until the camera has stopped moving (two readings of the disc's size agree). */
async function cameraStill(page: Page, disc: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(150);
    const now = await discPx(page, disc);
    if (Math.abs(now - last) < 0.5) return now;
    last = now;
  }
  return last;
}

/** Texts of the panel that must not speak of a mouse or of keys on a touch screen. */
async function panelText(page: Page): Promise<string> {
  return (await page.textContent(PANEL)) ?? '';
}

const MOUSE_WORDS = /\bclick|クリック|←|→|Enter|\(R\)|（R）|Esc/i;

export const tests: E2ETest[] = [
  {
    name: 'disc wars phone: aiming in a close view, discs and buttons big enough for a finger, “Tap”',
    contextOptions: PHONE,
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      const disc = await firstActivatableDisc(page);
      const small = await discPx(page, disc);
      check(small < 40, `the test assumes small discs on a phone: ${small.toFixed(0)} px`);
      await activateDisc(page, disc, 'tap');
      await aimPreview(page);
      await page.waitForSelector('[data-testid=dw-aim-close][aria-pressed=true]');
      const close = await cameraStill(page, disc);
      check(close >= 40, `in the close view the moving disc is ${close.toFixed(0)} px across`);
      for (const sel of ['[data-testid=dw-aim-flip]', '[data-testid=dw-aim-close]']) {
        const box = await page.locator(sel).boundingBox();
        check(box && box.height >= 40, `${sel} is ${box?.height ?? 0} px high`);
      }
      const text = await panelText(page);
      check(!MOUSE_WORDS.test(text), `the phone is told: "${text.match(MOUSE_WORDS)?.[0]}"`);
      check(/\bTap\b|\btap\b/.test(text), 'nothing on the panel says tap');
      await settle();
      await shot('close-view');
      // A flip by a tap on Flip, seen close up; the next aim is framed again.
      const before = await logLength(page);
      await page.tap('[data-testid=dw-aim-flip]');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
        { timeout: 30_000 },
      );
      await dwStill(page);
      await aimPreview(page);
      const again = await cameraStill(page, disc);
      check(again >= 40, `after the flip the moving disc is ${again.toFixed(0)} px across`);
      // The whole table on request: the choice holds.
      await page.tap('[data-testid=dw-aim-close]');
      await page.waitForSelector('[data-testid=dw-aim-close][aria-pressed=false]');
      const whole = await cameraStill(page, disc);
      check(whole < 40, `"Whole table" left the disc ${whole.toFixed(0)} px across`);
      await settle();
      await shot('whole-table');
    },
  },
  {
    name: 'disc wars phone: Japanese touch wording; a refusal is a few readable lines',
    contextOptions: PHONE,
    async run({ page, baseUrl, shot, settle }) {
      await page.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.waitForSelector('[data-testid=dw-tray] button', { timeout: 60_000 });
      const text = await panelText(page);
      check(!MOUSE_WORDS.test(text), `the phone is told: "${text.match(MOUSE_WORDS)?.[0]}"`);
      check(/タップ/.test(text), `the deployment hint does not say タップ: ${text.slice(0, 200)}`);
      // A disc tapped in the tray, then a spot in the middle of the table: refused.
      const chip = page.locator('[data-testid=dw-tray] button').first();
      await chip.tap();
      await page.waitForSelector('[data-testid=dw-tray] button[aria-pressed=true]');
      const mid = await anchor(page, 'table:18,18');
      await page.touchscreen.tap(mid.x, mid.y);
      const notice = page.locator('.notice:not([hidden])');
      await notice.waitFor();
      const box = await notice.boundingBox();
      check(box, 'no notice');
      check(
        box.width >= 390 * 0.6 && box.height <= 140,
        `the refusal is ${box.width.toFixed(0)}×${box.height.toFixed(0)} px`,
      );
      await settle();
      await shot('refusal-ja');
    },
  },
  {
    name: 'disc wars phone: a desktop keeps its keys and its whole-table aim',
    contextOptions: { viewport: { width: 1400, height: 900 } },
    async run({ page, baseUrl }) {
      await openDiscWars(page, baseUrl);
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      await aimPreview(page);
      const text = await panelText(page);
      check(/←/.test(text) && /Enter/.test(text), 'the desktop aim hint lost its keys');
      check(
        !(await page.locator('[data-testid=dw-aim-close]').isVisible()),
        'a close view is offered on a desktop where the discs are big enough',
      );
    },
  },
];
