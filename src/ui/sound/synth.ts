/**
 * Sounds made in code with WebAudio (no files): short filtered noise for a card, a low thump for a
 * disc, rattling clicks for a die, small ticks for counters, two soft rising notes for "your move". Quiet by design; nothing plays until
 * the first cue after a user gesture has let the audio context start.
 */
import type { SoundCue } from './cues.ts';

const MASTER = 0.18;

export class Synth {
  private ctx: AudioContext | null = null;
  private noise: AudioBuffer | null = null;

  /**
   * Makes the audio context now, if it is not made yet. Creating it takes 60–170 ms of the main
   * thread in headless Chromium on the 2-core machine: done in an idle moment early (`Sound.warmSoon`),
   * it no longer stalls a move's show.
   */
  warm(): void {
    this.context();
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Ctor) return null;
    this.ctx = new Ctor();
    const n = this.ctx.createBuffer(1, Math.floor(this.ctx.sampleRate * 0.2), this.ctx.sampleRate);
    const d = n.getChannelData(0);
    let x = 12345;
    for (let i = 0; i < d.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      d[i] = (x / 0xffffffff) * 2 - 1;
    }
    this.noise = n;
    return this.ctx;
  }

  play(cue: SoundCue): void {
    const ctx = this.context();
    if (!ctx || !this.noise) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const t = ctx.currentTime + 0.01;
    const v = MASTER * cue.volume;
    if (cue.kind === 'card') this.burst(ctx, t, v, 2400, 0.07);
    else if (cue.kind === 'disc') this.thump(ctx, t, v, 110, 0.16);
    else if (cue.kind === 'turn') {
      this.tone(ctx, t, v, 660, 0.14);
      this.tone(ctx, t + 0.15, v, 880, 0.2);
    } else if (cue.kind === 'die')
      for (let i = 0; i < 4; i++) this.burst(ctx, t + i * 0.06, v * (1 - i * 0.2), 3500, 0.03);
    else for (let i = 0; i < 3; i++) this.burst(ctx, t + i * 0.045, v * 0.8, 5000, 0.025);
  }

  private burst(ctx: AudioContext, t: number, v: number, freq: number, len: number): void {
    const src = ctx.createBufferSource();
    src.buffer = this.noise;
    const f = ctx.createBiquadFilter();
    f.type = 'bandpass';
    f.frequency.value = freq;
    const g = ctx.createGain();
    g.gain.setValueAtTime(v, t);
    g.gain.exponentialRampToValueAtTime(0.0001, t + len);
    src.connect(f).connect(g).connect(ctx.destination);
    src.start(t);
    src.stop(t + len + 0.02);
  }

  private tone(ctx: AudioContext, t: number, v: number, freq: number, len: number): void {
    const o = ctx.createOscillator();
    o.type = 'sine';
    o.frequency.setValueAtTime(freq, t);
    const g = ctx.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(v, t + 0.015);
    g.gain.exponentialRampToValueAtTime(0.0001, t + len);
    o.connect(g).connect(ctx.destination);
    o.start(t);
    o.stop(t + len + 0.02);
  }

  private thump(ctx: AudioContext, t: number, v: number, freq: number, len: number): void {
    const o = ctx.createOscillator();
    o.frequency.setValueAtTime(freq, t);
    o.frequency.exponentialRampToValueAtTime(freq * 0.5, t + len);
    const g = ctx.createGain();
    g.gain.setValueAtTime(v * 1.5, t);
    g.gain.exponentialRampToValueAtTime(0.0001, t + len);
    o.connect(g).connect(ctx.destination);
    o.start(t);
    o.stop(t + len + 0.02);
    this.burst(ctx, t, v * 0.5, 900, 0.05);
  }
}
