/**
 * Helpers of the online browser tests: a second browser context with its own error watch, the
 * WebSocket frames a page receives (read through the DevTools protocol and decoded from Colyseus'
 * msgpack room messages), where a page is in its match, and one Battle Line step by clicks.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { unpackMultiple } from '@colyseus/msgpackr';
import type { ViewPatch, WireView } from '../../src/net/protocol.ts';
import { ViewStream } from '../../src/net/view-stream.ts';
import { check, keepName, TEST_NAME, watchErrors } from './harness.ts';

export interface Frame {
  readonly type: string;
  readonly payload: unknown;
  /** The frame as JSON text (the whole decoded message). */
  readonly text: string;
}

/** Colyseus' ROOM_DATA: one byte, the message type, then the msgpack payload. */
const ROOM_DATA = 13;

/**
 * Every frame the page receives, decoded. A `patch` frame is recorded as the `view` it makes on
 * the page's last view (what the page learns from it), its text holding both the patch as sent
 * and that view; a patch that does not apply stays a `patch` frame.
 */
export async function recordFrames(page: Page): Promise<Frame[]> {
  const frames: Frame[] = [];
  const views = new ViewStream();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e) => {
    const { opcode, payloadData } = e.response;
    const bytes = opcode === 2 ? Buffer.from(payloadData, 'base64') : Buffer.from(payloadData);
    if (bytes[0] !== ROOM_DATA) {
      frames.push({ type: `#${bytes[0]}`, payload: null, text: bytes.toString('latin1') });
      return;
    }
    const [type, payload] = unpackMultiple(bytes.subarray(1)) as [string, unknown];
    if (type === 'view') views.full(payload as WireView);
    const made = type === 'patch' ? views.apply(payload as ViewPatch) : null;
    if (made) {
      frames.push({ type: 'view', payload: made, text: JSON.stringify({ patch: payload, made }) });
      return;
    }
    frames.push({ type: String(type), payload, text: JSON.stringify(payload ?? null) });
  });
  return frames;
}

/**
 * A page in a context of its own (another browser); its errors are collected in `errors`. It keeps
 * `name` as the display name (harness.ts), or none when `false`.
 */
export async function otherBrowser(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  name: string | false = TEST_NAME,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await keepName(context, name);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

export interface Where {
  readonly conn: string;
  readonly seat: string;
  readonly version: number;
  readonly toMove: string;
  readonly over: boolean;
}

export async function where(page: Page): Promise<Where> {
  return page.evaluate(() => {
    const d = (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset;
    return {
      conn: d?.conn ?? '',
      seat: d?.seat ?? '',
      version: Number(d?.version || -1),
      toMove: d?.toMove ?? '',
      over: d?.over === 'true',
    };
  });
}

/** Waits until the page has joined its match and shows version ≥ `version`. */
export async function waitVersion(page: Page, version: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (v) => {
      const d = (document.querySelector('[data-testid=online-box]') as HTMLElement | null)?.dataset;
      return !!d && d.version !== '' && Number(d.version) >= v;
    },
    version,
    { timeout },
  );
}

/**
 * One Battle Line decision of the seat to move, by clicks on its panel: a claim, the end of
 * claims, a draw, a pass, or the first playable card onto the first flag offered.
 */
export async function battleLineStep(page: Page, timeoutMs = 10_000): Promise<string> {
  // A page just back online may still be drawing the view it rejoined with: ask again a while.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const did = await battleLineClick(page);
    if (did !== '' || Date.now() > deadline) {
      check(did !== '', 'the seat to move found nothing to click');
      return did;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One click of `battleLineStep` when something may be clicked: what it clicked, or ''. */
function battleLineClick(page: Page): Promise<string> {
  return page.evaluate(() => {
    // No named functions in here: the test runner's transform would wrap them in a helper.
    const panel = document.querySelector('[data-testid=table-panel]') as HTMLElement;
    for (const s of [
      '[data-testid^=claim-]',
      '[data-testid=end-claims]',
      '[data-testid=draw-troop]',
      '[data-testid=draw-tactics]',
      '[data-testid=pass]',
    ]) {
      const b = panel.querySelector<HTMLButtonElement>(s);
      if (b && !b.disabled) {
        b.click();
        return s;
      }
    }
    const cards = Array.from(
      document.querySelectorAll<HTMLButtonElement>('[data-testid=bl-hand] button:not([disabled])'),
    );
    for (const c of cards) {
      c.click();
      const to = panel.querySelector<HTMLButtonElement>('.bl-to-flag');
      if (to) {
        to.click();
        return `play ${c.dataset.card} ${to.dataset.flag}`;
      }
    }
    return '';
  });
}
