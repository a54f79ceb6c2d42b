/**
 * Browser tests of the Battle Line finishing pass (issue 16): a pass that ends the game asks first
 * and the end screen tells the result, the flags, the opponent's hand and the series points;
 * tactics cards ask before they are spent; the hand is sorted; "why not?" for any complete side;
 * a click on a full flag says why; the opponent's last card is marked.
 */
import { check, type E2ETest } from './harness.ts';
import {
  anchor,
  anchorOrNull,
  clickObject,
  loadPosition,
  openBattleLineHotseat,
} from './table-helpers.ts';

const empty = { sides: [[], []], environment: [], claimedBy: null, firstComplete: null };

export const tests: E2ETest[] = [
  {
    name: 'finish bl: a pass that ends the game asks first, then the end screen tells all',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/battleline?seed=4242&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      // I hold only tactics cards I may not play (one ahead); the bot passed last turn.
      await loadPosition(page, {
        options: { claimTiming: 'end', tactics: true, firstSeat: 'seed' },
        active: 0,
        phase: 'play',
        passes: 1,
        hands: [
          ['alexander', 'cavalry', 'shield', 'mud', 'scout', 'redeploy', 'deserter'],
          ['b9', 'b8', 'y1', 'g2', 'o7', 'p6', 'r5'],
        ],
        flags: [
          {
            sides: [
              ['o1', 'o2', 'y3'],
              ['g8', 'g9', 'g10'],
            ],
            environment: [],
            claimedBy: 1,
            firstComplete: 1,
          },
          empty,
          empty,
          {
            sides: [['r8'], ['p1']],
            environment: [{ card: 'fog', owner: 0 }],
            claimedBy: null,
            firstComplete: null,
          },
          empty,
          empty,
          empty,
          empty,
          empty,
        ],
        tacticsPlayed: [['fog'], []],
        discard: [],
      });
      await page.waitForSelector('[data-testid=pass]');
      await page.click('[data-testid=pass]');
      await page.waitForSelector('[data-testid=confirm-text]', { timeout: 3000 });
      const warning = (await page.locator('[data-testid=confirm-text]').textContent()) ?? '';
      check(warning.includes('game ends'), `no warning before the last pass: ${warning}`);
      check(
        (await page.locator('[data-testid=bl-result]').count()) === 0,
        'the game ended before the pass was confirmed',
      );
      await settle();
      await shot('pass-warning');
      await page.click('[data-testid=confirm-move]');
      await page.waitForSelector('[data-testid=bl-end-flags]');
      const flags = (await page.locator('[data-testid=bl-end-flags]').textContent()) ?? '';
      check(flags.includes('you 0, opponent 1'), `flag tally: ${flags}`);
      const verdict = (await page.locator('[data-testid=bl-end-verdict]').textContent()) ?? '';
      check(verdict.includes('opponent wins'), `verdict: ${verdict}`);
      const hand = (await page.locator('[data-testid=bl-end-opponent-hand]').textContent()) ?? '';
      check(hand.includes('blue 9') && hand.includes('red 5'), `opponent hand: ${hand}`);
      const series = (await page.locator('[data-testid=bl-series]').textContent()) ?? '';
      check(/points/.test(series) && series.includes('bot'), `series line: ${series}`);
      await settle();
      await shot('end-screen');
      // The series against the bot is not the hot-seat series.
      await openBattleLineHotseat(page, baseUrl, 5, settle);
      check(
        (await page.locator('[data-testid=bl-series]').count()) === 0,
        'the bot series shows at the hot-seat table',
      );
    },
  },
  {
    name: 'finish bl: sorted hand, tactics confirm, why-not on any complete side, a full flag says why',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/battleline?seed=12&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await loadPosition(page, {
        options: { claimTiming: 'end', tactics: true, firstSeat: 'seed' },
        active: 0,
        phase: 'play',
        hands: [
          ['y9', 'r10', 'b3', 'alexander', 'r2', 'fog', 'g7'],
          ['b9', 'b8', 'y1', 'g2', 'o7', 'p6', 'r5'],
        ],
        flags: [
          empty,
          empty,
          {
            sides: [['r8', 'r9', 'y3'], ['b1']],
            environment: [],
            claimedBy: null,
            firstComplete: 0,
          },
          empty,
          empty,
          empty,
          empty,
          empty,
          empty,
        ],
        tacticsPlayed: [[], []],
        discard: [],
      });
      await page.waitForSelector('[data-testid=bl-hand] button[data-card=fog]');
      const order = await page
        .locator('[data-testid=bl-hand] button')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')).join(' '));
      check(order === 'r2 r10 y9 g7 b3 alexander fog', `hand order: ${order}`);
      // A close look at a card under the pointer.
      await settle();
      const alexander = await anchor(page, 'hand-alexander');
      await page.mouse.move(alexander.x, alexander.y);
      await page.waitForSelector('[data-testid=card-zoom][data-card=alexander]:not([hidden])', {
        timeout: 3000,
      });
      await shot('card-zoom');
      await page.mouse.move(5, 400);
      check(
        (await page.locator('[data-testid=why-3]').count()) === 1,
        'no "why not?" for flag 3 where my side is complete',
      );
      await page.click('[data-testid=why-3]');
      const why = (await page.locator('[data-testid=why-text]').textContent()) ?? '';
      check(why.includes('For example'), `why-not answer: ${why}`);
      // A full flag: the engine's refusal is shown.
      await page.click('[data-testid=bl-hand] button[data-card=r10]');
      await settle();
      await clickObject(page, 'flag-2');
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const notice = (await page.locator('[data-testid=notice]').textContent()) ?? '';
      check(notice.includes('no room'), `no reason for the illegal click: ${notice}`);
      // A tactics card asks first; cancelling plays nothing.
      await page.click('[data-testid=bl-hand] button[data-card=fog]');
      await page.locator('.bl-to-flag').first().click();
      await page.waitForSelector('[data-testid=confirm-text]', { timeout: 3000 });
      const q = (await page.locator('[data-testid=confirm-text]').textContent()) ?? '';
      check(q.includes('Fog'), `the question does not name the card: ${q}`);
      await settle();
      await shot('tactic-confirm');
      await page.click('[data-testid=cancel-move]');
      check(
        (await page.locator('[data-testid=log] li').count()) === 0,
        'the tactics card was played without confirmation',
      );
      // A troop plays at once; the bot answers, and its card is marked until my next move.
      await page.click('[data-testid=bl-hand] button[data-card=r2]');
      await page.locator('.bl-to-flag').first().click();
      await page.click('[data-testid=draw-troop]');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=log] li')].some((li) =>
          /Player 2.*plays/.test(li.textContent ?? ''),
        ),
      );
      await settle();
      check((await anchorOrNull(page, 'last-move')) !== null, "the bot's card is not marked");
      await shot('last-move');
    },
  },
];
