/**
 * Helpers the browser tests share for driving a 3D table: where a named object is, clicking or
 * tapping it, the log, positions from the test hook, and the set-ups several tests of one game
 * share (Battle Line card plays, Hill 218 hands and its HQ capture, Disc Wars activations, aims
 * and the pace of its shows).
 */
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

/** Waits until the game log holds at least `n` lines. */
export async function waitLog(page: Page, n: number, timeout = 5000): Promise<void> {
  await page.waitForFunction(
    (k) => document.querySelectorAll('[data-testid=log] li').length >= k,
    n,
    { timeout },
  );
}

/** Puts a position on the open table through the test hook (`window.tabletop.loadPosition`). */
export async function loadPosition(page: Page, position: unknown): Promise<void> {
  await page.evaluate(
    (p) =>
      (window as unknown as { tabletop: { loadPosition(p: unknown): void } }).tabletop.loadPosition(
        p,
      ),
    position,
  );
}

/** A click with the mouse, or a tap on a touch screen. */
export type Press = 'click' | 'tap';

/** Clicks (or taps) the named object on the 3D table. */
export async function pressObject(page: Page, name: string, how: Press = 'click'): Promise<void> {
  const p = await anchor(page, name);
  if (how === 'tap') await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/**
 * Picks the card `hand-<card>` on the 3D table and checks that the panel marks one card
 * `selected` (the panel's selector, `.bl-card.selected` or `.h218-card.selected`).
 */
export async function pickHandCard(
  page: Page,
  settle: () => Promise<void>,
  card: string,
  selected: string,
  how: Press = 'click',
): Promise<void> {
  await pressObject(page, `hand-${card}`, how);
  await settle();
  check(
    (await page.locator(selected).count()) === 1,
    `${how === 'tap' ? 'a tap' : 'clicking'} on the card ${card} on the table did not select it`,
  );
}

/** Whether the hot-seat curtain is up. */
export async function curtainUp(page: Page): Promise<boolean> {
  return (await page.locator('[data-testid=curtain]:not([hidden])').count()) > 0;
}

// ---- Battle Line ----

/** Admits the first hot-seat player (Ready, by a click or a tap) and waits for the hand. */
export async function revealBattleLine(
  page: Page,
  settle: () => Promise<void>,
  how: Press = 'click',
): Promise<void> {
  if (how === 'tap') await page.tap('[data-testid=reveal]');
  else await page.click('[data-testid=reveal]');
  await page.waitForSelector('[data-testid=bl-hand] button');
  await settle();
}

/** Opens a hot-seat Battle Line game and admits the first player. */
export async function openBattleLineHotseat(
  page: Page,
  baseUrl: string,
  seed: number,
  settle: () => Promise<void>,
  how: Press = 'click',
): Promise<void> {
  await page.goto(`${baseUrl}#/battleline?seed=${seed}&mode=hotseat`);
  await revealBattleLine(page, settle, how);
}

/** The first card of the Battle Line hand that may be played now. */
export async function firstPlayableCard(page: Page): Promise<string> {
  const card = await page
    .locator('[data-testid=bl-hand] button:not([disabled])')
    .first()
    .getAttribute('data-card');
  check(card, 'no playable card');
  return card;
}

/**
 * Plays `card` onto `slot` (`slot-<flag index>`, `claimable-<i>`…) by clicks or taps on the 3D
 * table: the card is picked and shown selected (`onSelected` runs then), the slot is pressed, and
 * the move's log line is waited for.
 */
export async function playCardOnTable(
  page: Page,
  settle: () => Promise<void>,
  card: string,
  slot: string,
  how: Press = 'click',
  onSelected: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const before = await logLength(page);
  await pickHandCard(page, settle, card, '.bl-card.selected', how);
  await onSelected();
  await pressObject(page, slot, how);
  await waitLog(page, before + 1);
}

// ---- Hill 218 ----

/** Nothing of either Hill 218 hand may be in the DOM or on the table while the curtain is up. */
export async function checkH218HandsHidden(page: Page): Promise<void> {
  const n =
    (await page.locator('[data-testid=h218-hand] button').count()) +
    (await page.locator('[data-testid=h218-setup-hand]').count()) +
    (await page.locator('[data-testid=h218-bottom] button').count());
  check(n === 0, `a hand is in the DOM behind the curtain (${n} elements)`);
  check(
    (await anchorOrNull(page, 'hand-0')) === null,
    'a hand card is on the 3D table behind the curtain',
  );
}

/**
 * A Hill 218 position: seat 0's chain of Infantry reaches the cell beside the empty enemy HQ, and
 * the Tank in its hand, played at (0,1), takes the HQ (5 units to 1 on the table).
 */
export const H218_HQ_CAPTURE = {
  cells: [
    { x: 0, y: -1, owner: 0, unit: 'tank' },
    { x: 1, y: -1, owner: 0, unit: 'infantry' },
    { x: 1, y: 0, owner: 0, unit: 'infantry' },
    { x: 1, y: 1, owner: 0, unit: 'infantry' },
    { x: -2, y: 2, owner: 1, unit: 'paratroopers' },
  ],
  hands: [['tank'], ['infantry']],
  decks: [['infantry'], ['infantry']],
  turn: 0,
  playsLeft: 2,
};

/** Against the easy bot: loads `H218_HQ_CAPTURE`, takes the HQ by clicks and waits for the result. */
export async function takeEnemyHq(
  page: Page,
  baseUrl: string,
  settle: () => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}#/hill218?seed=9&mode=bot&seat=1&level=easy`);
  await page.waitForSelector('[data-testid=h218-phase]');
  await loadPosition(page, H218_HQ_CAPTURE);
  await page.waitForSelector('[data-testid=h218-hand] button[data-unit=tank]:not([disabled])');
  await settle();
  await clickObject(page, 'hand-tank');
  await settle();
  await clickObject(page, 'cell-0,1');
  await page.waitForSelector('[data-testid=h218-result]');
}

// ---- Disc Wars ----

/** The Disc Wars table is ready (Rapier, a large WebAssembly module, has loaded). */
export const DW_TABLE_READY = '[data-testid=dw-buttons] button';
const DW_PANEL = '[data-testid=table-panel]';

/**
 * Opens a hot-seat Disc Wars battle (both armies set up automatically: no deployment phase) and
 * waits for `ready` (by default the table's buttons).
 */
export async function openDiscWars(
  page: Page,
  baseUrl: string,
  seed = 7,
  ready = DW_TABLE_READY,
): Promise<void> {
  await page.goto(`${baseUrl}#/discwars?seed=${seed}&mode=hotseat&o.deploy=false`);
  await page.waitForSelector(ready, { timeout: 60_000 });
}

/** The id of the first disc the panel offers to activate. */
export async function firstActivatableDisc(page: Page): Promise<string> {
  const testid = await page.locator('[data-testid^=activate-]').first().getAttribute('data-testid');
  check(testid, 'no disc to activate');
  return testid.slice('activate-'.length);
}

/** Activates `disc` from the panel (a click or a tap) and waits for its aim. */
export async function activateDisc(page: Page, disc: string, how: Press = 'click'): Promise<void> {
  const button = page.locator(`[data-testid=activate-${disc}]`);
  if (how === 'tap') await button.tap();
  else await button.click();
  await page.waitForSelector('[data-testid=stop]');
  await page.waitForSelector('[data-testid=dw-aim]');
}

/** Loads one of the examples of the Disc Wars Rules menu. */
export async function openDiscWarsExample(page: Page, id: string): Promise<void> {
  await page.click('[data-testid=dw-rules] summary');
  await page.click(`[data-testid=example-${id}]`);
}

/** Waits until no move is being shown on the Disc Wars table. */
export async function dwStill(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'false',
    DW_PANEL,
    { timeout: 30_000 },
  );
}

/**
 * Whether the show of a move just made starts within 10 s: a player's flip or drop is simulated in
 * the bot's worker before the page applies it, so its show starts a moment after the click.
 */
export async function dwShowStarts(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-animating') === 'true',
      DW_PANEL,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** Whether a move is being shown on the Disc Wars table. */
export async function dwAnimating(page: Page): Promise<boolean> {
  return (await page.getAttribute(DW_PANEL, 'data-animating')) === 'true';
}

/**
 * Paces the Disc Wars shows: `speed` × real time (0 pauses), and with `hold` (seconds of show
 * time) a show stops at that instant until the hold is lifted (null).
 */
export async function dwShowPace(
  page: Page,
  speed: number,
  hold: number | null = null,
): Promise<void> {
  await page.evaluate(
    ({ sel, speed, hold }) => {
      const panel = document.querySelector<HTMLElement>(sel);
      if (!panel) return;
      panel.dataset.showSpeed = String(speed);
      if (hold === null) delete panel.dataset.showHold;
      else panel.dataset.showHold = String(hold);
    },
    { sel: DW_PANEL, speed, hold },
  );
}

/** Waits until the running show has reached its hold of `hold` seconds. */
export async function dwShowHeld(page: Page, hold: number): Promise<void> {
  await page.waitForFunction(
    ({ sel, ms }) => {
      const d = document.querySelector<HTMLElement>(sel)?.dataset;
      return d?.animating === 'true' && Number(d.showAt) >= ms;
    },
    { sel: DW_PANEL, ms: Math.round(hold * 1000) },
    { timeout: 30_000 },
  );
}

/** Waits for the preview of the aimed flip to be worked out; its kind, degrees and text. */
export async function aimPreview(
  page: Page,
): Promise<{ kind: string; degrees: number; text: string }> {
  await page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid=dw-aim-preview]');
      return el && el.getAttribute('data-kind') !== 'pending';
    },
    undefined,
    { timeout: 60_000 },
  );
  const el = page.locator('[data-testid=dw-aim-preview]');
  return {
    kind: (await el.getAttribute('data-kind')) ?? '',
    degrees: Number(await el.getAttribute('data-degrees')),
    text: (await el.textContent()) ?? '',
  };
}

/**
 * Opens `hash` with every download matching `blocked` aborted (the line drops as the player opens
 * a table) and checks what the player is told: that the table could not be loaded, and Home again.
 */
export async function openWithFailedDownload(
  page: Page,
  blocked: RegExp,
  hash: string,
): Promise<void> {
  await page.route(blocked, (r) => r.abort());
  await page.evaluate((h) => (location.hash = h), hash);
  const notice = page.locator('[data-testid=notice]');
  await notice.waitFor({ state: 'visible', timeout: 15_000 });
  const text = (await notice.textContent()) ?? '';
  check(/could not be loaded/.test(text), `the notice does not say so: "${text}"`);
  await page.waitForSelector('.game-card');
  const at = await page.evaluate(() => location.hash);
  check(at === '#/', `the address stayed on the table: ${at}`);
}
