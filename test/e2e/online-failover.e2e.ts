/**
 * Issue 27 as the players see it, with two server processes sharing a real Redis and PostgreSQL
 * behind a load balancer (balancer.ts): when the room's process drains (SIGTERM), both pages say
 * "Moving your game to another server…" and are back in the game on the other process by
 * themselves, where the next move is played; while Redis is down, creating a game says "The game
 * servers are unavailable for a moment; retrying…" and the game is created once Redis is back.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { freePort } from '../server/helpers.ts';
import { startPostgres, type Postgres } from '../server/services/postgres.ts';
import { startRedis, type RedisService } from '../server/services/redis.ts';
import { startBalancer, type Balancer } from './balancer.ts';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { battleLineStep, otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer, type GameServer } from './online-server.ts';

/** Records every connection state the page shows, with its text, from now on. */
async function recordStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { states: string[] };
    w.states = [];
    let last = '';
    setInterval(() => {
      const el = document.querySelector('[data-testid=online-conn]') as HTMLElement | null;
      const now = `${el?.dataset.state ?? ''}|${el?.textContent ?? ''}`;
      if (now !== last) w.states.push(now);
      last = now;
    }, 10);
  });
}

const states = (page: Page) =>
  page.evaluate(() => (window as unknown as { states: string[] }).states);

const online = (page: Page, timeout: number) =>
  page.waitForFunction(
    () =>
      (document.querySelector('[data-testid=online-conn]') as HTMLElement | null)?.dataset.state ===
      'online',
    undefined,
    { timeout },
  );

async function cluster(redis: RedisService, pg: Postgres, front: Balancer) {
  const env = {
    REDIS_URL: redis.url,
    DATABASE_URL: pg.url,
    TABLETOP_ROOM_LEASE_MS: '3000',
    // The pages come from the balancer's origin; the room's WebSocket goes to its process.
    TABLETOP_ALLOWED_ORIGINS: front.url.replace(/\/$/, ''),
  };
  const [port1, port2] = [await freePort(), await freePort()];
  return Promise.all([startGameServer(env, port1), startGameServer(env, port2)]);
}

export const tests: E2ETest[] = [
  {
    name: 'online failover: a drained server moves both players to the other, saying so; Redis down says "unavailable" and the create goes through when it is back',
    async run({ page }) {
      const [redis, pg] = await Promise.all([startRedis(), startPostgres()]);
      const front = await startBalancer();
      let servers: GameServer[] = [];
      try {
        servers = await cluster(redis, pg, front);
        const [p1, p2] = servers as [GameServer, GameServer];
        const portOf = (s: GameServer) => Number(new URL(s.url).port);
        front.targets = [portOf(p1), portOf(p2)];

        // A game between two browsers, its room on p1.
        await page.goto(`${front.url}#/online/new/battleline?seat=1`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 60_000 });
        const b = await otherBrowser(page.context().browser()!);
        await b.page.goto(await invite.inputValue());
        await waitVersion(b.page, 0, 60_000);
        await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
        const first = (await where(page)).toMove === '0' ? page : b.page;
        await battleLineStep(first);
        await Promise.all([waitVersion(page, 1), waitVersion(b.page, 1)]);
        await Promise.all([recordStates(page), recordStates(b.page)]);

        // p1 drains: the balancer stops sending it anything (its /readyz says 503), and its room
        // hands over. Both pages move by themselves.
        front.targets = [portOf(p2)];
        const t0 = Date.now();
        const drained = p1.drain();
        await page.waitForFunction(
          () =>
            (document.querySelector('[data-testid=online-conn]') as HTMLElement | null)?.dataset
              .state === 'moving',
          undefined,
          { timeout: 10_000, polling: 10 },
        );
        await page.screenshot({ path: join(SHOTS, 'online-failover-moving.png') });
        await Promise.all([online(page, 20_000), online(b.page, 20_000)]);
        const took = Date.now() - t0;
        await drained;
        for (const p of [page, b.page]) {
          const seen = await states(p);
          check(
            seen.some((s) => s === 'moving|Moving your game to another server…'),
            `the page never said it was moving the game: ${seen.join(' → ')}`,
          );
          // Back online: `online()` above read it from the page (the 10 ms recorder may lag).
          check((await where(p)).version === 1, `the game is not where it was on ${p.url()}`);
        }
        console.log(`      both pages online on the other process ${took} ms after SIGTERM`);
        // The game goes on there.
        const second = (await where(page)).toMove === '0' ? page : b.page;
        await battleLineStep(second);
        await Promise.all([waitVersion(page, 2), waitVersion(b.page, 2)]);
        check(b.errors.length === 0, b.errors.join('\n'));
        await b.context.close();

        // Redis down: a new game is refused "unavailable" at once, and the page says so and
        // retries; once Redis is back, the game is created.
        await page.goto('about:blank');
        const outage = redis.outage(4000);
        await new Promise((r) => setTimeout(r, 300));
        await page.goto(`${front.url}#/online/new/battleline?seat=1`);
        await page.waitForFunction(
          () =>
            (document.querySelector('[data-testid=online-conn]') as HTMLElement | null)?.dataset
              .state === 'unavailable',
          undefined,
          { timeout: 10_000 },
        );
        const text = await page.locator('[data-testid=online-conn]').textContent();
        check(
          text === 'The game servers are unavailable for a moment; retrying…',
          `the page says "${text}" while Redis is down`,
        );
        await page.screenshot({ path: join(SHOTS, 'online-failover-unavailable.png') });
        await outage;
        await invite.waitFor({ timeout: 30_000 });
        await online(page, 10_000);
      } finally {
        await page.goto('about:blank');
        await Promise.all(servers.map((s) => s.stop()));
        await front.stop();
        await Promise.all([redis.stop(), pg.stop()]);
      }
    },
  },
];
