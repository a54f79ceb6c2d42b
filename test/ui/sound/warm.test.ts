/**
 * The audio context is made in the first idle moment after the page opens, not by a move's cue
 * inside its show nor on the table's first click (issue 25 item 6: its first creation holds the
 * main thread 60–170 ms); never while the sound is off, then as soon as it is turned on; once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sound } from '../../../src/ui/sound/sound.ts';

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

describe('Sound.warmSoon', () => {
  beforeEach(() => {
    made = 0;
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes the audio context once, in an idle moment after the page opens, before any click', () => {
    const sound = new Sound(storage(false));
    sound.warmSoon();
    expect(made).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(1);
    sound.setMuted(true);
    sound.setMuted(false);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(1);
  });

  it('makes none while the sound is off, and one soon after it is turned on', () => {
    const sound = new Sound(storage(true));
    sound.warmSoon();
    vi.advanceTimersByTime(5000);
    expect(made).toBe(0);
    sound.setMuted(false);
    expect(made).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(1);
  });

  it('makes none when the page did not ask for it early', () => {
    const sound = new Sound(storage(true));
    sound.setMuted(false);
    vi.advanceTimersByTime(5000);
    expect(made).toBe(0);
  });
});
