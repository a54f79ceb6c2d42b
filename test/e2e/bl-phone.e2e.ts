/**
 * Browser test of Battle Line on a phone held upright (issue 16): the home view frames the battle
 * line, so the nine flags span most of the stage's width and the cards are large enough to read,
 * with the hand and the draw buttons in the panel, and the decks and the discard pile in view beside
 * the opponent's hand; turned to landscape, the whole table is back with the piles beside the line.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor } from './table-helpers.ts';

/** Client-space distance between the first and the last flag, and the canvas's width. */
async function flagSpan(page: Page): Promise<{ span: number; canvas: number; inside: boolean }> {
  const a = await anchor(page, 'flag-0');
  const b = await anchor(page, 'flag-8');
  const r = await page.evaluate(() => {
    const c = document.querySelector('.scene-canvas')?.getBoundingClientRect();
    return c ? { left: c.left, right: c.right, top: c.top, bottom: c.bottom } : null;
  });
  check(r, 'no canvas');
  const inside = [a, b].every(
    (p) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom,
  );
  return { span: Math.hypot(b.x - a.x, b.y - a.y), canvas: r.right - r.left, inside };
}

/** Whether the named table objects (the decks and the discard pile's label) lie on the canvas. */
async function pilesInView(page: Page): Promise<string[]> {
  const r = await page.evaluate(() => {
    const c = document.querySelector('.scene-canvas')?.getBoundingClientRect();
    return c ? { left: c.left, right: c.right, top: c.top, bottom: c.bottom } : null;
  });
  check(r, 'no canvas');
  const out: string[] = [];
  for (const name of ['deck-troop', 'deck-tactics', 'discard-label']) {
    const p = await anchor(page, name);
    // A card's half width (about 1.25 in) of margin, so the whole pile shows, not just its centre.
    if (p.x < r.left + 12 || p.x > r.right - 12 || p.y < r.top + 12 || p.y > r.bottom - 12)
      out.push(`${name} at ${Math.round(p.x)},${Math.round(p.y)}`);
  }
  return out;
}

export const tests: E2ETest[] = [
  {
    name: 'bl phone: upright, the battle line fills the stage and the cards are readable',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run({ page, baseUrl, settle, shot }) {
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=hotseat`);
      await page.locator('[data-testid=reveal]').tap();
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      const up = await flagSpan(page);
      check(up.inside, 'a flag is out of view');
      // Nine flags over most of the width: a card (0.57 of the flag spacing) is ~24 px or more.
      check(
        up.span >= 0.75 * up.canvas,
        `the flags span ${Math.round(up.span)} px of a ${Math.round(up.canvas)} px stage`,
      );
      check(
        (await page.locator('[data-testid=draw-troop], [data-testid=bl-hand] button').count()) > 0,
        'the panel lost its buttons',
      );
      const cut = await pilesInView(page);
      check(cut.length === 0, `upright, out of view: ${cut.join('; ')}`);
      await shot('upright');
      await page.setViewportSize({ width: 844, height: 390 });
      await settle();
      const side = await flagSpan(page);
      check(side.inside, 'landscape: a flag is out of view');
      const cutSide = await pilesInView(page);
      check(cutSide.length === 0, `landscape, out of view: ${cutSide.join('; ')}`);
      await shot('landscape');
    },
  },
];
