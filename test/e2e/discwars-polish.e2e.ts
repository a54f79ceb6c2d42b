/**
 * Browser tests of where the Disc Wars disc card goes: beside the hovered disc, never over it, and
 * over no neighbouring disc's edge when the stage has room for it elsewhere (a battle's armies
 * set up in lines, the card in English and in Japanese, which is wider), and a phone's long press;
 * the hot-seat curtain between deployments worded for deploying; and the camera after a hot-seat
 * drop, which turns to the next seat only once the show (and "What happened") is done.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, clickObject, type Point } from './table-helpers.ts';

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

const PANEL = '[data-testid=table-panel]';

async function animating(page: Page, on: boolean): Promise<void> {
  await page.waitForFunction(
    ([sel, want]) => document.querySelector(sel as string)?.getAttribute('data-animating') === want,
    [PANEL, String(on)],
    { timeout: 30_000 },
  );
}

/** The seat whose edge the camera looks from: the first seat's edge (y = 0) is drawn nearer. */
async function facing(page: Page): Promise<0 | 1> {
  const near = await anchor(page, 'table:0,0');
  const far = await anchor(page, 'table:0,10');
  return near.y > far.y ? 0 : 1;
}

interface Sample {
  readonly anim: boolean;
  readonly events: boolean;
  readonly facing: number;
}

/** Records on every frame whether a show runs, whether "What happened" is told, the side faced. */
const SAMPLER = `(() => {
  const w = window;
  w.__dwSamples = [];
  function tick() {
    const a = w.tabletop.anchor('table:0,0');
    const b = w.tabletop.anchor('table:0,10');
    w.__dwSamples.push({
      anim: document.querySelector('${PANEL}')?.getAttribute('data-animating') === 'true',
      events: document.querySelector('[data-testid=dw-events]') !== null,
      facing: a && b ? (a.y > b.y ? 0 : 1) : -1,
    });
    if (w.__dwSamples.length < 20000) requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})()`;

/** Whether a show was recorded and, since, the last frame is still, told and faces the next seat. */
const SHOWN_AND_TURNED = `() => {
  const s = window.__dwSamples;
  const last = s[s.length - 1];
  return s.some((x) => x.anim) && !!last && !last.anim && last.events && last.facing === 1;
}`;

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
  {
    name: 'disc wars camera: after a hot-seat drop it turns to the next seat only once the show is over',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-missile]');
      await page.waitForSelector('[data-testid=example-banner]');
      await animating(page, false);
      await settle();
      check((await facing(page)) === 0, 'the example does not start from the first seat’s edge');
      // Every frame from here on: whether a show runs, "What happened" is told, the side faced.
      await page.evaluate(SAMPLER);
      await clickObject(page, 'disc-a1');
      await page.click('[data-testid=fire-b2]');
      // Read from the samples, not waited for: on a slow machine the show may be over before a
      // wait for it could begin.
      await page.waitForFunction(`(${SHOWN_AND_TURNED})()`, undefined, { timeout: 30_000 });
      const samples = (await page.evaluate('window.__dwSamples')) as Sample[];
      const during = samples.filter((s) => s.anim);
      check(during.length > 0, 'no frame of the show was seen');
      const turned = during.find((s) => s.facing !== 0);
      check(!turned, `the camera turned during the show: ${JSON.stringify(turned)}`);
      const first = samples.findIndex((s) => s.facing === 1);
      const at = samples[first];
      check(at && !at.anim, `the camera turned before the show ended: ${JSON.stringify(at)}`);
      check(at.events, 'the camera turned before "What happened" was told');
      await settle();
      await shot('next-seat');
    },
  },
  {
    name: 'disc wars deploy area: on Mirefold Crossing the lit set-up area lies on its own table; phases not cut',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=5&mode=hotseat&o.scenario=mirefold-crossing`);
      await page.waitForSelector('[data-testid=dw-deploy-auto]', { timeout: 60_000 });
      await settle();
      // The first army's area: the whole 28 in width, 8 in deep along its edge.
      const area = await anchor(page, 'setup-area');
      const want = await anchor(page, 'table:14,4');
      check(
        Math.hypot(area.x - want.x, area.y - want.y) < 3,
        `the set-up area is drawn at ${JSON.stringify(area)}, not at ${JSON.stringify(want)}`,
      );
      // The four phase names (with the deployment) all lie inside the panel.
      const cut = await page.evaluate(() => {
        const panel = document.querySelector('[data-testid=table-panel]')?.getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid=dw-phase] span')]
          .filter((el) => panel && el.getBoundingClientRect().right > panel.right + 0.5)
          .map((el) => el.textContent);
      });
      check(cut.length === 0, `phase names cut off at the panel's edge: ${cut.join(', ')}`);
      await shot('mirefold-area');
    },
  },
];
