/**
 * Real download progress for the physics engine. Its chunk (Rapier, WebAssembly inline) is
 * megabytes; the build writes the chunk's file name and size into `CHUNK` (see
 * scripts/vite-plugins.ts). Before the dynamic import, the chunk is fetched here, counting bytes as
 * they arrive; the import then finds it in the HTTP cache (assets have hashed names and are served
 * as immutable). In the dev server and in Node the placeholder stays and nothing is prefetched.
 */
const CHUNK = '__TABLETOP_PHYSICS_CHUNK__';

export type Progress = (fraction: number) => void;

let done: Promise<void> | null = null;
const listeners = new Set<Progress>();
let last = 0;

/** Hears the download's progress (at once with where it stands); returns the unsubscribe. */
export function watchPhysicsDownload(listener: Progress): () => void {
  listeners.add(listener);
  if (done) listener(last);
  return () => listeners.delete(listener);
}

function report(f: number): void {
  last = f;
  for (const l of listeners) l(f);
}

/** The physics chunk's address and raw size, or null when the build did not record them. */
export function physicsChunk(): { url: string; bytes: number } | null {
  const [file, size] = CHUNK.split('|');
  const bytes = Number(size);
  if (!file || !(bytes > 0) || typeof document === 'undefined') return null;
  return { url: new URL(file, document.baseURI).href, bytes };
}

/**
 * Downloads the physics chunk once per page, reporting progress in [0, 1] to the watchers. Never
 * throws: on any failure the import that follows fetches the chunk itself.
 */
export function prefetchPhysics(): Promise<void> {
  const chunk = physicsChunk();
  if (!chunk) return Promise.resolve();
  done ??= download(chunk.url, chunk.bytes, report).catch(() => undefined);
  return done;
}

async function download(url: string, bytes: number, onProgress: Progress): Promise<void> {
  const res = await fetch(url);
  if (!res.ok || !res.body) return;
  const reader = res.body.getReader();
  let got = 0;
  onProgress(0);
  for (;;) {
    const { done: end, value } = await reader.read();
    if (end) break;
    got += value.byteLength;
    onProgress(Math.min(1, got / bytes));
  }
  onProgress(1);
}
