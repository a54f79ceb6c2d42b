/** Browser tests of the Battle Line table: opening, hand-over, play by clicks on the 3D table, autosave, save files. */
import { newMatch } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { serializeSave } from '../../src/core/save.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { check, type E2ETest } from './harness.ts';
import {
  anchor,
  clickObject,
  firstPlayableCard,
  loadSaveFile,
  logLength,
  openBattleLineHotseat,
  playCardOnTable,
  revealBattleLine,
} from './table-helpers.ts';

export const tests: E2ETest[] = [
  {
    name: 'battle line opens from its route and hides the hand behind the curtain',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/battleline?seed=12&mode=hotseat`);
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      const handButtons = await page.locator('[data-testid=bl-hand] button').count();
      check(handButtons === 0, `the hand is in the DOM behind the curtain (${handButtons} cards)`);
      await shot('curtain');
      await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      check(
        (await page.locator('[data-testid=bl-hand] button').count()) === 7,
        'the hand does not hold 7 cards',
      );
      await shot('table');
    },
  },
  {
    name: 'battle line: a card is played by clicks on the 3D table and the curtain comes down for the other player',
    async run({ page, baseUrl, shot, settle }) {
      await openBattleLineHotseat(page, baseUrl, 3, settle);
      const card = await firstPlayableCard(page);
      await playCardOnTable(page, settle, card, 'slot-4', 'click', () => shot('selected'));
      const log = await page.locator('[data-testid=log] li').first().textContent();
      check(log?.includes('flag 5'), `the log says "${log}"`);
      // Claims (none possible) and the draw, then the hand-over.
      if (await page.locator('[data-testid=end-claims]').count())
        await page.click('[data-testid=end-claims]');
      await page.click('[data-testid=draw-troop]');
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      check(
        (await page.locator('[data-testid=bl-hand] button').count()) === 0,
        'the first hand stayed in the DOM',
      );
      await shot('handover');
    },
  },
  {
    name: 'reload restores the autosaved battle line match',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}#/battleline?seed=8&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await page.locator('[data-testid=bl-hand] button:not([disabled])').first().click();
      await page.locator('.bl-to-flag').first().click();
      if (await page.locator('[data-testid=end-claims]').count())
        await page.click('[data-testid=end-claims]');
      await page.click('[data-testid=draw-troop]');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid=log] li').length >= 4,
      );
      const before = await page.locator('[data-testid=log]').textContent();
      const hand = await page.locator('[data-testid=bl-hand]').textContent();
      await page.reload();
      await page.waitForSelector('[data-testid=bl-hand] button');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length >= n,
        await logLength(page),
      );
      const after = await page.locator('[data-testid=log]').textContent();
      check(
        after?.startsWith(before ?? '???'),
        `the log after reload differs:\n${before}\n${after}`,
      );
      check(
        (await page.locator('[data-testid=bl-hand]').textContent()) === hand,
        'the hand changed on reload',
      );
    },
  },
  {
    name: 'a corrupt autosave gives a message, not a blank page',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.evaluate(() =>
        localStorage.setItem(
          'tabletop.autosave.battleline',
          '{"format":"tabletop-save","version":1,"game":"battleline","start":{"kind":"new","seed":1},"log":[{"seat":0,"move":{}}],"meta":{},"checksum":"0"}',
        ),
      );
      await page.goto(`${baseUrl}#/battleline?seed=1&mode=bot&seat=1`);
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('could not be restored'), `notice: ${text}`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await shot('corrupt-autosave');
    },
  },
  {
    name: 'a bad save file is refused and the game is unchanged',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/battleline?seed=4&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      const hand = await page.locator('[data-testid=bl-hand]').textContent();
      await loadSaveFile(page, '[data-testid=load]', {
        name: 'bad.json',
        text: '{"format":"tabletop-save","version":7,',
      });
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const text = await page.locator('[data-testid=notice]').textContent();
      check(text?.includes('not loaded') && text.includes('unchanged'), `notice: ${text}`);
      check(
        (await page.locator('[data-testid=bl-hand]').textContent()) === hand,
        'the hand changed',
      );
      await shot('bad-save');
    },
  },
  {
    name: 'a game saved to a file loads back',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}#/battleline?seed=6&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await page.locator('[data-testid=bl-hand] button:not([disabled])').first().click();
      await page.locator('.bl-to-flag').first().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=save]'),
      ]);
      const path = await download.path();
      check(path, 'no download');
      const log = await page.locator('[data-testid=log]').textContent();
      await page.goto(`${baseUrl}#/battleline?seed=99&mode=hotseat`);
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      await page.goto(baseUrl);
      await loadSaveFile(page, '[data-testid=home-load]', path);
      await page.waitForSelector('[data-testid=bl-hand] button');
      const after = await page.locator('[data-testid=log]').textContent();
      check(after === log, `the loaded log differs:\n${log}\n${after}`);
    },
  },
];

/** The example position of docs/battleline.md: seat 0 holds r10 beside r8, r9 at flag 3. */
type ClaimPosition = {
  hands: string[][];
  flags: Record<string, unknown>[];
  [k: string]: unknown;
};

function claimPositionSave(edit: (p: ClaimPosition) => void = () => {}): string {
  const position: ClaimPosition = {
    options: { claimTiming: 'end', tactics: true, firstSeat: 'seed' },
    active: 0,
    phase: 'play',
    hands: [
      ['r10', 'b3', 'g7', 'alexander', 'p2', 'y9', 'o4'],
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
      { sides: [[], []], environment: [], claimedBy: null, firstComplete: null },
      { sides: [['r8', 'r9'], ['b1']], environment: [], claimedBy: null, firstComplete: null },
      {},
      {
        sides: [['y4', 'y5', 'y6'], ['p7']],
        environment: [{ card: 'mud', owner: 1 }],
        claimedBy: null,
        firstComplete: null,
      },
      {},
      {},
      {},
      {},
    ],
    tacticsPlayed: [[], ['mud']],
    discard: [],
  };
  edit(position);
  const match = unwrap(newMatch(battleline, { kind: 'position', position }));
  return serializeSave(match, { route: '#/battleline?seed=1&mode=hotseat' });
}

tests.push({
  name: 'battle line: play the card that completes a wedge and claim the flag by clicks',
  async run({ page, baseUrl, shot, settle }) {
    await page.goto(baseUrl);
    await page.waitForSelector('.game-card');
    await loadSaveFile(page, '[data-testid=home-load]', {
      name: 'claim.json',
      text: claimPositionSave(),
    });
    await revealBattleLine(page, settle);
    await playCardOnTable(page, settle, 'r10', 'slot-2');
    await page.waitForSelector('[data-testid=claim-3]');
    await settle();
    await shot('claimable');
    check(
      (await page.locator('[data-testid=bl-phase]').textContent())?.includes('Claim'),
      'not in the claim step',
    );
    await clickObject(page, 'claimable-2');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=log] li')].some((li) =>
        li.textContent?.includes('claims flag 3'),
      ),
    );
    await settle();
    await shot('claimed');
    check(
      (await page.locator('[data-testid=claim-3]').count()) === 0,
      'the claim is still offered',
    );
  },
});

tests.push({
  name: 'battle line in Japanese: "why not?" on an unproven flag names the beating cards in Japanese',
  async run({ page, baseUrl, shot, settle }) {
    await page.goto(baseUrl);
    await page.waitForSelector('.game-card');
    await page.selectOption('[data-testid=lang]', 'ja');
    // Flag 2 gets r5 r6 beside the r7 in hand: a Wedge 18 that higher wedges could still beat;
    // flag 4's top Wedge can be claimed.
    const save = claimPositionSave((p) => {
      p.hands[0] = ['r7', 'b3', 'g7', 'alexander', 'p2', 'y9', 'o4'];
      p.hands[1] = ['b9', 'b8', 'y1', 'g2', 'o7', 'p6', 'r10'];
      p.flags[1] = {
        sides: [['r5', 'r6'], []],
        environment: [],
        claimedBy: null,
        firstComplete: null,
      };
      // The claim step (where "why not?" lives) opens only when some flag can be claimed.
      p.flags[3] = {
        sides: [['p8', 'p9', 'p10'], []],
        environment: [],
        claimedBy: null,
        firstComplete: 0,
      };
    });
    await loadSaveFile(page, '[data-testid=home-load]', { name: 'why.json', text: save });
    await revealBattleLine(page, settle);
    await playCardOnTable(page, settle, 'r7', 'slot-1');
    await page.waitForSelector('[data-testid=why-2]');
    await page.click('[data-testid=why-2]');
    const text = (await page.locator('[data-testid=why-text]').textContent()) ?? '';
    await settle();
    await shot('why-not-ja');
    check(text.includes('例えば'), `no beating completion in the answer: ${text}`);
    check(text.includes('くさび'), `the formation is not named in Japanese: ${text}`);
    check(!/[A-Za-z]{3,}/.test(text), `English in the Japanese answer: ${text}`);
    // Close up on the hand (a big window draws the cards large): the tactics card's face is
    // printed in Japanese too.
    await page.setViewportSize({ width: 2400, height: 1500 });
    await settle();
    const face = await anchor(page, 'hand-alexander');
    const file = await shot('tactics-face-ja');
    await page.screenshot({
      path: file.replace(/\.png$/, '-close.png'),
      clip: { x: face.x - 90, y: face.y - 110, width: 180, height: 220 },
    });
  },
});
