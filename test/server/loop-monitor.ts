/**
 * Loaded into a test or bench server (`startChild(..., { loopLog })`, which imports it after tsx):
 * how long the server's event loop was busy without a break, from Node's event-loop utilisation
 * sampled every SAMPLE_MS. A stretch is the loop's active time between two samples; one over
 * LOG_MS is appended to the file named by TABLETOP_LOOP_LOG as `<epoch ms> <busy ms> <cpu ms>`,
 * cpu being the time the main thread ran on a core meanwhile (Linux; -1 elsewhere). Time the
 * thread waits for a core while the loop is idle is idle time here; time it waits for one in the
 * middle of a task (a busy host) is busy time but not cpu time.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const SAMPLE_MS = 5;
const LOG_MS = 5;

/** The main thread's time on a core so far (ms), or NaN off Linux. */
function cpuMs(): number {
  try {
    const stat = `/proc/${process.pid}/task/${process.pid}/schedstat`;
    return Number(readFileSync(stat, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

const file = process.env.TABLETOP_LOOP_LOG;
if (file && isMainThread) {
  let last = performance.eventLoopUtilization();
  let lastCpu = cpuMs();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).active;
    const cpu = cpuMs();
    if (busy > LOG_MS) {
      const ran = Number.isNaN(cpu) ? -1 : cpu - lastCpu;
      appendFileSync(file, `${Date.now()} ${busy.toFixed(1)} ${ran.toFixed(1)}\n`);
    }
    last = now;
    lastCpu = cpu;
  }, SAMPLE_MS).unref();
}
