/** Browser tests of loading: the physics engine's download shows real progress and is fetched once. */
import { check, type E2ETest } from './harness.ts';
import { openWithFailedDownload } from './table-helpers.ts';

export const tests: E2ETest[] = [
  {
    name: 'loading: opening Disc Wars shows the physics download progress, fetched once',
    async run({ page, context, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/`);
      await page.waitForSelector('.game-card');
      // The home screen never loads the physics engine.
      const early = await page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /physics-[^/]*\.js$/.test(e.name)),
      );
      check(!early, 'the home screen downloaded the physics engine');
      // A slow line (about 4 Mbit/s), so the download takes long enough to be seen.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: 500_000,
        uploadThroughput: 500_000,
      });
      await page.evaluate(() => (location.hash = '#/discwars?seed=7&mode=hotseat&o.deploy=false'));
      const bar = page.locator('[data-testid=load-progress]');
      await bar.waitFor({ state: 'visible', timeout: 20_000 });
      const seen = new Set<number>();
      let status = '';
      for (let i = 0; i < 200 && seen.size < 3; i++) {
        const v = await bar.evaluate((el) => {
          const p = el as HTMLProgressElement;
          return p.hidden ? -1 : p.value;
        });
        if (v >= 0) seen.add(Math.round(v * 100));
        if (!status && v > 0 && v < 1)
          status = (await page.locator('[data-testid=status]').textContent()) ?? '';
        if (seen.size === 2) await shot('progress');
        await page.waitForTimeout(100);
      }
      check(seen.size >= 3, `the bar did not move: ${[...seen].join(', ')}`);
      check(/\d+%/.test(status), `the status does not say how far: "${status}"`);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.waitForSelector('[data-testid=dw-round]', { timeout: 60_000 });
      check(await bar.isHidden(), 'the progress bar stays after loading');
      // The import that follows the counted download found the chunk in the HTTP cache.
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /physics-[^/]*\.js$/.test(e.name))
          .map((e) => (e as PerformanceResourceTiming).transferSize),
      );
      check(fetched.length >= 1, 'no physics chunk was loaded');
      check(
        fetched.filter((n) => n > 0).length === 1,
        `the physics chunk crossed the network ${fetched.filter((n) => n > 0).length} times (${fetched.join(', ')} bytes)`,
      );
    },
  },
  {
    name: 'loading: a table whose code cannot be downloaded says so and goes back to Home',
    // The aborted downloads themselves.
    expectedErrors: /^Failed to load resource: net::ERR_FAILED$/,
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/`);
      await page.waitForSelector('.game-card');
      // The line drops just as the player opens a table: three.js's scene host never arrives.
      await openWithFailedDownload(
        page,
        /\/assets\/scene-host-[\w-]+\.js$/,
        '#/battleline?seed=3&mode=hotseat',
      );
      await shot('failed');
      // The same in Japanese.
      await page.evaluate(() => (location.hash = '#/'));
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.evaluate(() => (location.hash = '#/type10?seed=3&mode=hotseat'));
      await page.waitForFunction(
        () =>
          /卓を読み込めませんでした/.test(
            document.querySelector('[data-testid=notice]')?.textContent ?? '',
          ),
        undefined,
        { timeout: 15_000 },
      );
    },
  },
];

tests.push({
  name: 'loading: the Disc Wars bot thinks in its worker with the page’s copy of the physics',
  async run({ page, baseUrl, shot, settle }) {
    const physicsFiles = new Set<string>();
    page.on('request', (r) => {
      const m = /\/(physics-[^/]*\.js)$/.exec(r.url());
      if (m?.[1]) physicsFiles.add(m[1]);
    });
    // The seed decides who starts: the human takes the other seat, so the bot moves first.
    let botMoved = false;
    for (const seat of [2, 1]) {
      await page.goto(
        `${baseUrl}#/discwars?seed=7&mode=bot&seat=${seat}&level=easy&o.deploy=false`,
      );
      await page.waitForSelector('[data-testid=dw-round]', { timeout: 60_000 });
      botMoved = await page
        .waitForFunction(
          () => document.querySelectorAll('[data-testid=log] li').length > 0,
          undefined,
          {
            timeout: 10_000,
          },
        )
        .then(() => true)
        .catch(() => false);
      if (botMoved) break;
    }
    check(botMoved, 'the bot made no move from either seat');
    await settle();
    await shot('bot-moved');
    check(physicsFiles.size === 1, `physics files fetched: ${[...physicsFiles].join(', ')}`);
  },
});
