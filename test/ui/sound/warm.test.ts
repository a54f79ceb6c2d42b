/**
 * The audio context is made after the page's first click or key, in an idle moment, not by the
 * first move's cue inside its show (issue 25 item 6: 60–150 ms of the main thread); never when the
 * sound is off, and only once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sound } from '../../../src/ui/sound/sound.ts';

class Target {
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, fn: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(fn);
  }
  removeEventListener(type: string, fn: () => void): void {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string): void {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
}

let made = 0;
class FakeAudioContext {
  readonly sampleRate = 8000;
  readonly state = 'running';
  constructor() {
    made++;
  }
  createBuffer(_c: number, length: number): { getChannelData(): Float32Array } {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
}

function storage(muted: boolean): Storage {
  const m = new Map<string, string>([['tabletop.sound', muted ? 'off' : 'on']]);
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  } as unknown as Storage;
}

describe('Sound.warmOnFirstGesture', () => {
  beforeEach(() => {
    made = 0;
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes the audio context once, after the first click, when the page is idle', () => {
    const target = new Target();
    new Sound(storage(false)).warmOnFirstGesture(target as unknown as Window);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(0);
    target.fire('pointerdown');
    expect(made).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(1);
    target.fire('keydown');
    target.fire('pointerdown');
    vi.advanceTimersByTime(5000);
    expect(made).toBe(1);
    expect([...target.listeners.values()].every((s) => s.size === 0)).toBe(true);
  });

  it('makes none while the sound is off', () => {
    const target = new Target();
    new Sound(storage(true)).warmOnFirstGesture(target as unknown as Window);
    target.fire('keydown');
    vi.advanceTimersByTime(5000);
    expect(made).toBe(0);
  });
});
