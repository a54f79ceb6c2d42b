/**
 * The hard Disc Wars bot's turn in the browser (issue 25 item 7, "hard's turn ≤ 5 s in the
 * browser"): `npx vite build && npx tsx bench/web-bot-turn.ts [seeds]` opens the default battle
 * against the hard bot (deployment automatic, the bot's army acting first) for each seed (default
 * 1,2,3,4,5) in the system Chromium and measures the bot's first turn as the player meets it:
 * - thinking: how long the "thinking…" badge was shown (the worker choosing, summed over the
 *   turn's decisions; the page records it every animation frame), and
 * - turn: from the badge's first showing until the player is offered a disc to activate (the
 *   thinking and the shows of the bot's flips and drops), and
 * - open: from the page's navigation to the badge's first showing (the table loaded and drawn; the
 *   bench opens the table a second time when the seed's first seat was the player's).
 * Prints a line per seed, then the medians and maxima.
 */
import { launchBrowser } from '../test/e2e/browser.ts';
import { serveDir } from '../test/e2e/server.ts';

const BADGE = '[data-testid=bot-thinking]';
const seeds = (process.argv[2] ?? '1,2,3,4,5').split(',').map(Number);

// BENCH_WEB_DIST serves another build (to compare two commits in turn).
const server = await serveDir(process.env['BENCH_WEB_DIST'] ?? 'dist');
const browser = await launchBrowser();
const rows: { thinking: number; turn: number; open: number }[] = [];
try {
  for (const seed of seeds) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // As text: tsx would wrap a named function in a helper the page lacks.
    await page.addInitScript({
      content: `(() => {
        const w = window;
        w.shown = 0;
        w.since = -1;
        w.first = -1;
        const watch = () => {
          const on = document.querySelector('${BADGE}') !== null;
          const t = performance.now();
          if (on && w.since < 0) w.since = t;
          if (on && w.first < 0) w.first = t;
          if (!on && w.since >= 0) {
            w.shown += t - w.since;
            w.since = -1;
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      })();`,
    });
    // The seed decides who acts first: the player takes the seat that acts second.
    let botFirst = false;
    for (const seat of [1, 2]) {
      await page.goto('about:blank');
      await page.goto(
        `${server.url}#/discwars?seed=${seed}&mode=bot&seat=${seat}&level=hard&o.deploy=false`,
      );
      const first = await Promise.race([
        page.waitForSelector(BADGE, { timeout: 120_000 }).then(() => 'bot'),
        page.waitForSelector('[data-testid^=activate-]', { timeout: 120_000 }).then(() => 'you'),
      ]);
      if (first === 'bot') {
        botFirst = true;
        break;
      }
    }
    if (!botFirst) throw new Error(`seed ${seed}: the bot never acts first`);
    await page.waitForSelector('[data-testid^=activate-]', { timeout: 300_000 });
    const r = await page.evaluate(() => {
      const w = window as unknown as { shown: number; since: number; first: number };
      const t = performance.now();
      return {
        thinking: w.shown + (w.since >= 0 ? t - w.since : 0),
        turn: t - w.first,
        open: w.first,
      };
    });
    rows.push(r);
    console.log(
      `seed ${seed}: thinking ${(r.thinking / 1000).toFixed(1)} s, turn ${(r.turn / 1000).toFixed(1)} s, open ${(r.open / 1000).toFixed(1)} s`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const th = rows.map((r) => r.thinking);
const tu = rows.map((r) => r.turn);
const op = rows.map((r) => r.open);
console.log(
  `hard bot's first turn over ${rows.length} seeds: thinking median ${s(med(th))}, max ${s(Math.max(...th))}; turn median ${s(med(tu))}, max ${s(Math.max(...tu))}; open median ${s(med(op))}, max ${s(Math.max(...op))}`,
);
