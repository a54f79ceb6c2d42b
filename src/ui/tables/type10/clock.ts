/**
 * The table's local clock for games with time control. The rules read no clock: the table keeps
 * the time a human has spent deciding (here, not in the store) and reports it as a
 * `{ type: 'clock', elapsedMs }` move just before each move the player makes, and once when the
 * step's time runs out. A timer updates the clock text in the panel only (no scene redraw).
 * Online the server keeps the time (`remote`): the clock then only shows it, for either seat.
 */
import type { Seat } from '../../../core/game.ts';
import type { Type10View } from '../../../games/type10/index.ts';
import type { RemoteClock } from '../table.ts';
import { formatMs } from './model.ts';

export interface ClockHooks {
  /** Called about four times a second while a human decides; `running` is unsent time. */
  tick(running: number): void;
  /** The step's time has run out: the controller reports it. */
  expired(): void;
}

export class LocalClock {
  private since: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private view: Type10View | null = null;

  constructor(
    private readonly hooks: ClockHooks,
    private readonly remote?: () => RemoteClock | null,
  ) {}

  /** Whether the game in `view` is played with clocks. */
  static on(view: Type10View | null): boolean {
    return !!view && view.options.timeControl && view.clock !== null && view.result === null;
  }

  /** Follows the frame: runs while a human at this table decides in a game with clocks. */
  follow(view: Type10View | null, deciding: boolean): void {
    this.view = view;
    // A remote clock runs whoever decides; the page only shows it.
    if (LocalClock.on(view) && (deciding || this.remote)) {
      if (this.since === null) this.since = performance.now();
      if (!this.timer) this.timer = setInterval(() => this.onTimer(), 250);
    } else this.stop();
  }

  /** Unsent time (ms) since the last report. */
  running(): number {
    if (this.remote) return this.remote()?.runningMs ?? 0;
    return this.since === null ? 0 : Math.round(performance.now() - this.since);
  }

  /** The unsent time, which the caller now reports; counting goes on from here. */
  take(): number {
    if (this.remote) return 0;
    const ms = this.running();
    if (this.since !== null) this.since = performance.now();
    return ms;
  }

  private onTimer(): void {
    const v = this.view;
    if (!v?.clock) return;
    const run = this.running();
    this.hooks.tick(run);
    if (this.remote) return;
    if (
      v.clock.stepMs + run > v.options.stepLimitMs ||
      v.clock.totalMs + run >= v.options.gameLimitMs
    )
      this.hooks.expired();
  }

  stop(): void {
    this.since = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The clock lines of the panel: each side's used time, the step's and the game's time left. */
export function clockLines(
  view: Type10View,
  toMove: Seat | null,
  running: number,
  sideName: (s: Seat) => string,
  t: (key: string, p: Record<string, string | number>) => string,
): string[] {
  const c = view.clock;
  if (!c) return [];
  const used = (s: Seat) => c.seatMs[s] + (s === toMove ? running : 0);
  const lines = [0, 1].map((s) =>
    t('t10.clock', { side: sideName(s as Seat), used: formatMs(used(s as Seat)) }),
  );
  if (toMove !== null)
    lines.push(
      `${sideName(toMove)} — ${t('t10.stepLeft', { left: formatMs(view.options.stepLimitMs - c.stepMs - running) })}`,
    );
  lines.push(t('t10.gameLeft', { left: formatMs(view.options.gameLimitMs - c.totalMs - running) }));
  return lines;
}
