/** Helpers the browser tests share for driving a 3D table: where a named object is, clicking it, the log. */
import type { Page } from 'playwright-core';
import { check } from './harness.ts';

export type Point = { x: number; y: number };

export async function anchorOrNull(page: Page, name: string): Promise<Point | null> {
  return page.evaluate(
    (n) =>
      (window as unknown as { tabletop: { anchor(n: string): Point | null } }).tabletop.anchor(n),
    name,
  );
}

export async function anchor(page: Page, name: string): Promise<Point> {
  const p = await anchorOrNull(page, name);
  check(p, `no object named ${name} on the table`);
  return p;
}

export async function clickObject(page: Page, name: string): Promise<void> {
  const p = await anchor(page, name);
  await page.mouse.click(p.x, p.y);
}

export async function logLength(page: Page): Promise<number> {
  return page.locator('[data-testid=log] li').count();
}

/** Chooses a save file (given as text, or a path on disk) through the file dialog `button` opens. */
export async function loadSaveFile(
  page: Page,
  button: string,
  file: string | { name: string; text: string },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(button)]);
  await chooser.setFiles(
    typeof file === 'string'
      ? file
      : { name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) },
  );
}
