/**
 * Browser tests of the Disc Wars setup on the home screen: building an army by clicks (a pick over
 * the limit refused), an invalid combination refused without leaving home, bad JSON refused and
 * good JSON added, then a battle started on the second scenario with the built army, whose discs
 * the table shows. Also: the setup never downloads the physics, and Japanese names.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchorOrNull } from './table-helpers.ts';

const READY = '[data-testid=dw-setup][data-ready=true]';

async function physicsFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /physics-[^/]*\.js$/.test(e.name)),
  );
}

async function text(page: Page, testid: string): Promise<string> {
  return (await page.locator(`[data-testid=${testid}]`).first().textContent()) ?? '';
}

async function setLimit(page: Page, n: number): Promise<void> {
  await page.fill('[data-testid=dw-points]', String(n));
  await page.dispatchEvent('[data-testid=dw-points]', 'change');
}

/** Waits until the first seat's army list holds at least `n` armies. */
const armiesListed = (page: Page, n: number): Promise<unknown> =>
  page.waitForFunction(
    (k) => document.querySelectorAll('[data-testid=dw-army-0] option').length >= k,
    n,
    { timeout: 30_000 },
  );

/** Both armies "Deploy for me" (hot-seat: the hand-over curtain between them). */
async function deployBoth(page: Page): Promise<void> {
  await page.click('[data-testid=dw-deploy-auto]', { timeout: 90_000 });
  await page.click('[data-testid=reveal]');
  await page.click('[data-testid=dw-deploy-auto]');
}

export const tests: E2ETest[] = [
  {
    name: 'discwars setup: build an army by clicks, refuse bad picks and JSON, play with it',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(baseUrl);
      await page.waitForSelector(READY, { timeout: 30_000 });
      check(!(await physicsFetched(page)), 'the home screen downloaded the physics engine');
      await setLimit(page, 50);
      check(
        (await text(page, 'dw-army-points-0')).includes('145 / 50'),
        `the Ashen Host shows "${await text(page, 'dw-army-points-0')}"`,
      );
      await shot('home');

      // Build: Slag Ogre 16 + Char Hounds 2 × 6 + Cinder Spears 10 = 38 of 50.
      await page.click('[data-testid=dw-build]');
      await page.waitForSelector('[data-testid=dw-builder][open]');
      await page.fill('[data-testid=dw-army-name]', 'Raiders');
      for (const id of ['slag-ogre', 'char-hounds', 'char-hounds', 'cinder-spears'])
        await page.click(`[data-testid=dw-add-${id}]`);
      check((await text(page, 'dw-builder-points')).includes('38 / 50'), 'total is not 38 / 50');
      // A Cinder Warlord (18) would make 56: refused, and the army is unchanged.
      await page.click('[data-testid=dw-add-cinder-warlord]');
      const refusal = await text(page, 'dw-builder-error');
      check(refusal.includes('the limit is 50'), `refusal was "${refusal}"`);
      check((await text(page, 'dw-count-cinder-warlord')) === '0', 'the refused pick was counted');
      check((await text(page, 'dw-builder-points')).includes('38 / 50'), 'total changed');
      await shot('refused-pick');
      // − takes one back, + puts it back.
      await page.click('[data-testid=dw-remove-char-hounds]');
      check((await text(page, 'dw-count-char-hounds')) === '1', 'minus did not remove a hound');
      await page.click('[data-testid=dw-add-char-hounds]');
      check((await text(page, 'dw-count-char-hounds')) === '2', 'plus did not add a hound');
      await shot('builder');
      await page.click('[data-testid=dw-builder-save]');
      await page.waitForSelector('[data-testid=dw-builder]', { state: 'detached' });
      check(
        (await text(page, 'dw-army-points-0')).includes('38 / 50'),
        `the built army shows "${await text(page, 'dw-army-points-0')}"`,
      );
      const stored = await page.evaluate(() => localStorage.getItem('tabletop.discwars.user'));
      check(stored?.includes('"Raiders"'), `the army was not stored: ${stored}`);

      // The Verdant Vanguard (145 points) passes the limit: Play says why and stays home.
      await page.fill('.game-card[data-game=discwars] input[name=seed]', '4');
      await page.click('[data-testid=play-discwars]');
      const refused = await text(page, 'dw-setup-error');
      check(refused.includes('verdant-vanguard') && refused.includes('limit is 50'), refused);
      check(!page.url().includes('#/discwars'), 'an invalid battle navigated');
      await shot('refused');
      await page.selectOption('[data-testid=dw-army-1]', 'verdant-patrol');
      check((await text(page, 'dw-setup-error')) === '', 'the refusal outlived the change');

      // Bad JSON: the parser's reason, nothing added. Good JSON: a disc type is added.
      await page.click('[data-testid=dw-add-json]');
      await page.waitForSelector('[data-testid=dw-json][open]');
      await page.fill(
        '[data-testid=dw-json-text]',
        '{"id":"bog-imp","name":"Bog Imp","diameter":3,"movement":2,"attack":1,"defense":1,"toughness":2,"points":4}',
      );
      await page.click('[data-testid=dw-json-add]');
      const bad = await text(page, 'dw-json-message');
      check(bad.includes('diameter must be one of'), `bad JSON message was "${bad}"`);
      check(
        !(await page.evaluate(() => localStorage.getItem('tabletop.discwars.user')))?.includes(
          'bog-imp',
        ),
        'bad JSON stored',
      );
      await shot('bad-json');
      await page.fill('[data-testid=dw-json-text]', '{"id": "oops"');
      await page.click('[data-testid=dw-json-add]');
      check(
        (await text(page, 'dw-json-message')).includes('not valid JSON'),
        'broken JSON accepted',
      );
      await page.fill(
        '[data-testid=dw-json-text]',
        '{"id":"bog-imp","name":"Bog Imp","diameter":1.75,"movement":2,"attack":1,"defense":1,"toughness":2,"points":4,"flying":true}',
      );
      await page.click('[data-testid=dw-json-add]');
      check(
        (await text(page, 'dw-json-message')).includes('Added 1 disc type'),
        'good JSON refused',
      );
      await page.click('[data-testid=dw-json-close]');
      await page.waitForSelector('[data-testid=dw-mine-disc-bog-imp]', { state: 'attached' });

      // The second scenario, the built army, Play.
      const second = await page
        .locator('[data-testid=dw-scenario] option')
        .nth(1)
        .getAttribute('value');
      check(second === 'mirefold-crossing', `the second scenario is ${second}`);
      await page.selectOption('[data-testid=dw-scenario]', second);
      check((await text(page, 'dw-scenario-info')).includes('28 × 28'), 'scenario info missing');
      const chosen = await page.locator('[data-testid=dw-army-0]').inputValue();
      check(chosen.startsWith('my-raiders'), `side 1 army is ${chosen}`);
      await page.click('[data-testid=play-discwars]');
      await deployBoth(page);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 90_000 });
      await settle();
      const url = decodeURIComponent(page.url());
      check(url.includes('o.scenario=mirefold-crossing') && url.includes('"Raiders"'), url);
      check((await text(page, 'dw-round')).includes('of 6'), 'not the 6-round Mirefold Crossing');
      // Seed 4: the first seat (the built army) acts first; its four discs are on the table, no fifth.
      check((await text(page, 'dw-to-act')).includes('Raiders'), await text(page, 'dw-to-act'));
      for (const id of ['a1', 'a2', 'a3', 'a4'])
        check(await anchorOrNull(page, `disc-${id}`), `disc ${id} is not on the table`);
      check(!(await anchorOrNull(page, 'disc-a5')), 'the built army has a fifth disc');
      const moves = (await page.locator('[data-testid^=activate-a]').allTextContents()).join(' | ');
      for (const name of ['Slag Ogre', 'Char Hounds', 'Cinder Spears'])
        check(moves.includes(name), `no ${name} to activate: ${moves}`);
      check(!moves.includes('Warlord'), `a refused disc is in the army: ${moves}`);
      await shot('table');
    },
  },
  {
    name: 'discwars setup: edit and delete your army, Japanese names, corrupt storage ignored',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.evaluate(() => {
        localStorage.setItem('tabletop.lang', 'ja');
        localStorage.setItem(
          'tabletop.discwars.user',
          JSON.stringify({
            armies: [{ id: 'my-x', name: 'X', discs: ['char-hounds'] }, { id: 'broken' }],
          }),
        );
      });
      await page.reload();
      await page.waitForSelector(READY, { timeout: 30_000 });
      // The army list fills in once the panel has read the stored content.
      await armiesListed(page, 7);
      const options = await page.locator('[data-testid=dw-army-0] option').allTextContents();
      check(
        options.includes('灰の先陣') &&
          options.includes('灰の軍勢') &&
          options.includes('X（自作）'),
        options.join(', '),
      );
      check(options.length === 7, `expected 6 built-in armies and 1 of yours: ${options.length}`);
      await page.click('[data-testid=dw-edit-my-x]');
      await page.waitForSelector('[data-testid=dw-builder][open]');
      const row = await page.locator('[data-disc=char-hounds] td.name').textContent();
      check(row === '焦げ毛の猟犬', `Japanese disc name was ${row}`);
      await page.click('[data-testid=dw-add-ash-wyvern]');
      await shot('builder-ja');
      await page.click('[data-testid=dw-builder-save]');
      await page.waitForSelector('[data-testid=dw-mine-army-my-x]');
      check((await text(page, 'dw-mine-army-my-x')).includes('(21)'), 'edit not saved');
      await page.click('[data-testid=dw-delete-my-x]');
      await page.waitForSelector('[data-testid=dw-mine-army-my-x]', { state: 'detached' });
      const after = await page.evaluate(() => localStorage.getItem('tabletop.discwars.user'));
      check(!after?.includes('my-x'), `deleted army still stored: ${after}`);
      await page.evaluate(() => localStorage.setItem('tabletop.discwars.user', '{{not json'));
      await page.reload();
      await page.waitForSelector(READY, { timeout: 30_000 });
      await armiesListed(page, 6);
      await page.waitForTimeout(200);
      check((await page.locator('[data-testid=dw-army-0] option').count()) === 6, 'corrupt store');
      await shot('home-ja');
    },
  },
  {
    // The home screen is redrawn while a dialog stays open (a language switch, or the rules
    // loaded in the background: CI once lost the added scenario that way).
    name: 'discwars setup: JSON added while the home screen was redrawn reaches the setup on screen',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl);
      await page.waitForSelector(READY, { timeout: 30_000 });
      await page.click('[data-testid=dw-add-json]');
      for (const lang of ['ja', 'en']) {
        await page.evaluate((l) => {
          const sel = document.querySelector<HTMLSelectElement>('[data-testid=lang]')!;
          sel.value = l;
          sel.dispatchEvent(new Event('change'));
        }, lang);
        await page.waitForSelector(`html[lang=${lang}] ${READY}`, { timeout: 30_000 });
      }
      const field = {
        id: 'late-field',
        name: 'Late Field',
        width: 24,
        depth: 24,
        lands: [],
        rocks: [],
        setupDepth: 6,
        rounds: 3,
        objective: { x: 12, y: 12 },
      };
      await page.fill('[data-testid=dw-json-text]', JSON.stringify({ scenarios: [field] }));
      await page.click('[data-testid=dw-json-add]');
      const added = await text(page, 'dw-json-message');
      check(added.includes('1 scenario(s)'), added);
      await page.click('[data-testid=dw-json-close]');
      const ids = await page
        .locator('[data-testid=dw-scenario] option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      check(ids.includes('late-field'), `the setup on screen lists ${ids.join(', ')}`);
      check((await text(page, 'dw-mine')).includes('Late Field'), 'not under your content');
    },
  },
  {
    name: 'discwars setup: a JSON bundle of your disc, army and scenario starts a battle',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(baseUrl);
      await page.waitForSelector(READY, { timeout: 30_000 });
      const imp = {
        id: 'bog-imp',
        name: 'Bog Imp',
        diameter: 1.75,
        movement: 2,
        attack: 1,
        defense: 1,
        toughness: 2,
        points: 4,
        flying: true,
      };
      const field = {
        id: 'my-field',
        name: 'My Field',
        width: 24,
        depth: 24,
        lands: [],
        rocks: [{ id: 'stone', x: 12, y: 12, diameter: 3, height: 2 }],
        setupDepth: 6,
        rounds: 2,
        objective: { x: 12, y: 12 },
      };
      const bundle = {
        catalogue: [imp],
        armies: [{ id: 'bog', name: 'The Bog', discs: ['bog-imp', 'bog-imp', 'char-hounds'] }],
        scenarios: [field],
      };
      await page.click('[data-testid=dw-add-json]');
      await page.fill('[data-testid=dw-json-text]', JSON.stringify(bundle));
      await page.click('[data-testid=dw-json-add]');
      const added = await text(page, 'dw-json-message');
      check(added.includes('1 disc type(s), 1 army(ies), 1 scenario(s)'), added);
      await page.click('[data-testid=dw-json-close]');
      await page.selectOption('[data-testid=dw-scenario]', 'my-field');
      await page.selectOption('[data-testid=dw-army-0]', 'bog');
      check((await text(page, 'dw-army-points-0')).includes('14 / 150'), 'bog points');
      await page.fill('.game-card[data-game=discwars] input[name=seed]', '4');
      await shot('bundle');
      await page.click('[data-testid=play-discwars]');
      await deployBoth(page);
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 90_000 });
      await settle();
      check((await text(page, 'dw-round')).includes('of 2'), 'not the 2-round user scenario');
      check(await anchorOrNull(page, 'disc-a3'), 'the third disc of The Bog is missing');
      check(!(await anchorOrNull(page, 'disc-a4')), 'The Bog has a fourth disc');
      const moves = (await page.locator('[data-testid^=activate-a]').allTextContents()).join(' | ');
      check(moves.includes('Bog Imp (a1)') && moves.includes('Bog Imp (a2)'), moves);
      await shot('table');
    },
  },
];
