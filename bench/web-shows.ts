/**
 * The web bench's Disc Wars shows (issue 25 item 6): a hot-seat battle driven by clicks through
 * several 3-flip turns, then missile drops from the rules' missile example, with every long task
 * (PerformanceObserver 'longtask': main-thread tasks over 50 ms) and every gap between animation
 * frames recorded from the click that makes the move to the end of its show, and every long task
 * of the click that chose the disc (to activate, to fire). Per kind (flips, drops): the longest
 * task, how many went over 50 ms, and the longest frame gap.
 * `BENCH_WEB_PROFILE=<file>` also writes a CPU profile (Chrome DevTools format) of the run, and
 * `BENCH_WEB_TRACE=<file>` a trace (chrome://tracing format: what each long task spent its time on),
 * from the first click, or from the navigation with `BENCH_WEB_TRACE_LOAD=1` (what the browser
 * still does in the background when the player first clicks).
 * `BENCH_WEB_SHOWS_WAIT=<ms>` is how long the player looks at the fresh table before the first
 * click (500 ms by default).
 */
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { fmt, type Figure } from './harness.ts';

const PANEL = '[data-testid=table-panel]';

type Rec = { tasks: [number, number][]; frames: number[] };
/** What the page keeps (not `frames`: `window.frames` is the window itself). */
type Kept = { tasks: [number, number][]; frameTimes: number[] };

/** What the page recorded between `from` and `to` (performance.now() times). */
async function recorded(page: Page, from: number, to: number): Promise<Rec> {
  return page.evaluate(
    ({ a, b }) => {
      const w = window as unknown as Kept;
      return {
        tasks: w.tasks.filter(([s]) => s >= a && s < b),
        frames: w.frameTimes.filter((t) => t >= a && t < b),
      };
    },
    { a: from, b: to },
  );
}

/**
 * `BENCH_WEB_SHOWS_LOG=1` prints each task over 50 ms (what it followed, when, how long) and the
 * long animation frames that held it (their scripts, and the time from rendering's start to the
 * frame's end).
 */
async function logLong(
  page: Page,
  what: string,
  t0: number,
  tasks: readonly [number, number][],
): Promise<void> {
  if (!process.env['BENCH_WEB_SHOWS_LOG']) return;
  const loafs = (await page.evaluate('window.loafs')) as { start: number; duration: number }[];
  for (const [s, d] of tasks) {
    if (d <= 50) continue;
    console.error(`  ${what}: ${fmt(d, 0)} ms task, ${fmt(s - t0, 0)} ms after the click`);
    for (const f of loafs)
      if (f.start < s + d && f.start + f.duration > s)
        console.error(`    frame ${JSON.stringify(f)}`);
  }
}

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

async function still(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'false',
    PANEL,
    { timeout: 60_000 },
  );
}

/**
 * Runs `act` (a click that makes a move) and waits until its show has run and ended; what the page
 * recorded meanwhile is added to `into`.
 */
async function measureMove(page: Page, into: Rec, act: () => Promise<void>): Promise<void> {
  const log = await page.locator('[data-testid=log] li').count();
  const t0 = await now(page);
  await act();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=log] li').length > n,
    log,
    { timeout: 60_000 },
  );
  await still(page);
  // A few frames after the show, so the frame that ends it is counted.
  await page.waitForTimeout(100);
  const r = await recorded(page, t0, await now(page));
  await logLong(page, 'move', t0, r.tasks);
  into.tasks.push(...r.tasks);
  // Frame gaps are taken within one move's stretch, never across the pauses between moves.
  into.frames.push(...r.frames.slice(1).map((t, i) => t - (r.frames[i] as number)));
}

/**
 * Runs `act`, a click that chooses (a disc to activate, an archer to fire) without making a move,
 * waits for `shown` and a moment more; the long tasks meanwhile are added to `into`: a turn's
 * first click counts as much as its flips.
 */
async function measureChoice(
  page: Page,
  into: Rec,
  act: () => Promise<void>,
  shown: string,
): Promise<void> {
  const t0 = await now(page);
  await act();
  await page.waitForSelector(shown, { timeout: 30_000 });
  await page.waitForTimeout(300);
  const { tasks } = await recorded(page, t0, await now(page));
  await logLong(page, 'choice', t0, tasks);
  into.tasks.push(...tasks);
}

/** One turn of up to three flips of the first disc the panel offers, then Stop if still offered. */
async function flipTurn(page: Page, into: Rec): Promise<number> {
  const first = page.locator('[data-testid^=activate-]').first();
  if (!(await first.count())) return 0;
  await measureChoice(page, into, () => first.click(), '[data-testid=dw-aim]');
  let flips = 0;
  for (let i = 0; i < 3; i++) {
    const flip = page.locator('[data-testid=dw-aim-flip]');
    if (!(await flip.count())) break;
    // Straight ahead may be blocked: turn the aim until the flip is allowed (at most a half turn).
    for (let k = 0; k < 36 && (await flip.isDisabled()); k++)
      await page.keyboard.press(k < 18 ? 'ArrowRight' : 'ArrowLeft');
    if (await flip.isDisabled()) break;
    await measureMove(page, into, () => flip.click());
    flips++;
  }
  const stop = page.locator('[data-testid=stop]');
  if (await stop.count()) await stop.click();
  await still(page);
  return flips;
}

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'gpu',
  'cc',
  'viz',
  'v8',
  'v8.wasm',
  'disabled-by-default-v8.wasm.detailed',
  'disabled-by-default-v8.wasm.turbofan',
].join(',');

/** Ends the trace started on `cdp` and reads it back whole. */
async function traceText(cdp: CDPSession): Promise<string> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const r = await cdp.send('IO.read', { handle });
    text += r.base64Encoded ? Buffer.from(r.data, 'base64').toString() : r.data;
    if (r.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number) : 0;
}
const median = (xs: readonly number[]): number => quantile(xs, 0.5);

function figures(kind: string, r: Rec, moves: number): Figure[] {
  const over = r.tasks.filter(([, d]) => d > 50);
  const longest = Math.max(0, ...r.tasks.map(([, d]) => d));
  const gap = Math.max(0, ...r.frames);
  // The time the page could not answer: each long task's time over 50 ms, summed (as Lighthouse's
  // total blocking time). Cheaper frames are more frames, so the count alone can rise as this falls.
  const blocked = over.reduce((sum, [, d]) => sum + d - 50, 0);
  return [
    {
      figure: `discwars ${kind}: longest main-thread task`,
      value: longest > 0 ? `${fmt(longest, 0)} ms` : 'none over 50 ms',
      detail: `target < 50 ms; ${moves} moves, the click choosing the disc, then each move's click to the end of its show; ${over.length} tasks over 50 ms`,
    },
    {
      figure: `discwars ${kind}: blocking time per move`,
      value: `${fmt(blocked / Math.max(1, moves), 0)} ms`,
      detail: 'the time of each task over 50 ms beyond its first 50 ms, summed, per move',
    },
    {
      figure: `discwars ${kind}: longest frame gap`,
      value: `${fmt(gap, 0)} ms`,
      detail: `between animation frames while the ${kind} are made and shown; median ${fmt(median(r.frames), 0)} ms, 90th percentile ${fmt(quantile(r.frames, 0.9), 0)} ms`,
    },
  ];
}

/** Several 3-flip turns of a hot-seat battle, then `drops` missile drops (the missile example). */
export async function showFigures(browser: Browser, base: string, drops = 6): Promise<Figure[]> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  // As text: the bundler would wrap a named function of a callback in a helper the page lacks.
  await page.addInitScript({
    content: `
      window.tasks = [];
      window.frameTimes = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: false });
      window.loafs = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.duration > 50)
            window.loafs.push({
              start: e.startTime,
              duration: e.duration,
              render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
              layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
              scripts: e.scripts.map((x) => [x.invoker, Math.round(x.duration), Math.round(x.forcedStyleAndLayoutDuration), x.sourceFunctionName]),
            });
      }).observe({ type: 'long-animation-frame', buffered: false });
      const tick = (t) => {
        window.frameTimes.push(t);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);`,
  });
  const profile = process.env['BENCH_WEB_PROFILE'];
  const trace = process.env['BENCH_WEB_TRACE'];
  const cdp = profile || trace ? await ctx.newCDPSession(page) : null;
  const fromLoad = !!process.env['BENCH_WEB_TRACE_LOAD'];
  const startTrace = async (): Promise<void> => {
    if (cdp && trace)
      await cdp.send('Tracing.start', {
        categories: TRACE_CATEGORIES,
        transferMode: 'ReturnAsStream',
      });
  };
  try {
    if (fromLoad) await startTrace();
    await page.goto(`${base}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
    await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 120_000 });
    await still(page);
    await page.waitForTimeout(Number(process.env['BENCH_WEB_SHOWS_WAIT'] ?? 500));
    if (!fromLoad) await startTrace();
    if (cdp && profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const flips: Rec = { tasks: [], frames: [] };
    let flipped = 0;
    for (let turn = 0; turn < 4; turn++) flipped += await flipTurn(page, flips);
    const dropped: Rec = { tasks: [], frames: [] };
    let fired = 0;
    for (let i = 0; i < drops; i++) {
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-missile]');
      await page.waitForSelector('[data-testid=example-banner]');
      await still(page);
      await page.waitForTimeout(200);
      // Fire a1 at b2, then b1 at a1 (the drops), by clicks on the table.
      for (const [archer, target] of [
        ['a1', 'b2'],
        ['b1', 'a1'],
      ] as const) {
        const p = await page.evaluate(
          (n) =>
            (
              window as unknown as {
                tabletop: { anchor(n: string): { x: number; y: number } | null };
              }
            ).tabletop.anchor(n),
          `disc-${archer}`,
        );
        if (!p) continue;
        const fire = page.locator(`[data-testid=fire-${target}]`);
        try {
          await measureChoice(
            page,
            dropped,
            () => page.mouse.click(p.x, p.y),
            `[data-testid=fire-${target}]`,
          );
        } catch {
          continue;
        }
        await measureMove(page, dropped, () => fire.click());
        fired++;
      }
    }
    if (cdp && profile) {
      const { profile: prof } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(prof));
    }
    if (cdp && trace) writeFileSync(trace, await traceText(cdp));
    return [...figures('flips', flips, flipped), ...figures('drops', dropped, fired)];
  } finally {
    await ctx.close();
  }
}
