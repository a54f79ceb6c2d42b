/**
 * Browser tests of deploying a Disc Wars army: drag a disc from the tray to an exact spot in the
 * set-up area (the log and the drawn disc say where it went), a spot outside the area refused with
 * the reason, "Deploy for me" for the rest of both armies, and the battle starting; Mirefold
 * Crossing's reserves listed in the panel and piled beside the table; placing by two taps on a
 * phone.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, logLength } from './table-helpers.ts';

const TRAY = '[data-testid=dw-tray] button';
const TABLE_READY = '[data-testid=dw-buttons] button';

/** The deploying seat (from the panel) and the id of the first disc in its tray. */
async function deploying(page: Page): Promise<{ seat: number; disc: string }> {
  await page.waitForSelector(TRAY, { timeout: 60_000 });
  const seat = Number(await page.locator('[data-testid=dw-deploy]').getAttribute('data-seat'));
  const disc = (await page.locator(TRAY).first().getAttribute('data-disc')) ?? '';
  check(disc, 'no disc in the tray');
  return { seat, disc };
}

async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
  await page.mouse.up();
}

async function chipCentre(page: Page, disc: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-testid=dw-tray-${disc}]`).boundingBox();
  check(box, `no tray chip for ${disc}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars deploy: drag to an exact spot, a refused spot says why, deploy for me, battle',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      const { seat, disc } = await deploying(page);
      await settle();
      check(await anchorOrNull(page, 'setup-area'), 'the set-up area is not drawn');
      await shot('area');
      // The middle of the deploying army's edge, clear of its two land discs.
      const y = seat === 0 ? 4.5 : 31.5;
      const spot = await anchor(page, `table:18,${y}`);
      const before = await logLength(page);
      await dragTo(page, await chipCentre(page, disc), spot);
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await page.waitForSelector(`[data-testid=dw-tray-${disc}]`, { state: 'detached' });
      const line = (await page.locator('[data-testid=log] li').last().textContent()) ?? '';
      check(line.includes(`at (18.0 in, ${y.toFixed(1)} in)`), `the log says "${line}"`);
      await settle();
      const drawn = await anchor(page, `disc-${disc}`);
      const at = await anchor(page, `table:18,${y}`);
      check(
        Math.hypot(drawn.x - at.x, drawn.y - at.y) < 12,
        `the disc is drawn at ${JSON.stringify(drawn)}, not at the spot ${JSON.stringify(at)}`,
      );
      // A placed disc is picked up from the table and placed again while its army deploys.
      await dragTo(page, drawn, await anchor(page, `table:21,${y}`));
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before + 1,
      );
      const again = (await page.locator('[data-testid=log] li').last().textContent()) ?? '';
      check(again.includes(`at (21.0 in, ${y.toFixed(1)} in)`), `the log says "${again}"`);
      // The next disc dropped in the middle of the table: outside the set-up area.
      const next = (await page.locator(TRAY).first().getAttribute('data-disc')) ?? '';
      await dragTo(page, await chipCentre(page, next), await anchor(page, 'table:18,18'));
      await page.waitForSelector('[data-testid=dw-deploy-error]');
      const why = (await page.locator('[data-testid=dw-deploy-error]').textContent()) ?? '';
      check(/set-up area/.test(why), `the refusal says "${why}"`);
      check((await logLength(page)) === before + 2, 'a refused drop was played');
      check(await page.locator(`[data-testid=dw-tray-${next}]`).count(), 'the refused disc left');
      await settle();
      await shot('refused');
      await page.click('[data-testid=dw-deploy-auto]');
      // Hot-seat: the device is handed over, and the other army deploys next.
      await page.waitForSelector('[data-testid=reveal]');
      // Worded for a deployment: Disc Wars has no hand to hide.
      const curtain = (await page.locator('[data-testid=curtain]').textContent()) ?? '';
      check(
        /deploy/i.test(curtain) && !/your hand|my hand/i.test(curtain),
        `the curtain says "${curtain}"`,
      );
      await settle();
      await shot('curtain');
      await page.click('[data-testid=reveal]');
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid=dw-deploy]')?.getAttribute('data-seat') === s,
        String(1 - seat),
      );
      await page.click('[data-testid=dw-deploy-auto]');
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      const phase = await page.locator('[data-testid=dw-phase] .current').textContent();
      check(phase?.includes('Activation'), `the battle did not start: phase "${phase}"`);
      check(
        (await page.locator('[data-testid=dw-deploy]').count()) === 0,
        'the deployment is still shown',
      );
      await settle();
      await shot('battle');
    },
  },
  {
    name: 'disc wars deploy: Mirefold Crossing reserves beside the table and in the panel',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(
        `${baseUrl}#/discwars?seed=3&mode=bot&seat=1&level=easy&o.scenario=mirefold-crossing`,
      );
      await page.waitForSelector('[data-testid=dw-reserves-0]', { timeout: 60_000 });
      await page.waitForSelector('[data-testid=dw-reserves-1]');
      const text = (await page.locator('[data-testid=dw-reserves-0]').textContent()) ?? '';
      check(/Reserves/.test(text) && /reinforcements/.test(text), `the panel says "${text}"`);
      await settle();
      check(await anchorOrNull(page, 'reserves-0'), 'seat 0 reserves are not drawn');
      check(await anchorOrNull(page, 'reserves-1'), 'seat 1 reserves are not drawn');
      await shot('reserves');
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-reserves-0]')?.textContent?.includes('予備'),
      );
      await settle();
      await shot('reserves-ja');
    },
  },
  {
    name: 'disc wars deploy: a phone places a disc by two taps',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      const { seat, disc } = await deploying(page);
      await settle();
      await shot('phone-tray');
      await page.locator(`[data-testid=dw-tray-${disc}]`).tap();
      await page.waitForSelector(`[data-testid=dw-tray-${disc}][aria-pressed=true]`);
      const y = seat === 0 ? 4.5 : 31.5;
      const spot = await anchor(page, `table:18,${y}`);
      const before = await logLength(page);
      await page.touchscreen.tap(spot.x, spot.y);
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await page.waitForSelector(`[data-testid=dw-tray-${disc}]`, { state: 'detached' });
      await settle();
      await shot('phone-placed');
    },
  },
];
