/**
 * Browser tests of the Disc Wars table: the acceptance test (activate and flip a disc, measure, and
 * fire an archer, all by clicks, each move shown by the simulation that decided it, the camera on
 * the acting seat's side), a rules example in English and Japanese, and a fight that ends the
 * battle with its summary.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, clickObject, logLength } from './table-helpers.ts';

const TABLE_READY = '[data-testid=dw-buttons] button';
const PANEL_READY = '[data-testid=dw-round]';
const PANEL = '[data-testid=table-panel]';

/** Plays the table's moves at `speed` × real time (0 pauses), so a screenshot can catch one mid-way. */
async function slowMotion(page: Page, speed: number): Promise<void> {
  await page.evaluate(
    ({ sel, speed }) => {
      const panel = document.querySelector<HTMLElement>(sel);
      if (panel) panel.dataset.showSpeed = String(speed);
    },
    { sel: PANEL, speed },
  );
}

async function animating(page: Page): Promise<boolean> {
  return (await page.getAttribute(PANEL, 'data-animating')) === 'true';
}

/** Waits until no move is being shown on the table. */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'false',
    PANEL,
    { timeout: 30_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'disc wars: flip, measure and fire by clicks, each move shown by its simulation',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      // Rapier is a large WebAssembly module: the table appears once it has loaded.
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      await settle();
      await shot('start');
      const activate = page.locator('[data-testid^=activate-]').first();
      const testid = await activate.getAttribute('data-testid');
      check(testid, 'no disc to activate');
      const disc = testid.slice('activate-'.length);
      check(await anchorOrNull(page, `disc-${disc}`), `disc ${disc} is not drawn`);
      const before = await logLength(page);
      await activate.click();
      await page.waitForSelector('[data-testid=stop]');
      await settle();
      check(await anchorOrNull(page, 'aim-ideal'), 'no aim for the moving disc');
      await shot('aim');
      const from = await anchor(page, `disc-${disc}`);
      // Straight ahead (the aim's start) will do, once its landing is worked out. The flip is
      // replayed from its simulation frames.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid=dw-aim-preview]')?.getAttribute('data-kind') ===
          'open',
        undefined,
        { timeout: 60_000 },
      );
      // Paused at its start (a loaded machine may take seconds over the click), then slowed.
      await slowMotion(page, 0);
      await page.click('[data-testid=dw-aim-flip]');
      check(await animating(page), 'the flip is not animated');
      await slowMotion(page, 0.1);
      await page.waitForTimeout(1500);
      await slowMotion(page, 0);
      await shot('mid-flip');
      // A click on the table skips the rest of the show.
      await page.mouse.click(20, 400);
      await slowMotion(page, 1);
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n + 1,
        before,
      );
      await still(page);
      await settle();
      const to = await anchor(page, `disc-${disc}`);
      check(
        Math.hypot(to.x - from.x, to.y - from.y) > 5,
        `the disc did not move on screen (${JSON.stringify(from)} → ${JSON.stringify(to)})`,
      );
      await shot('flipped');
      // The measuring tape between the flipped disc and another disc.
      await page.click('[data-testid=measure]');
      await settle();
      // Another disc standing clear of the flipped one on screen, so the click cannot land on both.
      const other = await page.evaluate(
        ({ id, at }) => {
          const w = window as unknown as {
            tabletop: { anchor(n: string): { x: number; y: number } | null };
          };
          for (const side of ['a', 'b'])
            for (let i = 1; i < 20; i++) {
              const name = `${side}${i}`;
              const p = name === id ? null : w.tabletop.anchor(`disc-${name}`);
              if (p && Math.hypot(p.x - at.x, p.y - at.y) > 80) return name;
            }
          return null;
        },
        { id: disc, at: to },
      );
      check(other, 'no second disc to measure to');
      await clickObject(page, `disc-${disc}`);
      await settle();
      await clickObject(page, `disc-${other}`);
      await settle();
      const text = await page.locator('[data-testid=dw-distance]').textContent();
      check(/\d+\.\d in/.test(text ?? ''), `the tape says "${text}"`);
      await shot('measured');

      // Fire: the missile example, the archer selected and its target clicked.
      await page.click('[data-testid=measure]');
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-missile]');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-phase] .current')?.textContent?.includes('Missile'),
      );
      await still(page);
      await settle();
      const a1 = await anchor(page, 'disc-a1');
      const b1 = await anchor(page, 'disc-b1');
      check(a1.y > b1.y, 'seat 0 does not look from its own edge');
      await clickObject(page, 'disc-a1');
      await settle();
      check(
        (await page.locator('[data-testid=dw-info]').textContent())?.includes('Soot Crossbows'),
        'the archer is not selected',
      );
      await shot('archer-selected');
      // From the home view: the camera backs away by itself to show the carrier 12 in up.
      await slowMotion(page, 0.1);
      await clickObject(page, 'disc-b2');
      check(await animating(page), 'the drop is not animated');
      check(await anchorOrNull(page, 'carrier'), 'no carrier is shown');
      await page.waitForTimeout(6300);
      await slowMotion(page, 0);
      const held = await anchor(page, 'carrier');
      const stage = await page.locator('canvas').first().boundingBox();
      check(
        stage &&
          held.y > stage.y + 10 &&
          held.y < stage.y + stage.height &&
          held.x > stage.x &&
          held.x < stage.x + stage.width,
        `the raised carrier is off the picture (${JSON.stringify(held)} in ${JSON.stringify(stage)})`,
      );
      await shot('carrier');
      await slowMotion(page, 0.1);
      await page.waitForTimeout(2500);
      await slowMotion(page, 0);
      await shot('falling');
      await slowMotion(page, 1);
      await still(page);
      await settle();
      check(!(await anchorOrNull(page, 'carrier')), 'the carrier stayed on the table');
      const events = (await page.locator('[data-testid=dw-events]').textContent()) ?? '';
      check(/drops 2 counters over Oak Wardens \(b2\)/.test(events), `no drop line: "${events}"`);
      const hit = /(\w[\w ]*) \((\w+)\) takes 3 damage/.exec(events);
      if (hit)
        check(await anchorOrNull(page, `damage-${hit[2]}`), 'no damage counter on the hit disc');
      await shot('after-hit');
      // Seat 1 answers; the camera now looks from the far edge.
      const a1b = await anchor(page, 'disc-a1');
      const b1b = await anchor(page, 'disc-b1');
      check(a1b.y < b1b.y, 'the camera did not turn to seat 1');
      await clickObject(page, 'disc-b1');
      await settle();
      const target = await page.evaluate(() => {
        const w = window as unknown as { tabletop: { anchor(n: string): unknown } };
        return ['a1', 'a2'].find((id) => w.tabletop.anchor(`disc-${id}`) !== null) ?? null;
      });
      check(target, 'no target for the longbows');
      await clickObject(page, `disc-${target}`);
      check(await animating(page), 'the second drop (which ends the phase) is not animated');
      await still(page);
      await settle();
      await shot('answered');
    },
  },
  {
    name: 'disc wars: a rules example loads its position',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.waitForSelector(PANEL_READY, { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-flip-attack]');
      await page.waitForSelector('[data-testid=stop]');
      await settle();
      check(await anchorOrNull(page, 'disc-b1'), 'the example has no Oak Wardens');
      check(await anchorOrNull(page, 'aim-ideal'), 'the moving disc of the example has no aim');
      await shot('example');
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-phase]')?.textContent?.includes('アクティブ'),
      );
      const text = await page.locator('.dw-example').textContent();
      check(text?.includes('敵の上へ'), `the example is not in Japanese: "${text}"`);
      const hint = await page.locator('[data-testid=dw-hint]').textContent();
      check(hint?.includes('シンダー槍兵'), `the disc name is not in Japanese: "${hint}"`);
      await settle();
      await shot('example-ja');
    },
  },
  {
    name: 'disc wars: the seed combat example fights when the missile phase is passed, and the battle ends',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat`);
      await page.waitForSelector(PANEL_READY, { timeout: 60_000 });
      await page.click('[data-testid=dw-rules] summary');
      await page.click('[data-testid=example-seed-attack-3-vs-toughness-3]');
      await page.waitForSelector('[data-testid=pass]');
      await settle();
      await shot('before');
      for (let i = 0; i < 3 && (await page.locator('[data-testid=dw-events]').count()) === 0; i++) {
        await page.click('[data-testid=pass]');
        await settle();
      }
      const events = await page.locator('[data-testid=dw-events]').textContent();
      check(/fight/.test(events ?? ''), `no fight reported: "${events}"`);
      check(
        /wounded|destroyed/.test(events ?? ''),
        `attack 3 on toughness 3 did no wound: "${events}"`,
      );
      await still(page);
      await shot('fought');
      // The defender was the only disc of its side: the battle is over, with its summary.
      const summary = (await page.locator('[data-testid=dw-summary]').textContent()) ?? '';
      check(
        /North wins: the other army has no disc left\./.test(summary),
        `no winner in the summary: "${summary}"`,
      );
      check(/Rounds played: 1/.test(summary), `no rounds in the summary: "${summary}"`);
      const lost = await page.locator('[data-testid=dw-summary-1] td').nth(1).textContent();
      check(lost === '1', `seat 1 lost "${lost}" discs, not 1`);
      await shot('summary');
      await page.click('[data-testid=dw-new-battle]');
      await page.waitForSelector(TABLE_READY, { timeout: 60_000 });
      check(
        (await page.locator('[data-testid=dw-summary]').count()) === 0,
        'the new battle still shows the summary',
      );
    },
  },
];
