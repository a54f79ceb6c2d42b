/**
 * `npx tsx scripts/bot-turn-probe.ts [seed] [level]` (after `npx vite build`): opens a Disc Wars
 * battle against the bot in headless Chromium (the bot's seat acting first, deployment automatic)
 * and measures the bot's first turn: each worker job (posted → answered), the page's main-thread
 * work (CDP sampling profile, self time by function), the shows (`data-animating`), and every
 * main-thread long task (> 50 ms, PerformanceObserver 'longtask'). Prints one table. A measuring
 * tool, not a test: nothing is asserted.
 */
import { launchBrowser } from '../test/e2e/browser.ts';
import { serveDir } from '../test/e2e/server.ts';
import { join } from 'node:path';

const seed = Number(process.argv[2] ?? 7);
const level = process.argv[3] ?? 'hard';

interface Probe {
  jobs: { t0: number; t1: number; ms?: number }[];
  longTasks: { start: number; ms: number }[];
  anim: { t: number; on: boolean }[];
  status: { t: number; text: string }[];
}

/**
 * Installed before the page's scripts (a string: tsx would wrap a function's source in helpers the
 * page does not have): wraps Worker and watches long tasks, shows and status.
 */
const INSTRUMENT = `(() => {
  const p = { jobs: [], longTasks: [], anim: [], status: [] };
  window.__probe = p;
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url, opts) {
      super(url, opts);
      this.addEventListener('message', (e) => {
        const j = p.jobs[p.jobs.length - 1];
        if (j && j.t1 < 0) {
          j.t1 = performance.now();
          j.ms = e.data && e.data.ms;
        }
      });
    }
    postMessage(m, o) {
      if (!(m && m.warm)) p.jobs.push({ t0: performance.now(), t1: -1 });
      super.postMessage(m, o);
    }
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) p.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const panel = document.querySelector('[data-testid=table-panel]');
    const status = document.querySelector('[data-testid=status]');
    if (!panel || !status) return void setTimeout(watch, 20);
    new MutationObserver(() => {
      const on = panel.getAttribute('data-animating') === 'true';
      const last = p.anim[p.anim.length - 1];
      if (!last || last.on !== on) p.anim.push({ t: performance.now(), on });
    }).observe(panel, { attributes: true, attributeFilter: ['data-animating'] });
    new MutationObserver(() => {
      p.status.push({ t: performance.now(), text: status.textContent || '' });
    }).observe(status, { childList: true, characterData: true, subtree: true });
  };
  watch();
})();`;

const server = await serveDir(join(process.cwd(), 'dist'));
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(INSTRUMENT);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
// The human on seat 2 (index 1): seat 0 acts first in the default battle, so the bot opens.
const humanSeat = process.argv[4] ?? '2';
await page.goto(
  `${server.url}#/discwars?seed=${seed}&mode=bot&seat=${humanSeat}&level=${level}&o.deploy=false`,
);
await page.waitForSelector('[data-testid=table-panel]', { timeout: 60_000 });
await cdp.send('Profiler.start');
const trace: {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { functionName?: string; url?: string } };
}[] = [];
cdp.on('Tracing.dataCollected', (e) => void trace.push(...(e.value as unknown as typeof trace)));
const traced = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline,gpu,cc,blink',
  transferMode: 'ReportEvents',
});
await page.evaluate(() => performance.now());
// The bot's turn is over when the human is offered a disc to activate and nothing is shown.
await page.waitForFunction(
  () =>
    document.querySelector('[data-testid^=activate-]') !== null &&
    document.querySelector('[data-testid=table-panel]')?.getAttribute('data-animating') === 'false',
  undefined,
  { timeout: 300_000, polling: 200 },
);
const t1 = await page.evaluate(() => performance.now());
const { profile } = (await cdp.send('Profiler.stop')) as {
  profile: {
    nodes: {
      id: number;
      callFrame: { functionName: string; url: string; lineNumber: number };
      children?: number[];
    }[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
};
await cdp.send('Tracing.end');
await traced;
const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
const frames = await page.evaluate(() =>
  (
    window as unknown as { tabletop: { measureFrames(n: number): number[] } }
  ).tabletop.measureFrames(8),
);
const runs = await page.evaluate(
  () =>
    (window as unknown as { tabletop: { physicsRuns?(): number } }).tabletop.physicsRuns?.() ?? -1,
);
const log = await page
  .locator('[data-testid=log] li')
  .allTextContents()
  .catch(() => []);
await browser.close();
await server.close();

const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i] as number);
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (!n) continue;
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + dt);
}
// Inclusive time per function name (each sample counted once per name on its stack); readable
// with an unminified build (npx vite build --minify false).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** Inclusive ms per function name over the samples `keep` accepts (by sample index). */
function inclusiveTime(keep: (i: number) => boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (!keep(i)) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const names = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)?.callFrame;
      if (f?.functionName) names.add(f.functionName);
    }
    for (const k of names) out.set(k, (out.get(k) ?? 0) + dt);
  }
  return out;
}
const total = inclusiveTime(() => true);
const ms = (x: number): string => `${Math.round(x)} ms`;
// The bot's turn starts with its first job (the table has loaded by then).
const t0 = probe.jobs[0]?.t0 ?? 0;
const jobs = probe.jobs.filter((j) => j.t0 >= t0);
const think = jobs.map((j) => (j.t1 < 0 ? t1 : j.t1) - j.t0);
let animMs = 0;
for (let i = 0; i < probe.anim.length; i++) {
  const a = probe.anim[i];
  if (!a?.on || a.t < t0) continue;
  animMs += (probe.anim[i + 1]?.t ?? t1) - a.t;
}
const longs = probe.longTasks.filter((l) => l.start >= t0);
console.log(
  `seed ${seed}, level ${level}: bot turn ${ms(t1 - t0)} (first job to the human's turn)`,
);
console.log(`worker jobs: ${jobs.length}, thinking ${ms(think.reduce((a, b) => a + b, 0))}`);
const inWorker = jobs.map((j) => j.ms ?? NaN);
console.log(
  `  in the worker: ${Math.round(inWorker.reduce((a, b) => a + b, 0))} ms: ${inWorker.map(Math.round).join(', ')}`,
);
console.log(
  `  per job (posted → answer received): ${think.map((x) => Math.round(x)).join(', ')} ms`,
);
console.log(`simulations the page ran itself (since it opened): ${runs}`);
console.log(`one frame rendered: ${frames.map(Math.round).join(', ')} ms`);
console.log(`shows: ${ms(animMs)} animating`);
console.log(
  `long tasks (> 50 ms): ${longs.length}, total ${ms(longs.reduce((a, l) => a + l.ms, 0))}, longest ${ms(Math.max(0, ...longs.map((l) => l.ms)))}`,
);
console.log(`  ${longs.map((l) => `${Math.round(l.start - t0)}+${Math.round(l.ms)}`).join(' ')}`);
console.log('main thread inclusive time, top 40:');
for (const [k, v] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`  ${ms(v).padStart(9)}  ${k}`);
console.log('main thread self time, top 25:');
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${ms(v).padStart(9)}  ${k}`);
// What the long tasks are: the biggest trace events inside each main-thread task over 150 ms.
// The page's main thread (the worker's and the GPU process's tasks are left out).
const mainThreads = new Set(
  trace
    .filter(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
    )
    .map((e) => `${e.pid}/${e.tid}`),
);
const onMain = (e: { pid: number; tid: number }): boolean => mainThreads.has(`${e.pid}/${e.tid}`);
const main = trace.filter(
  (e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 150_000 && onMain(e),
);
const inside = new Map<string, number>();
const perTask: string[] = [];
for (const task of main) {
  const kids = trace.filter(
    (e) =>
      e.ph === 'X' &&
      e.tid === task.tid &&
      e.pid === task.pid &&
      e !== task &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
      (e.dur ?? 0) > 20_000,
  );
  const tag = (n: string): number =>
    kids.filter((k) => k.name === n).reduce((a, k) => a + (k.dur ?? 0) / 1000, 0);
  perTask.push(
    `${Math.round((task.dur ?? 0) / 1000)} (readback ${Math.round(tag('GLES2::ReadPixels'))}, message ${Math.round(tag('HandlePostMessage'))}, frame JS ${Math.round(tag('FireAnimationFrame'))})`,
  );
  for (const k of kids) {
    const d = k.args?.data;
    const key = `${k.name}${d?.functionName ? ` ${d.functionName}` : ''}${d?.url ? ` ${d.url.split('/').pop()}` : ''}`;
    inside.set(key, (inside.get(key) ?? 0) + (k.dur ?? 0) / 1000);
  }
}
console.log(`trace: ${main.length} tasks over 150 ms; events over 20 ms inside them (total ms):`);
console.log(`  per task (ms): ${perTask.join('; ')}`);
for (const [k, v] of [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${ms(v).padStart(9)}  ${k}`);
// Each bot answer the page handled in over 100 ms: the functions its samples were in.
const stamps: number[] = [];
let clock = profile.startTime;
for (const d of profile.timeDeltas) stamps.push((clock += d));
for (const m of trace.filter(
  (e) => e.ph === 'X' && e.name === 'HandlePostMessage' && (e.dur ?? 0) > 100_000 && onMain(e),
)) {
  const names = inclusiveTime((i) => {
    const at = stamps[i] as number;
    return at >= m.ts && at <= m.ts + (m.dur ?? 0);
  });
  const top = [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(
    `answer handled in ${Math.round((m.dur ?? 0) / 1000)} ms: ${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`,
  );
}
console.log('status changes:');
for (const s of probe.status.filter((x) => x.t >= t0))
  console.log(`  ${Math.round(s.t - t0)}: ${s.text}`);
console.log(`log: ${log.length} lines\n  ${log.slice(-12).join('\n  ')}`);
