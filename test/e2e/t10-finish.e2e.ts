/**
 * Browser tests of the Type 10 finishing pass (issue 16): destroyed units listed by side (North's
 * T-72 never among the PKF's), units named by their hex with details on hover, the search die
 * cleared once the UAV is gone, and a click on a hex no legal move reaches answered with the
 * engine's reason.
 */
import { check, type E2ETest } from './harness.ts';
import { clickObject, loadPosition } from './table-helpers.ts';

export const tests: E2ETest[] = [
  {
    name: 'finish t10: losses by side, units by hex, old die cleared, an illegal hex says why',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/type10?seed=4&mode=hotseat`);
      await page.waitForSelector('[data-testid=t10-phase]');
      await loadPosition(page, {
        phase: 'pkfAct',
        round: 4,
        units: [
          { id: 't72', at: 'gone' },
          { id: 'missile', at: 'gone' },
          { id: 'uav', at: 'gone' },
          { id: 'inf1', at: '0503' },
          { id: 'inf2', at: '0203' },
        ],
        lastRoll: 2,
        northLosses: 2,
      });
      await page.waitForSelector('[data-testid=t10-unit-type10]');
      const pkf = (await page.locator('[data-testid=t10-gone-pkf]').textContent()) ?? '';
      check(!pkf.includes('T-72'), `the PKF list names North's T-72: ${pkf}`);
      check(pkf.includes('missile'), `the PKF list misses the missile: ${pkf}`);
      const north = (await page.locator('[data-testid=t10-gone-north]').textContent()) ?? '';
      check(north.includes('T-72'), `North's losses miss the T-72: ${north}`);
      const roll = (await page.locator('[data-testid=t10-roll]').textContent()) ?? '';
      check(!roll.includes('2'), `the old die stays after the UAV is gone: ${roll}`);
      const button = page.locator('[data-testid=t10-unit-type10]');
      const label = (await button.textContent()) ?? '';
      check(label.includes('0507'), `the unit is not named by its hex: ${label}`);
      const title = (await button.getAttribute('title')) ?? '';
      check(title.includes('defense'), `no details on hover: ${title}`);
      await button.click();
      await settle();
      await clickObject(page, 'hex-0502');
      await page.waitForSelector('[data-testid=notice]:not([hidden])');
      const notice = (await page.locator('[data-testid=notice]').textContent()) ?? '';
      check(notice.length > 20, `no reason for the illegal click: ${notice}`);
      await settle();
      await shot('panel');
    },
  },
];
