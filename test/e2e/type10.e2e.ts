/**
 * Browser tests of the Type 10 table: the hot-seat opening played by clicks on the 3D hex board
 * (a spawn, the search die, the T-72 selected by its counter and moved hex by hex, then along a
 * whole path by one click), a bombard during a unit's move from a set position, resignation with
 * the result in the panel, and the clocks of a game with time control.
 */
import type { Page } from 'playwright-core';
import { check, type E2ETest } from './harness.ts';
import {
  anchor,
  anchorOrNull,
  clickObject,
  loadPosition,
  logLength,
  waitLog,
} from './table-helpers.ts';

async function phase(page: Page): Promise<string> {
  return (await page.getAttribute('[data-testid=t10-phase]', 'data-phase')) ?? '';
}

async function hexList(page: Page, sel: string, attr: string): Promise<string[]> {
  const v = await page.getAttribute(sel, attr);
  return (v ?? '').split(' ').filter((x) => x !== '');
}

/** Places a unit from hand by clicks: the type in the panel, then a lit hex on the board. */
async function placeFromHand(page: Page, settle: () => Promise<void>): Promise<string> {
  await page.locator('[data-testid=t10-spawn-types] button').first().click();
  await settle();
  const hexes = await hexList(page, '[data-testid=t10-spawn-types]', 'data-hexes');
  check(hexes.length > 0, 'no spawn hex lit');
  const hex = hexes[0] as string;
  const before = await logLength(page);
  await clickObject(page, `spawn-${hex}`);
  await waitLog(page, before + 1);
  return hex;
}

export const tests: E2ETest[] = [
  {
    name: 'type10: the opening by clicks — spawn, search die, a unit moved hex by hex and by a path',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/type10?seed=4&mode=hotseat`);
      await page.waitForSelector('[data-testid=t10-phase]');
      await settle();
      check((await phase(page)) === 'spawn', `opening phase ${await phase(page)}`);
      check(await anchorOrNull(page, 'spawn-line-0503'), 'the red spawn line is not drawn');
      check(await anchorOrNull(page, 'border-line-0501'), 'the blue border line is not drawn');
      check(await anchorOrNull(page, 'tree-crowns'), 'no trees');
      // Hovering a hex names it.
      const h = await anchor(page, 'hex-0305');
      await page.mouse.move(h.x, h.y);
      await settle();
      const hover = await page.locator('[data-testid=t10-hover]').textContent();
      check(hover?.includes('0305') && hover.includes('forest'), `hover text: ${hover}`);
      check(await anchorOrNull(page, 'hover-label'), 'no hover label on the board');
      await shot('opening');

      const spawned = await placeFromHand(page, settle);
      check(await anchorOrNull(page, 'unit-inf1'), `no infantry counter on ${spawned}`);
      let before = await logLength(page);
      await page.click('[data-testid=t10-endSpawn]');
      await waitLog(page, before + 1);
      await settle();

      // The UAV step: the UAV is picked for PKF; roll the die.
      check((await phase(page)) === 'uav', `after the spawn: ${await phase(page)}`);
      check(
        (await page.getAttribute('[data-testid=t10-selected]', 'data-unit')) === 'uav',
        'the UAV is not picked in its step',
      );
      before = await logLength(page);
      await page.click('[data-testid=t10-search]');
      await waitLog(page, before + 1);
      await page.waitForTimeout(400);
      await shot('die-rolling');
      await page.waitForTimeout(900);
      await settle();
      const roll = await page.locator('[data-testid=t10-roll]').textContent();
      check(/[1-6]/.test(roll ?? ''), `no die shown in the panel: ${roll}`);
      check(await anchorOrNull(page, 'die'), 'no die on the table');
      if ((await phase(page)) === 'uavPlace') await placeFromHand(page, settle);

      // North acts: the T-72 picked by its counter, moved one hex by a click.
      check((await phase(page)) === 'northAct', `after the search: ${await phase(page)}`);
      await clickObject(page, 'unit-t72');
      await settle();
      const steps = await hexList(page, '[data-testid=t10-selected]', 'data-steps');
      const reach = await hexList(page, '[data-testid=t10-selected]', 'data-reach');
      check(steps.length > 0, 'the T-72 shows no step');
      check(reach.length > 0, 'the T-72 shows no farther reach');
      await shot('t72-selected');
      const start = await anchor(page, 'unit-t72');
      const to = steps.includes('0603') ? '0603' : (steps[0] as string);
      before = await logLength(page);
      await clickObject(page, `step-${to}`);
      // A step writes no line of its own: the action's path is one line when it ends.
      await page.waitForSelector('[data-testid=t10-endAction]');
      await settle();
      const moved = await anchor(page, 'unit-t72');
      check(Math.hypot(moved.x - start.x, moved.y - start.y) > 10, 'the T-72 did not move');
      check(await anchorOrNull(page, 'path-end'), 'the path is not drawn');
      check((await logLength(page)) === before, 'a log line for a single hex of the walk');
      let walkEnd = to;

      // A farther hex: its whole path is sent as steps.
      const far = await hexList(page, '[data-testid=t10-selected]', 'data-reach');
      if (far.length > 0) {
        const target = far[far.length - 1] as string;
        const p = await anchor(page, `reach-${target}`);
        await page.mouse.move(p.x, p.y);
        await settle();
        check(await anchorOrNull(page, 'preview-end'), 'no path preview on hover');
        await shot('path-preview');
        await page.mouse.click(p.x, p.y);
        // The walk is over when the T-72 stands there (its button names its hex) or its action
        // ended there (the log's line).
        await page.waitForFunction(
          (hex) =>
            (document.querySelector('[data-testid=t10-selected]')?.textContent ?? '').includes(
              hex,
            ) ||
            [...document.querySelectorAll('[data-testid=log] li')].some((li) =>
              (li.textContent ?? '').includes(hex),
            ),
          target,
        );
        await page.waitForTimeout(600);
        await settle();
        walkEnd = target;
      }
      await shot('after-move');
      const end = page.locator('[data-testid=t10-endAction]');
      if ((await end.count()) > 0) {
        before = await logLength(page);
        await end.click();
        await waitLog(page, before + 1);
      }
      const line = (await page.locator('[data-testid=log] li').last().textContent()) ?? '';
      check(
        line.includes('moves') && line.includes(`${to}`) && line.includes(walkEnd),
        `the action's line does not give its path to ${walkEnd}: ${line}`,
      );
      before = await logLength(page);
      await page.click('[data-testid=t10-endTurn]');
      await waitLog(page, before + 1);
      check((await phase(page)) === 'pkfAct', `after North's turn: ${await phase(page)}`);
    },
  },
  {
    name: 'type10: the Type 10 steps then bombards an infantry; resigning shows the result',
    async run({ page, baseUrl, shot, settle }) {
      await page.goto(`${baseUrl}#/type10?seed=2&mode=hotseat`);
      await page.waitForSelector('[data-testid=t10-phase]');
      await loadPosition(page, {
        phase: 'pkfAct',
        round: 2,
        units: [
          { id: 'inf1', at: '0505' },
          { id: 'sf1', at: '0803' },
        ],
        seed: 3,
      });
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid=t10-phase]')?.getAttribute('data-phase') ===
          'pkfAct',
      );
      await settle();
      await clickObject(page, 'unit-type10');
      await settle();
      check(
        await anchorOrNull(page, 'bombard-inf1'),
        'the infantry is not lit as a bombard target',
      );
      const steps = await hexList(page, '[data-testid=t10-selected]', 'data-steps');
      check(steps.includes('0506'), `steps of the Type 10: ${steps.join(' ')}`);
      await shot('bombard-targets');
      const before = await logLength(page);
      await clickObject(page, 'step-0506');
      // A step writes no line of its own: the Type 10's button names the hex it stands on.
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid=t10-selected]')?.textContent ?? '').includes('0506'),
      );
      await settle();
      check((await logLength(page)) === before, 'a log line for a single hex of the walk');
      check(await anchorOrNull(page, 'bombard-inf1'), 'no bombard target after the step');
      await clickObject(page, 'unit-inf1');
      await waitLog(page, before + 1);
      await settle();
      const line = await page.locator('[data-testid=log] li').last().textContent();
      check(line?.toLowerCase().includes('bombard'), `log: ${line}`);
      check((await anchorOrNull(page, 'unit-inf1')) === null, 'the infantry is still on the board');
      const losses = await page.locator('[data-testid=t10-losses]').textContent();
      check(losses?.includes('1 / 10'), `losses: ${losses}`);
      const hand = await page.locator('[data-testid=t10-hand-0]').textContent();
      check(hand?.includes('Infantry ×6'), `the infantry did not return to hand: ${hand}`);
      await shot('after-bombard');

      await page.click('[data-testid=t10-resign]');
      await page.click('[data-testid=t10-resign-yes]');
      await page.waitForSelector('[data-testid=t10-result]');
      const result = await page.locator('[data-testid=t10-result]').textContent();
      check(result?.includes('North wins') && result.includes('PKF resigned'), `result: ${result}`);
      check(result?.includes('by PKF: 1'), `counts: ${result}`);
      await settle();
      await shot('resigned');
    },
  },
  {
    name: 'type10: with time control the clocks run; the time recorded before a move writes no log line',
    async run({ page, baseUrl, settle, shot }) {
      await page.goto(`${baseUrl}#/type10?seed=6&mode=hotseat&o.timeControl=true`);
      await page.waitForSelector('[data-testid=t10-clocks]');
      // The clocks run: North's used time leaves 0:00 and the step has less than 5:00 left. How
      // far they ran depends on the machine's load, so only the direction is checked, once both
      // shown times have moved (or 10 s went by).
      await page
        .waitForFunction(
          () => {
            const t = document.querySelector('[data-testid=t10-clocks]')?.textContent ?? '';
            return /North: 0:(0[1-9]|[1-5]\d) used/.test(t) && /4:[0-5]\d left/.test(t);
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      const text = await page.locator('[data-testid=t10-clocks]').textContent();
      check(/North: 0:(0[1-9]|[1-5]\d) used/.test(text ?? ''), `clocks: ${text}`);
      check(/4:[0-5]\d left/.test(text ?? ''), `step time left should be under 5:00: ${text}`);
      await page.click('[data-testid=t10-endSpawn]');
      await waitLog(page, 1);
      await page.waitForTimeout(300);
      // The clock tick the table recorded first is a move of its own, but only the clocks show it.
      const lines = await page.locator('[data-testid=log] li').allTextContents();
      check(
        lines.length === 1 && lines[0] === '1. North: ends the spawn step',
        `log: ${lines.join(' | ')}`,
      );
      await settle();
      await shot('clocks');
    },
  },
];

type Stats = { geometries: number; textures: number } | null;
const stats = (page: Page): Promise<Stats> =>
  page.evaluate(() =>
    (window as unknown as { tabletop: { sceneStats(): Stats } }).tabletop.sceneStats(),
  );

tests.push({
  name: 'type10: leaving the table frees its GPU objects (trees, counters, die, labels)',
  async run({ page, baseUrl, settle }) {
    const visit = async (seed: number): Promise<void> => {
      await page.goto(`${baseUrl}#/type10?seed=${seed}&mode=hotseat`);
      await page.waitForSelector('[data-testid=t10-phase]');
      await settle();
      // Hover a hex and pick a spawn type, so hover labels and highlights are made too.
      const h = await anchor(page, 'hex-0505');
      await page.mouse.move(h.x, h.y);
      await page.locator('[data-testid=t10-spawn-types] button').first().click();
      await settle();
      await page.click('[data-testid=home]');
      await page.waitForSelector('.game-card');
    };
    await visit(1);
    const first = await stats(page);
    check(first, 'no scene stats');
    for (let i = 0; i < 3; i++) await visit(20 + i);
    const after = await stats(page);
    check(after, 'no scene stats');
    check(
      after.geometries <= first.geometries && after.textures <= first.textures,
      `GPU objects grew: ${JSON.stringify(first)} → ${JSON.stringify(after)}`,
    );
  },
});
