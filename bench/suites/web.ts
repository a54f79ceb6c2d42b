/**
 * `npm run bench web`: the app in headless Chromium against the production build served locally.
 * Per route: gzip bytes of JavaScript loaded before the first frame, and navigation → first frame
 * (median of 5). Per table: CPU time per frame (scene update + render submission) with its biggest
 * position and JS heap growth over 600 frames; the longest main-thread task while the hard bot
 * thinks; WebGL objects alive after opening and closing the table 20 times against after once.
 * Disc Wars flips and drops: the longest task and frame gap while they are made and shown
 * (`web-shows.ts`). BENCH_WEB_ONLY (comma-separated: home, discwars, shows, battleline, hill218,
 * type10) limits the run; BENCH_WEB_DIST serves a ready build instead of building.
 */
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { newMatch, play } from '../../src/core/match.ts';
import { serializeSave } from '../../src/core/save.ts';
import { unwrap } from '../../src/core/result.ts';
import { Rng } from '../../src/core/rng.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { type10 } from '../../src/games/type10/index.ts';
import type { GameDef } from '../../src/core/game.ts';
import { randomGame } from '../random-games.ts';
import { launchBrowser } from '../../test/e2e/browser.ts';
import { serveDir } from '../../test/e2e/server.ts';
import { fmt, fmtSamples, summarize, type Figure } from '../harness.ts';
import { showFigures } from '../web-shows.ts';

interface TableBench {
  readonly game: string;
  /** A route whose first frame is the table, and what shows it is ready. */
  readonly route: string;
  readonly ready: string;
  /** A late, crowded position as a save file's text. */
  biggest(): string | Promise<string>;
  /**
   * Routes where the hard bot has to think, tried in turn until one shows the bot thinking (the
   * seed decides who starts, so the human takes either seat); Battle Line is driven by clicks.
   */
  readonly botRoutes?: readonly string[];
}

/** A random game of `def` replayed to a few moves before its end: a crowded table. */
function latePosition<S, M>(def: GameDef<S, M>, game: string, seed: number): string {
  const { moves } = randomGame(def, seed);
  let m = unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed }));
  const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
  for (let i = 0; i < Math.max(0, moves - 6); i++)
    m = unwrap(play(def, m, rng.pick(def.legalMoves(m.state))));
  return serializeSave(m, { route: `#/${game}?seed=${seed}&mode=hotseat` });
}

function lateBattleLine(): string {
  let m = unwrap(
    newMatch(battleline, { kind: 'new', options: battleline.defaultOptions, seed: 77 }),
  );
  const rng = Rng.fromSeed(77);
  const moves: unknown[] = [];
  // Play a whole game, then replay all but its last few moves: the fullest table short of the end.
  let probe = m;
  while (battleline.outcome(probe.state) === null) {
    const mv = rng.pick(battleline.legalMoves(probe.state));
    moves.push(mv);
    probe = unwrap(play(battleline, probe, mv));
  }
  for (const mv of moves.slice(0, Math.max(0, moves.length - 6)))
    m = unwrap(play(battleline, m, mv as never));
  return serializeSave(m, { route: '#/battleline?seed=77&mode=hotseat' });
}

/** Disc Wars in its fourth round after random play: both whole armies on the table. */
async function lateDiscWars(): Promise<string> {
  const { createDiscPhysics } = await import('../../src/physics/index.ts');
  const { createDiscWarsModule } = await import('../../src/games/discwars/index.ts');
  const def = createDiscWarsModule(await createDiscPhysics()).def;
  let m = unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed: 7 }));
  const rng = Rng.fromSeed(7);
  while (def.outcome(m.state) === null && m.state.round < 4)
    m = unwrap(play(def, m, rng.pick(def.legalMoves(m.state))));
  return serializeSave(m, { route: '#/discwars?seed=7&mode=hotseat' });
}

const bothSeats = (game: string, seed: number): string[] =>
  [2, 1].map((seat) => `#/${game}?seed=${seed}&mode=bot&seat=${seat}&level=hard`);

const TABLES: TableBench[] = [
  {
    game: 'discwars',
    route: '#/discwars?seed=5&mode=bot&seat=1&level=easy',
    ready: '[data-testid=dw-round]',
    biggest: lateDiscWars,
    botRoutes: bothSeats('discwars', 5),
  },
  {
    game: 'battleline',
    route: '#/battleline?seed=5&mode=bot&seat=1&level=easy',
    ready: '[data-testid=bl-hand] button',
    biggest: lateBattleLine,
    botRoutes: ['#/battleline?seed=3&mode=bot&seat=2&level=hard'],
  },
  {
    game: 'hill218',
    route: '#/hill218?seed=5&mode=bot&seat=1&level=easy',
    ready: '[data-testid=table-panel] > *',
    biggest: () => latePosition(hill218, 'hill218', 21),
    botRoutes: bothSeats('hill218', 5),
  },
  {
    game: 'type10',
    route: '#/type10?seed=5&mode=bot&seat=1&level=easy',
    ready: '[data-testid=table-panel] > *',
    biggest: () => latePosition(type10, 'type10', 21),
    botRoutes: bothSeats('type10', 5),
  },
];

type App = {
  sceneStats(): { geometries: number; textures: number; programs: number; frames: number } | null;
  measureFrames(n: number): number[] | null;
  loadText(t: string): Promise<void>;
};

/**
 * Navigation → the first frame that shows the page's content (the home screen's cards, or the
 * table with its pieces: `ready` present and a frame drawn after it), and the gzip bytes of
 * JavaScript fetched until then, with the physics engine's chunk counted apart.
 */
async function firstFrame(
  page: Page,
  url: string,
  ready: string,
  table: boolean,
): Promise<{ ms: number; jsGzip: number; physicsGzip: number }> {
  const js: Promise<[string, Buffer]>[] = [];
  const onResponse = (r: import('playwright-core').Response): void => {
    if (r.url().endsWith('.js'))
      js.push(
        r
          .body()
          .then((b): [string, Buffer] => [r.url(), b])
          .catch(() => [r.url(), Buffer.alloc(0)]),
      );
  };
  page.on('response', onResponse);
  await page.goto('about:blank');
  await page.goto(url);
  // Polled once per animation frame: the first poll that sees `ready` marks it; the table's
  // render for that change happens by the next frame, when the time is taken (≤ 1 frame late).
  const ms = await page
    .waitForFunction(
      ({ sel, table }) => {
        const w = window as unknown as { readySeen?: boolean };
        if (!w.readySeen) {
          if (!document.querySelector(sel)) return 0;
          w.readySeen = true;
          if (table) return 0;
        }
        return performance.now();
      },
      { sel: ready, table },
      { polling: 'raf', timeout: 120_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>);
  await page.waitForTimeout(100);
  page.off('response', onResponse);
  // By address: a file the worker gets from the page's HTTP cache crosses the network once.
  const bodies = new Map(await Promise.all(js));
  let jsGzip = 0;
  let physicsGzip = 0;
  for (const [u, b] of bodies) {
    const n = gzipSync(b).length;
    jsGzip += n;
    if (/\/physics-[^/]*\.js$/.test(u)) physicsGzip += n;
  }
  return { ms, jsGzip, physicsGzip };
}

/**
 * The longest main-thread task that starts while the hard bot thinks (the status bar says so),
 * over up to 10 s of its play; null when the bot did not start thinking on this route.
 */
async function longestTaskWhileThinking(
  browser: Browser,
  url: string,
  ready: string,
): Promise<number | null> {
  const bctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const bpage = await bctx.newPage();
    // Tasks are recorded with their start; thinking spells with theirs, from the status bar.
    await bpage.addInitScript(() => {
      const w = window as unknown as {
        tasks: [number, number][];
        spells: [number, number][];
        since: number;
      };
      w.tasks = [];
      w.spells = [];
      w.since = -1;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: false });
      const watch = (): void => {
        const thinking =
          document.querySelector('[data-testid=status]')?.textContent?.includes('thinking') ??
          false;
        if (thinking && w.since < 0) w.since = performance.now();
        if (!thinking && w.since >= 0) {
          w.spells.push([w.since, performance.now()]);
          w.since = -1;
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await bpage.goto(url);
    await bpage.waitForSelector(ready, { timeout: 120_000 });
    const thinking = async (): Promise<boolean> =>
      ((await bpage.locator('[data-testid=status]').textContent()) ?? '').includes('thinking');
    let thought = false;
    for (let i = 0; i < 10 && !thought; i++) {
      if (await thinking()) thought = true;
      else {
        // Battle Line: make a move so the bot has to answer.
        const card = bpage.locator('[data-testid=bl-hand] button:not([disabled])').first();
        if (await card.count()) {
          await card.click();
          await bpage.locator('.bl-to-flag').first().click();
        }
        if (await bpage.locator('[data-testid=end-claims]').count())
          await bpage.click('[data-testid=end-claims]');
        if (await bpage.locator('[data-testid=draw-troop]').count())
          await bpage.click('[data-testid=draw-troop]');
        await bpage.waitForTimeout(300);
      }
    }
    if (!thought) return null;
    // Up to 10 s of the bot's play (a turn may be many decisions), then close the open spell.
    await bpage
      .waitForFunction(
        () => !document.querySelector('[data-testid=status]')?.textContent?.includes('thinking'),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    await bpage.waitForTimeout(50);
    return await bpage.evaluate(() => {
      const w = window as unknown as {
        tasks: [number, number][];
        spells: [number, number][];
        since: number;
      };
      // A spell still open after the 10 s ends now.
      const spells: [number, number][] =
        w.since >= 0 ? [...w.spells, [w.since, performance.now()]] : w.spells;
      const during = w.tasks.filter(([start]) => spells.some(([a, b]) => start >= a && start < b));
      return Math.max(0, ...during.map(([, d]) => d));
    });
  } finally {
    await bctx.close();
  }
}

export async function run(): Promise<Figure[]> {
  // BENCH_WEB_ONLY=home,discwars measures only those routes and tables.
  const only = process.env['BENCH_WEB_ONLY']?.split(',');
  const tables = TABLES.filter((t) => !only || only.includes(t.game));
  // BENCH_WEB_DIST=<dir> serves a build made beforehand (another commit's, to compare at one load).
  const dist = process.env['BENCH_WEB_DIST'];
  if (!dist) execSync('npx vite build', { stdio: 'ignore' });
  const server = await serveDir(dist ?? 'dist');
  const browser = await launchBrowser(['--enable-precise-memory-info', '--js-flags=--expose-gc']);
  const rows: Figure[] = [];
  try {
    if (!only || only.includes('shows')) rows.push(...(await showFigures(browser, server.url)));
    const routes = (
      [
        ['home', '#/', '.game-card', false],
        ...tables.map((t): [string, string, string, boolean] => [t.game, t.route, t.ready, true]),
      ] as [string, string, string, boolean][]
    ).filter(([name]) => !only || only.includes(name));
    for (const [name, route, ready, table] of routes) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      const times: number[] = [];
      let bytes = 0;
      let physics = 0;
      for (let i = 0; i < 6; i++) {
        // A fresh HTTP cache each time: every load downloads what it needs.
        await page.goto('about:blank');
        await ctx.clearCookies();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        const r = await firstFrame(page, server.url + route, ready, table);
        if (i > 0) times.push(r.ms); // the first load warms the server's file cache
        bytes = r.jsGzip;
        physics = r.physicsGzip;
      }
      rows.push({
        figure: `${name}: JS before first frame (gzip)`,
        value: physics
          ? `${fmt((bytes - physics) / 1024, 1)} KB + physics ${fmt(physics / 1024, 0)} KB`
          : `${fmt(bytes / 1024, 1)} KB`,
        detail: physics
          ? 'target ≤ 250 KB; Disc Wars loads the physics engine (Rapier) on top'
          : 'target ≤ 250 KB',
      });
      rows.push({
        figure: `${name}: navigation → first frame`,
        value: fmtSamples(summarize(times), 'ms', 0),
        detail: physics
          ? 'table with its discs; the physics engine is downloaded, compiled and initialised first'
          : table
            ? 'target ≤ 1500 ms; the table with its pieces'
            : 'the home screen with its cards',
      });
      await ctx.close();
    }

    for (const t of tables) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(server.url + '#/');
      await page.waitForSelector('.game-card');
      const save = await t.biggest();
      await page.evaluate(
        (text) => (window as unknown as { tabletop: App }).tabletop.loadText(text),
        save,
      );
      await page.waitForSelector(`${t.ready}, [data-testid=reveal]`);
      if (await page.locator('[data-testid=reveal]').isVisible())
        await page.click('[data-testid=reveal]');
      await page.waitForSelector(t.ready);
      const heap = async (): Promise<number> =>
        page.evaluate(() => {
          (window as unknown as { gc?: () => void }).gc?.();
          return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory
            .usedJSHeapSize;
        });
      // 600 frames of warm-up first: code the renderer compiles on its first frames (shader
      // programs, optimised JS) is not memory the table keeps growing.
      await page.evaluate(() =>
        (window as unknown as { tabletop: App }).tabletop.measureFrames(600),
      );
      const h0 = await heap();
      const frames =
        (await page.evaluate(() =>
          (window as unknown as { tabletop: App }).tabletop.measureFrames(600),
        )) ?? [];
      const h1 = await heap();
      rows.push({
        figure: `${t.game}: CPU per frame, biggest position`,
        value: fmtSamples(summarize(frames), 'ms', 2),
        detail: `600 frames, p95 ${fmt(
          summarize(
            frames
              .slice()
              .sort((a, b) => a - b)
              .slice(0, 570),
          ).max,
          2,
        )} ms`,
      });
      rows.push({
        figure: `${t.game}: JS heap growth over 600 frames`,
        value: `${fmt((h1 - h0) / 1024, 1)} KB`,
        detail: `after gc, over 600 frames that follow 600 warm-up frames; ${fmt(h0 / 1048576, 1)} MB at start`,
      });
      await ctx.close();

      // The longest main-thread task while the hard bot thinks.
      for (const botRoute of t.botRoutes ?? []) {
        const longest = await longestTaskWhileThinking(browser, server.url + botRoute, t.ready);
        if (longest === null) continue; // the human moves first from this seat: try the other
        rows.push({
          figure: `${t.game}: longest main-thread task, hard bot thinking`,
          value: `${fmt(longest, 0)} ms`,
          detail: 'target < 50 ms; tasks starting while the bot thinks (0: none over 50 ms)',
        });
        break;
      }

      // WebGL objects after opening and closing the table 20 times, against after once.
      const lctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const lpage = await lctx.newPage();
      const visit = async (seed: number): Promise<void> => {
        await lpage.goto(server.url + t.route.replace(/seed=\d+/, `seed=${seed}`));
        await lpage.waitForSelector(t.ready);
        await lpage.click('[data-testid=home]');
        await lpage.waitForSelector('.game-card');
      };
      await lpage.goto(server.url);
      await visit(100);
      const once = await lpage.evaluate(() =>
        (window as unknown as { tabletop: App }).tabletop.sceneStats(),
      );
      for (let i = 1; i < 20; i++) await visit(100 + i);
      const twenty = await lpage.evaluate(() =>
        (window as unknown as { tabletop: App }).tabletop.sceneStats(),
      );
      rows.push({
        figure: `${t.game}: WebGL objects after 1 / 20 visits`,
        value: `${once?.geometries}+${once?.textures} / ${twenty?.geometries}+${twenty?.textures}`,
        detail:
          'geometries+textures alive on the home screen; programs ' +
          `${once?.programs} / ${twenty?.programs}`,
      });
      await lctx.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}
