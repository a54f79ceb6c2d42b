/**
 * What the page hands to browser tests and the perf bench as `window.tabletop`: where table objects
 * are drawn, scene figures, and the same loading a user can do by file. It never hands out the
 * store or a state, so a production page gives nobody the hidden cards or the seed; a development
 * build (`vite dev`) adds the whole app for debugging.
 */
import type { App } from './app.ts';
import { discWarsPhysicsRuns } from '../physics-load/discwars-module.ts';
import type { canvasTextures } from '../../render/canvas-text.ts';

export interface TestHook {
  anchor(name: string): { x: number; y: number } | null;
  sceneStats: App['sceneStats'];
  /** The camera and where the felt table lands on screen (the layout tests). */
  sceneProbe: App['sceneProbe'];
  measureFrames(n: number): number[] | null;
  /** Materials given a program again while one frame of the open table is drawn (none: right). */
  frameChurn(): number | null;
  loadText(text: string): Promise<void>;
  loadPosition(position: unknown): void;
  /** Disc Wars simulations the page itself has run (not taken from its memo). */
  physicsRuns(): number;
  /** The text textures in use (faces, labels, counters): what each shows and a pixel checksum. */
  canvasTextures(): Promise<ReturnType<typeof canvasTextures>>;
  /** Only in a development build. */
  app?: App;
}

export function installTestHook(app: App): void {
  const hook: TestHook = {
    anchor: (name) => app.anchor(name),
    sceneStats: () => app.sceneStats(),
    sceneProbe: () => app.sceneProbe(),
    measureFrames: (n) => app.measureFrames(n),
    frameChurn: () => app.frameChurn(),
    loadText: (text) => app.loadText(text),
    loadPosition: (position) => app.loadPosition(position),
    physicsRuns: () => discWarsPhysicsRuns(),
    canvasTextures: () => import('../../render/canvas-text.ts').then((m) => m.canvasTextures()),
  };
  if (import.meta.env.DEV) hook.app = app;
  Object.freeze(hook);
  (window as unknown as { tabletop: TestHook }).tabletop = hook;
}
