/**
 * Browser tests of every table on a phone (390×844, touch) and a tablet (1024×768): nothing wider
 * than the screen, the table as wide as the phone, every top-bar control on screen, the whole felt
 * table in view, a game action done by a tap on the 3D table; pinch, two-finger pan and one-finger
 * orbit on the phone, and the mouse wheel zooming toward the cursor at 1400×900. Screenshots at
 * the three sizes.
 */
import type { Page } from 'playwright-core';
import { check, type E2EContext, type E2ETest } from './harness.ts';
import {
  activateDisc,
  aimPreview,
  dwStill,
  anchor,
  firstActivatableDisc,
  firstPlayableCard,
  loadPosition,
  logLength,
  openBattleLineHotseat,
  pickHandCard,
  playCardOnTable,
  pressObject,
  revealBattleLine,
} from './table-helpers.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 1,
};

type Box = { left: number; top: number; right: number; bottom: number };
interface Probe {
  distance: number;
  target: [number, number, number];
  table: Box;
  canvas: Box;
}

async function probe(page: Page): Promise<Probe> {
  const p = await page.evaluate(() =>
    (window as unknown as { tabletop: { sceneProbe(): Probe | null } }).tabletop.sceneProbe(),
  );
  check(p, 'no table is open');
  return p;
}

/** The checks every table must pass at the current viewport size. */
async function checkLayout(page: Page, size: string, phone: boolean): Promise<void> {
  const m = await page.evaluate(() => {
    const canvas = document.querySelector('.scene-canvas')?.getBoundingClientRect();
    const controls = [...document.querySelectorAll('.topbar button, .topbar select')].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('data-testid') ?? el.tagName, left: r.left, right: r.right };
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      canvasWidth: canvas?.width ?? 0,
      controls,
    };
  });
  check(
    m.scrollWidth <= m.innerWidth,
    `${size}: the page scrolls sideways (${m.scrollWidth} > ${m.innerWidth})`,
  );
  if (phone)
    check(
      m.canvasWidth >= 0.9 * m.innerWidth,
      `${size}: the table is ${m.canvasWidth} px wide of ${m.innerWidth}`,
    );
  for (const c of m.controls)
    check(
      c.left >= 0 && c.right <= m.innerWidth,
      `${size}: top bar control ${c.name} is off screen (${c.left}..${c.right})`,
    );
  const p = await probe(page);
  const t = p.table;
  const c = p.canvas;
  check(
    t.left >= c.left - 1 &&
      t.right <= c.right + 1 &&
      t.top >= c.top - 1 &&
      t.bottom <= c.bottom + 1,
    `${size}: the table is not all in view: table ${JSON.stringify(t)} in canvas ${JSON.stringify(c)}`,
  );
  // And it is not lost in the middle: it spans most of the stage one way or the other.
  const fill = Math.max(
    (t.right - t.left) / (c.right - c.left),
    (t.bottom - t.top) / (c.bottom - c.top),
  );
  check(fill > 0.8, `${size}: the table fills only ${Math.round(fill * 100)}% of the stage`);
}

/** One-finger and two-finger gestures through the DevTools protocol (Playwright has no multi-touch). */
async function touchGesture(
  page: Page,
  from: { x: number; y: number }[],
  to: { x: number; y: number }[],
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (k: number) =>
    from.map((f, i) => {
      const g = to[i] as { x: number; y: number };
      return { x: f.x + ((g.x - f.x) * k) / steps, y: f.y + ((g.y - f.y) * k) / steps, id: i };
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The phone checks, the action by tap, then the same table at 1024×768 and 1400×900. */
async function acrossSizes(
  ctx: E2EContext,
  open: string,
  act: (ctx: E2EContext) => Promise<void>,
): Promise<void> {
  const { page, baseUrl, shot, settle } = ctx;
  await page.goto(`${baseUrl}${open}`);
  await page.waitForSelector('.scene-canvas', { timeout: 60_000 });
  await act(ctx);
  await settle();
  await checkLayout(page, '390×844', true);
  await shot('390x844');
  // A camera nobody moved follows the stage's new shape by itself.
  await page.setViewportSize({ width: 1024, height: 768 });
  await settle();
  await checkLayout(page, '1024×768', false);
  await shot('1024x768');
  await page.setViewportSize({ width: 1400, height: 900 });
  await settle();
  await checkLayout(page, '1400×900', false);
  await shot('1400x900');
}

export const tests: E2ETest[] = [
  {
    name: 'layout: battle line on a phone and a tablet, a card chosen and played by taps',
    contextOptions: PHONE,
    run: (ctx) =>
      acrossSizes(ctx, '#/battleline?seed=3&mode=hotseat', async ({ page, settle }) => {
        await revealBattleLine(page, settle, 'tap');
        await playCardOnTable(page, settle, await firstPlayableCard(page), 'slot-4', 'tap');
      }),
  },
  {
    name: 'layout: battle line hand on a phone is big card buttons, a card played on a flag by two taps',
    contextOptions: PHONE,
    async run({ page, baseUrl, settle, shot }) {
      await openBattleLineHotseat(page, baseUrl, 3, settle, 'tap');
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid=bl-hand] button')].map((el) => {
          const r = el.getBoundingClientRect();
          return { card: el.getAttribute('data-card'), w: r.width, h: r.height, bottom: r.bottom };
        }),
      );
      check(sizes.length === 7, `the hand shows ${sizes.length} cards`);
      for (const s of sizes)
        check(
          s.w >= 40 && s.h >= 40 && s.bottom <= 844,
          `hand card ${s.card} is a ${Math.round(s.w)}×${Math.round(s.h)} px target ending at y=${Math.round(s.bottom)}`,
        );
      await shot('hand');
      const button = page.locator('[data-testid=bl-hand] button:not([disabled])').first();
      const card = await button.getAttribute('data-card');
      await button.tap();
      const flag = page.locator('.bl-to-flag[data-flag="4"]');
      await flag.waitFor();
      const flags = await page.evaluate(() =>
        [...document.querySelectorAll('.bl-to-flag')].map((el) => {
          const r = el.getBoundingClientRect();
          return { flag: el.getAttribute('data-flag'), w: r.width, h: r.height, bottom: r.bottom };
        }),
      );
      check(flags.length === 9, `${flags.length} flags offered`);
      for (const f of flags)
        check(
          f.w >= 40 && f.h >= 40 && f.bottom <= 844,
          `flag button ${f.flag} is a ${Math.round(f.w)}×${Math.round(f.h)} px target ending at y=${Math.round(f.bottom)}`,
        );
      await shot('chosen');
      await flag.tap();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid=log] li').length >= 1,
      );
      check(
        (await page.locator(`[data-testid=bl-hand] button[data-card="${card}"]`).count()) === 0,
        `card ${card} is still in the hand`,
      );
    },
  },
  {
    name: 'layout: hill 218 on a phone and a tablet, a card chosen by a tap',
    contextOptions: PHONE,
    run: (ctx) =>
      acrossSizes(ctx, '#/hill218?seed=5&mode=bot&seat=1&level=easy', async ({ page, settle }) => {
        await page.waitForSelector('[data-testid=h218-phase]');
        await loadPosition(page, {
          cells: [
            { x: 0, y: -1, owner: 0, unit: 'tank' },
            { x: 0, y: 1, owner: 1, unit: 'infantry' },
          ],
          hands: [['tank', 'infantry'], ['infantry']],
          decks: [['infantry'], ['infantry']],
          turn: 0,
          playsLeft: 2,
        });
        await page.waitForSelector(
          '[data-testid=h218-hand] button[data-unit=tank]:not([disabled])',
        );
        await settle();
        await pickHandCard(page, settle, 'tank', '.h218-card.selected', 'tap');
      }),
  },
  {
    name: 'layout: type 10 on a phone and a tablet, a unit spawned by a tap',
    contextOptions: PHONE,
    run: (ctx) =>
      acrossSizes(ctx, '#/type10?seed=4&mode=hotseat', async ({ page, settle }) => {
        await page.waitForSelector('[data-testid=t10-spawn-types] button');
        await page.locator('[data-testid=t10-spawn-types] button').first().tap();
        await settle();
        const hexes = (
          (await page.getAttribute('[data-testid=t10-spawn-types]', 'data-hexes')) ?? ''
        )
          .split(' ')
          .filter((x) => x !== '');
        check(hexes.length > 0, 'no spawn hex lit');
        const before = await logLength(page);
        await pressObject(page, `spawn-${hexes[0]}`, 'tap');
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-testid=log] li').length > n,
          before,
          { timeout: 5000 },
        );
      }),
  },
  {
    name: 'layout: disc wars on a phone and a tablet, a disc flipped by a tap',
    contextOptions: PHONE,
    run: (ctx) =>
      acrossSizes(
        ctx,
        '#/discwars?seed=7&mode=hotseat&o.deploy=false',
        async ({ page, settle }) => {
          await page.waitForSelector('[data-testid^=activate-]', { timeout: 60_000 });
          await activateDisc(page, await firstActivatableDisc(page), 'tap');
          await settle();
          const before = await logLength(page);
          // The aim starts straight ahead; once its landing is worked out, a tap on Flip.
          await aimPreview(page);
          await page.tap('[data-testid=dw-aim-flip]');
          await page.waitForFunction(
            (n) => document.querySelectorAll('[data-testid=log] li').length > n,
            before,
            { timeout: 30_000 },
          );
          // Aiming on a phone is seen close up (issue 25); once the disc stops, the whole table.
          await dwStill(page);
          await page.tap('[data-testid=stop]');
          await dwStill(page);
          await page.waitForTimeout(800);
        },
      ),
  },
  {
    name: 'layout: pinch zooms, two fingers pan, one finger orbits, the wheel zooms toward the cursor',
    contextOptions: PHONE,
    async run({ page, baseUrl, settle }) {
      await openBattleLineHotseat(page, baseUrl, 3, settle, 'tap');
      const home = await probe(page);
      const cx = (home.canvas.left + home.canvas.right) / 2;
      const cy = (home.canvas.top + home.canvas.bottom) / 2;
      // Pinch out: the camera comes closer.
      await touchGesture(
        page,
        [
          { x: cx - 30, y: cy },
          { x: cx + 30, y: cy },
        ],
        [
          { x: cx - 110, y: cy },
          { x: cx + 110, y: cy },
        ],
      );
      await settle();
      const pinched = await probe(page);
      check(
        pinched.distance < home.distance * 0.8,
        `a pinch did not zoom in (${home.distance.toFixed(1)} → ${pinched.distance.toFixed(1)})`,
      );
      // Two fingers moved together: the view pans (the point looked at moves).
      await touchGesture(
        page,
        [
          { x: cx - 40, y: cy },
          { x: cx + 40, y: cy },
        ],
        [
          { x: cx - 120, y: cy },
          { x: cx - 40, y: cy },
        ],
      );
      await settle();
      const panned = await probe(page);
      check(
        Math.abs(panned.target[0] - pinched.target[0]) > 1,
        `two fingers did not pan (${pinched.target} → ${panned.target})`,
      );
      // One finger turns the view around the point looked at, at the same distance.
      const before = await anchor(page, 'deck-troop');
      await touchGesture(page, [{ x: cx - 60, y: cy }], [{ x: cx + 60, y: cy }]);
      await settle();
      const orbited = await probe(page);
      const after = await anchor(page, 'deck-troop');
      check(
        Math.abs(orbited.distance - panned.distance) < 0.5 &&
          Math.hypot(after.x - before.x, after.y - before.y) > 10,
        'one finger did not orbit the camera',
      );
      // The mouse wheel on a desktop: the point under the cursor stays under it.
      await page.setViewportSize({ width: 1400, height: 900 });
      await settle();
      await page.click('[data-testid=reset-camera]');
      await settle();
      const deck = await anchor(page, 'deck-troop');
      const start = await probe(page);
      await page.mouse.move(deck.x, deck.y);
      for (let i = 0; i < 4; i++) {
        await page.mouse.wheel(0, -120);
        await settle();
      }
      const zoomed = await probe(page);
      const deckNow = await anchor(page, 'deck-troop');
      check(zoomed.distance < start.distance * 0.9, 'the wheel did not zoom in');
      check(
        Math.hypot(deckNow.x - deck.x, deckNow.y - deck.y) < 12,
        `the point under the cursor moved from ${JSON.stringify(deck)} to ${JSON.stringify(deckNow)}`,
      );
    },
  },
];
