/**
 * Browser tests of the localized game log and status bar: after switching to 日本語 the log's
 * lines (already written and new ones) are Japanese, the status bar uses the game's own side names
 * and a finished game's winner and reason are in words, not codes.
 */
import { check, type E2ETest } from './harness.ts';
import { clickObject, waitLog as waitLogLines } from './table-helpers.ts';
import type { Page } from 'playwright-core';

/** English words left in a line, once the names that are the same in Japanese are taken out. */
const english = (line: string): boolean => /[a-z]{2,}/.test(line.replace(/UAV|PKF|T-72/g, ''));

const logLines = (page: Page): Promise<string[]> =>
  page.locator('[data-testid=log] li').allTextContents();

const waitLog = (page: Page, n: number) => waitLogLines(page, n, 30_000);

export const tests: E2ETest[] = [
  {
    name: 'log: Type 10 log and status in Japanese, with side names and the reason of the end',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/type10?seed=3`);
      await page.waitForSelector('[data-testid=t10-endSpawn]', { timeout: 30_000 });
      const status0 = await page.locator('[data-testid=status]').textContent();
      check(status0?.includes('North to move'), `status: ${status0}`);
      await page.click('[data-testid=t10-endSpawn]');
      await waitLog(page, 1);
      const [first] = await logLines(page);
      check(first === '1. North: ends the spawn step', `English line: ${first}`);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=log] li')?.textContent?.includes('出現を終了'),
      );
      await page.waitForSelector('[data-testid=t10-search]');
      await page.click('[data-testid=t10-search]');
      await waitLog(page, 2);
      const lines = await logLines(page);
      check(lines[0] === '1. 北軍：出現を終了', `first line after the switch: ${lines[0]}`);
      check(lines[1]?.startsWith('2. PKF：'), `second line: ${lines[1]}`);
      for (const l of lines) check(!english(l), `English left in "${l}"`);
      const status1 = await page.locator('[data-testid=status]').textContent();
      check(/(北軍|PKF)の手番/.test(status1 ?? ''), `status: ${status1}`);
      await settle();
      await shot('ja-log');
      await page.click('[data-testid=t10-resign]');
      await page.click('[data-testid=t10-resign-yes]');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=status]')?.textContent?.includes('ゲーム終了'),
      );
      const over = (await page.locator('[data-testid=status]').textContent()) ?? '';
      check(/^ゲーム終了：(北軍|PKF)の勝ち（(北軍|PKF)が投了）$/.test(over), `status: ${over}`);
      await settle();
      await shot('ja-over');
      // Back to English: the same log, rebuilt in English.
      await page.selectOption('[data-testid=lang]', 'en');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=log] li')?.textContent?.includes('spawn step'),
      );
      const en = (await page.locator('[data-testid=status]').textContent()) ?? '';
      check(/Game over: (North|PKF) wins \((North|PKF) resigned\)/.test(en), `status: ${en}`);
    },
  },
  {
    name: 'log: Battle Line lines in Japanese name the played card as the hand shows it',
    async run({ page, baseUrl, shot, settle }) {
      // The hand-over curtain makes the page behind it inert: choose the language on Home.
      await page.goto(`${baseUrl}#/`);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.goto(`${baseUrl}#/battleline?seed=3&mode=hotseat`);
      await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      const button = page.locator('[data-testid=bl-hand] button:not([disabled])').first();
      const card = await button.getAttribute('data-card');
      const label = await button.textContent();
      check(card && label, 'no playable card');
      await clickObject(page, `hand-${card}`);
      await settle();
      await clickObject(page, 'slot-4');
      await waitLog(page, 1);
      if (await page.locator('[data-testid=end-claims]').count())
        await page.click('[data-testid=end-claims]');
      await page.click('[data-testid=draw-troop]');
      await page.waitForSelector('[data-testid=curtain]:not([hidden])');
      const lines = await logLines(page);
      check(
        lines[0] === `1. プレイヤー1：${label}を旗5に出す`,
        `the play line is "${lines[0]}" (card ${label})`,
      );
      check(
        lines.at(-1)?.endsWith('プレイヤー1：部隊の山札から1枚引く'),
        `the draw line is "${lines.at(-1)}"`,
      );
      for (const l of lines) check(!english(l), `English left in "${l}"`);
      const status = await page.locator('[data-testid=status]').textContent();
      check(status?.includes('プレイヤー2'), `status: ${status}`);
      await page.click('[data-testid=reveal]');
      await page.waitForSelector('[data-testid=bl-hand] button');
      await settle();
      await shot('ja-log');
    },
  },
  {
    name: 'log: Disc Wars log and status in Japanese name the armies and discs as the panel does',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
      // Rapier is a large WebAssembly module: the table appears once it has loaded.
      await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=dw-to-act]')?.textContent?.includes('の手番'),
      );
      const army = ((await page.locator('[data-testid=dw-to-act]').textContent()) ?? '').replace(
        'の手番',
        '',
      );
      const status = await page.locator('[data-testid=status]').textContent();
      check(army.length > 0 && status === `${army}の手番`, `status "${status}", panel "${army}"`);
      const activate = page.locator('[data-testid^=activate-]').first();
      const label = ((await activate.textContent()) ?? '').replace(/を移動$/, '');
      await activate.click();
      await waitLog(page, 1);
      await page.click('[data-testid=stop]');
      await waitLog(page, 2);
      const lines = await logLines(page);
      check(lines[0] === `1. ${army}：${label}をアクティブにして移動`, `first line: ${lines[0]}`);
      check(lines[1] === `2. ${army}：移動をやめる`, `second line: ${lines[1]}`);
      await settle();
      await shot('ja-log');
    },
  },
  {
    name: 'log: against the bot, a game with side names calls the bot by its side',
    async run({ page, baseUrl, shot, settle }) {
      // The human plays PKF (seat 2); the easy bot plays North's opening at once.
      await page.goto(`${baseUrl}#/type10?seed=5&mode=bot&seat=2&level=easy`);
      await page.selectOption('[data-testid=lang]', 'ja');
      await page.waitForSelector('[data-testid=t10-resign]', { timeout: 30_000 });
      await page.waitForFunction(
        () => document.querySelector('[data-testid=status]')?.textContent === 'PKFの手番',
        undefined,
        { timeout: 30_000 },
      );
      const lines = await logLines(page);
      check(lines.length > 0 && lines.every((l) => /^\d+\. 北軍：/.test(l)), lines.join('\n'));
      await page.click('[data-testid=t10-resign]');
      await page.click('[data-testid=t10-resign-yes]');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=status]')?.textContent?.includes('ゲーム終了'),
      );
      const over = await page.locator('[data-testid=status]').textContent();
      check(over === 'ゲーム終了：北軍（ボット）の勝ち（PKFが投了）', `status: ${over}`);
      await settle();
      await shot('bot-over');
    },
  },
  {
    name: 'log: a long log keeps its newest line in view after each move, at desktop and phone sizes',
    async run({ page, baseUrl, shot, settle }) {
      // Activating a disc and stopping writes two lines a move; the log overflows its box soon.
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`${baseUrl}#/discwars?seed=7&mode=hotseat&o.deploy=false`);
        await page.waitForSelector('[data-testid=dw-buttons] button', { timeout: 60_000 });
        let overflowed = 0;
        for (let n = 2; n <= 24; n += 2) {
          const activate = page.locator('[data-testid^=activate-]').first();
          if (!(await activate.count())) break;
          await activate.click();
          await page.click('[data-testid=stop]');
          await waitLog(page, n);
          // The scroll is set once the page is laid out (a frame later): wait for two frames.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          const at = await page.evaluate(() => {
            const log = document.querySelector('[data-testid=log]') as HTMLElement;
            const last = log.lastElementChild as HTMLElement;
            const box = log.getBoundingClientRect();
            const line = last.getBoundingClientRect();
            return {
              overflows: log.scrollHeight > log.clientHeight + 1,
              lastBottom: line.bottom,
              boxBottom: box.bottom,
              lastTop: line.top,
              boxTop: box.top,
              text: last.textContent,
            };
          });
          if (at.overflows) overflowed++;
          check(
            at.lastTop >= at.boxTop - 1 && at.lastBottom <= at.boxBottom + 1,
            `${size.width}px, ${n} lines: the newest line "${at.text}" is out of the log's view ` +
              `(line ${at.lastTop}–${at.lastBottom}, box ${at.boxTop}–${at.boxBottom})`,
          );
        }
        check(overflowed >= 2, `${size.width}px: the log never overflowed (${overflowed})`);
      }
      await settle();
      await shot('log-end-phone');
    },
  },
];
