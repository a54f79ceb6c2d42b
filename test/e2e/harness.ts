/**
 * The browser-test harness: each test gets a fresh page (fresh local storage) on the served
 * production build; `shot` writes a screenshot of what the page shows to test-results/screenshots.
 * Console errors and page errors fail the test that caused them.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SHOTS = join(process.cwd(), 'test-results', 'screenshots');

export interface E2EContext {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
  /** Saves a screenshot named `<test>-<name>.png`. */
  shot(name: string): Promise<string>;
  /** Waits until the scene has drawn at least one frame after the call and the page is idle. */
  settle(): Promise<void>;
}

export interface E2ETest {
  readonly name: string;
  /** Browser context options over the defaults (a phone's viewport and touch, for instance). */
  readonly contextOptions?: BrowserContextOptions;
  /**
   * The display name this browser keeps from its first page on (as a returning player's browser,
   * so online pages join without asking); `false`: none, for tests of the name form.
   */
  readonly keptName?: string | false;
  /** Console errors the test provokes on purpose (a download it makes fail), not counted. */
  readonly expectedErrors?: RegExp;
  run(ctx: E2EContext): Promise<void>;
}

/** The name the tests' browsers keep unless a test says otherwise. */
export const TEST_NAME = 'Tester';

/** `context`'s pages keep `name` as the player's display name (unless one was chosen there). */
export async function keepName(context: BrowserContext, name: string | false): Promise<void> {
  if (name === false) return;
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
      } catch {
        // A page without storage (about:blank): nothing to keep.
      }
    },
    ['tabletop.playerName', name],
  );
}

export function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

/**
 * Collects the page's errors and console errors (a missing favicon aside, and those `expected`
 * matches) as they happen.
 */
export function watchErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('favicon') && !expected?.test(m.text()))
      errors.push(`console error: ${m.text()}`);
  });
  return errors;
}

export async function runTest(
  browser: Browser,
  baseUrl: string,
  test: E2ETest,
): Promise<{ ok: boolean; error?: string; ms: number }> {
  mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    ...test.contextOptions,
  });
  await keepName(context, test.keptName ?? TEST_NAME);
  const page = await context.newPage();
  const errors = watchErrors(page, test.expectedErrors);
  const slug = test.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const ctx: E2EContext = {
    page,
    context,
    baseUrl,
    async shot(name) {
      const file = join(SHOTS, `${slug}-${name}.png`);
      await page.screenshot({ path: file });
      return file;
    },
    async settle() {
      await page.waitForTimeout(50);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      );
    },
  };
  const t0 = Date.now();
  try {
    await test.run(ctx);
    if (errors.length > 0) throw new Error(errors.join('\n'));
    return { ok: true, ms: Date.now() - t0 };
  } catch (e) {
    await page.screenshot({ path: join(SHOTS, `${slug}-FAILED.png`) }).catch(() => undefined);
    return { ok: false, error: e instanceof Error ? e.message : String(e), ms: Date.now() - t0 };
  } finally {
    await context.close();
  }
}
