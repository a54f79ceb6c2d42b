/**
 * Online play as players meet it (issue 24), in real browsers against the real game server: no
 * Type 10 clock runs before both seats are taken; Resign asks first; a seat the bot holds is told
 * and taken back, with no move offered meanwhile; no move is offered while the server is down;
 * "Your move" in the top bar and the tab's title, with a sound while the tab is hidden (not when
 * muted); links that cannot seat you say so in plain words with a choice, and a bad link leaves
 * Home's options; the status line pinned near the top of a phone; Home's list of running games
 * says the turn and whose move it is.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { check, SHOTS, type E2ETest } from './harness.ts';
import { battleLineStep, otherBrowser, waitVersion, where } from './online-helpers.ts';
import { startGameServer, type GameServer } from './online-server.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const ENABLED_CARDS = '[data-testid=bl-hand] button:not([disabled])';

/** Makes `context` Japanese from its first page on. */
async function japanese(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('tabletop.lang', 'ja'));
}

/** Creates a match on `page` (first seat) and seats a second browser by the invite link. */
async function seatTwo(
  page: Page,
  server: GameServer,
  game = 'battleline',
  query = '',
  viewport = DESKTOP,
  prepare?: (c: BrowserContext) => Promise<void>,
) {
  await page.goto(`${server.url}#/online/new/${game}?seat=1${query}`);
  const invite = page.locator('[data-testid=invite-link]');
  await invite.waitFor({ timeout: 60_000 });
  const link = await invite.inputValue();
  const spectate = await page.locator('[data-testid=spectate-link]').inputValue();
  const matchId = /#\/online\/([\w-]+)/.exec(page.url())?.[1] ?? '';
  const b = await otherBrowser(page.context().browser()!, viewport);
  await prepare?.(b.context);
  await b.page.goto(link);
  await waitVersion(b.page, 0, 60_000);
  await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
  return { b, link, spectate, matchId };
}

async function waitOver(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid=online-box]') as HTMLElement).dataset.over === 'true',
    undefined,
    { timeout },
  );
}

async function waitConn(page: Page, state: string): Promise<void> {
  await page.waitForFunction(
    (s) =>
      (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset.conn ===
      s,
    state,
    { timeout: 60_000 },
  );
}

const statusOf = async (page: Page): Promise<string> =>
  (await page.locator('[data-testid=status]').textContent()) ?? '';

/** The page of two whose seat is to move, and the other. */
async function moverOf(pages: readonly Page[]): Promise<{ mover: Page; other: Page }> {
  const ws = await Promise.all(pages.map((p) => where(p)));
  const i = ws.findIndex((w) => w.toMove !== '' && w.seat === w.toMove);
  check(i >= 0, `nobody may move: ${JSON.stringify(ws)}`);
  return { mover: pages[i]!, other: pages[1 - i]! };
}

/** Plays one whole Battle Line turn of `page` (decisions until the other seat is to move). */
async function battleLineTurn(page: Page, others: readonly Page[]): Promise<void> {
  const seat = (await where(page)).seat;
  for (let i = 0; i < 6; i++) {
    const w = await where(page);
    if (w.toMove !== seat || w.over) return;
    await battleLineStep(page);
    for (const p of [page, ...others]) await waitVersion(p, w.version + 1);
  }
  check(false, 'a turn that never ends');
}

/**
 * Counts the sounds the page starts (WebAudio oscillators: only the "your move" cue uses them
 * online) and lets the test say whether the tab is hidden (`window.__hidden`).
 */
async function watchCues(context: BrowserContext): Promise<void> {
  // As text: the test runner's transform would wrap named functions in a helper the page lacks.
  await context.addInitScript({
    content: `
      window.__cues = 0;
      window.__hidden = false;
      const make = BaseAudioContext.prototype.createOscillator;
      BaseAudioContext.prototype.createOscillator = function () {
        window.__cues++;
        return make.call(this);
      };
      Object.defineProperty(Document.prototype, 'hidden', {
        configurable: true,
        get: () => window.__hidden,
      });
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (window.__hidden ? 'hidden' : 'visible'),
      });
    `,
  });
}

const cues = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cues: number }).__cues);
const hide = (page: Page, hidden: boolean): Promise<void> =>
  page.evaluate((h) => {
    (window as unknown as { __hidden: boolean }).__hidden = h;
  }, hidden);

/** The visible text of the page's body, for words that must not be there (raw codes). */
const bodyText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

function browserOf(page: Page): Browser {
  return page.context().browser()!;
}

export const tests: E2ETest[] = [
  {
    name: 'online players: no Type 10 clock runs before the opponent sits down; the step line is pinned near the top of a phone',
    contextOptions: { viewport: PHONE, hasTouch: true, isMobile: true },
    async run({ page, shot }) {
      const server = await startGameServer();
      let b: Awaited<ReturnType<typeof otherBrowser>> | null = null;
      try {
        const q = '&o.timeControl=true&o.stepLimitMs=2000&o.gameLimitMs=600000';
        await page.goto(`${server.url}#/online/new/type10?seat=1${q}`);
        const invite = page.locator('[data-testid=invite-link]');
        await invite.waitFor({ timeout: 60_000 });
        // Alone for longer than a step: the game must still be waiting, not lost on time.
        await page.waitForTimeout(3500);
        const alone = await where(page);
        check(
          !alone.over && alone.version === 0,
          `alone, the game moved on: ${JSON.stringify(alone)}`,
        );
        await shot('type10-waiting-phone');
        b = await otherBrowser(browserOf(page), DESKTOP);
        await b.page.goto(await invite.inputValue());
        await waitVersion(b.page, 0, 60_000);
        await page.waitForSelector('[data-testid=online-wait]', { state: 'hidden' });
        // Seated: the step line is in sight under the top bar of the phone, counting.
        const urgent = page.locator('[data-testid=online-urgent]');
        await urgent.waitFor({ state: 'visible', timeout: 10_000 });
        const box = await urgent.boundingBox();
        check(box && box.y + box.height < 260, `the step line is at ${JSON.stringify(box)}`);
        check(/This step: .* left/.test((await urgent.textContent()) ?? ''), 'no step line');
        await shot('type10-step-pinned-phone');
        // Now the clock runs: nobody moves, the step runs out.
        await waitOver(page, 15_000);
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b?.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: Resign asks first (cancel keeps playing; confirm ends the game)',
    contextOptions: { viewport: DESKTOP },
    async run({ page, shot }) {
      const server = await startGameServer();
      const { b } = await seatTwo(page, server);
      try {
        await page.click('[data-testid=resign]');
        await page.waitForSelector('[data-testid=confirm]', { timeout: 5000 });
        await shot('resign-confirm');
        check(!(await where(page)).over, 'one tap on Resign ended the game');
        await page.click('[data-testid=confirm-cancel]');
        await page.waitForTimeout(600);
        check(!(await where(page)).over, 'cancelling resigned');
        check(!(await where(b.page)).over, 'cancelling resigned (opponent)');
        await page.click('[data-testid=resign]');
        await page.click('[data-testid=confirm-ok]');
        await waitOver(page);
        await waitOver(b.page);
        check((await statusOf(b.page)).includes('resignation'), await statusOf(b.page));
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: a seat handed to the bot is told to its returning player, offers no move, and is taken back',
    contextOptions: { viewport: DESKTOP },
    async run({ page, shot }) {
      const server = await startGameServer({
        TABLETOP_ABSENCE_MS: '1500',
        TABLETOP_BOT_LEVEL: 'easy',
      });
      const { b, matchId } = await seatTwo(page, server, 'battleline', '', PHONE, japanese);
      try {
        // Player 2 leaves; player 1 hands the seat to the bot.
        await b.page.goto('about:blank');
        await page.click('[data-testid=hand-to-bot]', { timeout: 15_000 });
        await page.waitForFunction(() =>
          document.querySelector('[data-testid=seat-1]')?.textContent?.includes('bot'),
        );
        // Player 2 comes back (the token is kept in that browser): told, and offered no card.
        await b.page.goto(`${server.url}#/online/${matchId}`);
        await waitVersion(b.page, 0, 30_000);
        await b.page.waitForSelector('[data-testid=take-seat]', { timeout: 15_000 });
        const me = (await b.page.locator('[data-testid=seat-me]').first().textContent()) ?? '';
        check(
          me.includes('ボット'),
          `the returning player is not told the bot holds the seat: ${me}`,
        );
        check((await statusOf(b.page)).includes('ボット'), await statusOf(b.page));
        // The bot plays seat 2 while player 1 plays: no card of seat 2 is ever enabled meanwhile.
        // Every move is either one of seat 1's clicked steps or the bot's: the bot's are counted
        // from the versions (it may play between two looks at the page).
        const start = (await where(page)).version;
        let mine = 0;
        for (let i = 0; i < 20; i++) {
          const w = await where(page);
          check(!w.over, 'the game ended early');
          check((await b.page.locator(ENABLED_CARDS).count()) === 0, 'cards enabled under the bot');
          if (w.version - start - mine >= 2) break;
          if (w.toMove === '0') {
            await battleLineStep(page);
            mine++;
          }
          await waitVersion(page, w.version + 1);
        }
        const botMoves = (await where(page)).version - start - mine;
        check(botMoves >= 2, `the bot played ${botMoves} move(s)`);
        check((await b.page.locator(ENABLED_CARDS).count()) === 0, 'cards enabled under the bot');
        await b.page.screenshot({ path: join(SHOTS, 'online-bot-holds-seat-phone-ja.png') });
        // Taking the seat back: the bot stops; on its turn seat 2 plays by its own clicks.
        await b.page.click('[data-testid=take-seat]');
        await page.waitForFunction(
          () => !document.querySelector('[data-testid=seat-1]')?.textContent?.includes('bot'),
        );
        await b.page.waitForSelector('[data-testid=take-seat]', { state: 'detached' });
        for (let i = 0; i < 8 && (await where(page)).toMove === '0'; i++) {
          const v = (await where(page)).version;
          await battleLineStep(page);
          await waitVersion(page, v + 1);
        }
        const before = await where(b.page);
        check(before.toMove === '1', `seat 2 is not to move: ${JSON.stringify(before)}`);
        await b.page.waitForTimeout(1500);
        check((await where(page)).version === before.version, 'the bot still plays the seat');
        check(
          (await b.page.locator(ENABLED_CARDS).count()) > 0,
          'no card to play after taking back',
        );
        await battleLineStep(b.page);
        await waitVersion(page, before.version + 1);
        await shot('bot-seat-taken-back');
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: while the server is down no move is offered, and play goes on once it is back',
    async run({ context }) {
      const server = await startGameServer();
      // Both players in browsers of their own: the kill makes them log refused connections.
      const a = await otherBrowser(context.browser()!, DESKTOP);
      let b: Awaited<ReturnType<typeof otherBrowser>> | null = null;
      try {
        const seated = await seatTwo(a.page, server, 'battleline', '', PHONE);
        b = seated.b;
        const { mover } = await moverOf([a.page, b.page]);
        check((await mover.locator(ENABLED_CARDS).count()) > 0, 'the mover has no card to play');
        await server.kill();
        await waitConn(mover, 'reconnecting');
        await mover.waitForTimeout(300);
        check(
          (await mover.locator(ENABLED_CARDS).count()) === 0,
          'cards are offered while the server is down',
        );
        const st = await statusOf(mover);
        check(/Reconnecting|再接続/.test(st), `the status does not say so: ${st}`);
        const phase = (await mover.locator('[data-testid=bl-phase]').textContent()) ?? '';
        check(!/Waiting|相手の手番/.test(phase), `the panel says: ${phase}`);
        await mover.screenshot({
          path: join(SHOTS, `online-server-down-${mover === a.page ? 'desktop' : 'phone'}.png`),
        });
        await server.restart();
        await waitConn(mover, 'online');
        await mover.waitForFunction(
          (sel) => document.querySelectorAll(sel).length > 0,
          ENABLED_CARDS,
          { timeout: 30_000 },
        );
        const v = (await where(mover)).version;
        await battleLineStep(mover);
        await waitVersion(a.page, v + 1);
        await waitVersion(b.page, v + 1);
      } finally {
        await a.context.close();
        await b?.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: "Your move" in the top bar and the tab title (English, Japanese); a sound when the tab is hidden, none when muted',
    contextOptions: { viewport: DESKTOP },
    async run({ page, context }) {
      const server = await startGameServer();
      await watchCues(context);
      const { b } = await seatTwo(page, server, 'battleline', '', PHONE, async (c) => {
        await japanese(c);
        await watchCues(c);
      });
      const pages = [page, b.page] as const;
      const yours = (p: Page) => (p === page ? 'Your move' : 'あなたの番です');
      try {
        let { mover, other } = await moverOf(pages);
        check((await statusOf(mover)) === yours(mover), `mover's status: ${await statusOf(mover)}`);
        check(
          (await mover.title()).startsWith(yours(mover)),
          `mover's title: ${await mover.title()}`,
        );
        check(!(await statusOf(other)).includes(yours(other)), 'the other is told it is its move');
        check((await other.title()) === 'Tabletop', `the other's title: ${await other.title()}`);
        await mover.screenshot({
          path: join(SHOTS, `online-your-move-${mover === page ? 'desktop-en' : 'phone-ja'}.png`),
        });
        // The other's tab is hidden when its move comes: a short sound.
        await hide(other, true);
        const heard = await cues(other);
        await battleLineTurn(mover, [other]);
        await other.waitForFunction(
          (n) => (window as unknown as { __cues: number }).__cues > n,
          heard,
          {
            timeout: 5000,
          },
        );
        check((await other.title()).startsWith(yours(other)), `title: ${await other.title()}`);
        check((await statusOf(other)) === yours(other), `status: ${await statusOf(other)}`);
        await hide(other, false);
        await other.screenshot({
          path: join(SHOTS, `online-your-move-${other === page ? 'desktop-en' : 'phone-ja'}.png`),
        });
        ({ mover, other } = await moverOf(pages));
        // Muted: the move comes in silence.
        await other.click('[data-testid=sound]');
        await hide(other, true);
        const quiet = await cues(other);
        await battleLineTurn(mover, [other]);
        await other.waitForFunction(() => document.title !== 'Tabletop');
        await other.waitForTimeout(300);
        check((await cues(other)) === quiet, 'a sound played though muted');
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: a used or cut-off invite says so in plain words and offers to watch or go home; bad links keep Home’s options',
    contextOptions: { viewport: DESKTOP },
    async run({ page, shot }) {
      const server = await startGameServer();
      const { b, link } = await seatTwo(page, server);
      const c = await otherBrowser(browserOf(page), PHONE);
      try {
        // The invite again, from a third browser: the seat is taken.
        await japanese(c.context);
        await c.page.goto(link);
        const problem = c.page.locator('[data-testid=online-link-problem]');
        await problem.waitFor({ timeout: 30_000 });
        check((await problem.getAttribute('data-kind')) === 'spent', 'not told the invite is used');
        await c.page.screenshot({ path: join(SHOTS, 'online-invite-used-phone-ja.png') });
        const text = await bodyText(c.page);
        check(!/seat-taken|invite is not valid|unknown to the server/.test(text), text);
        await c.page.click('[data-testid=link-watch]');
        await c.page.waitForFunction(
          () =>
            (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset
              .seat === 'spectator',
          undefined,
          { timeout: 30_000 },
        );
        await waitVersion(c.page, 0);
        // A cut-off invite (in a browser holding no seat of this game): the same choice.
        await page.evaluate(() => localStorage.clear());
        await page.goto('about:blank');
        await page.goto(link.slice(0, -12));
        const cutProblem = page.locator('[data-testid=online-link-problem]');
        await cutProblem.waitFor({ timeout: 30_000 });
        const kind = await cutProblem.getAttribute('data-kind');
        check(kind === 'truncated', `a cut-off invite is told as ${kind}`);
        const cut = await bodyText(page);
        check(!/parameter|invite”? is not known/.test(cut), cut);
        check(!page.url().includes('invite='), `the broken invite stayed in the address`);
        await shot('invite-cut-off');
        await page.click('[data-testid=link-home]');
        await page.locator('[data-game=battleline] details.options').waitFor({ timeout: 30_000 });
        // Bad links: Home opens with a notice, and every table keeps its options.
        for (const bad of ['#/online/new/chess', '#/battleline?seed=zz']) {
          await page.goto('about:blank');
          await page.goto(`${server.url}${bad}`);
          await page.waitForSelector('[data-testid=notice]:not([hidden])');
          await page
            .locator('[data-game=battleline] details.options')
            .waitFor({ state: 'attached', timeout: 30_000 });
          const n = await page.locator('details.options').count();
          check(n >= 3, `after ${bad} Home shows options on ${n} table(s)`);
        }
        check(c.errors.length === 0, c.errors.join('\n'));
        check(b.errors.length === 0, b.errors.join('\n'));
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await c.context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'online players: on a phone the status line with the away timer and its buttons is pinned near the top',
    contextOptions: { viewport: PHONE, hasTouch: true, isMobile: true },
    async run({ page, shot }) {
      const server = await startGameServer({ TABLETOP_ABSENCE_MS: '1500' });
      const { b } = await seatTwo(page, server);
      try {
        await b.context.close();
        const claim = page.locator('[data-testid=claim-win]');
        await claim.waitFor({ state: 'visible', timeout: 15_000 });
        for (const sel of [
          '[data-testid=claim-win]',
          '[data-testid=hand-to-bot]',
          '[data-testid=online-status]',
        ]) {
          const box = await page.locator(sel).boundingBox();
          check(
            box && box.y >= 0 && box.y + box.height < 300,
            `${sel} is at ${JSON.stringify(box)}`,
          );
        }
        const away = (await page.locator('[data-testid=seat-1]').first().textContent()) ?? '';
        check(/away for \d+:\d\d/.test(away), `the away timer: ${away}`);
        await shot('status-pinned-phone-en');
        await page.locator('[data-testid=lang]').selectOption('ja');
        await page.waitForFunction(() =>
          document.querySelector('[data-testid=claim-win]')?.textContent?.includes('勝利'),
        );
        await shot('status-pinned-phone-ja');
      } finally {
        await page.goto('about:blank');
        await server.stop();
      }
    },
  },
  {
    name: 'online players: Home’s list of running games says the turn (a draw is no move of its own) and whose move it is',
    contextOptions: { viewport: DESKTOP },
    async run({ page, shot }) {
      const server = await startGameServer();
      const { b, matchId } = await seatTwo(page, server, 'battleline', '', PHONE, japanese);
      try {
        const pages = [page, b.page] as const;
        // Two whole turns (a card and a draw each).
        for (let i = 0; i < 2; i++) {
          const { mover, other } = await moverOf(pages);
          await battleLineTurn(mover, [other]);
        }
        const w = await where(page);
        check(w.version >= 4, `two turns in ${w.version} moves`);
        for (const p of pages) {
          const seat = (await where(p)).seat;
          await p.goto(`${server.url}#/`);
          const turn = p.locator(`[data-testid=online-turn-${matchId}]`);
          await turn.waitFor({ timeout: 30_000 });
          // Home is drawn again once the tables' options load: read the line as it stays.
          await p.locator('[data-game=battleline] details.options').waitFor({ state: 'attached' });
          await turn.waitFor();
          const line = [
            (await p.locator(`li[data-match="${matchId}"] span`).first().textContent()) ?? '',
            (await turn.textContent()) ?? '',
          ].join(' / ');
          const mine = w.toMove === seat;
          if (p === page) {
            check(/turn 3\b/.test(line) && !/move \d/.test(line), `the line says: ${line}`);
            check(line.includes(mine ? 'your move' : 'opponent’s move'), `the line says: ${line}`);
            await shot('home-list-en');
          } else {
            check(line.includes('3ターン目'), `the line says: ${line}`);
            check(line.includes(mine ? 'あなたの番' : '相手の番'), `the line says: ${line}`);
            await p.screenshot({ path: join(SHOTS, 'online-home-list-phone-ja.png') });
          }
        }
      } finally {
        await page.goto('about:blank');
        await b.context.close();
        await server.stop();
      }
    },
  },
];
