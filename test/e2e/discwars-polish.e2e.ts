/**
 * Browser tests of where the Disc Wars disc card goes: beside the hovered disc, never over it, and
 * over no neighbouring disc's edge when the stage has room for it elsewhere (a battle's armies
 * set up in lines, the card in English and in Japanese, which is wider), and a phone's long press.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchorOrNull, type Point } from './table-helpers.ts';

const TABLE_READY = '[data-testid=dw-buttons] button';

/** Every disc on the table: its drawn centre and radius (the rim anchor's distance, at least 8). */
async function discs(page: Page): Promise<Map<string, Point & { r: number }>> {
  const out = new Map<string, Point & { r: number }>();
  for (const side of ['a', 'b'])
    for (let i = 1; i < 30; i++) {
      const id = `${side}${i}`;
      const c = await anchorOrNull(page, `disc-${id}`);
      if (!c) break;
      const rim = await anchorOrNull(page, `rim-${id}`);
      out.set(id, { ...c, r: rim ? Math.max(8, Math.hypot(rim.x - c.x, rim.y - c.y)) : 8 });
    }
  return out;
}

/** How far the box's nearest point is from (`x`, `y`). */
function gap(b: { x: number; y: number; width: number; height: number }, p: Point): number {
  const nx = Math.max(b.x, Math.min(p.x, b.x + b.width));
  const ny = Math.max(b.y, Math.min(p.y, b.y + b.height));
  return Math.hypot(nx - p.x, ny - p.y);
}

/** Hovers each disc; the card shows beside it and keeps off every disc's circle. */
async function hoverAll(page: Page): Promise<number> {
  const all = await discs(page);
  check(all.size >= 8, `only ${all.size} discs on the table`);
  let looked = 0;
  for (const [id, c] of all) {
    if (c.x < 0 || c.y < 0 || c.x > 1280 || c.y > 800) continue;
    await page.mouse.move(c.x, c.y);
    const card = page.locator('[data-testid=dw-card]');
    await page.waitForSelector(`[data-testid=dw-card][data-disc=${id}]:not([hidden])`);
    const box = await card.boundingBox();
    check(box, 'the card has no box');
    for (const [other, o] of all) {
      const d = gap(box, o);
      check(
        d >= o.r - 1,
        `hovering ${id}: the card ${JSON.stringify(box)} covers ${other === id ? 'the hovered disc' : `the neighbour ${other}`} at ${JSON.stringify(o)} (${d.toFixed(1)} px from its centre)`,
      );
    }
    looked++;
  }
  return looked;
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars card: beside the hovered disc, over no neighbour’s edge, English and Japanese',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      await settle();
      const en = await hoverAll(page);
      check(en >= 8, `only ${en} discs could be hovered`);
      await shot('card-clear-en');
      await page.mouse.move(5, 5);
      await page.waitForSelector('[data-testid=dw-card][hidden]', { state: 'attached' });
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-round]')?.textContent?.includes('ラウンド'),
      );
      await settle();
      await hoverAll(page);
      await shot('card-clear-ja');
    },
  },
  {
    name: 'disc wars card: a long press on a phone, in Japanese, keeps off the pressed disc',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.evaluate(() => localStorage.setItem('tabletop.lang', 'ja'));
      await page.reload();
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      await settle();
      const all = await discs(page);
      const [id, c] = [...all].find(([, p]) => p.x > 40 && p.x < 350 && p.y > 60) ?? [];
      check(id && c, 'no disc in the middle of the phone stage');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: c.x, y: c.y }],
      });
      await page.waitForSelector(`[data-testid=dw-card][data-disc=${id}]:not([hidden])`);
      const box = await page.locator('[data-testid=dw-card]').boundingBox();
      check(box && gap(box, c) >= c.r - 1, `the card ${JSON.stringify(box)} covers ${id}`);
      const text = (await page.locator('[data-testid=dw-card]').textContent()) ?? '';
      check(/攻撃/.test(text), `the card is not in Japanese: "${text}"`);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settle();
      await shot('card-phone-ja');
    },
  },
  {
    name: 'disc wars curtain: the hand-over between deployments is worded for deploying, in Japanese',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.evaluate(() => localStorage.setItem('tabletop.lang', 'ja'));
      await page.reload();
      await page.waitForSelector('[data-testid=dw-deploy-auto]', { timeout: 60_000 });
      await page.click('[data-testid=dw-deploy-auto]');
      await page.waitForSelector('[data-testid=reveal]');
      const text = (await page.locator('[data-testid=curtain]').textContent()) ?? '';
      check(/配置/.test(text) && !/手札/.test(text), `the curtain says "${text}"`);
      await settle();
      await shot('curtain-ja');
    },
  },
];
