/**
 * Browser test of a laptop-sized window (1280×800), in English and Japanese: every choice on
 * Home's game cards shows its whole text (the mode select read "Two players on this devi" when
 * four cards shared the row), and a table's top bar keeps its buttons and the language selector
 * on one row, the status text wrapping instead (the selector used to drop to a second row).
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';

/** Home selects narrower than their chosen option's text needs (so the text shown is cut). */
async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLSelectElement>('.game-card select')].flatMap((s) => {
      // The same select holding only its chosen option, at its natural width.
      const natural = s.cloneNode(false) as HTMLSelectElement;
      const chosen = s.options[s.selectedIndex];
      if (chosen) natural.append(chosen.cloneNode(true));
      natural.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none';
      s.parentElement!.append(natural);
      const need = natural.getBoundingClientRect().width;
      natural.remove();
      const has = s.getBoundingClientRect().width;
      return has + 1 < need ? [`${s.options[s.selectedIndex]?.text} (${has} < ${need} px)`] : [];
    }),
  );
}

/** The rows the top bar's buttons and selects sit on (their distinct tops). */
async function topBarRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('.topbar button, .topbar select')].map((el) =>
      Math.round(el.getBoundingClientRect().top / 10),
    );
    return new Set(tops).size;
  });
}

export const tests: E2ETest[] = [
  {
    name: 'desktop fit: at 1280×800 home selects show their whole text and a table top bar is one row (en, ja)',
    contextOptions: { viewport: { width: 1280, height: 800 } },
    async run({ page, baseUrl, settle, shot }) {
      for (const lang of ['en', 'ja']) {
        await page.goto(`${baseUrl}#/`);
        await page.waitForSelector('.game-card select');
        if (lang === 'ja') {
          await page.selectOption('[data-testid=lang]', 'ja');
          await page.waitForFunction(() => document.documentElement.lang === 'ja');
        }
        const cut = await cutSelects(page);
        check(cut.length === 0, `${lang}: home selects cut: ${cut.join('; ')}`);
        await shot(`home-${lang}`);
        for (const game of ['discwars', 'type10']) {
          await page.goto(`${baseUrl}#/${game}?seed=4&mode=hotseat`);
          await page.waitForSelector('.topbar [data-testid=lang]');
          await settle();
          const rows = await topBarRows(page);
          check(rows === 1, `${lang} ${game}: the top bar's controls take ${rows} rows`);
          if (game === 'discwars') await shot(`discwars-${lang}`);
        }
      }
    },
  },
];
