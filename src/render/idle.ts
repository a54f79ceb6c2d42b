/** Runs `fn` when the page is next idle (at the latest after `timeoutMs`), or soon where the browser cannot say. */
export function whenIdle(fn: () => void, timeoutMs: number): void {
  const idle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback })
    .requestIdleCallback;
  if (idle) idle(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, Math.min(timeoutMs, 200));
}
