/**
 * Browser tests of the replay viewer: a loaded Battle Line game is replayed read-only — jump to a
 * move, step back and forward, play at speed — the table shows the position after k moves (its
 * hand compared with the same log replayed here by the rules), a tap plays nothing, and "Back to
 * the game" returns exactly to the live table. Then the same viewer on Type 10 and Hill 218.
 */
import type { Page } from 'playwright-core';
import { newMatch, play, statesOf, type Match } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { serializeSave } from '../../src/core/save.ts';
import type { GameDef } from '../../src/core/game.ts';
import { battleline, type BattleLineView } from '../../src/games/battleline/index.ts';
import { hill218 } from '../../src/games/hill218/index.ts';
import { check, type E2ETest } from './harness.ts';
import {
  anchorOrNull,
  clickObject,
  H218_HQ_CAPTURE,
  loadSaveFile,
  logLength,
} from './table-helpers.ts';

const def = battleline as unknown as GameDef<unknown, unknown>;
const ROUTE = '#/battleline?seed=21&mode=bot&seat=1&level=easy';

/** A game of `n` moves (each the first legal one), ending with seat 0 (the human) to move. */
function game(n: number): Match {
  let m = unwrap(newMatch(def, { kind: 'new', options: def.defaultOptions, seed: 21 }));
  while (m.log.length < n || def.toMove(m.state) !== 0)
    m = unwrap(play(def, m, def.legalMoves(m.state)[0]));
  return m;
}

async function handInPanel(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=bl-hand] button')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card') ?? ''));
}

async function replayAt(page: Page): Promise<number> {
  return Number(await page.inputValue('[data-testid=replay-slider]'));
}

/** The table shows seat 0's hand after `k` moves: in the panel and as cards in the scene. */
async function checkShows(page: Page, states: unknown[], k: number): Promise<void> {
  const want = (def.view(states[k], 0) as BattleLineView).hand;
  const got = await handInPanel(page);
  check(
    JSON.stringify([...got].sort()) === JSON.stringify([...want].sort()),
    `after ${k} moves the hand is ${got.join(' ')}, the rules say ${want.join(' ')}`,
  );
  for (const card of want)
    check(await anchorOrNull(page, `hand-${card}`), `card ${card} is not on the table at ${k}`);
}

export const tests: E2ETest[] = [
  {
    name: 'replay: battle line, jump, step, play at speed, read-only, back to the game exactly',
    async run({ page, baseUrl, shot, settle }) {
      const match = game(12);
      const states = statesOf(def, match);
      const n = match.log.length;
      await page.goto(`${baseUrl}${ROUTE}`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await loadSaveFile(page, '[data-testid=load]', {
        name: 'replay.json',
        text: serializeSave(match, { route: ROUTE, mode: 'bot', seat: 0, level: 'easy' }),
      });
      await page.waitForFunction(
        (k) => document.querySelectorAll('[data-testid=log] li').length >= k,
        n,
      );
      await settle();
      const liveHand = await handInPanel(page);
      const liveStatus = await page.textContent('[data-testid=status]');
      const livePlayable = await page
        .locator('[data-testid=bl-hand] button:not([disabled])')
        .count();
      check(livePlayable > 0, 'nothing to play in the live game');
      const liveLog = await logLength(page);

      await page.click('[data-testid=replay]');
      await page.waitForSelector('[data-testid=replay-bar]:not([hidden])');
      check(
        (await replayAt(page)) === n,
        `the replay opens at move ${await replayAt(page)}, not ${n}`,
      );
      check(
        (await page.locator('[data-testid=replay-seat]').count()) === 0,
        'against the bot, a running game offers the bot’s view',
      );
      // Jump to move 4.
      await page.fill('[data-testid=replay-jump]', '4');
      await page.press('[data-testid=replay-jump]', 'Enter');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=status]')?.textContent?.includes('move 4 of'),
      );
      await settle();
      await checkShows(page, states, 4);
      await shot('move-4');
      // A tap on a card of that old hand plays nothing.
      const card = (def.view(states[4], 0) as BattleLineView).hand[0] as string;
      const p = await anchorOrNull(page, `hand-${card}`);
      if (p) await page.mouse.click(p.x, p.y);
      check(
        (await page.locator('[data-testid=bl-hand] button:not([disabled])').count()) === 0,
        'the replay offers moves',
      );
      // Step back, then forward.
      await page.click('[data-testid=replay-back]');
      await settle();
      check((await replayAt(page)) === 3, 'one step back is not move 3');
      await checkShows(page, states, 3);
      await page.click('[data-testid=replay-forward]');
      await page.click('[data-testid=replay-forward]');
      await settle();
      await checkShows(page, states, 5);
      // A line of the game log jumps to its move, and is marked as the current one.
      await page.locator('[data-testid=log] li').nth(2).click();
      await settle();
      check((await replayAt(page)) === 3, `the third log line led to move ${await replayAt(page)}`);
      await checkShows(page, states, 3);
      const marked = await page
        .locator('[data-testid=log] li')
        .evaluateAll((lis) =>
          lis.flatMap((li, i) => (li.classList.contains('replay-current') ? [i] : [])),
        );
      check(JSON.stringify(marked) === '[2]', `marked log lines: ${JSON.stringify(marked)}`);
      await page.locator('[data-testid=log] li').nth(4).click();
      await settle();
      const line = await page.textContent('[data-testid=replay-move]');
      check(line?.includes('5'), `the bar does not name move 5: ${line}`);
      // Play at the highest speed to the end.
      await page.selectOption('[data-testid=replay-speed]', '4');
      await page.click('[data-testid=replay-play]');
      await page.waitForFunction(
        (k) =>
          Number(
            (document.querySelector('[data-testid=replay-slider]') as HTMLInputElement | null)
              ?.value,
          ) === k,
        n,
        { timeout: 20_000 },
      );
      await checkShows(page, states, n);
      check((await logLength(page)) === liveLog, 'the replay changed the game log');
      // Played again (from the start), then sent to the start while it plays: the play stops and
      // nothing moves the chosen position afterwards.
      await page.waitForFunction(
        () => document.querySelector('[data-testid=replay-play]')?.textContent === 'Play',
      );
      await page.click('[data-testid=replay-play]');
      await page.waitForFunction(
        () =>
          Number(
            (document.querySelector('[data-testid=replay-slider]') as HTMLInputElement | null)
              ?.value,
          ) >= 1,
        undefined,
        { timeout: 20_000 },
      );
      await page.click('[data-testid=replay-first]');
      await page.waitForTimeout(1_000); // four ticks at 4×
      check((await replayAt(page)) === 0, `the replay went on playing to ${await replayAt(page)}`);
      check(
        (await page.textContent('[data-testid=replay-play]')) === 'Play',
        'the replay still plays after |◀',
      );
      // The slider dragged from the end to the start in one gesture.
      await page.click('[data-testid=replay-last]');
      await settle();
      const box = await page.locator('[data-testid=replay-slider]').boundingBox();
      check(box, 'no slider');
      await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + 1, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await settle();
      check((await replayAt(page)) === 0, `the dragged slider stopped at ${await replayAt(page)}`);
      await checkShows(page, states, 0);
      // Back to the game: exactly the live table, playable again.
      await page.click('[data-testid=replay-exit]');
      await page.waitForSelector('[data-testid=replay-bar]', { state: 'hidden' });
      await settle();
      check(
        JSON.stringify(await handInPanel(page)) === JSON.stringify(liveHand),
        'the live hand differs after the replay',
      );
      check((await page.textContent('[data-testid=status]')) === liveStatus, 'the status differs');
      check(
        (await page.locator('[data-testid=bl-hand] button:not([disabled])').count()) ===
          livePlayable,
        'the live moves are not offered again',
      );
      await shot('back-live');
    },
  },
  {
    name: 'replay: type 10 and hill 218 show their first position and come back',
    async run({ page, baseUrl, settle, shot }) {
      const openings: [string, string, () => Promise<void>][] = [
        [
          '#/type10?seed=4&mode=hotseat',
          '[data-testid=t10-spawn-types] button',
          async () => {
            await page.locator('[data-testid=t10-spawn-types] button').first().click();
            await settle();
            const hexes =
              (await page.getAttribute('[data-testid=t10-spawn-types]', 'data-hexes')) ?? '';
            await clickObject(page, `spawn-${hexes.split(' ')[0]}`);
          },
        ],
        [
          '#/hill218?seed=5&mode=bot&seat=1&level=easy',
          '[data-testid=h218-bottom] button',
          () => page.locator('[data-testid=h218-bottom] button').first().click(),
        ],
      ];
      for (const [route, ready, firstMove] of openings) {
        await page.goto(`${baseUrl}${route}`);
        await page.waitForSelector(ready);
        check(
          await page.locator('[data-testid=replay]').isDisabled(),
          'replay offered before any move',
        );
        await firstMove();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=log] li').length >= 1,
        );
        await page.waitForSelector('[data-testid=replay]:not([disabled])');
        await settle();
        const live = await page.textContent('[data-testid=table-panel]');
        const liveLog = await logLength(page);
        await page.click('[data-testid=replay]');
        await page.click('[data-testid=replay-first]');
        await page.waitForFunction(() =>
          document.querySelector('[data-testid=status]')?.textContent?.includes('move 0 of'),
        );
        await settle();
        await shot(route.slice(2, 8));
        await page.click('[data-testid=replay-exit]');
        await settle();
        const back = await page.textContent('[data-testid=table-panel]');
        // Against the bot, its reply may have come in meanwhile: then the panel moved on.
        check(
          back === live || (await logLength(page)) > liveLog,
          `the live panel differs after the replay:\n${live}\n${back}`,
        );
      }
    },
  },
  {
    name: 'replay: a finished hill 218 game may be watched from either seat',
    async run({ page, baseUrl, settle, shot }) {
      const h218 = hill218 as unknown as GameDef<unknown, unknown>;
      let m = unwrap(
        newMatch(h218, {
          kind: 'position',
          position: H218_HQ_CAPTURE,
        }),
      );
      m = unwrap(play(h218, m, { type: 'place', unit: 'tank', at: { x: 0, y: 1 } }));
      check(h218.outcome(m.state) !== null, 'the capture did not end the game');
      await page.goto(baseUrl);
      await page.waitForSelector('.game-card');
      await loadSaveFile(page, '[data-testid=home-load]', {
        name: 'over.json',
        text: serializeSave(m, { route: '#/hill218?seed=1&mode=hotseat' }),
      });
      await page.waitForSelector('[data-testid=replay]:not([disabled])');
      await page.click('[data-testid=replay]');
      await page.click('[data-testid=replay-first]');
      await page.waitForSelector('[data-testid=h218-hand] button[data-unit=tank]');
      const seats = await page.locator('[data-testid=replay-seat] option').count();
      check(seats === 2, `a finished game offers ${seats} seats to watch from`);
      await page.selectOption('[data-testid=replay-seat]', '1');
      await page.waitForSelector('[data-testid=h218-hand] button[data-unit=infantry]');
      check(
        (await page.locator('[data-testid=h218-hand] button[data-unit=tank]').count()) === 0,
        'the other seat still shows the first hand',
      );
      await settle();
      await shot('other-seat');
    },
  },
];
