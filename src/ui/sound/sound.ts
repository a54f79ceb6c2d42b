/**
 * The app's sound: plays a move's cue unless muted, and the mute toggle of the top bar, whose
 * choice is remembered in local storage (a bad stored value is reported and ignored).
 */
import type { GameId } from '../../core/game.ts';
import { h } from '../dom.ts';
import { addMessages } from '../i18n/index.ts';
import { reportBadStorage } from '../storage/stored-data.ts';
import { cueFor, landingSpeedOf, readMuted, SOUND_KEY } from './cues.ts';
import { Synth } from './synth.ts';
import { whenIdle } from '../../render/idle.ts';

addMessages({
  en: { 'sound.on': 'Sound: on', 'sound.off': 'Sound: off' },
  ja: { 'sound.on': '音：オン', 'sound.off': '音：オフ' },
});

export class Sound {
  private readonly synth = new Synth();
  /** Whether the page asked for the audio context early (`warmSoon`). */
  private warmWanted = false;
  muted: boolean;
  /** Sets the toggle's words again (after a language change). */
  relabel: () => void = () => undefined;

  constructor(private readonly storage: Storage) {
    let stored: string | null;
    try {
      stored = storage.getItem(SOUND_KEY);
    } catch {
      stored = null;
    }
    const r = readMuted(stored);
    if (r.bad) reportBadStorage(SOUND_KEY);
    this.muted = r.muted;
  }

  /**
   * Makes the audio context in the first idle moment after the page opens, unless the sound is off
   * (then when it is turned on). Its first creation in a page holds the main thread 60–170 ms in
   * headless Chromium on the 2-core machine (the browser starts its audio service); made early, that
   * falls while the page loads or waits, not in a move's show or on the first click of a table.
   * Before the page's first click the browser may make it suspended: the first cue resumes it.
   */
  warmSoon(): void {
    this.warmWanted = true;
    if (!this.muted) whenIdle(() => this.warmNow(), 10_000);
  }

  private warmNow(): void {
    if (!this.muted) this.synth.warm();
  }

  /** Plays the cue of `move`, which led to `after` (a disc's landing speed is read there). */
  moved(game: GameId, move: unknown, after?: unknown): void {
    if (this.muted) return;
    const cue = cueFor(game, move, landingSpeedOf(after));
    if (cue) this.synth.play(cue);
  }

  /** Online: it has become your move while the tab is hidden. */
  yourMove(): void {
    if (!this.muted) this.synth.play({ kind: 'turn', volume: 0.8 });
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (!muted && this.warmWanted) whenIdle(() => this.warmNow(), 10_000);
    try {
      this.storage.setItem(SOUND_KEY, muted ? 'off' : 'on');
    } catch {
      // A blocked storage keeps the choice for this page only.
    }
  }

  /** The top bar's toggle button. */
  toggle(t: (key: string) => string): HTMLButtonElement {
    const b = h('button', { 'data-testid': 'sound', 'aria-pressed': 'false' });
    const label = (): void => {
      b.textContent = t(this.muted ? 'sound.off' : 'sound.on');
      b.setAttribute('aria-pressed', String(this.muted));
    };
    b.addEventListener('click', () => {
      this.setMuted(!this.muted);
      label();
    });
    label();
    this.relabel = label;
    return b;
  }
}
