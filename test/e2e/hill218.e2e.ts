/**
 * Browser tests of the Hill 218 table: the hot-seat opening played by clicks on the 3D table (the
 * set-up choices, hand card then legal cell, an attack when one arises, the curtain hiding the hand
 * between seats), the explain overlay, and the Rules menu's two examples of the source page.
 */
import { check, type E2ETest } from './harness.ts';
import {
  anchor,
  anchorOrNull,
  checkH218HandsHidden,
  clickObject,
  curtainUp,
  logLength,
  pickHandCard,
  takeEnemyHq,
  waitLog,
} from './table-helpers.ts';

/** The legal cell nearest the enemy HQ, so the armies meet at the Hill and attacks arise. */
function nearestEnemyHq(cells: string[], seat: number): string {
  const hqY = seat === 0 ? 1 : -1;
  const dist = (c: string): number => {
    const [x, y] = c.split(',').map(Number) as [number, number];
    return Math.abs(x) + Math.abs(y - hqY);
  };
  return cells.reduce((best, c) => (dist(c) < dist(best) ? c : best));
}

export const tests: E2ETest[] = [
  {
    name: 'hill 218: the opening is played by clicks on the 3D table, with the curtain between seats',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/hill218?seed=21&mode=hotseat`);
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      let curtains = 0;
      let placements = 0;
      let attacks = 0;
      let shotHover = false;
      for (let step = 0; step < 80 && (placements < 8 || attacks < 1); step++) {
        await settle();
        if (await curtainUp(page)) {
          await checkH218HandsHidden(page);
          curtains++;
          if (curtains === 2) await shot('curtain');
          await page.click('[data-testid=reveal]');
          await page.waitForSelector('[data-testid=h218-phase]');
          continue;
        }
        const before = await logLength(page);
        const bottoms = page.locator('[data-testid=h218-bottom] button');
        if ((await bottoms.count()) > 0) {
          if (curtains === 1) await shot('setup');
          await bottoms.first().click();
          await waitLog(page, before + 1);
          continue;
        }
        const targets = await page
          .locator('[data-testid=h218-targets] button')
          .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-target') ?? ''));
        if (targets.length > 0) {
          const target = targets[0] as string;
          check(await anchorOrNull(page, `target-${target}`), `target ${target} not lit`);
          if (attacks === 0) await shot('attack-targets');
          await clickObject(page, `target-${target}`);
          await waitLog(page, before + 1);
          const line = await page.locator('[data-testid=log] li').last().textContent();
          check(line?.includes('destroys'), `the attack's log line says "${line}"`);
          attacks++;
          continue;
        }
        const seat = Number(await page.getAttribute('[data-testid=h218-phase]', 'data-seat'));
        const unit = await page
          .locator('[data-testid=h218-hand] button:not([disabled])')
          .first()
          .getAttribute('data-unit');
        check(unit, 'no playable card in hand');
        await pickHandCard(page, settle, unit, '.h218-card.selected');
        const cells = await page
          .locator('[data-testid=h218-cells] button')
          .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-cell') ?? ''));
        check(cells.length > 0, `no legal cell shown for ${unit}`);
        const cell = nearestEnemyHq(cells, seat);
        // Hovering a legal cell draws the supply chain that makes it legal.
        const p = await anchor(page, `cell-${cell}`);
        await page.mouse.move(p.x, p.y);
        await settle();
        check(await anchorOrNull(page, 'chain-end'), `no supply chain drawn for ${cell}`);
        if (!shotHover && placements >= 4) {
          shotHover = true;
          await shot('supply-chain');
        }
        await page.mouse.click(p.x, p.y);
        await waitLog(page, before + 1);
        check((await logLength(page)) === before + 1, 'the log did not grow by one move');
        placements++;
      }
      check(curtains >= 4, `only ${curtains} curtain(s) between seats`);
      check(placements >= 8, `only ${placements} placements`);
      check(attacks >= 1, 'no attack arose in the opening');
      await settle();
      if (await curtainUp(page)) {
        await page.click('[data-testid=reveal]');
        await settle();
      }
      await shot('after-opening');
      // The explain overlay: patterns of a card on the grid, with the legend.
      await page.check('[data-testid=h218-explain]');
      await page.waitForSelector('[data-testid=h218-legend]');
      const hq = (await anchorOrNull(page, 'unit-0,-1')) ?? (await anchor(page, 'unit-0,1'));
      await page.mouse.move(hq.x, hq.y);
      await settle();
      const text = await page.locator('[data-testid=h218-explain-text]').textContent();
      check(text && text.length > 5, `no explanation for the hovered card: "${text}"`);
      await shot('explain');
    },
  },
  {
    name: 'hill 218: the Rules menu loads the supply-line example and the attack-with-support example',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/hill218?seed=5&mode=hotseat`);
      await page.click('[data-testid=reveal]');
      await page.click('[data-testid=h218-rules] summary');
      await page.click('[data-testid=h218-example-supply-line]');
      if (await curtainUp(page)) await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=h218-example-text]');
      await settle();
      const text = await page.locator('[data-testid=h218-example-text]').textContent();
      check(text?.includes('Paratroopers'), `example text: ${text}`);
      for (const c of ['0,-1', '3,-2', '0,1'])
        check(await anchorOrNull(page, `unit-${c}`), `the example's card at ${c} is missing`);
      // The Infantry is picked for the player: only the cells next to the Tank in the HQ light up.
      for (const c of ['-1,-1', '1,-1', '0,-2'])
        check(await anchorOrNull(page, `cell-${c}`), `cell ${c} is not lit`);
      for (const c of ['3,-1', '2,-2', '3,-3', '-1,-2'])
        check((await anchorOrNull(page, `cell-${c}`)) === null, `cell ${c} is lit`);
      const p = await anchor(page, 'cell-0,-2');
      await page.mouse.move(p.x, p.y);
      await settle();
      check(await anchorOrNull(page, 'chain-end'), 'no supply chain for (0,-2)');
      await shot('supply-line');

      await page.click('[data-testid=h218-example-attack-with-support]');
      if (await curtainUp(page)) await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=h218-example-text]');
      await settle();
      await clickObject(page, 'cell-2,1');
      await page.waitForSelector('[data-testid=h218-targets] button');
      await settle();
      check(await anchorOrNull(page, 'target-1,1'), 'the enemy Tank is not lit as a target');
      check(
        await anchorOrNull(page, 'supporter-1,0'),
        'the supporting Special Forces are not shown',
      );
      await shot('attack-with-support');
      const before = await logLength(page);
      await clickObject(page, 'target-1,1');
      await waitLog(page, before + 1);
      const line = await page.locator('[data-testid=log] li').last().textContent();
      check(line?.includes('Special Forces'), `log: ${line}`);
      check(
        (await anchorOrNull(page, 'unit-1,1')) === null,
        'the destroyed Tank is still on the table',
      );
    },
  },
  {
    name: 'hill 218: taking the enemy HQ ends the game with the reason and the unit counts',
    async run({ page, baseUrl, shot, settle }) {
      await takeEnemyHq(page, baseUrl, settle);
      const text = await page.locator('[data-testid=h218-result]').textContent();
      check(text?.includes('enemy HQ') && text.includes('you 5, opponent 1'), `result: ${text}`);
      const status = await page.locator('[data-testid=status]').textContent();
      check(status?.includes('Player 1'), `status: ${status}`);
      await settle();
      await shot('hq-taken');
    },
  },
];
