/**
 * Browser tests of the shell every table shares (issue 16): notices that expire and never outlive
 * their table, the new-game confirmation, undo enabled only when it would work, rules examples in a
 * sandbox, the home screen's options and the rules pages.
 */
import type { Page } from 'playwright-core';
import { newMatch, play } from '../../src/core/match.ts';
import { unwrap } from '../../src/core/result.ts';
import { serializeSave } from '../../src/core/save.ts';
import { battleline } from '../../src/games/battleline/index.ts';
import { check, type E2ETest } from './harness.ts';
import { clickObject } from './table-helpers.ts';

/** Plays a card of the hand to a flag by the panel's buttons (a Battle Line table of ours to move). */
export async function playACard(page: Page): Promise<void> {
  const before = await page.locator('[data-testid=log] li').count();
  await page.locator('[data-testid=bl-hand] button:not([disabled])').first().click();
  await page.locator('.bl-to-flag').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=log] li').length > n,
    before,
  );
}

const notice = '[data-testid=notice]';

export const tests: E2ETest[] = [
  {
    name: 'shell: a notice expires, is cleared on leaving its table and by a language change',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await playACard(page);
      await page.click('[data-testid=undo]');
      await page.waitForSelector(`${notice}:not([hidden])`);
      check(
        (await page.locator(notice).textContent())?.includes('Move taken back.'),
        'no undo notice',
      );
      await shot('undo-notice');
      // A language change does not leave the English text behind.
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction((sel) => {
        const el = document.querySelector(sel) as HTMLElement;
        return el.hidden || !el.textContent?.includes('Move taken back.');
      }, notice);
      await page.selectOption('[data-testid=lang]', 'en');
      // Leaving the table clears it.
      await playACard(page);
      await page.click('[data-testid=undo]');
      await page.waitForSelector(`${notice}:not([hidden])`);
      await page.click('[data-testid=home]');
      await page.waitForSelector('.game-card');
      check(await page.locator(notice).isHidden(), 'the notice followed the player home');
      // Left alone, a notice goes away by itself (no click).
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
      await page.waitForSelector(`${notice}:not([hidden])`);
      await page.waitForSelector(`${notice}[hidden]`, { state: 'attached', timeout: 20000 });
    },
  },
];

tests.push({
  name: 'shell: undo is enabled only when it would work, with the reason as its tooltip',
  async run({ page, baseUrl }) {
    // The bot moves first: nothing of the player's to take back.
    await page.goto(`${baseUrl}#/battleline?seed=5&mode=bot&seat=2&level=easy&o.firstSeat=0`);
    await page.waitForSelector('[data-testid=bl-hand] button');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 0);
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=status]')?.textContent ?? '').includes('think'),
    );
    const undo = page.locator('[data-testid=undo]');
    check(await undo.isDisabled(), 'undo is enabled although the bot made the only moves');
    const why = await undo.getAttribute('title');
    check(why && why.length > 5, `no reason on the disabled undo: ${why}`);
    // A card of the player's own: now undo works and takes back exactly that.
    const before = await page.locator('[data-testid=log] li').count();
    await playACard(page);
    check(await undo.isEnabled(), 'undo is disabled after the player moved');
    check((await undo.getAttribute('title')) === null, 'an enabled undo still says why not');
    await undo.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=log] li').length === n,
      before,
    );
    check(await undo.isDisabled(), 'undo stays enabled with nothing left to take back');
  },
});

/** A save file of a Battle Line game played to its end (first legal move each time). */
function finishedSave(): string {
  let m = unwrap(
    newMatch(battleline, { kind: 'new', options: battleline.defaultOptions, seed: 8 }),
  );
  for (let i = 0; i < 3000 && !battleline.outcome(m.state); i++)
    m = unwrap(play(battleline, m, battleline.legalMoves(m.state)[0]!));
  check(battleline.outcome(m.state), 'the game did not end');
  return serializeSave(m, { route: '#/battleline?seed=8&mode=hotseat', mode: 'hotseat' });
}

tests.push({
  name: 'shell: home shows bot choices only against the bot, options in words, no resume of a finished game',
  async run({ page, baseUrl, shot }) {
    await page.goto(baseUrl);
    const card = page.locator('.game-card[data-game=battleline]');
    await card.locator('details.options').waitFor();
    const seat = card.locator('select[name=seat]');
    check(await seat.isHidden(), '"You play" shows in two-player mode');
    await card.locator('select[name=mode]').selectOption('bot');
    check(await seat.isVisible(), '"You play" is hidden against the bot');
    await card.locator('select[name=mode]').selectOption('hotseat');
    check(await seat.isHidden(), '"You play" stays after going back to two players');
    for (const lang of ['en', 'ja']) {
      await page.selectOption('[data-testid=lang]', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page
        .locator('details.options')
        .evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const text =
        (await page.locator('.games').innerText()) +
        (await page
          .locator('.games')
          .evaluate((el) =>
            [...el.querySelectorAll('input[type=text]')]
              .map((i) => (i as HTMLInputElement).value)
              .join(' '),
          ));
      for (const raw of ['claimTiming', 'firstSeat', 'stepLimitMs', 'firstTurn', 'roundLimit'])
        check(!text.includes(raw), `${lang}: the raw option "${raw}" is shown`);
      check(
        (await page.locator('.games input[type=text]').count()) === 0,
        `${lang}: an option is free text`,
      );
      await shot(`options-${lang}`);
    }
    await page.selectOption('[data-testid=lang]', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('phone');
    await page.setViewportSize({ width: 1400, height: 900 });
    // Minutes go into the route as the game's milliseconds.
    const t10 = page.locator('.game-card[data-game=type10]');
    await t10.locator('details.options').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await t10.locator('input[name="o.stepLimitMs"]').fill('3');
    await t10.locator('[data-testid=play-type10]').click();
    await page.waitForFunction(() => location.hash.startsWith('#/type10'));
    const hash = await page.evaluate(() => location.hash);
    check(hash.includes('o.stepLimitMs=180000'), `the route says ${hash}`);
    // A finished game is not offered for resuming.
    await page.goto(baseUrl);
    await page.waitForSelector('.game-card');
    const save = finishedSave();
    await page.evaluate(
      (text) =>
        (
          window as unknown as { tabletop: { loadText(t: string): Promise<void> } }
        ).tabletop.loadText(text),
      save,
    );
    await page.waitForFunction(() => location.hash.startsWith('#/battleline'));
    await page.waitForSelector('[data-testid=status]');
    await page.waitForFunction(() =>
      /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
    );
    await page.click('[data-testid=home]');
    await page.waitForSelector('.game-card');
    check(
      (await page.locator('[data-testid=resume-battleline]').count()) === 0,
      'Resume is offered for a finished game',
    );
  },
});

tests.push({
  name: 'shell: new game asks first, says what is lost, and works from the keyboard',
  async run({ page, baseUrl, shot }) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${baseUrl}#/battleline?seed=6&mode=bot&seat=1&level=easy&o.firstSeat=0`);
    await page.waitForSelector('[data-testid=bl-hand] button');
    await playACard(page);
    const hash = await page.evaluate(() => location.hash);
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=confirm]');
    const body = await page.locator('[data-testid=confirm]').innerText();
    check(body.includes('will be lost'), `the dialog does not say what is lost: ${body}`);
    check(
      await page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') === 'confirm-cancel',
      ),
      'focus does not start on the safe choice',
    );
    await shot('dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('dialog-phone');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=confirm]', { state: 'detached' });
    check((await page.evaluate(() => location.hash)) === hash, 'Escape started a new game');
    check((await page.locator('[data-testid=log] li').count()) === 1, 'the game changed');
    // In Japanese, and confirmed with the keyboard.
    await page.selectOption('[data-testid=lang]', 'ja');
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=confirm]');
    const ja = await page.locator('[data-testid=confirm] h2').innerText();
    check(ja.includes('新しい対局'), `the dialog is not in Japanese: ${ja}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => location.hash !== h, hash);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=log] li').length === 0,
    );
  },
});

tests.push({
  name: 'shell: a rules example opens in a sandbox beside the game and Back to my game returns exactly',
  async run({ page, baseUrl, shot, settle }) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${baseUrl}#/hill218?seed=5&mode=bot&seat=1&level=easy`);
    await page.waitForSelector('[data-testid=h218-bottom] button');
    await page.locator('[data-testid=h218-bottom] button').first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 0);
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=status]')?.textContent ?? '').includes('think'),
    );
    await settle();
    const hash = await page.evaluate(() => location.hash);
    const log = await page.locator('[data-testid=log]').innerText();
    const saved = await page.evaluate(() => localStorage.getItem('tabletop.autosave.hill218'));
    check(saved, 'the game was not autosaved');
    await page.click('[data-testid=h218-rules] summary');
    await page.click('[data-testid=h218-example-attack-with-support]');
    await page.waitForSelector('[data-testid=example-banner]');
    await page.waitForSelector('[data-testid=h218-example-text]');
    await settle();
    check(
      (await page.locator('[data-testid=log]').innerText()) !== log,
      'the example shows the game log',
    );
    await shot('example');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle();
    await shot('example-phone');
    await page.setViewportSize({ width: 1400, height: 900 });
    await settle();
    // A move in the example, and its own undo.
    await clickObject(page, 'cell-2,1');
    await page.waitForSelector('[data-testid=h218-targets] button');
    await settle();
    const n = await page.locator('[data-testid=log] li').count();
    await clickObject(page, 'target-1,1');
    await page.waitForFunction(
      (k) => document.querySelectorAll('[data-testid=log] li').length > k,
      n,
    );
    check(
      (await page.evaluate(() => localStorage.getItem('tabletop.autosave.hill218'))) === saved,
      'the example overwrote the autosave',
    );
    check((await page.evaluate(() => location.hash)) === hash, 'the example changed the address');
    await page.click('[data-testid=example-back]');
    await page.waitForSelector('[data-testid=example-banner]', { state: 'detached' });
    check(
      (await page.locator('[data-testid=log]').innerText()) === log,
      'the game log did not come back',
    );
    check(
      (await page.locator('[data-testid=h218-example-text]').count()) === 0,
      "the example's text stayed",
    );
    await page.reload();
    await page.waitForSelector('[data-testid=h218-phase]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 0);
    check(
      (await page.locator('[data-testid=log]').innerText()) === log,
      'a reload does not resume the game',
    );
  },
});

tests.push({
  name: 'shell: each game has a rules page in English and Japanese, reachable from Home and the table',
  async run({ page, baseUrl, shot }) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(baseUrl);
    await page.click('[data-testid=rules-battleline]');
    await page.waitForSelector('[data-testid=rules-page][data-game=battleline]');
    const en = await page.locator('[data-testid=rules-page]').innerText();
    check(en.includes('Straight flush') && en.includes('Claiming a flag'), 'no Battle Line rules');
    await shot('battleline');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('battleline-phone');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 390, `the rules page scrolls sideways (${wide} px)`);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.selectOption('[data-testid=lang]', 'ja');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid=rules-page]')
        ?.textContent?.includes('ストレートフラッシュ'),
    );
    await page.selectOption('[data-testid=lang]', 'en');
    for (const g of ['hill218', 'type10', 'discwars']) {
      await page.goto(`${baseUrl}#/rules/${g}`);
      await page.waitForSelector(`[data-testid=rules-page][data-game=${g}]`);
      const n = await page.locator('.rules-section').count();
      check(n >= 3, `${g}: only ${n} sections`);
    }
    // From a table's top bar.
    await page.goto(`${baseUrl}#/hill218?seed=5&mode=bot&seat=1&level=easy`);
    await page.waitForSelector('[data-testid=h218-phase]');
    await page.click('[data-testid=rules-link]');
    await page.waitForSelector('[data-testid=rules-page][data-game=hill218]');
    check((await page.evaluate(() => location.hash)) === '#/rules/hill218', 'wrong rules route');
  },
});
