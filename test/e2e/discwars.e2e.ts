/**
 * Browser tests of the Disc Wars table: the acceptance test (activate and flip a disc, measure, and
 * fire an archer, all by clicks, each move shown by the simulation that decided it, the camera on
 * the acting seat's side), a rules example in English and Japanese, and a fight that ends the
 * battle with its summary.
 */
import { check, type E2ETest } from './harness.ts';
import {
  activateDisc,
  anchor,
  anchorOrNull,
  clickObject,
  DW_TABLE_READY,
  dwShowStarts,
  dwShowHeld,
  dwShowPace,
  dwStill,
  firstActivatableDisc,
  logLength,
  openDiscWars,
  openDiscWarsExample,
  waitLog,
} from './table-helpers.ts';

const PANEL_READY = '[data-testid=dw-round]';
/** Show times (seconds) the screenshots are taken at: a flip under way, the carrier held up
 * (it rises for 0.6 s), its counters falling. */
const MID_FLIP = 0.15;
const CARRIER_HELD = 0.63;
const FALLING = 0.88;

export const tests: E2ETest[] = [
  {
    name: 'disc wars: flip, measure and fire by clicks, each move shown by its simulation',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl);
      await settle();
      await shot('start');
      const disc = await firstActivatableDisc(page);
      check(await anchorOrNull(page, `disc-${disc}`), `disc ${disc} is not drawn`);
      const before = await logLength(page);
      await activateDisc(page, disc);
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
      // Held a little way in, whatever the machine's speed.
      await dwShowPace(page, 1, MID_FLIP);
      await page.click('[data-testid=dw-aim-flip]');
      check(await dwShowStarts(page), 'the flip is not animated');
      await dwShowHeld(page, MID_FLIP);
      await shot('mid-flip');
      // A click on the table skips the rest of the show.
      await page.mouse.click(20, 400);
      await dwShowPace(page, 1);
      await waitLog(page, before + 2, 30_000);
      await dwStill(page);
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
      await openDiscWarsExample(page, 'missile');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-phase] .current')?.textContent?.includes('Missile'),
      );
      await dwStill(page);
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
      await dwShowPace(page, 1, CARRIER_HELD);
      await clickObject(page, 'disc-b2');
      check(await dwShowStarts(page), 'the drop is not animated');
      check(await anchorOrNull(page, 'carrier'), 'no carrier is shown');
      await dwShowHeld(page, CARRIER_HELD);
      const stage = await page.locator('canvas').first().boundingBox();
      check(stage, 'no canvas');
      // The camera eases back (in real time) until the raised carrier is in the picture.
      await page
        .waitForFunction(
          (box) => {
            const w = window as unknown as {
              tabletop: { anchor(n: string): { x: number; y: number } | null };
            };
            const p = w.tabletop.anchor('carrier');
            return (
              !!p &&
              p.y > box.y + 10 &&
              p.y < box.y + box.height &&
              p.x > box.x &&
              p.x < box.x + box.width
            );
          },
          stage,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      await settle();
      const held = await anchor(page, 'carrier');
      check(
        stage &&
          held.y > stage.y + 10 &&
          held.y < stage.y + stage.height &&
          held.x > stage.x &&
          held.x < stage.x + stage.width,
        `the raised carrier is off the picture (${JSON.stringify(held)} in ${JSON.stringify(stage)})`,
      );
      await shot('carrier');
      await dwShowPace(page, 1, FALLING);
      await dwShowHeld(page, FALLING);
      await shot('falling');
      await dwShowPace(page, 1);
      await dwStill(page);
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
      check(await dwShowStarts(page), 'the second drop (which ends the phase) is not animated');
      await dwStill(page);
      await settle();
      await shot('answered');
    },
  },
  {
    name: 'disc wars: a rules example loads its position',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl, 7, PANEL_READY);
      await openDiscWarsExample(page, 'flip-attack');
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
      await openDiscWars(page, baseUrl, 7, PANEL_READY);
      await openDiscWarsExample(page, 'seed-attack-3-vs-toughness-3');
      await page.waitForSelector('[data-testid=pass]');
      await settle();
      await shot('before');
      for (let i = 0; i < 3 && (await page.locator('[data-testid=dw-events]').count()) === 0; i++) {
        // Each pass is one move: its log line, and any fight shown to its end, before looking.
        const before = await logLength(page);
        await page.click('[data-testid=pass]');
        await waitLog(page, before + 1);
        await dwStill(page);
        await settle();
      }
      const events = await page.locator('[data-testid=dw-events]').textContent();
      check(/fight/.test(events ?? ''), `no fight reported: "${events}"`);
      check(
        /wounded|destroyed/.test(events ?? ''),
        `attack 3 on toughness 3 did no wound: "${events}"`,
      );
      await dwStill(page);
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
      await page.waitForSelector(DW_TABLE_READY, { timeout: 60_000 });
      check(
        (await page.locator('[data-testid=dw-summary]').count()) === 0,
        'the new battle still shows the summary',
      );
    },
  },
];
