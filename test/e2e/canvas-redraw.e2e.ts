/**
 * Browser tests of the text we paint on canvas textures when the Japanese font arrives (issue 25
 * item 1, issue 24 item 10). This machine's Chromium has no Japanese font, so Japanese drawn before
 * the shipped font has loaded is empty boxes; once it loads every text texture is painted again,
 * each with its own content: Disc Wars faces stayed one face for every disc ("焦げ毛の猟犬" on
 * all of them), and labels (Battle Line decks, Type 10 counters) stayed boxes until a reload.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import { openDiscWars } from './table-helpers.ts';

interface Painted {
  text: string;
  sum: number;
  width: number;
}

const painted = (page: Page): Promise<Painted[]> =>
  page.evaluate(() =>
    (
      window as unknown as { tabletop: { canvasTextures(): Promise<Painted[]> } }
    ).tabletop.canvasTextures(),
  );

const jpLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    () =>
      [...document.fonts].filter(
        (f) => f.family.replace(/["']/g, '') === 'Noto Sans JP' && f.status === 'loaded',
      ).length === 2,
    undefined,
    { timeout: 20000 },
  );

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Disc faces with different names or owners must not share one picture. */
function checkDistinctFaces(faces: Painted[], when: string): void {
  const bySum = new Map<number, string[]>();
  for (const f of faces) bySum.set(f.sum, [...(bySum.get(f.sum) ?? []), f.text]);
  const shared = [...bySum.values()].filter((texts) => texts.length > 1);
  check(
    shared.length === 0,
    `${when}: ${faces.length} faces, some drawn alike: ${shared.map((s) => s.join(' = ')).join('; ')}`,
  );
}

/**
 * Holds the Japanese font back until `release` is called; the page switches to Japanese, draws
 * `open`'s table with boxes, and the test records its Japanese texts before and after the font.
 */
async function boxesThenFont(
  page: Page,
  settle: () => Promise<void>,
  open: () => Promise<void>,
): Promise<{ before: Painted[]; after: Painted[] }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/*noto-sans-jp*', async (route) => {
    await held;
    await route.continue();
  });
  await open();
  await page.selectOption('[data-testid=lang]', 'ja');
  await settle();
  await page.waitForTimeout(300);
  await settle();
  const before = (await painted(page)).filter((p) => JAPANESE.test(p.text));
  release();
  await jpLoaded(page);
  await page.waitForTimeout(200);
  await settle();
  const after = (await painted(page)).filter((p) => JAPANESE.test(p.text));
  return { before, after };
}

/** Every Japanese text drawn with boxes is painted again once the font is in. */
function checkRepainted(before: Painted[], after: Painted[], what: string): void {
  check(before.length > 0, `${what}: no Japanese text on the table before the font arrived`);
  const now = new Map(after.map((p) => [p.text, p]));
  const stale = before.filter((b) => {
    const a = now.get(b.text);
    return a !== undefined && a.sum === b.sum && a.width === b.width;
  });
  check(
    stale.length === 0,
    `${what}: ${stale.length} of ${before.length} Japanese texts still as drawn before the font: ${stale
      .map((s) => s.text)
      .slice(0, 8)
      .join(', ')}`,
  );
}

export const tests: E2ETest[] = [
  {
    name: 'canvas text: switching Disc Wars to Japanese keeps every disc its own face',
    async run({ page, baseUrl, shot, settle }) {
      await openDiscWars(page, baseUrl, 7);
      await settle();
      const en = (await painted(page)).filter((p) => p.text.startsWith('face:'));
      check(en.length >= 4, `only ${en.length} disc faces drawn`);
      checkDistinctFaces(en, 'in English');
      await page.selectOption('[data-testid=lang]', 'ja');
      await jpLoaded(page);
      await page.waitForTimeout(200);
      await settle();
      const all = (await painted(page)).filter((p) => p.text.startsWith('face:'));
      checkDistinctFaces(all, 'after the switch to Japanese');
      const ja = all.filter((p) => JAPANESE.test(p.text));
      check(ja.length >= en.length / 2, `only ${ja.length} Japanese faces drawn`);
      await shot('ja');
    },
  },
  {
    name: 'canvas text: Battle Line labels drawn before the Japanese font are drawn again with it',
    async run({ page, baseUrl, shot, settle }) {
      const { before, after } = await boxesThenFont(page, settle, async () => {
        await page.goto(`${baseUrl}#/battleline?seed=3&mode=bot&seat=1&level=easy`);
        await page.waitForSelector('[data-testid=bl-hand] button');
      });
      checkRepainted(before, after, 'Battle Line');
      await shot('ja');
    },
  },
  {
    name: 'canvas text: Type 10 counters drawn before the Japanese font are drawn again with it',
    async run({ page, baseUrl, shot, settle }) {
      const { before, after } = await boxesThenFont(page, settle, async () => {
        await page.goto(`${baseUrl}#/type10?seed=4&mode=hotseat`);
        await page.waitForSelector('[data-testid=t10-phase]');
      });
      checkRepainted(before, after, 'Type 10');
      await shot('ja');
    },
  },
];
