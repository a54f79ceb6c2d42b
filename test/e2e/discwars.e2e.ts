/** Browser tests of the Disc Wars table: activate and flip a disc by clicks, measure, a rules example. */
import { check, type E2ETest } from './harness.ts';
import { anchor, anchorOrNull, clickObject, logLength } from './table-helpers.ts';

const TABLE_READY = '[data-testid=dw-buttons] button';
const PANEL_READY = '[data-testid=dw-round]';

export const tests: E2ETest[] = [
  {
    name: 'disc wars: a disc is activated and flipped by clicking a ghost, then measured',
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
      check(await anchorOrNull(page, 'ghost-0'), 'no ghosts for the moving disc');
      await shot('ghosts');
      const from = await anchor(page, `disc-${disc}`);
      // Any offered ghost will do: the first.
      await clickObject(page, 'ghost-0');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=log] li').length > n + 1,
        before,
      );
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
      check(await anchorOrNull(page, 'ghost-0'), 'the moving disc of the example has no ghosts');
      await shot('example');
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-phase]')?.textContent?.includes('起動'),
      );
      const text = await page.locator('.dw-example').textContent();
      check(text?.includes('敵の上へ'), `the example is not in Japanese: "${text}"`);
      await settle();
      await shot('example-ja');
    },
  },
  {
    name: 'disc wars: the seed combat example fights when the missile phase is passed',
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
      await shot('fought');
    },
  },
];
