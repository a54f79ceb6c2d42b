/**
 * Browser tests of aiming a Disc Wars flip: drag from the disc at an exact angle and the disc
 * lands where the preview said; flip onto an adjacent enemy (the preview says attack, drawn above
 * the enemy disc) from the panel's dial and Flip button; pick a missile target from the panel's
 * list, and read what a disc lies on in the panel.
 */
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  aimPreview,
  anchor,
  anchorOrNull,
  clickObject,
  dwStill,
  firstActivatableDisc,
  logLength,
  openDiscWars,
  openDiscWarsExample,
} from './table-helpers.ts';

export const tests: E2ETest[] = [
  {
    name: 'disc wars aim: drag from the disc at an exact angle, it lands where the preview said',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      const disc = await firstActivatableDisc(page);
      await activateDisc(page, disc);
      await settle();
      // The aim starts straight ahead (90° for seat 0, 270° for seat 1); 5 presses of → turn it
      // clockwise by exactly 25°.
      const start = await aimPreview(page);
      check(start.degrees === 90 || start.degrees === 270, `the aim starts at ${start.degrees}°`);
      const want = start.degrees - 25;
      await page.locator('[data-testid=dw-round]').click();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      const keyed = await aimPreview(page);
      check(keyed.degrees === want, `the keys aimed at ${keyed.degrees}°, not ${want}°`);
      // Drag from the disc along the on-screen line through the ideal landing of that aim.
      const from = await anchor(page, `disc-${disc}`);
      const ideal = await anchor(page, 'aim-ideal');
      const to = { x: from.x + (ideal.x - from.x) * 1.6, y: from.y + (ideal.y - from.y) * 1.6 };
      await page.keyboard.press('ArrowLeft'); // away from that angle first, so the drag must bring it back
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++)
        await page.mouse.move(
          from.x + ((to.x - from.x) * i) / 8,
          from.y + ((to.y - from.y) * i) / 8,
        );
      const dragged = await aimPreview(page);
      check(
        Math.abs(dragged.degrees - want) <= 1,
        `the drag aimed at ${dragged.degrees}°, not ${want}°`,
      );
      check(dragged.kind !== 'refused', `the aimed flip is refused: ${dragged.text}`);
      const rest = await anchor(page, 'aim-rest');
      await settle();
      await shot('aimed');
      const before = await logLength(page);
      await page.mouse.up();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n,
        before,
      );
      await dwStill(page);
      await settle();
      const landed = await anchor(page, `disc-${disc}`);
      check(
        Math.hypot(landed.x - rest.x, landed.y - rest.y) < 6,
        `the disc landed at ${JSON.stringify(landed)}, the preview said ${JSON.stringify(rest)}`,
      );
      await shot('landed');
    },
  },
  {
    name: 'disc wars aim: flip onto an adjacent enemy from the dial, previewed as an attack',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      await openDiscWarsExample(page, 'flip-attack');
      await page.waitForSelector('[data-testid=dw-aim]');
      // Straight ahead (the dial's 0) is the Oak Wardens right beside the moving Cinder Spears.
      await page.locator('[data-testid=dw-aim-dial]').fill('0');
      const p = await aimPreview(page);
      check(p.kind === 'attack', `the preview says "${p.text}" (${p.kind}), not an attack`);
      check(/Oak Wardens/.test(p.text), `the preview does not name the enemy: "${p.text}"`);
      check(await anchorOrNull(page, 'aim-rest'), 'the landing is not drawn');
      await settle();
      await shot('attack-preview');
      await page.click('[data-testid=dw-aim-flip]');
      await page.waitForSelector('[data-testid=dw-events]');
      await dwStill(page);
      const events = (await page.locator('[data-testid=dw-events]').textContent()) ?? '';
      check(/lands on Oak Wardens.*and stops/.test(events), `no attack landing: "${events}"`);
      await settle();
      await shot('attacked');
    },
  },
  {
    name: 'disc wars aim: a missile target picked from the list; a disc on another says so',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      await openDiscWarsExample(page, 'missile');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-phase] .current')?.textContent?.includes('Missile'),
      );
      await dwStill(page);
      await settle();
      await clickObject(page, 'disc-a1');
      await page.waitForSelector('[data-testid=fire-b2]');
      await shot('target-list');
      await page.click('[data-testid=fire-b2]');
      await page.waitForSelector('[data-testid=dw-events]');
      await dwStill(page);
      const events = (await page.locator('[data-testid=dw-events]').textContent()) ?? '';
      check(/drops 2 counters over Oak Wardens/.test(events), `no drop on the target: "${events}"`);
      // The pinned example: the Glade Longbows under the Hawk Riders.
      await openDiscWarsExample(page, 'pinned');
      await dwStill(page);
      await settle();
      await clickObject(page, 'disc-a1');
      await settle();
      const stack = (await page.locator('[data-testid=dw-stack]').textContent()) ?? '';
      check(
        /Lies on Glade Longbows/.test(stack),
        `the panel does not say what a1 lies on: "${stack}"`,
      );
      await shot('pinned-by');
    },
  },
];
