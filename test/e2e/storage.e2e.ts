/**
 * Browser test of issue 15's storage rule: bad values under every key the app reads are ignored
 * with a notice, never thrown on (a Battle Line series of `{"games":[null]}` used to empty the side
 * panel and throw on every render).
 */
import { check, type E2ETest } from './harness.ts';

const BAD: Record<string, string> = {
  'tabletop.lang': 'klingon',
  'tabletop.battleline.series': '{"keys":["a"],"games":[null,{"winner":0,"flags":[5,1]}]}',
  'tabletop.autosave.battleline': '[[[',
  'tabletop.autosave.hill218': '{"meta":{"route":"javascript:alert(1)"}}',
  'tabletop.autosave.type10': 'null',
  'tabletop.autosave.discwars': '{"meta":null}',
  'tabletop.discwars.user': '{"armies":[null],"catalogue":7}',
  'tabletop.sound': '{"muted":"perhaps"}',
};

export const tests: E2ETest[] = [
  {
    name: 'storage: bad values in every key the app reads are ignored with a notice',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.evaluate((bad) => {
        for (const [k, v] of Object.entries(bad)) localStorage.setItem(k, v);
      }, BAD);
      await page.reload();
      await page.waitForSelector('[data-testid=play-battleline]');
      check((await page.locator('.game-card').count()) === 4, 'the home screen is incomplete');
      check(
        (await page.locator('[data-testid^=resume-]').count()) === 0,
        'a junk autosave is offered for resuming',
      );
      const notice = (await page.locator('[data-testid=notice]').textContent()) ?? '';
      check(notice.includes('language'), `no notice about the stored language: "${notice}"`);
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
      await page.waitForSelector('[data-testid=bl-hand] button');
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid=notice]')?.textContent ?? '').includes('series'),
      );
      const series = await page.evaluate(() => localStorage.getItem('tabletop.battleline.series'));
      check(series === '{"keys":["a"],"games":[{"winner":0,"flags":[5,1]}]}', `series: ${series}`);
      await shot('bad-storage');
    },
  },
];
